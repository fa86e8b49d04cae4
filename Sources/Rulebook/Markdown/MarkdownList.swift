/// A bullet or ordered list.
public struct MarkdownList: Sendable, Equatable {
    /// `true` for an ordered list (`1.`), `false` for a bullet list.
    public var isOrdered: Bool
    /// The number of the first item of an ordered list; 0 for a bullet list.
    public var start: Int
    /// `true` when no blank line separates the items (their paragraphs render without `<p>`).
    public var isTight: Bool
    /// The 1-based source line of the first item.
    public var line: Int
    /// The items, in order.
    public var items: [MarkdownListItem]

    public init(isOrdered: Bool, start: Int, isTight: Bool, line: Int, items: [MarkdownListItem]) {
        self.isOrdered = isOrdered
        self.start = start
        self.isTight = isTight
        self.line = line
        self.items = items
    }
}

/// One list item.
public struct MarkdownListItem: Sendable, Equatable {
    /// The 1-based source line of the item's marker.
    public var line: Int
    /// The GitHub task mark (`- [ ]`, `- [x]`), or `nil` for an ordinary item.
    public var task: TaskMark?
    /// The links in the item's own paragraphs (not in nested lists or quotes), in order.
    public var links: [MarkdownLink]
    /// The plain text of the item's first paragraph (without the task mark); empty if none.
    public var text: String
    /// The item's content: paragraphs as `.html`, nested lists, code blocks...
    public var blocks: [MarkdownBlock]

    public init(
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
public enum TaskMark: Sendable, Equatable {
    /// `- [x]`
    case checked
    /// `- [ ]`
    case unchecked
}

/// A link as written in the source.
public struct MarkdownLink: Sendable, Equatable {
    /// The destination exactly as written (`pagination.md#retry`, `#retry`).
    public var destination: String
    /// The plain text of the link.
    public var text: String

    public init(destination: String, text: String) {
        self.destination = destination
        self.text = text
    }
}
