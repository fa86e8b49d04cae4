// How every report words a problem. The console, the editor format, GitHub's annotations,
// the HTML report, JUnit and RulebookTesting all take their text from here, as `Diagnostic`s
// at the spec line (and cell column) they belong to, so a mismatch or a diagnostic reads the
// same wherever it is shown.

extension Mismatch: CustomStringConvertible {
    /// `ids? expected 1, 2, got 1`: the one wording of a mismatch in every report.
    public var description: String { "\(column) expected \(expected), got \(actual)" }
}

extension RowResult {
    /// `ids? expected X, got Y; ...`, `error: ...`, or `not run: row 4 failed, so ...` for
    /// the row an earlier failure stopped the table at; `nil` when the row passed or was
    /// simply not run.
    package var problemDetail: String? {
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
    package var firstProblem: (line: Int, message: String)? {
        problems(file: "").first.map { ($0.location?.line ?? table.line, $0.message) }
    }

    /// What the console reports about this table of the spec at `file`, one diagnostic per
    /// problem: why the table could not run, or one `.row` diagnostic per failed or errored
    /// row (none when it passed, nor while its rule is pending). A pending rule's table that
    /// fails the run (its tables all pass, or `--strict`) says why first, at the `Pending:`
    /// line.
    ///
    /// Each message is worded as the console words it after `FILE:LINE: rule:`:
    /// `row 3: ids? expected 1, 2, got 1`, `row 3: error: reason` or `error: reason`. A row's
    /// location has the column of its first mismatching cell (its first cell otherwise),
    /// where the table parser placed it (1 when it could not).
    public func problems(file: String) -> [Diagnostic] {
        guard let pending else { return ownProblems(file: file) }
        guard let failure = pending.failure else { return [] }
        let marker = Diagnostic(
            .spec, at: FileLocation(file: file, line: pending.marker.line), failure)
        return [marker] + (pending.kind == .strict ? ownProblems(file: file) : [])
    }

    /// The failed or errored rows of a pending rule's table, as `problems(file:)` would
    /// report them without the marker: what the product does not do yet.
    package func pendingRows(file: String) -> [Diagnostic] {
        pending == nil ? [] : ownProblems(file: file)
    }

    /// The 1-based column (UTF-16 units, as editors count) where the text of `row`'s cell
    /// in the expectation column a mismatch names starts; `nil` when the parser did not
    /// place it.
    package func column(of mismatch: Mismatch, in row: TableRow) -> Int? {
        let index = table.columns.firstIndex {
            $0.role == .expectation && $0.displayName == mismatch.column
        }
        return index.flatMap { row.column(ofCell: $0) }
    }

    /// Where a row's problem is shown: its first mismatching cell, else its first cell.
    package func column(of row: RowResult) -> Int? {
        if case .failed(let mismatches) = row.status, let first = mismatches.first {
            return column(of: first, in: row.row)
        }
        return row.row.column(ofCell: 0)
    }

    private func ownProblems(file: String) -> [Diagnostic] {
        if let problem {
            return [
                Diagnostic(
                    problem.kind,
                    at: FileLocation(
                        file: problem.location?.file ?? file,
                        line: problem.location?.line ?? table.line,
                        column: problem.location?.column),
                    "error: \(problem.message)", suggestion: problem.suggestion)
            ]
        }
        return rows.compactMap { row in
            row.problem.map {
                Diagnostic(
                    .row,
                    at: FileLocation(
                        file: file, line: row.row.line, column: column(of: row) ?? 1),
                    $0, suggestion: row.suggestion)
            }
        }
    }
}

extension TableRow {
    /// The 1-based column where the text of cell `index` starts on the row's line; `nil`
    /// when the row has no such cell or the parser did not place it.
    package func column(ofCell index: Int) -> Int? {
        cells.indices.contains(index) ? cells[index].columns?.lowerBound : nil
    }
}

extension RowResult {
    /// The word an errored row's problem proposes instead, if any.
    fileprivate var suggestion: String? {
        if case .error(let problem) = status { problem.suggestion } else { nil }
    }
}

extension ChecklistResult {
    /// What the console reports about this item of the spec at `file`, as a `.checklist`
    /// diagnostic at the item's line (`checklist: "item" is missing: reason`), or `nil` when
    /// it does not fail the run.
    package func problem(file: String) -> Diagnostic? {
        failure.map {
            Diagnostic(
                .checklist, at: FileLocation(file: file, line: item.line),
                "checklist: \"\(item.text)\" \($0)")
        }
    }
}

extension Diagnostic {
    /// `file:line` without the column: where the console and JUnit place a reported problem.
    package var fileAndLine: String {
        guard let location else { return "" }
        return FileLocation(file: location.file, line: location.line).description
    }

    /// The line of a reported problem (every problem of `problems(file:)` has one).
    package var line: Int { location?.line ?? 1 }
}
