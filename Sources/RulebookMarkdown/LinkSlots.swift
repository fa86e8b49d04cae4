/// Links that may point to another spec, left open in the rendered HTML until the report
/// knows which specs have pages.
///
/// A spec is parsed once. Where a link could lead to another spec (a relative path, as in
/// `other.md#rule`), the rendered HTML holds a slot (`href="rulebook-link-N"`) and the
/// document keeps the destination as written; the report fills each slot with the target's
/// page or the destination itself, escaped as cmark-gfm escapes an `href`. So mapping links
/// never needs a second parse.
package enum LinkSlots {
    /// Whether a link destination gets a slot: a non-empty relative path with no scheme and
    /// no query (`a.md`, `../b.md#rule`), the only links that can name a spec file.
    static func isSlot(_ destination: String) -> Bool {
        let path = destination.prefix { $0 != "#" }
        return !path.isEmpty && !path.hasPrefix("/") && !path.contains("?")
            && !path.contains(":")
    }

    /// The placeholder destination of slot `index`; only safe `href` characters, so
    /// cmark-gfm renders it unchanged.
    static func placeholder(_ index: Int) -> String { "\(prefix)\(index)" }

    /// `html` with each slot filled: `rewrite(destination)`, or the destination as written
    /// when it returns `nil`, escaped as cmark-gfm escapes an `href`. When it returns an
    /// empty string the `href` is left out, so the link's text stays but is no link (an `<a>`
    /// without `href` leads nowhere and takes no focus).
    package static func fill(
        _ html: String, destinations: [String], rewrite: (String) -> String?
    ) -> String {
        let opening = "href=\"" + prefix
        guard html.contains(opening) else { return html }
        var result = ""
        var rest = Substring(html)
        while let start = rest.range(of: opening) {
            result += rest[..<start.lowerBound]
            let digits = rest[start.upperBound...].prefix { $0.isASCII && $0.isNumber }
            let end = digits.endIndex
            guard end < rest.endIndex, rest[end] == "\"", let index = Int(digits),
                destinations.indices.contains(index)
            else {
                result += rest[start]
                rest = rest[start.upperBound...]
                continue
            }
            let destination = destinations[index]
            let target = rewrite(destination) ?? destination
            if target.isEmpty {
                if result.hasSuffix(" ") { result.removeLast() }
            } else {
                result += "href=\"" + escapedHref(target) + "\""
            }
            rest = rest[rest.index(after: end)...]
        }
        return result + rest
    }

    /// A destination as cmark-gfm writes it in an `href` (its `houdini_escape_href`): ASCII
    /// letters, digits and ``-_.+!*(),%#@?=;:/$~`` as they are, `&` as `&amp;`, `'` as
    /// `&#x27;`, every other byte as `%XX`.
    static func escapedHref(_ destination: String) -> String {
        var escaped = ""
        for byte in destination.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"):
                escaped.unicodeScalars.append(Unicode.Scalar(byte))
            case _ where safePunctuation.contains(byte):
                escaped.unicodeScalars.append(Unicode.Scalar(byte))
            case UInt8(ascii: "&"): escaped += "&amp;"
            case UInt8(ascii: "'"): escaped += "&#x27;"
            default:
                escaped +=
                    "%" + String(hexDigits[Int(byte >> 4)])
                    + String(hexDigits[Int(byte & 0xF)])
            }
        }
        return escaped
    }

    private static let prefix = "rulebook-link-"
    private static let safePunctuation = Set("-_.+!*(),%#@?=;:/$~".utf8)
    private static let hexDigits = Array("0123456789ABCDEF")
}
