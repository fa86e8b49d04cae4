// How every report words a problem. The console, the editor format, the HTML report, JUnit
// and RulebookTesting all take their text from here, so a mismatch or a diagnostic reads the
// same wherever it is shown.

extension Mismatch: CustomStringConvertible {
    /// `ids? expected 1, 2, got 1`: the one wording of a mismatch in every report.
    public var description: String { "\(column) expected \(expected), got \(actual)" }
}

extension RowResult {
    /// `ids? expected X, got Y; ...`, `error: ...`, or `not run: row 4 failed, so ...` for
    /// the row an earlier failure stopped the table at; `nil` when the row passed or was
    /// simply not run.
    public var problemDetail: String? {
        switch status {
        case .passed: nil
        case .notRun: notRunReason.map { "not run: \($0)" }
        case .failed(let mismatches): mismatches.map(\.description).joined(separator: "; ")
        case .error(let problem): "error: \(problem.message)"
        }
    }

    /// `row N: ids? expected X, got Y; ...`, `row N: error: ...` or `row N: not run: ...`:
    /// how every report words a failed or errored row, or the row a failure stopped the
    /// table at; `nil` when the row passed or was simply not run.
    public var problem: String? { problemDetail.map { "row \(row.number): \($0)" } }
}

extension TableResult {
    /// Where the table first went wrong: the table's own problem, or its first failed or
    /// errored row, with that row's line.
    public var firstProblem: (line: Int, message: String)? {
        problems(file: "").first.map { ($0.line, $0.message) }
    }
}

/// One thing a report says went wrong, at the spec line it belongs to: a failed or errored
/// row, a table that could not run, or a failing checklist item.
public struct ReportedProblem: Equatable, Sendable, CustomStringConvertible {
    /// The spec file's path as it was given.
    public let file: String
    /// The 1-based line of the row, the table or the checklist item.
    public let line: Int
    /// As the console words it after `FILE:LINE: rule:`: `row 3: ids? expected 1, 2, got 1`,
    /// `row 3: error: reason`, `error: reason`, or `checklist: "item" is missing: reason`.
    public let message: String

    public init(file: String, line: Int, message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    public var description: String { "\(file):\(line): \(message)" }
}

extension TableResult {
    /// What the console reports about this table of the spec at `file`: why it could not
    /// run, or one problem per failed or errored row (none when it passed, nor while its
    /// rule is pending). A pending rule's table that fails the run (its tables all pass, or
    /// `--strict`) says why first, at the `Pending:` line.
    public func problems(file: String) -> [ReportedProblem] {
        guard let pending else { return ownProblems(file: file) }
        guard let failure = pending.failure else { return [] }
        let marker = ReportedProblem(file: file, line: pending.marker.line, message: failure)
        return [marker] + (pending.kind == .strict ? ownProblems(file: file) : [])
    }

    /// The failed or errored rows of a pending rule's table, as `problems(file:)` would
    /// report them without the marker: what the product does not do yet.
    public func pendingRows(file: String) -> [ReportedProblem] {
        pending == nil ? [] : ownProblems(file: file)
    }

    private func ownProblems(file: String) -> [ReportedProblem] {
        if let problem {
            return [
                ReportedProblem(
                    file: problem.location?.file ?? file,
                    line: problem.location?.line ?? table.line,
                    message: "error: \(problem.message)")
            ]
        }
        return rows.compactMap { row in
            row.problem.map { ReportedProblem(file: file, line: row.row.line, message: $0) }
        }
    }
}

extension ChecklistResult {
    /// What the console reports about this item of the spec at `file`, or `nil` when it
    /// does not fail the run.
    public func problem(file: String) -> ReportedProblem? {
        failure.map {
            ReportedProblem(
                file: file, line: item.line, message: "checklist: \"\(item.text)\" \($0)")
        }
    }
}
