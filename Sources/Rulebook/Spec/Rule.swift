/// A heading of a spec. It owns the tables of its section, including those under its
/// sub-headings; it passes when all of them pass.
public struct Rule: Equatable, Sendable {
    public let title: String
    public let anchor: String
    /// The heading level, 1 to 6.
    public let level: Int
    public let line: Int
    /// Indices into `Spec.tables` of every table in this heading's section.
    public let tableIndices: [Int]

    public init(title: String, anchor: String, level: Int, line: Int, tableIndices: [Int]) {
        self.title = title
        self.anchor = anchor
        self.level = level
        self.line = line
        self.tableIndices = tableIndices
    }

    public var reference: RuleReference { RuleReference(title: title, anchor: anchor) }
}
