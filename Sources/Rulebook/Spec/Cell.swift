/// The text of one table cell, and the ways a spec may write a value in it.
///
/// Cells are trimmed. A cell wrapped in double quotes is taken literally, with the escapes
/// `\n`, `\t`, `\"` and `\\`; so `" swift "` keeps its spaces and `"none"` is the word, not
/// the empty value.
public struct Cell: Equatable, Sendable {
    /// The cell's source text, trimmed, with `\|` already turned into `|`.
    public let source: String
    /// The 1-based columns of the source on the row's line, end exclusive, in UTF-16 code
    /// units as editors count them; `nil` when the parser could not place the cell. Not
    /// part of a cell's equality: two cells are equal when they say the same.
    package let columns: Range<Int>?

    public init(_ source: String) {
        self.init(source, columns: nil)
    }

    /// A cell placed on its line (see ``columns``).
    package init(_ source: String, columns: Range<Int>?) {
        self.source = source
        self.columns = columns
    }

    public static func == (lhs: Cell, rhs: Cell) -> Bool {
        lhs.source == rhs.source
    }

    /// Whether the cell is empty (and so not checked, or not given).
    public var isBlank: Bool { source.isEmpty }

    /// Whether the cell is one quoted string: it opens with a double quote whose closing
    /// quote ends the cell (`"a", "b"` is two quoted items, not one quoted cell).
    package var isQuoted: Bool { Cell.isQuoted(source) }

    /// Whether an input cell holds no value: blank, or an unquoted `none` in any case
    /// (contract, section 2). A list input is then empty, a text input the empty text, an
    /// optional input takes its default and a required one is missing.
    package var isNoValue: Bool {
        source.isEmpty || (!isQuoted && Keyword.matches(source, "none"))
    }

    /// The cell as text: the literal of a quoted cell, else the trimmed source.
    public func text() throws(CellError) -> String {
        if isQuoted { return try Cell.unquote(source) }
        if source.hasPrefix("\"") { throw Cell.unclosedQuote(source) }
        return source
    }

    /// The cell as text, where an unquoted `none` means "no value".
    public func optionalText() throws(CellError) -> String? {
        if !isQuoted && Keyword.matches(source, "none") { return nil }
        return try text()
    }

    /// The cell as an input text or id: a quoted cell literally, an unquoted `none` as no
    /// value (`nil`). Any other unquoted keyword is refused, since it would read as the
    /// keyword in an expectation; the error suggests the quoted form.
    package func inputText() throws(CellError) -> String? {
        if isQuoted { return try Cell.unquote(source) }
        if source.hasPrefix("\"") { throw Cell.unclosedQuote(source) }
        if Keyword.matches(source, "none") { return nil }
        try Cell.refuseKeyword(source)
        return source
    }

    /// The cell as a comma-separated list; `none` is the empty list. Items may be quoted.
    public func list() throws(CellError) -> [String] {
        try listItems().map(\.text)
    }

    /// The cell as an input list of ids: like `list()`, but an unquoted keyword item is
    /// refused, with the quoted form as the suggestion.
    package func inputList() throws(CellError) -> [String] {
        try listItems().map { item throws(CellError) in
            if !item.isQuoted { try Cell.refuseKeyword(item.text) }
            return item.text
        }
    }

    /// The items of a list cell, each with whether it was quoted; `none` is no item.
    func listItems() throws(CellError) -> [(text: String, isQuoted: Bool)] {
        if Keyword.matches(source, "none") { return [] }
        if let items = asciiUnquotedListItems() { return items }
        var items: [(text: String, isQuoted: Bool)] = []
        for part in Cell.splitOutsideQuotes(source) {
            let item = Cell.trimmed(part)
            if item.isEmpty {
                throw CellError("the list \(Cell.quotedForMessage(source)) has an empty item")
            }
            let isQuoted = Cell.isQuoted(item)
            if !isQuoted && item.hasPrefix("\"") {
                throw CellError(
                    "the list \(Cell.quotedForMessage(source)) has an item with an unterminated quote: \(item)"
                )
            }
            items.append((isQuoted ? try Cell.unquote(item) : item, isQuoted))
        }
        return items
    }

