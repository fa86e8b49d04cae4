/// One event table after the run.
public struct TableResult: Equatable, Sendable {
    public let table: EventTable
    public let status: RunStatus
    /// Why the whole table could not run (unknown model, bad header, nothing checked...).
    public let problem: Diagnostic?
    public let rows: [RowResult]
    /// How long the table took to run (zero when it did not run), set once it ran.
    package internal(set) var duration: Duration
    /// How the table was judged when its rule is marked `Pending:`; `status` is then the
    /// verdict's status, and the rows keep their own results.
    package let pending: PendingVerdict?
    /// How many rows passed, failed, errored and did not run, counted once when the result
    /// is made (every report counts them, some more than once).
    package let rowCounts: RowCounts

    /// The rows of a table by status.
    package struct RowCounts: Sendable {
        package private(set) var passed = 0
        package private(set) var failed = 0
        package private(set) var error = 0
        package private(set) var notRun = 0

        init(_ rows: [RowResult]) {
            for index in rows.indices {
                switch rows[index].status {
                case .passed: passed += 1
                case .failed: failed += 1
                case .error: error += 1
                case .notRun: notRun += 1
                }
            }
        }
    }

    package init(
        table: EventTable, status: RunStatus, problem: Diagnostic?, rows: [RowResult],
        duration: Duration = .zero, pending: PendingVerdict? = nil
    ) {
        self.table = table
        self.status = status
        self.problem = problem
        self.rows = rows
        self.duration = duration
        self.pending = pending
        rowCounts = RowCounts(rows)
    }

    /// This result judged under its rule's `Pending:` marker (unchanged for `nil`).
    func judged(_ verdict: PendingVerdict?) -> TableResult {
        guard let verdict else { return self }
        return TableResult(
            table: table, status: verdict.status, problem: problem, rows: rows,
            duration: duration, pending: verdict)
    }

    /// The rows that failed or errored.
    package var problemRows: [RowResult] { rows.filter { $0.problem != nil } }

    /// Equal results, whatever the run's timing.
    public static func == (lhs: TableResult, rhs: TableResult) -> Bool {
        lhs.table == rhs.table && lhs.status == rhs.status && lhs.problem == rhs.problem
            && lhs.rows == rhs.rows && lhs.pending == rhs.pending
    }
}
