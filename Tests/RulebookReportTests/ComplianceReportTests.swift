import Foundation
import FoundationXML
import Testing

@testable import Rulebook
@testable import RulebookReport

/// Issue 35: the required cases first on the index, trends from `--history`, the summary
/// and the annotations that name each failing rule once.
struct ComplianceReportTests {
    static let fence = "```"

    /// A spec of two rules and a checklist under nested headings; `retry` decides whether
    /// the second rule passes.
    static func pager(retry: String = "requested page 1", withRetry: Bool = true) -> String {
        var text = """
            # Pagination

            ## Next page

            \(fence)rulebook pager
            | event     | ticket | result?          |
            |-----------|--------|------------------|
            | load next | A      | requested page 1 |
            \(fence)

            """
        if withRetry {
            text += """

                ## Retry

                \(fence)rulebook pager
                | event     | ticket | result?  |
                |-----------|--------|----------|
                | load next | A      | \(retry) |
                \(fence)

                """
        }
        text += """

            ## Required cases

            - [ ] [Next page](#next-page)
            - [ ] [Retry](#retry)

            ### Later

            - [ ] [Next page again](#next-page)

            """
        return text
    }

    static func run(_ text: String) -> RunResult {
        ReportFixtures.run([("spec/pagination.md", text)])
    }

    static func history(_ texts: [String]) -> (RunHistory, RunResult) {
        var history = RunHistory()
        var last = run(texts[0])
        for text in texts {
            last = run(text)
            history = history.adding(last, shownPath: { $0 })
        }
        return (history, last)
    }

    // MARK: Overview

    @Test("Every checklist shows under its heading path, with a verdict line, before the failures")
    func overview() throws {
        let result = Self.run(Self.pager(retry: "ignored"))
        let index = HTMLSite(result: result, version: "1").index()
        #expect(index.contains(">Pagination › Required cases</a></h3>"))
        #expect(index.contains(">Pagination › Required cases › Later</a></h3>"))
        #expect(index.contains("<p class=\"verdict\">1 of 2 required cases pass, 1 failing</p>"))
        #expect(index.contains("<p class=\"verdict\">1 of 1 required case passes</p>"))
        #expect(index.contains("<a href=\"pagination.html#retry\">Retry</a>"))
        let overview = try #require(index.range(of: "id=\"required-cases\""))
        let failing = try #require(index.range(of: "id=\"failing-tables\""))
        #expect(overview.lowerBound < failing.lowerBound, "the required cases come first")
        #expect(!index.contains("id=\"checklists\""), "no second list of the same items")
    }

    @Test("The heading path is each enclosing heading, outermost first")
    func headingPath() {
        let spec = Spec(path: "a.md", text: "# A\n\n## B\n\n### C\n\n## D\n\n- [ ] x\n")
        let path = HTMLComplianceOverview.headingPath(above: 10, in: spec.rules)
        #expect(path.map(\.title) == ["A", "D"])
    }

    // MARK: History

    @Test("A rule whose tables were removed shows removed, and leaves once every run says so")
    func removedRule() throws {
        let (history, _) = Self.history([Self.pager(), Self.pager(withRetry: false)])
        let retry = try #require(history.rule(path: "spec/pagination.md", anchor: "retry"))
        #expect(retry.runs.map(\.status) == ["passed", RunHistory.removedStatus])
        #expect(retry.change == .removed)
        var later = history
        for _ in 0..<RunHistory.maximumRuns {
            later = later.adding(Self.run(Self.pager(withRetry: false)), shownPath: { $0 })
        }
        #expect(later.rule(path: "spec/pagination.md", anchor: "retry") == nil)
        #expect(later.rule(path: "spec/pagination.md", anchor: "next-page") != nil)
    }