    /// The items of an ASCII list cell without quotes (nearly every list cell), split and
    /// trimmed byte by byte; `nil` for any other cell, and for one with an empty item (whose
    /// error the general reader gives).
    private func asciiUnquotedListItems() -> [(text: String, isQuoted: Bool)]? {
        source.utf8.withContiguousStorageIfAvailable { bytes -> [(text: String, isQuoted: Bool)]? in
            var items: [(text: String, isQuoted: Bool)] = []
            var start = 0
            for index in 0...bytes.count {
                if index < bytes.count {
                    let byte = bytes[index]
                    guard byte < 0x80, byte != UInt8(ascii: "\"") else { return nil }
                    guard byte == UInt8(ascii: ",") else { continue }
                }
                var lower = start
                var upper = index
                while lower < upper, Cell.isSpaceOrTab(bytes[lower]) { lower += 1 }
                while upper > lower, Cell.isSpaceOrTab(bytes[upper - 1]) { upper -= 1 }
                guard lower < upper else { return nil }
                items.append(
                    (
                        String(
                            decoding: UnsafeBufferPointer(rebasing: bytes[lower..<upper]),
                            as: UTF8.self), false
                    ))
                start = index + 1
            }
            return items
        } ?? nil
    }

    private static func isSpaceOrTab(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
    }

    /// Throws when an unquoted input equals a keyword: it must be quoted to mean the text.
    private static func refuseKeyword(_ text: String) throws(CellError) {
        guard Keyword.isValueKeyword(text) else { return }
        throw keywordError(text)
    }

    /// The error for a cell that opens a quote and does not close it at its end (`"swift`,
    /// `"a"b`).
    static func unclosedQuote(_ source: String) -> CellError {
        CellError(
            "bad value \(source): a quoted text ends with its closing quote, and a quote inside it is written \\\""
        )
    }

    /// The error for an unquoted keyword where a text or id is meant, suggesting the quoted
    /// form.
    static func keywordError(_ text: String, expected: ColumnType? = nil) -> CellError {
        let quoted = "\"\(text)\""
        return CellError(
            "\(text) is a keyword here" + (expected.map { " (expected \($0))" } ?? "")
                + "; to mean the text, write it quoted: \(quoted)",
            suggestion: quoted)
    }

    /// The cell as a boolean written with the given words (`yes`/`no`, `on`/`off`).
    public func flag(_ words: FlagWords) throws(CellError) -> Bool {
        if Keyword.matches(source, words.yes) { return true }
        if Keyword.matches(source, words.no) { return false }
        throw CellError(
            "expected \(words.yes) or \(words.no), got \(Cell.quotedForMessage(source))")
    }

    /// The cell as a whole, non-negative number of ASCII digits (`1e3`, `1_000` and other
    /// scripts' digits are refused).
    public func wholeNumber() throws(CellError) -> Int {
        try Cell.parseNumber(source, allowsMinus: false)
    }

    /// The cell as a whole number that may be negative (a leading `-`), so that a model can
    /// reject a negative time with its own reason.
    public func signedNumber() throws(CellError) -> Int {
        try Cell.parseNumber(source, allowsMinus: true)
    }

    static func parseNumber(_ source: String, allowsMinus: Bool) throws(CellError) -> Int {
        let isNegative = allowsMinus && source.hasPrefix("-")
        let digits = isNegative ? source.utf8.dropFirst() : source.utf8[...]
        guard !digits.isEmpty, digits.allSatisfy({ $0 >= 48 && $0 <= 57 }) else {
            throw CellError(
                "expected a whole number written in ASCII digits, got \(quotedForMessage(source))")
        }
        var value = 0
        for digit in digits {
            let step = isNegative ? -(Int(digit) - 48) : Int(digit) - 48
            let (shifted, overflowA) = value.multipliedReportingOverflow(by: 10)
            let (next, overflowB) = shifted.addingReportingOverflow(step)
            if overflowA || overflowB {
                throw CellError(
                    isNegative
                        ? "the number \(source) is too small (the smallest is \(Int.min))"
                        : "the number \(source) is too large (the largest is \(Int.max))")
            }
            value = next
        }
        return value
    }

