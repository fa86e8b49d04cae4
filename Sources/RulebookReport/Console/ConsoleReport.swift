import Rulebook

/// The console output of a run: one line per failed or errored row and failing checklist
/// item, then, under a heading of their own, the pending rules and checklist items (ahead of
/// the product, they fail no run), then a summary that ends with the line
/// `N passed, N failed`. Both count test cases, as JUnit does: tables and checklist items,
/// errors counted as failed.
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
                lines.append(paint(warning.description(as: "warning"), .yellow))
            }
            for table in spec.tables { lines += problemLines(table, in: spec.spec) }
            for item in spec.checklist {
                if let problem = item.problem(file: spec.spec.path) {
                    lines.append(paint(problem.description, .red))
                }
            }
        }
        let pending = pendingSection
        if !lines.isEmpty && !pending.isEmpty { lines.append("") }
        lines += pending
        if !lines.isEmpty { lines.append("") }
        lines += summaryLines
        return lines
    }

    /// The pending part, after the failures: a heading that counts what is pending (as the
    /// closing line does: its tables and checklist items), then each pending rule and each
    /// pending checklist item, indented; empty when nothing is pending.
    var pendingSection: [String] {
        let counts = ReportCounts(result.specs)
        guard counts.testCases.pending > 0 else { return [] }
        var what = [CountWords.of(counts.rules.pending, "rule")]
        if counts.tables.pending != counts.rules.pending {
            what[0] += " (\(CountWords.of(counts.tables.pending, "table")))"
        }
        if counts.checklist.pending > 0 {
            what.append(CountWords.of(counts.checklist.pending, "checklist item"))
        }
        var lines = [
            paint(
                "pending, ahead of the product (not failing the run): "
                    + what.joined(separator: ", "), .yellow)
        ]
        for spec in result.specs {
            lines += pendingLines(spec).map { paint("  " + $0, .yellow) }
            for item in spec.checklist where item.status == .pending {
                let reason = item.pendingReason.map { ": " + $0 } ?? ""
                lines.append(
                    paint(
                        "  \(spec.spec.path):\(item.item.line): checklist: \"\(item.item.text)\" is pending\(reason)",
                        .yellow))
            }
        }
        return lines
    }

    /// `FILE:LINE: rule: pending: reason (line L: row N: ...)` for each pending rule of a
    /// spec, at its `Pending:` line, with the first thing the product does not do yet and how
    /// many rows do not pass yet.
    func pendingLines(_ spec: SpecResult) -> [String] {
        PendingRule.of(spec).map { rule in
            "\(spec.spec.path):\(rule.marker.line): \(rule.title): pending: \(rule.detail)"
        }
    }

    /// `FILE:LINE: rule: row N: column? expected X, got Y` lines for one table.
    func problemLines(_ table: TableResult, in spec: Spec) -> [String] {
        let rule = RuleTitle.of(table.table, path: spec.path)
        return table.problems(file: spec.path).map { problem in
            paint("\(problem.fileAndLine): \(rule): \(problem.message)", .red)
        }
    }

    var summaryLines: [String] {
        var lines = result.specs.map { spec in
            let counts = ReportCounts([spec])
            let cases = Self.caseCounts(counts.testCases)
            let path = ConsoleEscaping.visible(spec.spec.path)
            guard counts.testCases.total > 0 else { return "\(path): no tables" }
            let units = [
                CountWords.of(counts.tables.total, "table"),
                CountWords.of(counts.checklist.total, "checklist item"),
            ]
            return "\(path): \(cases) (\(units.joined(separator: ", ")))"
        }
        let counts = ReportCounts(result)
        let pendingRules = counts.rules.pending > 0 ? ", \(counts.rules.pending) pending" : ""
        lines.append(
            "rules: \(counts.rules.passed) passed, \(counts.rules.failed) failed, "
                + "\(counts.rules.error) with errors\(pendingRules); checklist: "
                + "\(CountWords.of(counts.checklist.total, "item")), "
                + "\(counts.checklist.failing + counts.checklist.missing) failing")
        if let filter = result.filter {
            lines.append(
                "filter \"\(filter)\": \(CountWords.of(counts.tables.notRun, "table")) and "
                    + "\(CountWords.of(counts.checklist.notRun, "checklist item")) skipped")
        }
        if let why = counts.nothingChecked {
            lines.append(paint(why + ": nothing was checked", .red))
        }
        var closing =
            "\(counts.testCases.passed) passed, \(counts.testCases.failedOrError) failed"
        if counts.testCases.pending > 0 { closing += ", \(counts.testCases.pending) pending" }
        if counts.testCases.notRun > 0 { closing += ", \(counts.testCases.notRun) skipped" }
        lines.append(closing)
        return lines
    }

    /// `5 passed, 1 failed, 2 skipped`, leaving out the zeros.
    private static func caseCounts(_ cases: ReportCounts.ByStatus) -> String {
        [
            (cases.passed, "passed"), (cases.failedOrError, "failed"), (cases.pending, "pending"),
            (cases.notRun, "skipped"),
        ]
        .filter { $0.0 > 0 }.map { "\($0.0) \($0.1)" }.joined(separator: ", ")
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