    @Test("Each run's totals are kept for the chart, and a file without them still reads")
    func totals() throws {
        let (history, _) = Self.history([Self.pager(), Self.pager(retry: "ignored")])
        #expect(
            history.totals == [
                RunHistory.RunTotals(passed: 5, failed: 0, pending: 0),
                RunHistory.RunTotals(passed: 3, failed: 2, pending: 0),
            ])
        let old = #"{"format": "rulebook-history", "rules": []}"#
        let read = try JSONDecoder().decode(RunHistory.self, from: Data(old.utf8))
        #expect(read.totals.isEmpty)
    }

    @Test("The index shows the trends first, the chart with its table, changed rules first")
    func trendsOnTheIndex() throws {
        let (history, result) = Self.history([Self.pager(), Self.pager(retry: "ignored")])
        var site = HTMLSite(result: result, version: "1")
        site.history = history
        let index = site.index()
        #expect(index.contains("<span class=\"badge failed\">1 new failure</span> "))
        #expect(index.contains("<a href=\"pagination.html#retry\">Retry</a>"))
        let trends = try #require(index.range(of: "id=\"trends\""))
        let overview = try #require(index.range(of: "id=\"required-cases\""))
        #expect(trends.lowerBound < overview.lowerBound)
        #expect(index.contains("<svg role=\"img\" aria-labelledby=\"run-chart-title"))
        #expect(
            index.contains("<tr><th scope=\"row\">this run</th><td>3</td><td>2</td><td>0</td></tr>")
        )
        // The changed rule leads the History table, though it comes second in the spec.
        let table = try #require(index.range(of: "<table class=\"history\">"))
        let rows = index[table.upperBound...]
        let retry = try #require(rows.range(of: ">Retry</a>"))
        let next = try #require(rows.range(of: ">Next page</a>"))
        #expect(retry.lowerBound < next.lowerBound)
        #expect(rows.contains("aria-label=\"2 runs, oldest first: passed, failed\""))
        // Marked on the failing list and next to the rule's heading on its page.
        #expect(index.contains("Retry</a> <span class=\"badge failed trend\">new</span>"))
        let page = try #require(site.pages().first { $0.path == "pagination.html" }?.contents)
        #expect(page.contains("<span class=\"badge failed trend\">new</span></h2>"))
    }

    @Test("A single run reads 1 run, and pending has its own mark")
    func oneRunAndPending() {
        let pending = Self.pager(retry: "ignored").replacingOccurrences(
            of: "## Retry\n", with: "## Retry\n\n> Pending: not built yet.\n")
        let (history, result) = Self.history([pending])
        var site = HTMLSite(result: result, version: "1")
        site.history = history
        let index = site.index()
        #expect(index.contains("aria-label=\"1 run, oldest first: pending\""))
        #expect(index.contains("<span class=\"run pending\">…</span>"))
        #expect(index.contains(ReportMessages.english.history.noChange))
    }

    @Test("The same inputs and history give the same bytes")
    func determinism() {
        func render() -> String {
            let (history, result) = Self.history([Self.pager(), Self.pager(retry: "ignored")])
            var site = HTMLSite(result: result, version: "1")
            site.history = history
            // JUnit is left out: its `time` attributes are the real time the tables took.
            return site.pages().map(\.contents).joined()
                + SummaryMarkdown(
                    result: result, context: ReportContext(), history: history
                ).text()
        }
        #expect(render() == render())
    }

    // MARK: Big specs

    @Test("A page of more than 200 tables lays out tables near the window and draws no timeline")
    func largePage() throws {
        // One rule's tables are never split into parts: its page is large.
        var text = "# Big\n\n## Rule 1\n\n"
        for _ in 1...(HTMLPage.largePageTables + 1) {
            text += """
                \(Self.fence)rulebook pager
                | event     | ticket | result?          |
                |-----------|--------|------------------|
                | load next | A      | requested page 1 |
                \(Self.fence)

                """
        }
        let site = HTMLSite(result: ReportFixtures.run([("spec/big.md", text)]), version: "1")
        let page = try #require(site.pages().first { $0.path == "big.html" }?.contents)
        #expect(page.contains("<main id=\"main\" class=\"large\">"))
        #expect(page.contains("This page has 201 tables: to open fast, it draws no timelines"))
        #expect(!page.contains("<svg class=\"timeline\""))
        #expect(page.contains("<tr id=\"L8\""), "row anchors stay")
        #expect(page.contains("id=\"rule-1\""), "rule anchors stay")
        #expect(site.pages().count == 2, "the index and the spec's one page")
        let small = HTMLSite(result: Self.run(Self.pager()), version: "1").pages()
        #expect(small.allSatisfy { !$0.contents.contains("class=\"large\"") })
        #expect(small.contains { $0.contents.contains("<svg class=\"timeline\"") })
    }

    // MARK: JUnit

    @Test("New failures are suite properties naming the test case, valid against junit-10.xsd")
    func junitMarks() throws {
        let (history, result) = Self.history([Self.pager(), Self.pager(retry: "ignored")])
        let xml = JUnitReport.xml(for: result, history: history, context: ReportContext())
        #expect(
            xml.contains(
                "<properties>\n      <property name=\"new-failure\" value=\"Retry (line 13)\"/>"))
        let validation = try JUnitSchemaTests.validate(xml)
        #expect(validation.status == 0, "\(validation.messages)")
    }

    // MARK: Summary

    @Test("The summary gives one entry per failing rule with the required cases it breaks")
    func summary() throws {
        let (history, result) = Self.history([Self.pager(), Self.pager(retry: "ignored")])
        var context = ReportContext()
        context.reportURL = "https://example.com/site"
        let text = SummaryMarkdown(result: result, context: context, history: history).text()
        #expect(
            text.contains(
                "**3 passed, 2 failed** (test cases: tables and checklist items) · 1 new failure"))
        #expect(text.contains("[Open the report](https://example.com/site)"))
        #expect(text.contains("### Failing rules: 1\n"))
        #expect(
            text.contains(
                "- ❌ **Retry** _new failure_ `spec/pagination.md:16`: row 1: result? expected ignored, got requested page 1 · [report](https://example.com/site/pagination.html#retry)\n  - breaks required case **Retry** `spec/pagination.md:22`"
            ))
        #expect(!text.contains("Failing required cases"), "the item is named under its rule")
    }

    @Test("A deleted checklist line is a removed required case, first in the summary")
    func removedRequiredCase() {
        let before = ResultsDocument(result: Self.run(Self.pager()))
        let afterText = Self.pager().replacingOccurrences(of: "- [ ] [Retry](#retry)\n", with: "")
        let after = Self.run(afterText)
        let changes = ResultsDiff(base: before, head: ResultsDocument(result: after))
        #expect(changes.markdown.contains("1 required case removed"))
        let text = SummaryMarkdown(result: after, context: ReportContext(), changes: changes).text()
        #expect(text.contains("**1 required case removed**"))
        let changesAt = text.range(of: "### Changes since the base run")?.lowerBound
        let failingAt = text.range(of: "### Failing")?.lowerBound ?? text.endIndex
        #expect(changesAt.map { $0 < failingAt } == true)
    }

    @Test("A deleted checklist line shows as a removed required case in the report's history")
    func removedRequiredCaseInHistory() throws {
        let deleted = Self.pager().replacingOccurrences(of: "- [ ] [Retry](#retry)\n", with: "")
        let (history, result) = Self.history([Self.pager(), deleted])
        let item = try #require(history.cases.first { $0.title == "Retry" })
        #expect(item.runs.map(\.status) == ["passed", RunHistory.removedStatus])
        var site = HTMLSite(result: result, version: "1")
        site.history = history
        #expect(
            site.index().contains(
                "<span class=\"badge skipped\">1 required case removed</span> Retry"))
    }

    // MARK: Annotations

    @Test("At most 10 ::error lines, the required cases first, then a notice and plain lines")
    func annotationCap() {
        var text = "# Many\n\n"
        for number in 1...12 {
            text += """
                ## Rule \(number)

                \(Self.fence)rulebook pager
                | event     | ticket | result?          |
                |-----------|--------|------------------|
                | load next | A      | ignored          |
                \(Self.fence)

                """
        }
        text += "\n## Required cases\n\n- [ ] [Twelve](#rule-12)\n"
        let result = ReportFixtures.run([("spec/many.md", text)])
        var context = ReportContext()
        context.reportURL = "https://example.com/site/"
        let lines = GitHubAnnotations(result: result, context: context).lines
        let errors = lines.filter { $0.hasPrefix("::error ") }
        #expect(errors.count == GitHubAnnotations.maximumErrors)
        #expect(errors.first?.contains("title=Rule 12::") == true, "it breaks a required case")
        #expect(errors.first?.contains("%0ABreaks required case: \"Twelve\"") == true)
        #expect(!lines.contains { $0.contains("title=checklist") }, "named, not annotated")
        let notice = lines.first { $0.hasPrefix("::notice ") }
        #expect(notice?.contains("2 more not annotated::2 more failures") == true)
        #expect(notice?.contains("the report at https://example.com/site/") == true)
        #expect(lines.contains { $0.hasPrefix("spec/many.md:") && $0.contains(": Rule 10: ") })
    }
}
