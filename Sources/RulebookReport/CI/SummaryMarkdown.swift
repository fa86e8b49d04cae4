import Rulebook

/// The run in Markdown for a CI page (`--summary FILE`): `$GITHUB_STEP_SUMMARY` on GitHub
/// Actions, a merge request note on GitLab. It holds the verdict and the totals, each failed
/// or errored table with its first problem (linked to its source line with `--source-url`),
/// each failing checklist item, each pending rule with its reason, and, given a base run
/// (`--base`), what changed since.
///
/// GitHub takes at most 1 MiB per step summary: a longer text is cut at a line, with a note
/// saying how much was left out.
public struct SummaryMarkdown: Sendable {
    /// The largest summary written, in UTF-8 bytes: GitHub's limit for a step summary.
    public static let maximumBytes = 1 << 20

    public let result: RunResult
    /// Shown paths, source links, title.
    public let context: ReportContext
    /// The changes since the base run (`--base BASE.json`), if one was given.
    let changes: ResultsDiff?

    package init(result: RunResult, context: ReportContext, changes: ResultsDiff? = nil) {
        self.result = result
        self.context = context
        self.changes = changes
    }

    public init(result: RunResult, context: ReportContext = ReportContext()) {
        self.init(result: result, context: context, changes: nil)
    }

    /// The summary, at most `limit` bytes long.
    public func text(limit: Int = maximumBytes) -> String {
        Self.capped(lines(), limit: limit)
    }

    /// Writes the summary to `path`, through a temporary file renamed into place.
    public func write(to path: String, inputs: [String]) throws(Diagnostic) {
        try OutputFiles.refuseInputs(output: path, inputs: inputs)
        try OutputFiles.writeAtomically(text(), to: path)
    }

    private func lines() -> [String] {
        let counts = ReportCounts(result)
        let verdict = result.isPassing ? "✅ passed" : "❌ failed"
        let title = context.title.map { Self.escaped($0) + ": " } ?? "rulebook: "
        var lines = ["## \(title)\(verdict)", ""]
        let cases = counts.testCases
        var closing = "**\(cases.passed) passed, \(cases.failedOrError) failed**"
        if cases.notRun > 0 { closing += ", \(cases.notRun) skipped" }
        lines.append(closing + " (test cases: tables and checklist items)")
        lines.append("")
        lines.append(
            "rules: \(counts.rules.passed) passed, \(counts.rules.failed) failed, "
                + "\(counts.rules.error) with errors"
                + (counts.rules.pending > 0 ? ", \(counts.rules.pending) pending" : "")
                + " · tables: \(counts.tables.total) · "
                + "checklist: \(CountWords.of(counts.checklist.total, "item")), "
                + "\(counts.checklist.failing + counts.checklist.missing) failing")
        lines += failingTables(counts)
        lines += failingChecklistItems(counts)
        lines += pendingRules()
        if let changes {
            lines += ["", "### Changes since the base run", ""]
            lines += changes.markdown.split(separator: "\n", omittingEmptySubsequences: false)
                .map { $0.hasPrefix("#") ? "##" + $0 : String($0) }
        }
        return lines
    }

    private func failingTables(_ counts: ReportCounts) -> [String] {
        let total = counts.tables.failed + counts.tables.error
        guard total > 0 else { return [] }
        var lines = ["", "### Failing tables: \(total)", ""]
        for spec in result.specs {
            for table in spec.tables where table.status >= .failed {
                let rule = RuleTitle.of(table.table, path: spec.spec.path)
                let first = table.firstProblem
                let line = first?.line ?? table.table.line
                var item = "- " + (table.status == .error ? "⚠️ " : "❌ ")
                item += link(Self.escaped(rule), path: spec.spec.path, line: line)
                item += " `\(Self.code(context.shownPath(spec.spec.path))):\(line)`"
                if let first { item += ": " + Self.escaped(first.message) }
                lines.append(item)
            }
        }
        return lines
    }

    private func failingChecklistItems(_ counts: ReportCounts) -> [String] {
        let total = counts.checklist.failing + counts.checklist.missing
        guard total > 0 else { return [] }
        var lines = ["", "### Failing checklist items: \(total)", ""]
        for spec in result.specs {
            for check in spec.checklist {
                guard let failure = check.failure else { continue }
                var item =
                    "- ❌ "
                    + link(
                        Self.escaped(check.item.text), path: spec.spec.path, line: check.item.line)
                item += " `\(Self.code(context.shownPath(spec.spec.path))):\(check.item.line)`"
                lines.append(item + " " + Self.escaped(failure))
            }
        }
        return lines
    }

    /// The rules marked `Pending:` that the product does not do yet, each with its reason and
    /// the first thing the product does not do.
    private func pendingRules() -> [String] {
        let rules = result.specs.map { ($0.spec.path, PendingRule.of($0)) }
        let total = rules.map(\.1.count).reduce(0, +)
        guard total > 0 else { return [] }
        var lines = ["", "### Pending rules: \(total)", ""]
        for (path, pending) in rules {
            for rule in pending {
                var item =
                    "- ⏳ " + link(Self.escaped(rule.title), path: path, line: rule.marker.line)
                item += " `\(Self.code(context.shownPath(path))):\(rule.marker.line)`"
                lines.append(item + ": " + Self.escaped(rule.detail))
            }
        }
        return lines
    }

    /// `[text](source URL)` with `--source-url`, otherwise the bold text.
    private func link(_ text: String, path: String, line: Int) -> String {
        guard let url = context.sourceURL(path: path, line: line) else { return "**\(text)**" }
        let target = url.replacing(" ", with: "%20").replacing("(", with: "%28")
            .replacing(")", with: "%29")
        return "[\(text)](\(target))"
    }

    /// Text that reads as itself in Markdown, on one line.
    static func escaped(_ text: String) -> String { ResultsDiff.cell(text) }

    /// Text inside a code span: no backtick, on one line.
    static func code(_ text: String) -> String {
        String(text.map { $0 == "`" || $0.isNewline ? "'" : $0 })
    }

    /// The lines joined, cut at a line with a note when longer than `limit` bytes.
    static func capped(_ lines: [String], limit: Int) -> String {
        let whole = lines.joined(separator: "\n") + "\n"
        guard whole.utf8.count > limit else { return whole }
        var kept = ""
        var size = 0
        let room = max(limit - 200, 0)
        var count = 0
        for line in lines {
            let length = line.utf8.count + 1
            guard size + length <= room else { break }
            kept += line + "\n"
            size += length
            count += 1
        }
        return kept + "\n> **Cut here**: this summary would be \(whole.utf8.count) bytes, over the "
            + "\(limit)-byte limit; \(lines.count - count) more lines are left out. "
            + "The HTML report and the JUnit file hold all of it.\n"
    }
}
