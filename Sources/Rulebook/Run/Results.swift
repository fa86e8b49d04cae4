/// The outcome of one row.
public enum RowStatus: Equatable, Sendable {
    /// Every filled expectation held (or the row checks nothing).
    case passed
    /// The event ran but some expectations did not hold.
    case failed([Mismatch])
    /// The row could not run; the table stopped here.
    case error(Diagnostic)
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
    /// What the model showed after the row's event, for every expectation column (blank
    /// cells included), by column name (`ids`, `result`); empty when the event did not run.
    /// `accept` writes these values into the table.
    public let actuals: [String: Observation]
    /// What the row's event did, for the timeline; `nil` when no event was applied.
    public let trace: TraceStep?
    /// Why this row did not run, when an earlier failure stopped the table here (`row 4
    /// failed, so ticket C was never bound`): the row the table ended on as failed, not as
    /// an error. `nil` for every other row.
    public let notRunReason: String?

    /// The model's situation before the row (`ModelWithSituations`), when the run recorded
    /// situations (`rulebook coverage`) and the row's event was applied.
    public let situation: String?

    public init(
        row: TableRow, status: RowStatus, actuals: [String: Observation] = [:],
        trace: TraceStep? = nil, notRunReason: String? = nil, situation: String? = nil
    ) {
        self.row = row
        self.status = status
        self.actuals = actuals
        self.trace = trace
        self.notRunReason = notRunReason
        self.situation = situation
    }

    /// Equal rows, whatever the model showed in columns nobody checked and the situation:
    /// `actuals` serve `accept` and `situation` serves `rulebook coverage`; neither is part
    /// of a saved run.
    public static func == (lhs: RowResult, rhs: RowResult) -> Bool {
        lhs.row == rhs.row && lhs.status == rhs.status && lhs.trace == rhs.trace
            && lhs.notRunReason == rhs.notRunReason
    }
}

/// One event table after the run.
public struct TableResult: Equatable, Sendable {
    public let table: EventTable
    public let status: Status
    /// Why the whole table could not run (unknown model, bad header, nothing checked...).
    public let problem: Diagnostic?
    public let rows: [RowResult]
    /// How long the table took to run (zero when it did not run).
    public let duration: Duration
    /// How the table was judged when its rule is marked `Pending:`; `status` is then the
    /// verdict's status, and the rows keep their own results.
    public let pending: PendingVerdict?

    public init(
        table: EventTable, status: Status, problem: Diagnostic?, rows: [RowResult],
        duration: Duration = .zero, pending: PendingVerdict? = nil
    ) {
        self.table = table
        self.status = status
        self.problem = problem
        self.rows = rows
        self.duration = duration
        self.pending = pending
    }

    /// This result with the time it took.
    func timed(_ duration: Duration) -> TableResult {
        TableResult(
            table: table, status: status, problem: problem, rows: rows, duration: duration,
            pending: pending)
    }

    /// This result judged under its rule's `Pending:` marker (unchanged for `nil`).
    func judged(_ verdict: PendingVerdict?) -> TableResult {
        guard let verdict else { return self }
        return TableResult(
            table: table, status: verdict.status, problem: problem, rows: rows,
            duration: duration, pending: verdict)
    }

    /// The rows that failed or errored.
    public var problemRows: [RowResult] { rows.filter { $0.problem != nil } }

    /// Equal results, whatever the run's timing.
    public static func == (lhs: TableResult, rhs: TableResult) -> Bool {
        lhs.table == rhs.table && lhs.status == rhs.status && lhs.problem == rhs.problem
            && lhs.rows == rhs.rows && lhs.pending == rhs.pending
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

/// A checklist item after the run: a test case of its own, ticked from its rule's status.
public struct ChecklistResult: Equatable, Sendable {
    /// How a required case stands.
    public enum Outcome: Equatable, Sendable {
        /// The linked rule ran with this status; `skipped` when the filter left all of its
        /// tables out.
        case rule(Status)
        /// The link leads to no rule with tables; the item fails, for this reason (a
        /// `.checklist` diagnostic at the item's line).
        case missing(Diagnostic)
    }

    public let item: ChecklistItem
    /// The linked spec's path and anchor, when the link could be resolved.
    public let target: (path: String, anchor: String)?
    public let outcome: Outcome
    /// Where the linked rule first went wrong (`FILE:LINE: row N: ...`), when it failed.
    public let firstProblem: String?
    /// The reason of the `Pending:` marker that makes the item pending, when it is.
    public let pendingReason: String?

    public init(
        item: ChecklistItem, target: (path: String, anchor: String)?, outcome: Outcome,
        firstProblem: String? = nil, pendingReason: String? = nil
    ) {
        self.item = item
        self.target = target
        self.outcome = outcome
        self.firstProblem = firstProblem
        self.pendingReason = pendingReason
    }

    /// The item as a test case: its rule's status, and `failed` when it is missing.
    public var status: Status {
        switch outcome {
        case .rule(let status): status
        case .missing: .failed
        }
    }

    /// Why this item makes the run fail, or `nil` when it does not.
    public var failure: String? {
        let problem = firstProblem.map { " (\($0))" } ?? ""
        return switch outcome {
        case .missing(let reason): "is missing: \(reason.message)"
        case .rule(.failed): "links to a rule that failed" + problem
        case .rule(.error): "links to a rule with errors" + problem
        case .rule: nil
        }
    }

    /// Whether this item makes the run fail.
    public var isFailing: Bool { failure != nil }

    public static func == (lhs: ChecklistResult, rhs: ChecklistResult) -> Bool {
        lhs.item == rhs.item && lhs.target?.path == rhs.target?.path
            && lhs.target?.anchor == rhs.target?.anchor && lhs.outcome == rhs.outcome
            && lhs.firstProblem == rhs.firstProblem && lhs.pendingReason == rhs.pendingReason
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

    /// The worst status of the file's test cases: its tables and its own checklist items.
    public var status: Status {
        Status.combined(tables.map(\.status) + checklist.map(\.status))
    }

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
    /// The `--filter` text the run used, if any.
    public let filter: String?

    public init(specs: [SpecResult], filter: String? = nil) {
        self.specs = specs
        self.filter = filter
    }

    public var tables: [TableResult] { specs.flatMap(\.tables) }
    public var checklist: [ChecklistResult] { specs.flatMap(\.checklist) }

    /// Whether some table ran: one of the run's own, or one a checklist item links to
    /// (run for the item). When none did, nothing was checked.
    public var checkedSomething: Bool {
        tables.contains { $0.status != .skipped }
            || checklist.contains {
                if case .rule(let status) = $0.outcome { status != .skipped } else { false }
            }
    }

    /// Whether the run passes: something was checked, no table failed or errored (pending
    /// tables do not fail a run), and no checklist item fails (so a file of checklist items
    /// alone passes on its linked rules).
    public var isPassing: Bool {
        checkedSomething && tables.allSatisfy { $0.status < .failed }
            && !checklist.contains(where: \.isFailing)
    }
}
