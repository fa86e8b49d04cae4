/// The same-page links of rendered HTML (`href="#retry"`), each led where the anchor now is:
/// the one walk over them for a split spec's parts and for the index's pending reasons.
enum SamePageLinks {
    /// `html` with each same-page link's `href` replaced by what `target` gives for its
    /// fragment (as written, still percent-encoded), or kept when `target` gives `nil`.
    static func rewrite(_ html: String, _ target: (Substring) -> String?) -> String {
        var linked = ""
        var rest = html[...]
        while let start = rest.range(of: "href=\"#") {
            let fragment = rest[start.upperBound...].prefix { $0 != "\"" }
            linked += rest[..<start.lowerBound]
            rest = rest[fragment.endIndex...]
            linked += target(fragment).map { "href=\"" + $0 } ?? "href=\"#" + fragment
        }
        return linked + rest
    }
}
