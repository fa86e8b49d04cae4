/// A heading of a spec. It owns the tables of its section, including those under its
/// sub-headings; it passes when all of them pass.
public struct SpecRule: Equatable, Sendable {
    public let title: String
    public let anchor: String
    /// The heading level, 1 to 6.
    package let level: Int
    public let line: Int
    /// Indices into `Spec.tables` of every table in this heading's section.
    package let tableIndices: [Int]
    /// The `Pending:` marker of the heading's first block, if the rule is ahead of the
    /// product. It covers the tables whose nearest heading this is, not sub-headings.
    package let pending: PendingMarker?
    /// A `Pending:` paragraph or block quote in the heading's section that is not its first
    /// block: it has no effect (a warning says to move it right under the heading), but
    /// `accept` leaves the rule's tables alone as if it were pending.
    package internal(set) var misplacedPending: PendingMarker? = nil

    package init(
        title: String, anchor: String, level: Int, line: Int, tableIndices: [Int],
        pending: PendingMarker? = nil
    ) {
        self.title = title
        self.anchor = anchor
        self.level = level
        self.line = line
        self.tableIndices = tableIndices
        self.pending = pending
    }

    package var reference: RuleReference { RuleReference(title: title, anchor: anchor) }
}
