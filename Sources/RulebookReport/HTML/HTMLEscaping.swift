import Rulebook
import RulebookMarkdown

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
        ReferencePaths.areOn
            ? plainEscaped(text, escapingMarkup: escapingMarkup)
            : bytewiseEscaped(text, escapingMarkup: escapingMarkup)
    }

    /// The reference path of the escaping (`ReferencePaths`): `text` escaped scalar by
    /// scalar, as the byte loop of `append(_:escapingMarkup:to:)` does it, into a string.
    static func plainEscaped(_ text: String, escapingMarkup: Bool) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x26 where escapingMarkup: result += "&amp;"
            case 0x3C where escapingMarkup: result += "&lt;"
            case 0x3E where escapingMarkup: result += "&gt;"
            case 0x22 where escapingMarkup: result += "&quot;"
            case 0x27 where escapingMarkup: result += "&#39;"
            case 0x09, 0x0A, 0x0D: result.unicodeScalars.append(scalar)
            case 0x00...0x1F: result.unicodeScalars.append(Self.controlPicture(scalar.value))
            case 0x7F: result += "\u{2421}"
            case 0x80...0x9F, 0xFFFE, 0xFFFF: result += "\u{FFFD}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// The Control Pictures symbol of a C0 control: U+2400 + the control.
    private static func controlPicture(_ value: UInt32) -> Unicode.Scalar {
        Unicode.Scalar(0x2400 + value) ?? "\u{FFFD}"
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
