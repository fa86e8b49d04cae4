/// A value a model reports for an expectation column, and how an expectation cell is
/// compared with it.
public enum ObservedValue: Equatable, Sendable {
    /// A keyword or phrase, compared case-insensitively (`ignored`, `requested page 2`).
    case keyword(String)
    /// A keyword followed by a value: the keyword compared case-insensitively, the value
    /// exactly (`requested cursor c2`).
    case keywordWithValue(String, value: String)
    /// Text compared exactly; `nil` is shown as, and matched by, `none`.
    case text(String?)
    /// A list compared item by item; empty is shown as, and matched by, `none`.
    case list([String])
    /// A boolean written with the given words.
    case flag(Bool, FlagWords)
    /// A whole number; `nil` is `none`.
    case number(Int?)
    /// Whether a request is in flight: matched by `no`, by `yes`, or by the label of the
    /// ticket in flight.
    case request(inFlight: Bool, label: String?)

    /// How the value is written in a table and in messages.
    public var display: String {
        switch self {
        case .keyword(let word): return word
        case .keywordWithValue(let word, let value): return "\(word) \(value)"
        case .text(let text): return text.map(Cell.display) ?? "none"
        case .list(let items):
            return items.isEmpty ? "none" : items.map(Cell.display).joined(separator: ", ")
        case .flag(let value, let words): return value ? words.yes : words.no
        case .number(let number): return number.map { String($0) } ?? "none"
        case .request(let inFlight, let label): return inFlight ? label ?? "yes" : "no"
        }
    }

    /// Whether an expectation cell holds this value. Throws when the cell cannot be read as
    /// this kind of value (for example `maybe` where `yes` or `no` is expected).
    package func matches(_ cell: Cell) throws(CellError) -> Bool {
        switch self {
        case .keyword(let word):
            return !cell.isQuoted
                && (Keyword.matches(cell.source, word) || Self.phraseMatches(cell.source, word))
        case .keywordWithValue(let word, let value):
            let words = cell.source.split(separator: " ", omittingEmptySubsequences: true)
            let keywordCount = word.split(separator: " ").count
            guard words.count > keywordCount else { return false }
            return Keyword.matches(words.prefix(keywordCount).joined(separator: " "), word)
                && words.dropFirst(keywordCount).joined(separator: " ") == value
        case .text(let text):
            // An unquoted keyword is the keyword: `none` is no text, any other never a text.
            if !cell.isQuoted && Keyword.isValueKeyword(cell.source) {
                return text == nil && Keyword.matches(cell.source, "none")
            }
            return try cell.text() == text
        case .list(let items):
            let written = try cell.listItems()
            return written.count == items.count
                && zip(written, items).allSatisfy { item, actual in
                    item.text == actual && (item.isQuoted || !Keyword.isValueKeyword(item.text))
                }
        case .flag(let value, let words):
            return try cell.flag(words) == value
        case .number(let number):
            if !cell.isQuoted && Keyword.matches(cell.source, "none") { return number == nil }
            return try cell.signedNumber() == number
        case .request(let inFlight, let label):
            if Keyword.matches(cell.source, "no") { return !inFlight }
            if Keyword.matches(cell.source, "yes") { return inFlight }
            let expected = try cell.text()
            return inFlight && expected == label
        }
    }

    /// Whether a keyword phrase holding a number (`requested page 1`) is written with the
    /// same words and the same number by value (`requested page 01`): numbers compare by
    /// value (contract, section 2).
    private static func phraseMatches(_ source: String, _ phrase: String) -> Bool {
        let written = Keyword.words(source)
        let words = Keyword.words(phrase)
        guard written.count == words.count, written.count > 1 else { return false }
        return zip(written, words).allSatisfy { written, word in
            if let number = try? Cell.parseNumber(String(word), allowsMinus: true) {
                return (try? Cell.parseNumber(String(written), allowsMinus: true)) == number
            }
            return Keyword.matches(written, String(word))
        }
    }
}