    /// Whether `text` is one quoted string: it opens with a double quote, and the first
    /// quote not escaped by a backslash after it is its last character.
    static func isQuoted(_ text: String) -> Bool {
        let utf8 = text.utf8
        guard utf8.count >= 2, utf8.first == UInt8(ascii: "\""), utf8.last == UInt8(ascii: "\"")
        else { return false }
        // Bytes, not characters: a quote or a backslash is never part of another character's
        // UTF-8 encoding.
        var escaping = false
        var index = utf8.index(after: utf8.startIndex)
        while index < utf8.endIndex {
            let byte = utf8[index]
            if escaping {
                escaping = false
            } else if byte == UInt8(ascii: "\\") {
                escaping = true
            } else if byte == UInt8(ascii: "\"") {
                return utf8.index(after: index) == utf8.endIndex
            }
            index = utf8.index(after: index)
        }
        return false
    }

    /// Removes the quotes and resolves the escapes of a quoted cell.
    static func unquote(_ text: String) throws(CellError) -> String {
        var result = ""
        var escaping = false
        for character in text.dropFirst().dropLast() {
            if escaping {
                switch character {
                case "n": result.append("\n")
                case "t": result.append("\t")
                case "\"": result.append("\"")
                case "\\": result.append("\\")
                default: throw CellError("unknown escape \\\(character) in \(text)")
                }
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else if character == "\"" {
                throw CellError("a quote inside \(text) must be written \\\"")
            } else {
                result.append(character)
            }
        }
        if escaping { throw CellError("\(text) ends with a lone backslash") }
        return result
    }

    /// A cell's source as a message quotes it: in double quotes, unless it already is a
    /// quoted cell (so `"100"` is shown once, never `""100""`).
    static func quotedForMessage(_ source: String) -> String {
        isQuoted(source) ? source : "\"\(source)\""
    }

    /// Quotes a text when reading it back would otherwise change it (blank, padded, equal to
    /// a keyword, holding a quote or a control character), as it must be written in a cell.
    static func display(_ text: String) -> String {
        let needsQuotes =
            text.isEmpty || trimmed(text) != text
            || Keyword.isValueKeyword(text)
            || text.contains(where: { $0 == "\"" || $0 == "\\" || $0.isNewline || $0 == "\t" })
        guard needsQuotes else { return text }
        var result = "\""
        for character in text {
            switch character {
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            default: result.append(character)
            }
        }
        return result + "\""
    }

    /// `text` without the white space at either end, as Unicode defines white space (a
    /// no-break or ideographic space too); the inside is kept.
    static func trimmed(_ text: some StringProtocol) -> String {
        guard let first = text.firstIndex(where: { !$0.isWhitespace }),
            let last = text.lastIndex(where: { !$0.isWhitespace })
        else { return "" }
        return String(text[first...last])
    }

    private static func splitOutsideQuotes(_ text: String) -> [Substring] {
        var parts: [Substring] = []
        var start = text.startIndex
        var inQuotes = false
        var escaping = false
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if escaping {
                escaping = false
            } else if inQuotes && character == "\\" {
                escaping = true
            } else if character == "\"" {
                inQuotes.toggle()
            } else if character == "," && !inQuotes {
                parts.append(text[start..<index])
                start = text.index(after: index)
            }
            index = text.index(after: index)
        }
        parts.append(text[start...])
        return parts
    }
}

/// The two words a boolean column is written with.
public struct FlagWords: Equatable, Sendable {
    public let yes: String
    public let no: String

    public init(yes: String, no: String) {
        self.yes = yes
        self.no = no
    }

    /// `yes` / `no`.
    public static let yesNo = FlagWords(yes: "yes", no: "no")
    /// `on` / `off`, for toggles.
    public static let onOff = FlagWords(yes: "on", no: "off")
}
