/// The one reading of a cell by its column's type (contract, section 2: "every cell has one
/// reading"): whether a cell is a value its column can hold, and if not, the bad value's
/// error with the forms the column accepts and a "did you mean" when a known word is close.
///
/// The runner checks every filled expectation cell, and every input cell that holds a value,
/// this way before it compares or applies anything, so a typo never reads as a product
/// failure. The comparison itself is `ObservedValue.matches`.
extension ColumnType {
    /// Throws when `cell` (not blank) can never be a value of this type. `keywords` are the
    /// model's: an unquoted keyword is always the keyword, never a text, id or label.
    func check(_ cell: Cell, keywords: ModelKeywords) throws(CellError) {
        let source = cell.source
        if cell.isQuoted {
            let text = try Cell.unquote(source)
            guard reading.holdsText else {
                let unquoted = words.first { Keyword.matches(text, $0) }
                throw CellError(
                    "bad value: a quoted value is a text, and this column holds none"
                        + (unquoted.map { " (write \($0) unquoted)" } ?? "")
                        + ": expected \(self), got \(source)",
                    suggestion: unquoted)
            }
            if reading.isLabelOnly, keywords.contains(text) {
                throw Self.keywordLabel(text)
            }
            return
        }
        for word in reading.words where Keyword.matches(source, word) { return }
        for (phrase, value) in reading.phrases {
            guard let rest = Self.rest(of: source, after: phrase) else { continue }
            // A number after its phrase (`requested page 2`), as the type below reads it.
            if value == .number || value == .time, Self.looksNumeric(rest),
                (try? Cell.parseNumber(rest, allowsMinus: true)) != nil
            {
                return
            }
            do {
                try ColumnType(value).check(Cell(rest), keywords: keywords)
            } catch {
                throw CellError(
                    "expected \(self), got \(Cell.quotedForMessage(source)): \(phrase) takes \(value.description)"
                )
            }
            return
        }
        if reading.readsNumber, Self.looksNumeric(source) {
            _ = try Cell.parseNumber(source, allowsMinus: true)
            return
        }
        if reading.readsList {
            for item in try cell.listItems() where !item.isQuoted && keywords.contains(item.text) {
                throw Cell.keywordError(item.text, expected: self)
            }
            return
        }
        if reading.holdsText, source.hasPrefix("\"") {
            throw Cell.unclosedQuote(source)
        }
        let isKeyword = keywords.contains(source)
        if isKeyword, reading.isLabelOnly { throw Self.keywordLabel(source) }
        if !isKeyword, reading.readsTextOrID || reading.readsLabel {
            return
        }
        if isKeyword, reading.readsTextOrID {
            throw Cell.keywordError(source, expected: self)
        }
        let nearest = Suggestion.closest(to: source, among: words)
        throw CellError(
            "expected \(self), got \(Cell.quotedForMessage(source))"
                + (nearest.map { ": did you mean \($0)?" } ?? ""),
            suggestion: nearest)
    }

    /// A type's forms and what `check` asks of them, worked out once when the type is made.
    final class Reading: Sendable {
        /// The forms, in the order they are listed.
        let forms: [Form]
        /// The words of the `.word` forms, in order.
        let words: [String]
        /// The `.phrase` forms' words and the form of the value after them, in order.
        let phrases: [(words: String, value: Form)]
        /// Whether a form is a number or a time.
        let readsNumber: Bool
        /// Whether a form is a list.
        let readsList: Bool
        /// Whether a form is a text or an id.
        let readsTextOrID: Bool
        /// Whether a form is a ticket label.
        let readsLabel: Bool
        /// Whether the one form is a ticket label.
        let isLabelOnly: Bool

        /// Whether a form holds text (`Form.holdsText`), so that a quoted cell may be read
        /// by it.
        var holdsText: Bool { readsTextOrID || readsLabel || readsList }

        init(_ forms: [Form]) {
            var words: [String] = []
            var phrases: [(words: String, value: Form)] = []
            var (readsNumber, readsList, readsTextOrID, readsLabel) = (false, false, false, false)
            for form in forms {
                switch form {
                case .word(let word): words.append(word)
                case .phrase(let phrase, let value): phrases.append((phrase, value))
                case .number, .time: readsNumber = true
                case .list: readsList = true
                case .text, .id: readsTextOrID = true
                case .label: readsLabel = true
                }
            }
            self.forms = forms
            self.words = words
            self.phrases = phrases
            self.readsNumber = readsNumber
            self.readsList = readsList
            self.readsTextOrID = readsTextOrID
            self.readsLabel = readsLabel
            self.isLabelOnly = forms == [.label]
        }
    }

    /// The keywords a cell of this type may be: its words, and its phrases as written
    /// (`requested page N`), for "did you mean".
    private var words: [String] {
        forms.compactMap { form in
            switch form {
            case .word(let word): word
            case .phrase(let phrase, let value):
                if case .number = value { "\(phrase) 1" } else { nil }
            default: nil
            }
        }
    }

