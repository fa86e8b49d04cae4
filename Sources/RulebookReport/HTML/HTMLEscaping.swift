import Rulebook

/// Puts text from a spec into HTML without letting it become markup.
enum HTMLEscaping {
    /// Text content or an attribute value: `& < > " '` escaped, control characters shown as
    /// visible symbols (`␛` for ESC), U+FFFE and U+FFFF replaced by U+FFFD.
    static func text(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.unicodeScalars.append(visible(scalar))
            }
        }
        return result
    }

    /// HTML that cmark-gfm rendered in safe mode, with control characters made visible as in
    /// `text` (they are never part of markup, so this changes no element).
    static func cleaned(_ html: String) -> String {
        guard html.unicodeScalars.contains(where: { visible($0) != $0 }) else { return html }
        var result = String.UnicodeScalarView()
        for scalar in html.unicodeScalars {
            result.append(visible(scalar))
        }
        return String(result)
    }

    /// A relative page path (or an anchor) for an `href`: each byte outside the unreserved
    /// characters and `/` percent-encoded (so a space, `?` or `#` in a name stays in it).
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

    static func href(_ path: String) -> String {
        var result = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
                UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                result.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let digits = Array("0123456789ABCDEF".unicodeScalars)
                result += "%"
                result.unicodeScalars.append(digits[Int(byte >> 4)])
                result.unicodeScalars.append(digits[Int(byte & 0x0F)])
            }
        }
        return result
    }

    /// A page path and an anchor as an `href` (`pagination.html#retry`), for the attribute.
    static func link(page: String, anchor: String?) -> String {
        let fragment = anchor.map { "#" + href($0) } ?? ""
        return text(href(page) + fragment)
    }

    /// Tab, newline and carriage return stay; other C0 controls and DEL become their Control
    /// Pictures symbol; C1 controls and the noncharacters U+FFFE, U+FFFF become U+FFFD.
    private static func visible(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        switch scalar.value {
        case 0x09, 0x0A, 0x0D:
            return scalar
        case 0x00...0x1F:
            return Unicode.Scalar(0x2400 + scalar.value) ?? "\u{FFFD}"
        case 0x7F:
            return "\u{2421}"
        case 0x80...0x9F, 0xFFFE, 0xFFFF:
            return "\u{FFFD}"
        default:
            return scalar
        }
    }
}
