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
            for warning in spec.spec.warnings {
                lines.append(
                    paint("\(warning.file):\(warning.line): warning: \(warning.message)", .yellow))
            }
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
        if let problem = table.problem {
            return [
                paint("\(problem.file):\(problem.line): \(rule): error: \(problem.message)", .red)
            ]
        }
        return table.rows.compactMap { row in
            let place = "\(spec.path):\(row.row.line): \(rule): row \(row.row.number)"
            switch row.status {
            case .passed, .notRun:
                return nil
            case .failed(let mismatches):
                let details = mismatches.map {
                    "\($0.column) expected \($0.expected), got \($0.actual)"
                }
                return paint("\(place): \(details.joined(separator: "; "))", .red)
            case .error(let message):
                return paint("\(place): error: \(message)", .red)
            }
        }
    }

    private func checklistLine(_ item: ChecklistResult, in spec: Spec) -> String? {
        item.failure.map {
            "\(spec.path):\(item.item.line): checklist: \"\(item.item.text)\" \($0)"
        }
    }

    private var summaryLines: [String] {
        var lines = result.specs.map { spec in
            let tables = ReportCounts([spec]).tables
            let parts = [
                (tables.passed, "passed"), (tables.failed, "failed"),
                (tables.error, tables.error == 1 ? "error" : "errors"), (tables.notRun, "skipped"),
            ].filter { $0.0 > 0 }.map { "\($0.0) \($0.1)" }
            let detail = parts.isEmpty ? "no tables" : parts.joined(separator: ", ")
            return "\(ConsoleEscaping.visible(spec.spec.path)): \(detail)"
        }
        let counts = ReportCounts(result.specs)
        lines.append(
            "rules: \(counts.rules.passed) passed, \(counts.rules.failed) failed, "
                + "\(counts.rules.error) with errors; checklist: "
                + "\(CountWords.of(counts.checklist.total, "item")), "
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
        case yellow = "33"
    }

    /// The text with its control characters escaped, in colour when asked.
    private func paint(_ text: String, _ color: Color) -> String {
        let text = ConsoleEscaping.visible(text)
        return usesColor ? "\u{1B}[\(color.rawValue)m\(text)\u{1B}[0m" : text
    }
}