    /// The text after a phrase's words, when `source` starts with them (`requested page 2`
    /// after `requested page` is `2`); `nil` otherwise or when nothing follows.
    private static func rest(of source: String, after phrase: String) -> String? {
        // Most cells start with another letter than the phrase: told apart by one byte. A
        // first letter outside ASCII may lower-case to an ASCII one, so it is not judged.
        if let first = source.utf8.first(where: { !Keyword.isASCIISpace($0) }), first < 0x80,
            let initial = phrase.utf8.first,
            Keyword.lowercasedASCII(first) != initial
        {
            return nil
        }
        if let asciiRest = asciiRest(of: source, after: phrase) { return asciiRest }
        let sourceWords = Keyword.words(source)
        let phraseWords = phrase.split(separator: " ")
        guard sourceWords.count > phraseWords.count,
            Keyword.matches(sourceWords.prefix(phraseWords.count).joined(separator: " "), phrase)
        else { return nil }
        return sourceWords.dropFirst(phraseWords.count).joined(separator: " ")
    }

    /// `rest(of:after:)` for ASCII text, byte by byte: the words of `source` after the
    /// phrase's words (compared in any case), joined by single spaces; `.some(nil)` when
    /// `source` does not start with them or nothing follows, and `nil` when either text is
    /// not ASCII (the general reader decides).
    private static func asciiRest(of source: String, after phrase: String) -> String?? {
        phrase.utf8.withContiguousStorageIfAvailable { phrase -> String?? in
            source.utf8.withContiguousStorageIfAvailable { source -> String?? in
                guard phrase.allSatisfy({ $0 < 0x80 }), source.allSatisfy({ $0 < 0x80 }) else {
                    return nil
                }
                var index = 0
                func skipSpaces() {
                    while index < source.count, Keyword.isASCIISpace(source[index]) { index += 1 }
                }
                for word in phrase.split(separator: 0x20) {
                    skipSpaces()
                    for byte in word {
                        guard index < source.count else { return .some(nil) }
                        guard Keyword.lowercasedASCII(source[index]) == byte else {
                            return .some(nil)
                        }
                        index += 1
                    }
                    // The phrase's word must end where the written word ends.
                    guard index == source.count || Keyword.isASCIISpace(source[index]) else {
                        return .some(nil)
                    }
                }
                let rest = Keyword.foldedASCII(source[index...], lowercased: false) ?? []
                return rest.isEmpty ? .some(nil) : String(decoding: rest, as: UTF8.self)
            } ?? nil
        } ?? nil
    }

    /// Whether a cell is meant as a number: it starts with an ASCII digit, or a minus
    /// followed by one, so that `1e3` or `300ms` is answered as a number written wrong.
    private static func looksNumeric(_ source: String) -> Bool {
        let digits =
            source.utf8.first == UInt8(ascii: "-") ? source.utf8.dropFirst() : source.utf8[...]
        guard let first = digits.first else { return false }
        return first >= UInt8(ascii: "0") && first <= UInt8(ascii: "9")
    }

    /// A ticket label that equals a keyword.
    static func keywordLabel(_ label: String) -> CellError {
        let keyword = Keyword.normalize(label)
        return CellError(
            "ticket label \"\(label)\" is also the keyword \(keyword), so an expectation could not tell them apart: choose another label, e.g. \"\(label)-1\"",
            suggestion: "\(label)-1")
    }
}

/// The keywords of one model: the contract's own (`Keyword.values`, the `requested ...`
/// phrases) and every word and phrase its vocabulary declares in a column type or a verb's
/// outcomes. An unquoted keyword is always the keyword: a text, id or list item equal to one
/// is written quoted, and a ticket label is never one.
struct ModelKeywords: Sendable {
    /// The model's words and phrases beyond the contract's, normalized.
    private let words: Set<String>
    private let phrases: [String]
    /// The first bytes (ASCII, lower case) of `words` and `phrases`, one bit each, so that
    /// most ids and texts are told apart without being normalized.
    private let initials: (low: UInt64, high: UInt64)

    /// The contract's keywords and the words and phrases of these types.
    init(_ types: [ColumnType]) {
        var words: Set<String> = []
        var phrases: [String] = []
        for type in types {
            for form in type.forms {
                switch form {
                case .word(let word) where !Keyword.isValueKeyword(word): words.insert(word)
                case .phrase(let phrase, _)
                where !Keyword.isValueKeyword(phrase + " 1") && !phrases.contains(phrase):
                    phrases.append(phrase)
                default: continue
                }
            }
        }
        var initials: (low: UInt64, high: UInt64) = (0, 0)
        for word in Array(words) + phrases {
            guard let first = word.utf8.first else { continue }
            // A word that starts outside ASCII is always looked up (bit 127).
            let bit = first < 0x80 ? first : 127
            if bit < 64 { initials.low |= 1 << bit } else { initials.high |= 1 << (bit - 64) }
        }
        self.words = words
        self.phrases = phrases
        self.initials = initials
    }

    /// Whether `text`, unquoted, reads as one of the keywords.
    func contains(_ text: some StringProtocol) -> Bool {
        if Keyword.isValueKeyword(text) { return true }
        guard !words.isEmpty || !phrases.isEmpty else { return false }
        if let first = text.utf8.first(where: { $0 != 0x20 && $0 != 0x09 }), first < 0x80,
            initials.high & 1 << 63 == 0
        {
            let lower = Keyword.lowercasedASCII(first)
            let isInitial =
                lower < 64 ? initials.low & 1 << lower != 0 : initials.high & 1 << (lower - 64) != 0
            guard isInitial else { return false }
        }
        let normalized = Keyword.normalize(text)
        return words.contains(normalized) || phrases.contains { normalized.hasPrefix($0 + " ") }
    }
}
