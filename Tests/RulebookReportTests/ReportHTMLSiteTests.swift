import Foundation
import FoundationXML
import Testing

@testable import Rulebook
@testable import RulebookReport

@Suite struct ReportHTMLSiteTests {
    private static let allSpecs = [
        ("spec/pagination.md", ReportFixtures.pagination),
        ("spec/required.md", ReportFixtures.required),
        ("spec/hostile.md", ReportFixtures.hostile),
    ]

    private func site(_ specs: [(String, String)] = allSpecs) -> HTMLSite {
        HTMLSite(
            result: ReportFixtures.run(specs.map { (path: $0.0, text: $0.1) }), version: "9.9.9")
    }

    private func page(_ path: String, in site: HTMLSite) throws -> String {
        try #require(site.pages().first { $0.path == path }?.contents)
    }

    /// A page parsed as XML (pages are well-formed once the HTML doctype is removed).
    private func parse(_ html: String) throws -> XMLElement {
        let body = html.replacingOccurrences(of: "<!doctype html>\n", with: "")
        return try #require(
            try XMLDocument(xmlString: body, options: [.nodePreserveWhitespace]).rootElement())
    }

    // MARK: Page names

    @Test(
        "A spec's page is its path below the common folder, with .html and no clashes",
        arguments: [
            (["spec/pagination.md"], ["pagination.html"]),
            (["spec/a.md", "spec/sub/b.md"], ["a.html", "sub/b.html"]),
            (["spec/x/a.md", "spec/y/b.md"], ["x/a.html", "y/b.html"]),
            (["a.md"], ["a.html"]),
            (["spec/index.md", "spec/sub/index.md"], ["index-spec.html", "sub/index.html"]),
            (["spec/a.md", "spec/./a.md", "spec/A.MD"], ["a.html", "a-2.html", "A-3.html"]),
            (["notes.txt"], ["notes.txt.html"]),
            (["x/../../up.md", "b.md"], ["up/up.html", "b.html"]),
        ])
    func pageNames(specs: [String], pages: [String]) {
        #expect(SitePaths(specPaths: specs).pages == pages)
    }

    @Test(
        "A link between pages is relative to the linking page's folder",
        arguments: [
            ("index.html", "a.html", "a.html"),
            ("sub/a.html", "b.html", "../b.html"),
            ("sub/a.html", "sub/c.html", "c.html"),
            ("x/a.html", "y/b.html", "../y/b.html"),
            ("a.html", "sub/deep/b.html", "sub/deep/b.html"),
        ])
    func relativeLinks(from: String, to: String, expected: String) {
        #expect(Paths.relative(from: from, to: to) == expected)
    }

    @Test("The pages are the index first, then the specs in order")
    func pagesAreIndexFirstThenSpecsInOrder() {
        #expect(
            site().pages().map(\.path) == [
                "index.html", "pagination.html", "required.html", "hostile.html",
            ])
    }

    // MARK: Self-contained and deterministic

    @Test("Every page is self-contained") func everyPageIsSelfContained() throws {
        for page in site().pages() {
            let html = page.contents
            #expect(html.hasPrefix("<!doctype html>\n<html lang=\"en\">\n"))
            #expect(html.contains("<meta charset=\"utf-8\" />"))
            #expect(html.contains("<meta name=\"viewport\""))
            #expect(html.contains("<title>"))
            #expect(html.contains("<style>"))
            #expect(html.contains("@media (prefers-color-scheme: dark)"))
            #expect(html.contains("@media print"))
            #expect(!html.lowercased().contains("<script"))
            #expect(
                html.contains(
                    "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; "
                        + "style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'\" />"))
            #expect(!html.contains("<link"))
            #expect(!html.contains("\r"))
            #expect(html.contains("rulebook 9.9.9"))
            #expect(try parse(html).nodes(forXPath: "//@src").isEmpty)
        }
    }

    @Test("The same run gives the same bytes") func sameRunSameBytes() {
        let first = site().pages()
        let second = site().pages()
        #expect(first.map(\.path) == second.map(\.path))
        #expect(first.map(\.contents) == second.map(\.contents))
    }

    // MARK: Spec pages

    @Test("Headings carry their anchor and their rule's badge")
    func headingsCarryTheirAnchorAndRuleBadge() throws {
        let html = try page("pagination.html", in: site())
        #expect(
            html.contains(
                "<h2 id=\"passing-rule\">Passing rule <span class=\"badge passed\">✓ passed</span></h2>"
            ))
        #expect(
            html.contains(
                "<h2 id=\"failing-rule\">Failing rule <span class=\"badge failed\">✗ failed</span></h2>"
            ))
        #expect(
            html.contains(
                "<h2 id=\"erroring-rule\">Erroring rule <span class=\"badge error\">! error</span></h2>"
            ))
        #expect(html.contains("<h2 id=\"prose-only\">Prose only</h2>"))
        #expect(
            html.contains(
                "<p>Intro with <strong>bold</strong> text and a <a href=\"required.html\">link</a>.</p>"
            ))
        #expect(
            html.contains(
                "<pre><code class=\"language-swift\">let x = 1 &lt; 2\n</code></pre>"
            ))
    }

    @Test("Tables show row statuses, differences and reasons")
    func tablesShowRowStatusesDifferencesAndReasons() throws {
        let root = try parse(try page("pagination.html", in: site()))
        let rows = try root.nodes(forXPath: "//table/tbody/tr").compactMap { $0 as? XMLElement }
        let classes = rows.map { $0.attribute(forName: "class")?.stringValue ?? "" }
        #expect(
            classes == [
                "passed", "failed", "failed", "passed", "error", "reason error", "notrun", "notrun",
            ])
        let statuses = try root.nodes(forXPath: "//table/tbody/tr/td[@class='status']").compactMap(
            \.stringValue)
        #expect(
            statuses == [
                "✓ passed", "✗ failed", "✗ failed", "✓ passed", "! error", "↳ reason", "– not run",
                "– not run",
            ])
        let mismatches = try root.nodes(forXPath: "//td[contains(@class, 'mismatch')]").compactMap(
            \.stringValue)
        #expect(
            mismatches == ["expected requested page 2 got requested page 1", "expected 1 got none"])
        try #require(rows.count > 5)
        let reason = try #require(rows[5].stringValue)
        #expect(reason.contains("unknown event \"jump\" for pager"))
        let problems = try root.nodes(forXPath: "//p[@class='problem']").compactMap(\.stringValue)
        #expect(problems.count == 1)
        #expect(
            problems.first?.contains("spec/pagination.md:34: unknown model \"nosuchmodel\"") == true
        )
        let captions = try root.nodes(forXPath: "//caption").compactMap(\.stringValue)
        #expect(captions.first == "✓ passed rulebook pager spec/pagination.md:7")
    }

    @Test("Checklist items are marked and link to their rule")
    func checklistItemsAreMarkedAndLinkToTheirRule() throws {
        let html = try page("required.html", in: site())
        #expect(
            html.contains(
                "<li class=\"task passed\" id=\"L\(3)\" data-status=\"passed\"><a class=\"badge passed\" href=\"pagination.html#passing-rule\">✓ passed</a>"
            ))
        #expect(
            html.contains(
                "<li class=\"task failed\" id=\"L\(4)\" data-status=\"failed\"><a class=\"badge failed\" href=\"pagination.html#failing-rule\">✗ failed</a>"
            ))
        #expect(
            html.contains(
                "<li class=\"task missing\" id=\"L\(5)\" data-status=\"failed\"><span class=\"badge missing\">✗ missing</span> <a>Gone rule</a>"
            ), "the link of a missing target is no link")
        #expect(html.contains("(spec/pagination.md has no heading #gone-rule)"))
        #expect(!html.contains("type=\"checkbox\""), "task items are marks, not inputs")
    }

    @Test("Pages in subfolders link upwards") func pagesInSubfoldersLinkUpwards() throws {
        let nested = """
            # Nested

            - [ ] [Passing rule](../pagination.md#passing-rule)

            """
        let site = site([
            ("spec/pagination.md", ReportFixtures.pagination), ("spec/sub/nested.md", nested),
        ])
        let html = try page("sub/nested.html", in: site)
        #expect(html.contains("<a href=\"../index.html\">"))
        #expect(html.contains("href=\"../pagination.html#passing-rule\">✓ passed</a>"))
        let index = site.index()
        #expect(index.contains("<a href=\"sub/nested.html\">spec/sub/nested.md</a>"))
    }

    @Test("A hostile spec gives no live markup") func hostileSpecGivesNoLiveMarkup() throws {
        let html = try page("hostile.html", in: site())
        let root = try parse(html)
        #expect(try root.nodes(forXPath: "//script").isEmpty)
        #expect(try root.nodes(forXPath: "//img").isEmpty)
        #expect(try root.nodes(forXPath: "//b").isEmpty)
        #expect(try root.nodes(forXPath: "//@*[starts-with(name(), 'on')]").isEmpty)
        let hrefs = try root.nodes(forXPath: "//@href").compactMap(\.stringValue)
        #expect(!hrefs.contains { $0.lowercased().contains("javascript") })
        #expect(!html.contains("\u{1B}"))
        #expect(html.contains("<span class=\"v\">&lt;script&gt;x&lt;/script&gt;</span></td>"))
        #expect(
            html.contains(
                "<span class=\"value\"><span class=\"v\">]]&gt; &amp; &quot;q&quot;</span></span>"))
        #expect(
            html.contains(
                "<span class=\"value\"><span class=\"v\">&lt;img src=x onerror=y&gt;</span></span>")
        )
        #expect(html.contains("<a href=\"https://example.com/t.png\">image: tracker</a>"))
        #expect(html.contains("a␛[31mred &amp; &#39;b&#39;"))
    }

    // MARK: Index

    @Test("The index shows failing tables, failing checklist items, totals, specs, checklists")
    func indexShowsTotalsFailingRulesSpecsChecklistsAndVersion() throws {
        let index = site([
            ("spec/pagination.md", ReportFixtures.pagination),
            ("spec/required.md", ReportFixtures.required),
        ]).index()
        let root = try parse(index)
        let totals = try root.nodes(forXPath: "//table[@class='totals']/tbody/tr").compactMap {
            row in
            try row.nodes(forXPath: "td").compactMap(\.stringValue)
        }
        #expect(
            totals == [
                // total, passed, failed, error, not run
                ["7", "2", "3", "2", "0"],  // test cases: tables + checklist items
                ["4", "1", "1", "2", "0"],  // rules: the nearest heading of each table
                ["4", "1", "1", "2", "0"],  // tables
                ["7", "2", "2", "1", "2"],  // rows
                ["3", "1", "2", "–", "0"],  // checklist items
            ])

        // Straight to the row that first went wrong, as many as the totals count.
        let failing = try root.nodes(forXPath: "//ul[@class='failing']/li/a/@href").compactMap(
            \.stringValue)
        #expect(
            failing == [
                "pagination.html#L18", "pagination.html#L28", "pagination.html#L34",
            ])
        let firsts = try root.nodes(forXPath: "//ul[@class='failing']/li/span[@class='first']")
            .compactMap(\.stringValue)
        #expect(firsts.first == "row 1: result? expected requested page 2, got requested page 1")
        #expect(index.contains("Failing tables: 3"))
        let failingItems = try root.nodes(
            forXPath: "//ul[@class='checklist failing']/li/span[@class='source']/a/@href"
        ).compactMap(\.stringValue)
        #expect(failingItems == ["required.html#L4", "required.html#L5"])
        func position(_ text: String) -> String.Index {
            index.range(of: text)?.lowerBound ?? index.endIndex
        }
        #expect(position("id=\"failing-tables\"") < position("id=\"failing-checklist\""))
        #expect(position("id=\"failing-checklist\"") < position("id=\"totals\""))
        #expect(position("id=\"totals\"") < position("id=\"specs\""))

        let specs = try root.nodes(forXPath: "//table[@class='specs']/tbody/tr").compactMap(
            \.stringValue)
        #expect(
            specs == [
                "! errorspec/pagination.md44: 1 passed, 1 failed, 2 error7: 2 passed, 2 failed, 1 error, 2 not run",
                "✗ failed by its checklist onlyspec/required.md00: none0: none",
            ])
        let items = try root.nodes(forXPath: "//ul[@class='checklist']/li").compactMap(
            \.stringValue)
        #expect(
            items == [
                "✓passed Passing rule", "✗failed Failing rule", "✗missing Gone rule",
            ])
        #expect(index.contains("Generated by rulebook 9.9.9."))
    }

    @Test("The index says so when nothing was checked") func indexSaysWhenNothingWasChecked() {
        let index = site([("spec/prose.md", "# Just prose\n")]).index()
        #expect(index.contains("Nothing was checked: no event table ran."))
        #expect(index.contains("<span class=\"badge failed\">✗ failed</span>"))
    }

    @Test("A passing run has a passed verdict") func passingRunHasAPassedVerdict() {
        let text = """
            # Ok

            ```rulebook pager
            | event     | result?          |
            |-----------|------------------|
            | load next | requested page 1 |
            ```

            """
        let index = site([("spec/ok.md", text)]).index()
        #expect(
            index.contains(
                "<h1 id=\"report\">Spec report <span class=\"badge passed\">✓ passed</span></h1>"))
        #expect(!index.contains("Failing rules"))
    }
}
