/// Case-insensitive comparison of headers, verbs and keywords, with runs of spaces folded.
enum Keyword {
    /// The canonical form: lower-cased, trimmed, inner whitespace folded to one space.
    static func normalize(_ text: some StringProtocol) -> String {
        text.lowercased().split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }

    static func matches(_ text: some StringProtocol, _ keyword: String) -> Bool {
        normalize(text) == normalize(keyword)
    }
}
