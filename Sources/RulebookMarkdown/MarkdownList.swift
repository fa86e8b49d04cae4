/// A bullet or ordered list.
package struct MarkdownList: Sendable, Equatable {
    /// `true` for an ordered list (`1.`), `false` for a bullet list.
    package var isOrdered: Bool
    /// The number of the first item of an ordered list; 0 for a bullet list.
    package var start: Int
    /// `true` when no blank line separates the items (their paragraphs render without `<p>`).
    package var isTight: Bool
    /// The 1-based source line of the first item.
    package var line: Int
    /// The items, in order.
    package var items: [MarkdownListItem]

    package init(isOrdered: Bool, start: Int, isTight: Bool, line: Int, items: [MarkdownListItem]) {
        self.isOrdered = isOrdered
        self.start = start
        self.isTight = isTight
        self.line = line
        self.items = items
    }
}

/// One list item.
package struct MarkdownListItem: Sendable, Equatable {
    /// The 1-based source line of the item's marker.
    package var line: Int
    /// The GitHub task mark (`- [ ]`, `- [x]`), or `nil` for an ordinary item.
    package var task: TaskMark?
    /// The links in the item's own paragraphs (not in nested lists or quotes), in order.
    package var links: [MarkdownLink]
    /// The plain text of the item's first paragraph (without the task mark); empty if none.
    package var text: String
    /// The item's content: paragraphs as `.html`, nested lists, code blocks...
    package var blocks: [MarkdownBlock]

    package init(
        line: Int, task: TaskMark?, links: [MarkdownLink], text: String, blocks: [MarkdownBlock]
    ) {
        self.line = line
        self.task = task
        self.links = links
        self.text = text
        self.blocks = blocks
    }
}

/// The author's mark on a GitHub task-list item.
package enum TaskMark: Sendable, Equatable {
    /// `- [x]`
    case checked
    /// `- [ ]`
    case unchecked
}

/// A link as written in the source.
package struct MarkdownLink: Sendable, Equatable {
    /// The destination exactly as written (`pagination.md#retry`, `#retry`).
    package var destination: String
    /// The plain text of the link.
    package var text: String

    package init(destination: String, text: String) {
        self.destination = destination
        self.text = text
    }
}
