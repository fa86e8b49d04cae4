import Rulebook

/// The console output for editors (`--format editor`): one `FILE:LINE:COLUMN: error: ...`
/// line per mismatched cell, errored row, table that could not run and failing checklist
/// item, which problem matchers (VS Code, Vim's errorformat, Emacs' compile mode) read;
/// then the usual summary. A cell's column is the one the table parser placed it at.
public struct EditorReport: Sendable {
    public let result: RunResult

    public init(result: RunResult) {
        self.result = result
    }

    public var lines: [String] {
        var lines: [String] = []
        for spec in result.specs {
            for table in spec.tables { lines += tableLines(table, in: spec.spec) }
            for item in spec.checklist {
                if let problem = item.problem(file: spec.spec.path) {
                    lines.append("\(problem.fileAndLine):1: error: \(problem.message)")
                }
            }
        }
        if !lines.isEmpty { lines.append("") }
        return lines + ConsoleReport(result: result).summaryLines
    }

    private func tableLines(_ table: TableResult, in spec: Spec) -> [String] {
        let rule = RuleTitle.of(table.table, path: spec.path)
        // A pending rule's rows fail the run only under --strict; a stale marker fails it.
        if let pending = table.pending {
            guard let failure = pending.failure else { return [] }
            let marker = "\(spec.path):\(pending.marker.line):1: error: \(rule): \(failure)"
            guard pending.kind == .strict else { return [marker] }
            return [marker] + ownTableLines(table, rule: rule, in: spec)
        }
        return ownTableLines(table, rule: rule, in: spec)
    }

    private func ownTableLines(_ table: TableResult, rule: String, in spec: Spec) -> [String] {
        if let problem = table.problem {
            let place = FileLocation(
                file: problem.location?.file ?? spec.path,
                line: problem.location?.line ?? table.table.line, column: 1)
            return ["\(place): error: \(rule): \(problem.message)"]
        }
        var lines: [String] = []
        for row in table.rows {
            let place = { (column: Int?) in
                "\(spec.path):\(row.row.line):\(column ?? 1): error: \(rule): row \(row.row.number)"
            }
            switch row.status {
            case .passed:
                continue
            case .notRun:
                if let reason = row.notRunReason {
                    lines.append("\(place(row.row.column(ofCell: 0))): not run: \(reason)")
                }
            case .failed(let mismatches):
                for mismatch in mismatches {
                    lines.append("\(place(table.column(of: mismatch, in: row.row))): \(mismatch)")
                }
            case .error(let problem):
                lines.append("\(place(row.row.column(ofCell: 0))): \(problem.message)")
            }
        }
        return lines
    }
}
