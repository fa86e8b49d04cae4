/// Case-insensitive comparison of headers, verbs and keywords, with runs of spaces folded.
enum Keyword {
    /// The canonical form: lower-cased, trimmed, inner whitespace folded to one space.
    static func normalize(_ text: some StringProtocol) -> String {
        text.lowercased().split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }

    /// The keywords of the spec format: a ticket label may not be one of them, since an
    /// expectation such as `loading?` could not tell the label from the keyword.
    static let reserved = [
        "yes", "no", "on", "off", "none", "nothing", "ignored", "accepted", "saving", "rejected",
        "failed", "stopped", "cursor stall", "waiting", "cleared", "closed",
    ]

    static func matches(_ text: some StringProtocol, _ keyword: String) -> Bool {
        normalize(text) == normalize(keyword)
    }
}
