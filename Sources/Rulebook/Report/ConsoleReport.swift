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
            for item in spec.checklist where item.isFailing {
                lines.append(paint(checklistLine(item, in: spec.spec), .red))
            }
        }
        if !lines.isEmpty { lines.append("") }
        lines += summaryLines
        return lines
    }

    /// `FILE:LINE: rule: row N: column? expected X, got Y` lines for one table.
    func problemLines(_ table: TableResult, in spec: Spec) -> [String] {
        let rule = table.table.rule?.title ?? SpecPath.fileName(of: spec.path)
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

    private func checklistLine(_ item: ChecklistResult, in spec: Spec) -> String {
        let place = "\(spec.path):\(item.item.line): checklist: \"\(item.item.text)\""
        switch item.outcome {
        case .missing(let reason): return "\(place) is missing: \(reason)"
        case .rule(let status): return "\(place) links to a rule that \(status)"
        case .notRun: return "\(place) was not run"
        }
    }

    private var summaryLines: [String] {
        let tables = result.tables
        let count = { (status: Status) in tables.filter { $0.status == status }.count }
        let rules = result.specs.flatMap(\.rules).compactMap(\.status)
        let ruleCount = { (status: Status) in rules.filter { $0 == status }.count }
        var lines = result.specs.map { spec in
            let counts = Dictionary(grouping: spec.tables, by: \.status).mapValues(\.count)
            let parts = [Status.passed, .failed, .error, .skipped].compactMap { status in
                counts[status].map { "\($0) \(status)" }
            }
            let detail = parts.isEmpty ? "no tables" : parts.joined(separator: ", ")
            return "\(spec.spec.path): \(detail)"
        }
        lines.append(
            "rules: \(ruleCount(.passed)) passed, \(ruleCount(.failed)) failed, "
                + "\(ruleCount(.error)) with errors; checklist: \(result.checklist.count) items, "
                + "\(result.checklist.filter(\.isFailing).count) failing")
        if tables.isEmpty {
            lines.append(paint("no event table found: nothing was checked", .red))
        }
        let failed = count(.failed) + count(.error)
        var closing = "\(count(.passed)) passed, \(failed) failed"
        if count(.skipped) > 0 { closing += ", \(count(.skipped)) skipped" }
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
