import Rulebook

/// The run in Markdown for a CI page (`--summary FILE`): `$GITHUB_STEP_SUMMARY` on GitHub
/// Actions, a merge request note on GitLab. It holds the verdict and the totals (with the
/// new failures, fixes and flaky rules of `--history`) and a link to the report
/// (`--report-url`); given a base run (`--base`), what changed since, first; then one entry
/// per failing rule with its first problem (linked to its source line with `--source-url`),
/// its new or flaky mark and the checklist items it breaks under it; the other failing
/// checklist items; each pending rule with its reason.
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
    /// Each rule's last runs, this one included (`--history`), for the new and flaky marks.
    let history: RunHistory?

    package init(
        result: RunResult, context: ReportContext, changes: ResultsDiff? = nil,
        history: RunHistory? = nil
    ) {
        self.result = result
        self.context = context
        self.changes = changes
        self.history = history
    }

    public init(result: RunResult, context: ReportContext = ReportContext()) {
        self.init(result: result, context: context, changes: nil, history: nil)
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
        if cases.pending > 0 { closing += ", \(cases.pending) pending" }
        if cases.notRun > 0 { closing += ", \(cases.notRun) skipped" }
        closing += " (test cases: tables and checklist items)"
        let trends = history.map { RunTrends(history: $0, result: result, context: context) }
        if let trends, let line = Self.trendsLine(trends) { closing += " · " + line }
        lines.append(closing)
        lines.append("")
        lines.append(
            "rules: \(counts.rules.passed) passed, \(counts.rules.failed) failed, "
                + "\(counts.rules.error) with errors"
                + (counts.rules.pending > 0 ? ", \(counts.rules.pending) pending" : "")
                + " · tables: \(counts.tables.total) · "
                + "checklist: \(CountWords.of(counts.checklist.total, "item")), "
                + "\(counts.checklist.failing + counts.checklist.missing) failing")
        if let reportURL = context.reportURL {
            lines += ["", "[Open the report](\(Self.url(reportURL)))"]
        }
        if let changes {
            lines += ["", "### Changes since the base run", ""]
            if let removedCases = Self.removedCases(changes) { lines += [removedCases, ""] }
            lines += changes.markdown.split(separator: "\n", omittingEmptySubsequences: false)
                .map { $0.hasPrefix("#") ? "##" + $0 : String($0) }
        }
        let failing = FailingRules(result.specs)
        lines += failingRules(failing, trends: trends)
        lines += failingChecklistItems(failing)
        lines += pendingRules()
        return lines
    }

    /// `1 new failure, 1 fixed, 1 flaky` from the history, or `nil` when no rule changed.
    private static func trendsLine(_ trends: RunTrends) -> String? {
        var parts: [String] = []
        if !trends.newFailures.isEmpty {
            parts.append(CountWords.of(trends.newFailures.count, "new failure"))
        }
        if !trends.fixed.isEmpty { parts.append("\(trends.fixed.count) fixed") }
        if !trends.flaky.isEmpty { parts.append("\(trends.flaky.count) flaky") }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }

    /// `1 required case removed` when checklist items of the base run are gone.
    private static func removedCases(_ changes: ResultsDiff) -> String? {
        let count = changes.removed.filter { $0.kind == .checklistItem }.count
        guard count > 0 else { return nil }
        return "**\(CountWords.of(count, "required case")) removed** since the base run."
    }

    /// One entry per failing rule (failed or errored tables of their own), with its first
    /// problem, how many of its tables fail, its mark from the history, and the checklist
    /// items it breaks under it.
    private func failingRules(_ failing: FailingRules, trends: RunTrends?) -> [String] {
        guard !failing.rules.isEmpty else { return [] }
        var lines = ["", "### Failing rules: \(failing.rules.count)", ""]
        // The report's pages, found once (a large spec's split into parts).
        let paths = context.reportURL == nil ? nil : SitePaths(specs: result.specs.map(\.spec))
        for rule in failing.rules {
            let first = rule.tables[0]
            let problem = first.firstProblem
            let line = problem?.line ?? first.table.line
            var item = "- " + (rule.tables.contains { $0.status == .error } ? "⚠️ " : "❌ ")
            item += link(Self.escaped(rule.title), path: rule.path, line: line)
            if let mark = mark(rule, trends: trends) { item += " _\(mark)_" }
            item += " `\(Self.code(context.shownPath(rule.path))):\(line)`"
            if let problem { item += ": " + Self.escaped(problem.message) }
            if rule.tables.count > 1 {
                item += " (\(CountWords.of(rule.tables.count, "table")) failing)"
            }
            if let paths, let url = reportLink(path: rule.path, anchor: rule.anchor, paths: paths) {
                item += " · [report](\(url))"
            }
            lines.append(item)
            for (spec, check) in rule.checklist {
                var sub = "  - breaks required case "
                sub += link(Self.escaped(check.item.text), path: spec, line: check.item.line)
                sub += " `\(Self.code(context.shownPath(spec))):\(check.item.line)`"
                lines.append(sub)
            }
        }
        return lines
    }

    /// The failing checklist items that no failing rule of the run names: missing items and
    /// items whose linked section fails without a failing rule of its own.
    private func failingChecklistItems(_ failing: FailingRules) -> [String] {
        guard !failing.otherItems.isEmpty else { return [] }
        var lines = ["", "### Failing required cases: \(failing.otherItems.count)", ""]
        for (path, check) in failing.otherItems {
            guard let failure = check.failure else { continue }
            var item =
                "- ❌ " + link(Self.escaped(check.item.text), path: path, line: check.item.line)
            item += " `\(Self.code(context.shownPath(path))):\(check.item.line)`"
            lines.append(item + " " + Self.escaped(failure))
        }
        return lines
    }

    /// `new failure` or `flaky` from the history, for a failing rule.
    private func mark(_ rule: FailingRules.Rule, trends: RunTrends?) -> String? {
        guard
            let change = trends?.change(
                shownPath: context.shownPath(rule.path), anchor: rule.anchor),
            change == .newFailure || change == .flaky
        else { return nil }
        return change.rawValue
    }

    /// The rule's heading in the published report (`--report-url`), if there is one.
    private func reportLink(path: String, anchor: String, paths: SitePaths) -> String? {
        guard let reportURL = context.reportURL,
            let page = paths.page(forSpec: path, anchor: anchor.isEmpty ? nil : anchor)
        else { return nil }
        let base = reportURL.hasSuffix("/") ? reportURL : reportURL + "/"
        return Self.url(base + page + (anchor.isEmpty ? "" : "#" + anchor))
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
        return "[\(text)](\(Self.url(url)))"
    }

    /// A URL as a Markdown link target: no space or parenthesis that would end it.
    static func url(_ url: String) -> String {
        url.replacing(" ", with: "%20").replacing("(", with: "%28").replacing(")", with: "%29")
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
