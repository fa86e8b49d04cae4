/// Case-insensitive comparison of headers, verbs and keywords, with runs of spaces folded.
package enum Keyword {
    /// The canonical form: lower-cased, trimmed, inner whitespace folded to one space.
    package static func normalize(_ text: some StringProtocol) -> String {
        if let ascii = normalizeASCII(text.utf8) { return ascii }
        return text.lowercased().split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }

    /// The same as `normalize` for ASCII text, byte by byte (cells are nearly always
    /// ASCII, and this runs for every cell); `nil` when the text is not ASCII.
    private static func normalizeASCII(_ bytes: some Collection<UInt8>) -> String? {
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var pendingSpace = false
        for byte in bytes {
            guard byte < 0x80 else { return nil }
            if byte == 0x20 || (0x09...0x0D).contains(byte) {
                pendingSpace = !result.isEmpty
                continue
            }
            if pendingSpace {
                result.append(0x20)
                pendingSpace = false
            }
            result.append((0x41...0x5A).contains(byte) ? byte + 0x20 : byte)
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// The keywords of the spec format: a ticket label may not be one of them, since an
    /// expectation such as `loading?` could not tell the label from the keyword.
    package static let reserved = [
        "yes", "no", "on", "off", "none", "nothing", "ignored", "accepted", "saving", "rejected",
        "failed", "stopped", "cursor stall", "waiting", "cleared", "closed",
    ]

    /// The keywords of the spec format's values (contract, section 2). In an expectation
    /// cell an unquoted keyword is always the keyword; a text or id equal to one is written
    /// quoted (`"nothing"`), and messages show it quoted.
    static let values: Set<String> = [
        "yes", "no", "on", "off", "none", "nothing", "ignored", "accepted", "saving", "rejected",
        "failed", "stopped", "cursor stall",
    ]

    /// Whether `text`, unquoted, reads as a keyword: one of `values`, `requested start`, or
    /// `requested page N` / `requested cursor C` whatever the number or cursor.
    static func isValueKeyword(_ text: some StringProtocol) -> Bool {
        let normalized = normalize(text)
        return values.contains(normalized) || normalized == "requested start"
            || normalized.hasPrefix("requested page ") || normalized.hasPrefix("requested cursor ")
    }

    package static func matches(_ text: some StringProtocol, _ keyword: String) -> Bool {
        normalize(text) == normalize(keyword)
    }
}
