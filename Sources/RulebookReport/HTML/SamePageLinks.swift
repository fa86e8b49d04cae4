/// The same-page links of rendered HTML (`href="#retry"`), each led where the anchor now is:
/// the one walk over them for a split spec's parts and for the index's pending reasons.
enum SamePageLinks {
    /// `html` with each same-page link's `href` replaced by what `target` gives for its
    /// fragment (as written, still percent-encoded), or kept when `target` gives `nil`;
    /// `html` itself, not a copy, when it holds no such link.
    static func rewrite(_ html: String, _ target: (Substring) -> String?) -> String {
        var rest = html[...]
        guard var start = firstLink(in: rest) else { return html }
        var linked = ""
        linked.reserveCapacity(html.utf8.count + 64)
        while true {
            let fragment = rest[start.upperBound...].prefix { $0 != "\"" }
            linked += rest[..<start.lowerBound]
            rest = rest[fragment.endIndex...]
            linked += target(fragment).map { "href=\"" + $0 } ?? "href=\"#" + fragment
            guard let next = firstLink(in: rest) else { break }
            start = next
        }
        return linked + rest
    }

    private static let marker = Array("href=\"".utf8)

    /// Where the first `href="#` of `text` is, compared byte by byte (the markup is ASCII):
    /// each `#` found, then the bytes before it, since a `#` is rarer than an `h`.
    private static func firstLink(in text: Substring) -> Range<String.Index>? {
        let bytes = text.utf8
        var from = bytes.startIndex
        while let hash = bytes[from...].firstIndex(of: UInt8(ascii: "#")) {
            from = bytes.index(after: hash)
            if let start = bytes.index(hash, offsetBy: -marker.count, limitedBy: bytes.startIndex),
                bytes[start..<hash].elementsEqual(marker)
            {
                return start..<from
            }
        }
        return nil
    }
}
