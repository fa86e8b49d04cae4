/// The same-page links of rendered HTML (`href="#retry"`), each led where the anchor now is:
/// the one walk over them for a split spec's parts and for the index's pending reasons.
enum SamePageLinks {
    /// `html` with each same-page link's `href` replaced by what `target` gives for its
    /// fragment (as written, still percent-encoded), or kept when `target` gives `nil`.
    static func rewrite(_ html: String, _ target: (Substring) -> String?) -> String {
        var linked = ""
        linked.reserveCapacity(html.utf8.count + 64)
        var rest = html[...]
        while let start = firstLink(in: rest) {
            let fragment = rest[start.upperBound...].prefix { $0 != "\"" }
            linked += rest[..<start.lowerBound]
            rest = rest[fragment.endIndex...]
            linked += target(fragment).map { "href=\"" + $0 } ?? "href=\"#" + fragment
        }
        return linked + rest
    }

    /// Whether `html` holds a same-page link.
    static func hasLink(_ html: String) -> Bool {
        firstLink(in: html[...]) != nil
    }

    private static let marker = Array("href=\"#".utf8)

    /// Where the first `href="#` of `text` is, compared byte by byte (the markup is ASCII).
    private static func firstLink(in text: Substring) -> Range<String.Index>? {
        let bytes = text.utf8
        var from = bytes.startIndex
        while let found = bytes[from...].firstIndex(of: marker[0]) {
            if bytes[found...].starts(with: marker) {
                return found..<bytes.index(found, offsetBy: marker.count)
            }
            from = bytes.index(after: found)
        }
        return nil
    }
}
