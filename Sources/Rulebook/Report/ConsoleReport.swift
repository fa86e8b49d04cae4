/// The console output of a run: one line per failed or errored row, then a summary that
/// ends with the line `N passed, N failed` (tables; errors count as failed).
public struct ConsoleReport: Sendable {
    public let result: RunResult
    /// Whether to colour the status words with ANSI escapes (only on a terminal).
    public let usesColor: Bool

    public init(result: RunResult, usesColor: Bool = false) {
        self.result = result
        self.usesColor = usesColor
    }

    /// The whole report, one line per element.
    public var lines: [String] {
        var lines: [String] = []
        for spec in result.specs {
            for table in spec.tables { lines += problemLines(table, in: spec.spec) }
            for item in spec.checklist {
                if let line = checklistLine(item, in: spec.spec) { lines.append(paint(line, .red)) }
            }
        }
        if !lines.isEmpty { lines.append("") }
        lines += summaryLines
        return lines
    }

    /// `FILE:LINE: rule: row N: column? expected X, got Y` lines for one table.
    func problemLines(_ table: TableResult, in spec: Spec) -> [String] {
        let rule = RuleTitle.of(table.table, path: spec.path)
        return table.problems(file: spec.path).map {
            paint("\($0.file):\($0.line): \(rule): \($0.message)", .red)
        }
    }

    private func checklistLine(_ item: ChecklistResult, in spec: Spec) -> String? {
        item.problem(file: spec.path).map { "\($0.file):\($0.line): \($0.message)" }
    }

    private var summaryLines: [String] {
        var lines = result.specs.map { spec in
            let tables = ReportCounts([spec]).tables
            let parts = [
                (tables.passed, "passed"), (tables.failed, "failed"), (tables.error, "error"),
                (tables.notRun, "skipped"),
            ].filter { $0.0 > 0 }.map { "\($0.0) \($0.1)" }
            let detail = parts.isEmpty ? "no tables" : parts.joined(separator: ", ")
            return "\(spec.spec.path): \(detail)"
        }
        let counts = ReportCounts(result.specs)
        lines.append(
            "rules: \(counts.rules.passed) passed, \(counts.rules.failed) failed, "
                + "\(counts.rules.error) with errors; checklist: \(counts.checklist.total) items, "
                + "\(counts.checklist.failing + counts.checklist.missing) failing")
        if counts.tables.total == 0 {
            lines.append(paint("no event table found: nothing was checked", .red))
        } else if counts.tables.notRun == counts.tables.total {
            lines.append(paint("no table matched the filter: nothing was checked", .red))
        }
        let failed = counts.tables.failed + counts.tables.error
        var closing = "\(counts.tables.passed) passed, \(failed) failed"
        if counts.tables.notRun > 0 { closing += ", \(counts.tables.notRun) skipped" }
        lines.append(closing)
        return lines
    }

    private enum Color: String {
        case red = "31"
    }

    private func paint(_ text: String, _ color: Color) -> String {
        usesColor ? "\u{1B}[\(color.rawValue)m\(text)\u{1B}[0m" : text
    }
}
