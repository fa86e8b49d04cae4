/// A Markdown file parsed with cmark-gfm (CommonMark + GitHub extensions), as plain values.
///
/// Only what rulebook interprets is structured (headings, code blocks, block quotes and
/// lists); every other block is kept as safe HTML for the report.
package struct MarkdownDocument: Sendable, Equatable {
    /// The top-level blocks, in source order.
    package var blocks: [MarkdownBlock]
    /// The destinations of the links that the rendered HTML leaves open (see `LinkSlots`),
    /// by slot.
    package var linkSlots: [String]

    package init(blocks: [MarkdownBlock], linkSlots: [String] = []) {
        self.blocks = blocks
        self.linkSlots = linkSlots
    }

    /// The HTML of one of this document's blocks or headings with its links filled in:
    /// `rewrite` may point a destination elsewhere (the report maps `other.md#rule` to that
    /// spec's page), return `nil` to keep it as written, or an empty string to keep only the
    /// link's text.
    package func html(_ rendered: String, rewritingLinks rewrite: (String) -> String?) -> String {
        LinkSlots.fill(rendered, destinations: linkSlots, rewrite: rewrite)
    }

    /// The largest source parsed, in UTF-8 bytes (64 MiB). cmark-gfm aborts the process
    /// when one of its buffers passes 1 GiB, which rendering a bigger file could reach.
    package static let maximumSourceBytes = 64 << 20

    /// Parses `text`. Never fails: any input, even empty or binary, gives a document. A
    /// text over `maximumSourceBytes` gives a single `.html` block that says so.
    ///
    /// Links that may lead to another spec are left open in the rendered HTML: fill them
    /// with ``html(_:rewritingLinks:)``. `MarkdownLink.destination` always keeps the
    /// destination as written. `lines`, the text's lines, saves splitting it again when the
    /// caller has them.
    package static func parse(_ text: String, lines: SourceLines? = nil) -> MarkdownDocument {
        let size = text.utf8.count
        guard size <= maximumSourceBytes else {
            let notice =
                "<p>This file is too large to read: \(size) bytes, "
                + "the limit is \(maximumSourceBytes) bytes.</p>\n"
            return MarkdownDocument(blocks: [.html(notice, line: 1)])
        }
        return CmarkParser.parseDocument(lines ?? SourceLines(text))
    }

    /// Every block, containers before their contents, in source order.
    package var allBlocks: [MarkdownBlock] {
        var result: [MarkdownBlock] = []
        for block in blocks {
            block.appendPreorder(to: &result)
        }
        return result
    }

    /// Every heading, including those inside block quotes and lists, in source order.
    package var headings: [MarkdownHeading] {
        allBlocks.compactMap { block in
            if case .heading(let heading) = block { return heading }
            return nil
        }
    }

    /// Every code block, including those inside block quotes and lists, in source order.
    package var codeBlocks: [MarkdownCodeBlock] {
        allBlocks.compactMap { block in
            if case .codeBlock(let codeBlock) = block { return codeBlock }
            return nil
        }
    }
}

/// One block of a Markdown document.
package indirect enum MarkdownBlock: Sendable, Equatable {
    /// An ATX or setext heading.
    case heading(MarkdownHeading)
    /// A fenced or indented code block, whatever its info string.
    case codeBlock(MarkdownCodeBlock)
    /// Any other leaf block (paragraph, GFM table, thematic break, HTML block...), rendered
    /// by cmark-gfm in safe mode: raw HTML is omitted and `javascript:` links are dropped.
    case html(String, line: Int)
    /// A block quote and its blocks.
    case blockQuote([MarkdownBlock], line: Int)
    /// A bullet or ordered list.
    case list(MarkdownList)

    /// The 1-based source line where the block starts.
    package var line: Int {
        switch self {
        case .heading(let heading): heading.line
        case .codeBlock(let codeBlock): codeBlock.line
        case .html(_, let line): line
        case .blockQuote(_, let line): line
        case .list(let list): list.line
        }
    }

    /// The blocks directly inside this one (quote contents, or every item's blocks).
    package var children: [MarkdownBlock] {
        switch self {
        case .heading, .codeBlock, .html: []
        case .blockQuote(let blocks, _): blocks
        case .list(let list): list.items.flatMap(\.blocks)
        }
    }

    fileprivate func appendPreorder(to result: inout [MarkdownBlock]) {
        result.append(self)
        for child in children {
            child.appendPreorder(to: &result)
        }
    }
}
