import Rulebook

/// What the server publishes for one spec: every problem of its run, on the cell, row,
/// fence or link it belongs to.
enum SpecDiagnostics {
    /// The protocol's severities.
    enum Severity: Int {
        case error = 1
        case warning = 2
        case information = 3
    }

    /// The diagnostics of a spec's run; none for a document that is not a spec (no event
    /// table and no checklist item).
    static func of(_ result: SpecResult, lines: TextLines) -> [JSONValue] {
        let spec = result.spec
        guard !spec.tables.isEmpty || !spec.checklist.isEmpty else { return [] }
        let ranges = SourceRanges(lines: lines)
        var diagnostics: [JSONValue] = []
        func add(_ range: JSONValue, _ severity: Severity, _ code: String, _ message: String) {
            diagnostics.append(diagnostic(range, severity, code, message))
        }
        if let problem = spec.loadProblem {
            add(ranges.wholeLine(problem.location?.line ?? 1), .error, "file", problem.message)
            return diagnostics
        }
        for warning in spec.warnings {
            add(
                ranges.wholeLine(warning.location?.line ?? 1), .warning, "near-miss",
                warning.message)
        }
        for table in result.tables {
            diagnostics += Self.table(table, ranges: ranges)
        }
        for item in result.checklist {
            guard let failure = item.failure else { continue }
            let range = ranges.text(item.item.destination ?? "", fromLine: item.item.line)
            add(range, .error, "checklist", "\"\(item.item.text)\" \(failure)")
        }
        diagnostics += pendingMarkers(result, ranges: ranges)
        return diagnostics
    }

    /// One diagnostic per rule marked `Pending:`, on its marker's line: information while the
    /// product does not do the rule yet, an error once the marker fails the run (the rule
    /// passes, or `--strict`).
    private static func pendingMarkers(_ result: SpecResult, ranges: SourceRanges) -> [JSONValue] {
        var diagnostics: [JSONValue] = []
        var seen: Set<Int> = []
        for table in result.tables {
            guard let pending = table.pending, seen.insert(pending.marker.line).inserted else {
                continue
            }
            let range = ranges.wholeLine(pending.marker.line)
            if let failure = pending.failure {
                diagnostics.append(diagnostic(range, .error, "pending", failure))
            } else {
                diagnostics.append(
                    diagnostic(range, .information, "pending", "pending: \(pending.marker.reason)"))
            }
        }
        return diagnostics
    }

    /// One diagnostic of the protocol; `code` names its kind (`mismatch`, `row`, `not-run`,
    /// `table`, `spec`, `checklist`, `near-miss`, `file`, `pending`).
    private static func diagnostic(
        _ range: JSONValue, _ severity: Severity, _ code: String, _ message: String
    ) -> JSONValue {
        [
            "range": range, "severity": .int(severity.rawValue), "source": "rulebook",
            "code": .string(code), "message": .string(message),
        ]
    }

    /// A table's problem, or its failed cells, errored row and the rows it did not run; as
    /// information while the table's rule is pending, since they do not fail the run.
    private static func table(_ result: TableResult, ranges: SourceRanges) -> [JSONValue] {
        let problemSeverity: Severity = result.pending?.kind == .pending ? .information : .error
        var diagnostics: [JSONValue] = []
        func add(_ range: JSONValue, _ severity: Severity, _ code: String, _ message: String) {
            diagnostics.append(diagnostic(range, severity, code, message))
        }
        let table = result.table
        var stoppedBy: String?
        if let problem = result.problem {
            let line = problem.location?.line ?? table.line
            let range = suggestionRange(problem, line: line, table: table, ranges: ranges)
            add(range, problemSeverity, problem.kind == .table ? "table" : "spec", problem.message)
            stoppedBy = "the table cannot run: \(problem.message)"
        }
        for row in result.rows {
            switch row.status {
            case .passed:
                continue
            case .failed(let mismatches):
                for mismatch in mismatches {
                    let cell = table.columns.firstIndex {
                        $0.role == .expectation && $0.displayName == mismatch.column
                    }
                    let columns = cell.flatMap {
                        row.row.cells.indices.contains($0) ? row.row.cells[$0].columns : nil
                    }
                    add(
                        ranges.cell(columns, line: row.row.line), problemSeverity, "mismatch",
                        "row \(row.row.number): \(mismatch)")
                }
            case .error(let problem):
                let range = suggestionRange(
                    problem, line: row.row.line, table: table, ranges: ranges)
                add(
                    range, problemSeverity, "row",
                    "row \(row.row.number): error: \(problem.message)")
                stoppedBy = stoppedBy ?? "row \(row.row.number) stopped the table"
            case .notRun:
                guard result.status != .skipped else { continue }
                add(
                    ranges.wholeLine(row.row.line), .information, "not-run",
                    "row \(row.row.number) did not run: \(stoppedBy ?? "the table stopped")")
            }
        }
        return diagnostics
    }

    /// The range of a problem: the word its suggestion would replace, when the problem's
    /// line holds one, else the whole line.
    static func suggestionRange(
        _ problem: Diagnostic, line: Int, table: EventTable, ranges: SourceRanges
    ) -> JSONValue {
        guard
            let target = SuggestionTarget.find(
                problem, line: line, table: table, lineText: ranges.lines[ifPresent: line - 1])
        else { return ranges.wholeLine(line) }
        return SourceRanges.range(line: line - 1, from: target.start, to: target.end)
    }
}
