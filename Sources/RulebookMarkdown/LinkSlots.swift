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
        return !path.isEmpty && !path.hasPrefix("/") && !path.utf8.contains(UInt8(ascii: "?"))
            && !path.utf8.contains(UInt8(ascii: ":"))
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
        let opening = Array(("href=\"" + prefix).utf8)
        let bytes = Array(html.utf8)
        var result: [UInt8] = []
        var copied = 0
        var index = 0
        while let start = firstIndex(of: opening, in: bytes, from: index) {
            var end = start + opening.count
            var number = 0
            var digits = 0
            while end < bytes.count, bytes[end] >= UInt8(ascii: "0"),
                bytes[end] <= UInt8(ascii: "9"),
                digits < 18
            {
                number = number * 10 + Int(bytes[end] - UInt8(ascii: "0"))
                digits += 1
                end += 1
            }
            guard digits > 0, end < bytes.count, bytes[end] == UInt8(ascii: "\""),
                destinations.indices.contains(number)
            else {
                index = start + opening.count
                continue
            }
            if result.isEmpty { result.reserveCapacity(bytes.count + 64) }
            result.append(contentsOf: bytes[copied..<start])
            let destination = destinations[number]
            let target = rewrite(destination) ?? destination
            if target.isEmpty {
                if result.last == UInt8(ascii: " ") { result.removeLast() }
            } else {
                result.append(contentsOf: "href=\"".utf8)
                result.append(contentsOf: escapedHref(target).utf8)
                result.append(UInt8(ascii: "\""))
            }
            copied = end + 1
            index = copied
        }
        // Most blocks hold no slot: they are returned as they are.
        guard copied > 0 else { return html }
        result.append(contentsOf: bytes[copied...])
        return String(decoding: result, as: UTF8.self)
    }

    /// Where the bytes `part` first occur in `bytes` at or after `start`.
    private static func firstIndex(of part: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard let first = part.first, bytes.count >= part.count else { return nil }
        var index = start
        while index + part.count <= bytes.count {
            if bytes[index] == first, bytes[index..<index + part.count].elementsEqual(part) {
                return index
            }
            index += 1
        }
        return nil
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
