import Testing

@testable import Rulebook
@testable import RulebookReport

/// `--summary FILE`: the run in Markdown for a CI page.
struct SummaryMarkdownTests {
    static func result() -> RunResult {
        ReportFixtures.run([
            ("spec/pagination.md", ReportFixtures.pagination),
            ("spec/required.md", ReportFixtures.required),
        ])
    }

    @Test("The summary holds the verdict, the totals and each failure with a source link")
    func contents() {
        let context = ReportContext(
            commit: "abc", sourceURL: "https://example.com/r/blob/{commit}/{path}#L{line}")
        let text = SummaryMarkdown(result: Self.result(), context: context).text()
        #expect(text.hasPrefix("## rulebook: ❌ failed\n"))
        #expect(text.contains("**2 passed, 5 failed** (test cases: tables and checklist items)"))
        #expect(text.contains("### Failing rules: 3\n"))
        #expect(
            text.contains(
                "- ❌ [Failing rule](https://example.com/r/blob/abc/spec/pagination.md#L18) `spec/pagination.md:18`: row 1: result? expected requested page 2, got requested page 1"
            ))
        // The item of the failing rule is named under it; the missing one stands alone.
        #expect(
            text.contains(
                "\n  - breaks required case [Failing rule](https://example.com/r/blob/abc/spec/required.md#L4) `spec/required.md:4`\n"
            ))
        #expect(text.contains("### Failing required cases: 1\n"))
        #expect(text.contains("[Gone rule](https://example.com/r/blob/abc/spec/required.md#L5)"))
        #expect(!text.contains("Changes since"))
    }

    @Test("With a base run, the summary adds what changed since")
    func changes() {
        let head = ResultsDocument(result: Self.result())
        let base = ResultsDocument(
            result: ReportFixtures.run([("spec/pagination.md", ReportFixtures.pagination)]))
        let text = SummaryMarkdown(
            result: Self.result(), context: ReportContext(),
            changes: ResultsDiff(base: base, head: head)
        ).text()
        #expect(text.contains("### Changes since the base run\n"))
        #expect(text.contains("#### rulebook: 3 added"))
        #expect(text.contains("##### Added"))
    }

    @Test("A summary over the limit is cut at a line, with a note, under the limit")
    func cut() {
        let lines = (0..<40_000).map { "- ❌ rule number \($0) failed with a long enough message" }
        let text = SummaryMarkdown.capped(lines, limit: SummaryMarkdown.maximumBytes)
        #expect(text.utf8.count <= SummaryMarkdown.maximumBytes)
        #expect(text.contains("> **Cut here**: this summary would be"))
        #expect(text.hasPrefix("- ❌ rule number 0 failed"))
        let kept = text.split(separator: "\n").filter { $0.hasPrefix("- ") }
        #expect(kept.last.map { lines.contains(String($0)) } == true, "cut at a whole line")
        let small = SummaryMarkdown.capped(["short"], limit: SummaryMarkdown.maximumBytes)
        #expect(small == "short\n")
    }
}
