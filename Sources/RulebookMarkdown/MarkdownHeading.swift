/// A heading and its GitHub-style anchor.
package struct MarkdownHeading: Sendable, Equatable {
    /// 1 to 6.
    package var level: Int
    /// The plain text of the heading (code spans included, markup and raw HTML dropped).
    package var text: String
    /// The safe inline HTML of the heading's content, without the `<hN>` element.
    package var html: String
    /// The GitHub anchor id, unique in its document (`retry-requests-the-same-page`); for a
    /// heading GitHub gives no usable anchor (no letter or digit), its line's `L12`.
    package var anchor: String
    /// The 1-based source line of the heading.
    package var line: Int

    package init(level: Int, text: String, html: String, anchor: String, line: Int) {
        self.level = level
        self.text = text
        self.html = html
        self.anchor = anchor
        self.line = line
    }
}
