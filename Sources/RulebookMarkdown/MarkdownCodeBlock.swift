/// A fenced or indented code block.
package struct MarkdownCodeBlock: Sendable, Equatable {
    /// The info string after the opening fence (`rulebook pager cursor`); empty when none.
    package var info: String
    /// The block's content, one `\n`-terminated line per source line.
    package var literal: String
    /// The 1-based source line where the block starts (the opening fence when fenced).
    package var line: Int
    /// The 1-based source line of the literal's first line.
    package var contentLine: Int
    /// `true` for a fenced block, `false` for an indented one.
    package var isFenced: Bool
    /// `false` for a fenced block that no closing fence ends (it runs to the end of the file
    /// or of its list item or quote).
    package var isClosed: Bool

    package init(
        info: String, literal: String, line: Int, contentLine: Int, isFenced: Bool,
        isClosed: Bool = true
    ) {
        self.info = info
        self.literal = literal
        self.line = line
        self.contentLine = contentLine
        self.isFenced = isFenced
        self.isClosed = isClosed
    }
}
