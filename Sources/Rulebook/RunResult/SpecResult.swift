/// One spec file after the run.
public struct SpecResult: Equatable, Sendable {
    public let spec: Spec
    public let tables: [TableResult]
    public let rules: [RuleResult]
    public let checklist: [ChecklistResult]

    package init(
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

    /// The rules that are the nearest heading of at least one table: the rules every report
    /// counts, each by `RuleResult.ownStatus` (a heading without tables of its own is not a
    /// rule; its section's status only answers checklist links).
    package var testedRules: [RuleResult] {
        rules.filter { $0.ownStatus != nil }
    }

    /// The table result whose fence opens at this line.
    package func table(atLine line: Int) -> TableResult? {
        tables.first { $0.table.line == line }
    }
}
