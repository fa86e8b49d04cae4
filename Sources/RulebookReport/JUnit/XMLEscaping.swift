import Rulebook

/// Makes any text safe for XML 1.0: escapes markup characters and drops what XML 1.0 does not
/// allow, together with terminal colour codes.
enum XMLEscaping {
    /// Text content: `& < > " '` escaped, forbidden characters dropped.
    static func text(_ text: String) -> String {
        isPlain(text, inAttribute: false) ? text : escape(sanitized(text), escapesWhitespace: false)
    }

    /// An attribute value: as `text`, and tab, newline and carriage return written as
    /// character references so that attribute normalization keeps them.
    static func attribute(_ text: String) -> String {
        isPlain(text, inAttribute: true) ? text : escape(sanitized(text), escapesWhitespace: true)
    }

    /// Whether `text` goes into XML as it is, checked byte by byte: printable ASCII but for
    /// the escaped characters (and, in text content, tabs and newlines), or other UTF-8 that
    /// cannot hold a C1 control (lead byte `C2`) or U+FFFE / U+FFFF (lead byte `EF`).
    private static func isPlain(_ text: String, inAttribute: Bool) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { bytes in
            for byte in bytes {
                switch byte {
                case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""),
                    UInt8(ascii: "'"), 0x7F, 0xC2, 0xEF:
                    return false
                case 0x09, 0x0A:
                    if inAttribute { return false }
                case 0x00...0x1F:
                    return false
                default:
                    continue
                }
            }
            return true
        } ?? false
    }

    /// The text without ANSI escape sequences (`ESC[31m`, `ESC]...BEL`), other C0 and C1
    /// controls (tab, newline and carriage return are kept), DEL, U+FFFE and U+FFFF; the text
    /// itself, unread scalar by scalar, when no byte could start any of them (a C0 control
    /// but tab, newline and carriage return, DEL, lead bytes `C2` and `EF`).
    static func sanitized(_ text: String) -> String {
        let mayHoldControls = text.utf8.contains { byte in
            (byte < 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D) || byte == 0x7F
                || byte == 0xC2 || byte == 0xEF
        }
        guard mayHoldControls else { return text }
        var result = String.UnicodeScalarView()
        var scalars = text.unicodeScalars[...]
        while let scalar = scalars.popFirst() {
            switch scalar.value {
            case 0x1B:
                skipEscapeSequence(&scalars)
            case 0x9B:
                skipControlSequence(&scalars)
            case 0x09, 0x0A, 0x0D:
                result.append(scalar)
            case 0x00...0x1F, 0x7F...0x9F, 0xFFFE, 0xFFFF:
                continue
            default:
                result.append(scalar)
            }
        }
        return String(result)
    }

    /// One line: runs of whitespace (newlines included) become one space, ends trimmed.
    static func oneLine(_ text: String) -> String {
        text.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }

    /// Skips what follows an ESC: a control sequence (`[`), an operating system command
    /// (`]`, up to BEL or ESC `\`), or a two-character escape.
    private static func skipEscapeSequence(_ scalars: inout Substring.UnicodeScalarView) {
        guard let next = scalars.first else { return }
        switch next {
        case "[":
            scalars.removeFirst()
            skipControlSequence(&scalars)
        case "]", "P", "X", "^", "_":
            scalars.removeFirst()
            while let scalar = scalars.popFirst() {
                if scalar.value == 0x07 { return }
                if scalar.value == 0x1B {
                    if scalars.first == "\\" { scalars.removeFirst() }
                    return
                }
            }
        case " "..."~":
            scalars.removeFirst()
        default:
            return
        }
    }

    /// Skips a control sequence's parameter and intermediate bytes and its final byte.
    private static func skipControlSequence(_ scalars: inout Substring.UnicodeScalarView) {
        while let scalar = scalars.first, (0x20...0x3F).contains(scalar.value) {
            scalars.removeFirst()
        }
        if let final = scalars.first, (0x40...0x7E).contains(final.value) {
            scalars.removeFirst()
        }
    }

    /// Byte by byte: every character escaped is ASCII, so the other bytes are copied.
    private static func escape(_ text: String, escapesWhitespace: Bool) -> String {
        var result: [UInt8] = []
        result.reserveCapacity(text.utf8.count + 16)
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "&"): result.append(contentsOf: "&amp;".utf8)
            case UInt8(ascii: "<"): result.append(contentsOf: "&lt;".utf8)
            case UInt8(ascii: ">"): result.append(contentsOf: "&gt;".utf8)
            case UInt8(ascii: "\""): result.append(contentsOf: "&quot;".utf8)
            case UInt8(ascii: "'"): result.append(contentsOf: "&apos;".utf8)
            case 0x09 where escapesWhitespace: result.append(contentsOf: "&#9;".utf8)
            case 0x0A where escapesWhitespace: result.append(contentsOf: "&#10;".utf8)
            case 0x0D: result.append(contentsOf: "&#13;".utf8)
            default: result.append(byte)
            }
        }
        return String(decoding: result, as: UTF8.self)
    }
}
