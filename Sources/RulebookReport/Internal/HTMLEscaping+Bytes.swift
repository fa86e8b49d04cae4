import Rulebook
import RulebookMarkdown

/// The fast path of `HTMLEscaping` (ARCHITECTURE.md, "Fast paths"): UTF-8 bytes escaped in
/// runs, straight into an `HTMLBuffer`; its reference path is `HTMLEscaping.plainEscaped`.
extension HTMLEscaping {
    /// `text` escaped byte by byte into a buffer, when it holds anything to escape.
    static func bytewiseEscaped(_ text: String, escapingMarkup: Bool) -> String {
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
        guard !output.takesReferencePaths else {
            let text = String(decoding: bytes, as: UTF8.self)
            return output.append(markup: plainEscaped(text, escapingMarkup: escapingMarkup))
        }
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
}
