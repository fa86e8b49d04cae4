/// One spec file after the run.
public struct SpecResult: Equatable, Sendable {
    public let spec: Spec
    public let tables: [TableResult]
    public let rules: [RuleResult]
    public let checklist: [ChecklistResult]

    public init(
        spec: Spec, tables: [TableResult], rules: [RuleResult], checklist: [ChecklistResult]
    ) {
        self.spec = spec
        self.tables = tables
        self.rules = rules
        self.checklist = checklist
    }

    /// The worst status of the file's test cases: its tables and its own checklist items.
    public var status: RunStatus {
        RunStatus.combined(tables.map(\.status) + checklist.map(\.status))
    }

    /// The rules that are the nearest heading of at least one table: the rules a reader
    /// counts (a parent heading only sums up its sections).
    public var testedRules: [RuleResult] {
        // A table whose nearest heading is a rule is in that rule's section, where the
        // rule's own tables come first: the look-up usually ends at the section's first.
        rules.filter { result in
            result.rule.tableIndices.contains { index in
                index < tables.count && tables[index].table.rule?.anchor == result.rule.anchor
            }
        }
    }

    /// The table result whose fence opens at this line.
    public func table(atLine line: Int) -> TableResult? {
        tables.first { $0.table.line == line }
    }
}
