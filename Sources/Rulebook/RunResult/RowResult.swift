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

    package init(column: String, expected: String, actual: String) {
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
    package let actuals: [String: ObservedValue]
    /// What the row's event did, for the timeline; `nil` when no event was applied.
    package let trace: TraceStep?
    /// Why this row did not run, when an earlier failure stopped the table here (`row 4
    /// failed, so ticket C was never bound`): the row the table ended on as failed, not as
    /// an error. `nil` for every other row.
    package let notRunReason: String?

    /// The model's situation before the row (`ModelWithSituations`), when the run recorded
    /// situations (`rulebook coverage`) and the row's event was applied.
    package let situation: String?

    /// What the model showed in each blank expectation cell of the row (nothing checked it),
    /// as a table writes it (`ObservedValue.display`), by column name (`visible`): the report
    /// shows it quietly in the cell. Empty when the event did not run, or when the run did
    /// not record them (`TableRunner.recordsUncheckedValues`).
    package let uncheckedValues: [String: String]

    package init(
        row: TableRow, status: RowStatus, actuals: [String: ObservedValue] = [:],
        trace: TraceStep? = nil, notRunReason: String? = nil, situation: String? = nil
    ) {
        self.init(
            row: row, status: status, actuals: actuals, trace: trace, notRunReason: notRunReason,
            situation: situation, uncheckedValues: [:])
    }

    /// A row with what the model showed in its blank expectation cells.
    package init(
        row: TableRow, status: RowStatus, actuals: [String: ObservedValue] = [:],
        trace: TraceStep? = nil, notRunReason: String? = nil, situation: String? = nil,
        uncheckedValues: [String: String]
    ) {
        self.row = row
        self.status = status
        self.actuals = actuals
        self.trace = trace
        self.notRunReason = notRunReason
        self.situation = situation
        self.uncheckedValues = uncheckedValues
    }

    /// Equal rows, whatever the model showed in columns nobody checked and the situation:
    /// `actuals` serve `accept`, `uncheckedValues` the report's blank cells and `situation`
    /// `rulebook coverage`; none of them is a verdict.
    public static func == (lhs: RowResult, rhs: RowResult) -> Bool {
        lhs.row == rhs.row && lhs.status == rhs.status && lhs.trace == rhs.trace
            && lhs.notRunReason == rhs.notRunReason
    }
}
