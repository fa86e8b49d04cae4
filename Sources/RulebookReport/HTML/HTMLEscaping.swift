import Rulebook

/// Puts text from a spec into HTML without letting it become markup.
enum HTMLEscaping {
    /// Text content or an attribute value: `& < > " '` escaped, control characters shown as
    /// visible symbols (`␛` for ESC), U+FFFE and U+FFFF replaced by U+FFFD.
    static func text(_ text: String) -> String {
        escaped(text, escapingMarkup: true)
    }

    /// HTML that cmark-gfm rendered in safe mode, with control characters made visible as in
    /// `text` (they are never part of markup, so this changes no element).
    static func cleaned(_ html: String) -> String {
        escaped(html, escapingMarkup: false)
    }

    private static func escaped(_ text: String, escapingMarkup: Bool) -> String {
        var source = text
        let isPlain = source.withUTF8 { bytes in
            bytes.allSatisfy { Self.isPlain($0, escapingMarkup: escapingMarkup) }
        }
        guard !isPlain else { return text }
        return source.withUTF8 { bytes in
            var result = HTMLBuffer()
            append(bytes, escapingMarkup: escapingMarkup, to: &result)
            return result.string
        }
    }

    /// Appends UTF-8 text to `output` as `text` escapes it, or with only the control
    /// characters made visible, as `cleaned` does. Runs of bytes that need nothing are
    /// copied whole.
    ///
    /// Works on the bytes of valid UTF-8, where a lead byte is never a continuation byte:
    /// U+0080...U+009F are `C2 80`...`C2 9F`, U+FFFE and U+FFFF are `EF BF BE` and `EF BF BF`.
    static func append(
        _ bytes: UnsafeBufferPointer<UInt8>, escapingMarkup: Bool, to output: inout HTMLBuffer
    ) {
        var plainStart = 0
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            let length =
                isPlain(byte, escapingMarkup: escapingMarkup) ? 0 : replacedLength(bytes, at: index)
            guard length > 0 else {
                index += 1
                continue
            }
            output.append(bytes: UnsafeBufferPointer(rebasing: bytes[plainStart..<index]))
            appendReplacement(of: byte, to: &output)
            index += length
            plainStart = index
        }
        output.append(bytes: UnsafeBufferPointer(rebasing: bytes[plainStart..<bytes.count]))
    }

    /// How many bytes from `index` (a byte that is not plain) are replaced: the lead byte
    /// `C2` of U+0080...U+009F and `EF` of U+FFFE, U+FFFF with the bytes after it; 0 for
    /// another character with such a lead byte.
    private static func replacedLength(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
        let next = index + 1 < bytes.count ? bytes[index + 1] : 0
        let afterNext = index + 2 < bytes.count ? bytes[index + 2] : 0
        switch bytes[index] {
        case 0xC2: return (0x80...0x9F).contains(next) ? 2 : 0
        case 0xEF: return next == 0xBF && (afterNext == 0xBE || afterNext == 0xBF) ? 3 : 0
        default: return 1
        }
    }

    /// Appends what replaces the character starting with `byte`: an entity for markup, the
    /// Control Pictures symbol U+2400 + the control for a C0 control, U+2421 for DEL, U+FFFD
    /// for a C1 control or a noncharacter.
    private static func appendReplacement(of byte: UInt8, to output: inout HTMLBuffer) {
        switch byte {
        case UInt8(ascii: "&"): output.append("&amp;")
        case UInt8(ascii: "<"): output.append("&lt;")
        case UInt8(ascii: ">"): output.append("&gt;")
        case UInt8(ascii: "\""): output.append("&quot;")
        case UInt8(ascii: "'"): output.append("&#39;")
        case 0x00...0x1F, 0x7F:
            // U+2400 + the control is E2 90 80...9F in UTF-8; U+2421 is E2 90 A1.
            output.append(byte: 0xE2)
            output.append(byte: 0x90)
            output.append(byte: byte == 0x7F ? 0xA1 : 0x80 + byte)
        default: output.append("\u{FFFD}")
        }
    }

    /// Whether a byte is copied as it is: not markup (when it is escaped), not a control
    /// other than tab, line feed and carriage return, and not the lead byte of a character
    /// that may be replaced (`C2`, `EF`, checked with the bytes after it).
    private static func isPlain(_ byte: UInt8, escapingMarkup: Bool) -> Bool {
        switch byte {
        case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""),
            UInt8(ascii: "'"):
            !escapingMarkup
        case 0x09, 0x0A, 0x0D: true
        case 0x00...0x1F, 0x7F, 0xC2, 0xEF: false
        default: true
        }
    }

    /// Rendered HTML with the `href` of every link left out, so each keeps its text but
    /// leads nowhere (an `<a>` without `href` is no link and takes no focus).
    static func unlinked(_ html: String) -> String {
        var result = ""
        var rest = Substring(html)
        while let start = rest.range(of: "<a href=\"") {
            result += rest[..<start.lowerBound] + "<a"
            let value = rest[start.upperBound...]
            guard let end = value.firstIndex(of: "\"") else { return result + value }
            rest = value[value.index(after: end)...]
        }
        return result + rest
    }

    /// A relative page path (or an anchor) for an `href`: each byte outside the unreserved
    /// characters and `/` percent-encoded (so a space, `?` or `#` in a name stays in it).
    static func href(_ path: String) -> String {
        guard path.utf8.contains(where: { !isUnreserved($0) }) else { return path }
        var result: [UInt8] = []
        result.reserveCapacity(path.utf8.count + 8)
        let digits = Array("0123456789ABCDEF".utf8)
        for byte in path.utf8 {
            if isUnreserved(byte) {
                result.append(byte)
            } else {
                result += [UInt8(ascii: "%"), digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]]
            }
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// The bytes an `href` keeps as they are: ASCII letters, digits, `-._~` and `/`.
    private static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
            UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
            true
        default: false
        }
    }

    /// A page path and an anchor as an `href` (`pagination.html#retry`), for the attribute.
    static func link(page: String, anchor: String?) -> String {
        let fragment = anchor.map { "#" + href($0) } ?? ""
        return text(href(page) + fragment)
    }
}
