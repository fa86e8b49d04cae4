/// Case-insensitive comparison of headers, verbs and keywords, with runs of spaces folded.
package enum Keyword {
    /// The canonical form: lower-cased, trimmed, inner whitespace folded to one space.
    package static func normalize(_ text: some StringProtocol) -> String {
        let utf8 = text.utf8
        if let isNormal = utf8.withContiguousStorageIfAvailable(isNormalASCII), isNormal {
            return String(text)
        }
        if let ascii = foldedASCII(utf8, lowercased: true) {
            return String(decoding: ascii, as: UTF8.self)
        }
        return text.lowercased().split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }

    /// Whether ASCII text is already in canonical form: no upper case, no whitespace but
    /// single spaces between words (so most headers, verbs and cells are taken as they are).
    private static func isNormalASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var previousWasSpace = true
        for byte in bytes {
            if byte >= 0x80 || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x09 && byte <= 0x0D) {
                return false
            }
            let isSpace = byte == 0x20
            if isSpace && previousWasSpace { return false }
            previousWasSpace = isSpace
        }
        return !previousWasSpace || bytes.isEmpty
    }

    /// ASCII text trimmed, its inner whitespace folded to one space and, when `lowercased`,
    /// in lower case: `normalize` byte by byte (cells are nearly always ASCII, and this runs
    /// for every cell), or with the case kept (the value after a phrase); `nil` when the
    /// text is not ASCII.
    static func foldedASCII(_ bytes: some Collection<UInt8>, lowercased: Bool) -> [UInt8]? {
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var pendingSpace = false
        for byte in bytes {
            guard byte < 0x80 else { return nil }
            if isASCIISpace(byte) {
                pendingSpace = !result.isEmpty
                continue
            }
            if pendingSpace {
                result.append(0x20)
                pendingSpace = false
            }
            result.append(lowercased ? lowercasedASCII(byte) : byte)
        }
        return result
    }

    /// Whether ASCII `text` equals the canonical, lower-case `keyword` once normalized,
    /// compared byte by byte without making the normalized text; `nil` when `text` is not
    /// ASCII.
    private static func asciiEquals(
        _ text: UnsafeBufferPointer<UInt8>, _ keyword: UnsafeBufferPointer<UInt8>
    ) -> Bool? {
        var index = 0
        var pendingSpace = false
        var wroteAny = false
        for byte in text {
            guard byte < 0x80 else { return nil }
            if isASCIISpace(byte) {
                pendingSpace = wroteAny
                continue
            }
            if pendingSpace {
                guard index < keyword.count, keyword[index] == 0x20 else { return false }
                index += 1
                pendingSpace = false
            }
            guard index < keyword.count, keyword[index] == lowercasedASCII(byte) else {
                return false
            }
            index += 1
            wroteAny = true
        }
        return index == keyword.count
    }

    /// Whether an ASCII byte is whitespace as `Character.isWhitespace` sees it: space, tab,
    /// line feed, vertical tab, form feed, carriage return.
    static func isASCIISpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || (0x09...0x0D).contains(byte)
    }

    /// An ASCII capital letter's lower-case letter; any other byte as it is.
    static func lowercasedASCII(_ byte: UInt8) -> UInt8 {
        byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte
    }

    /// The words of `text`, as `text.split(whereSeparator: \.isWhitespace)` gives them
    /// (byte by byte for ASCII text, as info strings nearly always are).
    package static func words(_ text: String) -> [Substring] {
        let utf8 = text.utf8
        guard utf8.allSatisfy({ $0 < 0x80 }) else {
            return text.split(whereSeparator: { $0.isWhitespace })
        }
        var words: [Substring] = []
        var start: String.Index?
        for index in utf8.indices {
            let byte = utf8[index]
            let isSpace = isASCIISpace(byte)
            if isSpace, let wordStart = start {
                words.append(text[wordStart..<index])
                start = nil
            } else if !isSpace && start == nil {
                start = index
            }
        }
        if let wordStart = start { words.append(text[wordStart...]) }
        return words
    }

    /// The keywords of the spec format and of the built-in models, for a tool without a
    /// model at hand (the language server's quick fix for a keyword label). The runner asks
    /// the table's model instead (`Vocabulary.keywords`), which declares its own words.
    package static let reserved = [
        "yes", "no", "on", "off", "none", "nothing", "ignored", "accepted", "saving", "rejected",
        "failed", "stopped", "cursor stall", "waiting", "cleared", "closed",
    ]

    /// The keywords of the spec format's values (contract, section 2), which every model's
    /// keywords include (`ModelKeywords`). In an expectation cell an unquoted keyword is
    /// always the keyword; a text or id equal to one is written quoted (`"nothing"`), and
    /// messages show it quoted.
    static let values: Set<String> = [
        "yes", "no", "on", "off", "none", "nothing", "ignored", "accepted", "saving", "rejected",
        "failed", "stopped", "cursor stall",
    ]

    /// Whether ASCII text, once normalized, has no keyword's length and does not start with
    /// an `r` (as `requested ...` does), worked out without normalizing it (`Ticket A`).
    /// `false` for other text.
    private static func hasNoKeywordLength(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var length = 0
        var pendingSpace = false
        var first: UInt8?
        for byte in bytes {
            guard byte < 0x80 else { return false }
            if isASCIISpace(byte) {
                pendingSpace = first != nil
                continue
            }
            if pendingSpace { length += 1 }
            pendingSpace = false
            first = first ?? byte
            length += 1
        }
        // Only whitespace normalizes to the empty text, which is no keyword; an `r` may
        // start `requested ...`, whatever its length.
        guard let first else { return true }
        if lowercasedASCII(first) == UInt8(ascii: "r") { return false }
        return !(length < 64 && valueLengths & 1 << length != 0)
    }

    /// The `values` as bytes, compared with a cell's without making a string.
    private static let valueBytes = values.map { Array($0.utf8) }

    /// The lengths in bytes of the `values`, one bit each (every one is under 64).
    private static let valueLengths: UInt64 = values.reduce(0) { $0 | 1 << $1.utf8.count }

    /// Whether `text`, unquoted, reads as a keyword: one of `values`, `requested start`, or
    /// `requested page N` / `requested cursor C` whatever the number or cursor.
    static func isValueKeyword(_ text: some StringProtocol) -> Bool {
        // Text already in canonical form (nearly every cell) is read byte by byte: most
        // have no keyword's length, and the others are compared with the keywords of theirs.
        let canonical = text.utf8.withContiguousStorageIfAvailable { bytes -> Bool? in
            guard isNormalASCII(bytes) else { return hasNoKeywordLength(bytes) ? false : nil }
            if bytes.starts(with: "requested ".utf8) {
                return bytes.elementsEqual("requested start".utf8)
                    || bytes.starts(with: "requested page ".utf8)
                    || bytes.starts(with: "requested cursor ".utf8)
            }
            guard bytes.count < 64 && valueLengths & 1 << bytes.count != 0 else { return false }
            return valueBytes.contains { $0.elementsEqual(bytes) }
        }
        if let canonical, let isKeyword = canonical { return isKeyword }
        let normalized = normalize(text)
        // Most ids and texts have no keyword's length: no set look-up for them.
        let length = normalized.utf8.count
        guard (length < 64 && valueLengths & 1 << length != 0) || normalized.hasPrefix("requested ")
        else { return false }
        return values.contains(normalized) || normalized == "requested start"
            || normalized.hasPrefix("requested page ") || normalized.hasPrefix("requested cursor ")
    }

    package static func matches(_ text: some StringProtocol, _ keyword: String) -> Bool {
        let fast = keyword.utf8.withContiguousStorageIfAvailable { keywordBytes in
            isNormalASCII(keywordBytes)
                ? text.utf8.withContiguousStorageIfAvailable { asciiEquals($0, keywordBytes) }
                    ?? nil
                : nil
        }
        if let fast, let equal = fast { return equal }
        return normalize(text) == normalize(keyword)
    }
}
