/// The outcome of one row.
public enum RowStatus: Equatable, Sendable {
    /// Every filled expectation held (or the row checks nothing).
    case passed
    /// The event ran but some expectations did not hold.
    case failed([Mismatch])
    /// The row could not run; the table stopped here.
    case error(String)
    /// An earlier row stopped the table, or the table could not start.
    case notRun
}

/// One expectation that did not hold.
public struct Mismatch: Equatable, Sendable {
    /// The column as written in messages (`ids?`).
    public let column: String
    public let expected: String
    public let actual: String

    public init(column: String, expected: String, actual: String) {
        self.column = column
        self.expected = expected
        self.actual = actual
    }
}

/// One row of a table after the run.
public struct RowResult: Equatable, Sendable {
    public let row: TableRow
    public let status: RowStatus
    /// What the row's event did, for the timeline; `nil` when no event was applied.
    public let trace: TraceStep?

    public init(row: TableRow, status: RowStatus, trace: TraceStep? = nil) {
        self.row = row
        self.status = status
        self.trace = trace
    }
}

/// One event table after the run.
public struct TableResult: Equatable, Sendable {
    public let table: EventTable
    public let status: Status
    /// Why the whole table could not run (unknown model, bad header, nothing checked...).
    public let problem: SpecError?
    public let rows: [RowResult]

    public init(table: EventTable, status: Status, problem: SpecError?, rows: [RowResult]) {
        self.table = table
        self.status = status
        self.problem = problem
        self.rows = rows
    }
}

/// A heading after the run: the worst status of the tables in its section.
public struct RuleResult: Equatable, Sendable {
    public let rule: Rule
    /// `nil` when the section holds no table.
    public let status: Status?

    public init(rule: Rule, status: Status?) {
        self.rule = rule
        self.status = status
    }
}

/// A checklist item after the run.
public struct ChecklistResult: Equatable, Sendable {
    /// How a required case stands.
    public enum Outcome: Equatable, Sendable {
        /// The linked rule ran with this status.
        case rule(Status)
        /// The link leads to no rule with tables; the run fails.
        case missing(String)
        /// The linked rule exists but was not part of this run.
        case notRun
    }

    public let item: ChecklistItem
    /// The linked spec's path and anchor, when the link could be resolved.
    public let target: (path: String, anchor: String)?
    public let outcome: Outcome

    public init(item: ChecklistItem, target: (path: String, anchor: String)?, outcome: Outcome) {
        self.item = item
        self.target = target
        self.outcome = outcome
    }

    /// Why this item makes the run fail, or `nil` when it does not.
    public var failure: String? {
        switch outcome {
        case .missing(let reason): "is missing: \(reason)"
        case .rule(.failed): "links to a rule that failed"
        case .rule(.error): "links to a rule with errors"
        case .rule, .notRun: nil
        }
    }

    /// Whether this item makes the run fail.
    public var isFailing: Bool { failure != nil }

    public static func == (lhs: ChecklistResult, rhs: ChecklistResult) -> Bool {
        lhs.item == rhs.item && lhs.target?.path == rhs.target?.path
            && lhs.target?.anchor == rhs.target?.anchor && lhs.outcome == rhs.outcome
    }
}

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

    /// The worst status of the file's tables.
    public var status: Status { Status.combined(tables.map(\.status)) }

    /// The rules that are the nearest heading of at least one table: the rules a reader
    /// counts (a parent heading only sums up its sections).
    public var testedRules: [RuleResult] {
        let anchors = Set(tables.compactMap { $0.table.rule?.anchor })
        return rules.filter { anchors.contains($0.rule.anchor) }
    }

    /// The table result whose fence opens at this line.
    public func table(atLine line: Int) -> TableResult? {
        tables.first { $0.table.line == line }
    }
}

/// A whole run: every spec file given, in order.
public struct RunResult: Equatable, Sendable {
    public let specs: [SpecResult]

    public init(specs: [SpecResult]) {
        self.specs = specs
    }

    public var tables: [TableResult] { specs.flatMap(\.tables) }
    public var checklist: [ChecklistResult] { specs.flatMap(\.checklist) }

    /// Whether the run passes: some table ran, none failed or errored, no checklist item fails.
    public var isPassing: Bool {
        let ran = tables.filter { $0.status != .skipped }
        return !ran.isEmpty && ran.allSatisfy { $0.status == .passed }
            && !checklist.contains(where: \.isFailing)
    }
}
