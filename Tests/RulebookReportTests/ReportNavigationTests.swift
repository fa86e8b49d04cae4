import Foundation
import FoundationXML
import Testing

@testable import Rulebook
@testable import RulebookReport

/// Failures box, contents, row anchors that `FILE:LINE` maps to, folding, heading ids,
/// source links and run context on the spec pages.
@Suite struct ReportNavigationTests {
    private func site(
        _ specs: [(String, String)] = [
            ("spec/pagination.md", ReportFixtures.pagination),
            ("spec/required.md", ReportFixtures.required),
        ],
        context: ReportContext = ReportContext()
    ) -> HTMLSite {
        HTMLSite(
            result: ReportFixtures.run(specs.map { (path: $0.0, text: $0.1) }), version: "9.9.9",
            context: context)
    }

    private func page(_ path: String, in site: HTMLSite) throws -> XMLElement {
        let html = try #require(site.pages().first { $0.path == path }?.contents)
        let body = html.replacingOccurrences(of: "<!doctype html>\n", with: "")
        return try #require(
            try XMLDocument(xmlString: body, options: [.nodePreserveWhitespace]).rootElement())
    }

    private func strings(_ xpath: String, in root: XMLElement) throws -> [String] {
        try root.nodes(forXPath: xpath).compactMap(\.stringValue)
    }

    @Test("Each console FILE:LINE of a failed row is the #L<line> anchor of that row")
    func consoleLinesMapToRowAnchors() throws {
        let site = site()
        let root = try page("pagination.html", in: site)
        let console = ConsoleReport(result: site.result).lines.filter {
            $0.hasPrefix("spec/pagination.md:") && $0.contains(": row ")
        }
        #expect(console.count == 3)
        for line in console {
            let number = try #require(line.split(separator: ":").dropFirst().first)
            let row = try #require(
                try root.nodes(forXPath: "//tr[@id='L\(number)']").first as? XMLElement)
            #expect(row.attribute(forName: "class")?.stringValue != "passed")
            #expect(try strings("//a[@href='#L\(number)']", in: root).count >= 2)
        }
    }

    @Test("Every row shows its number and links to its own anchor")
    func rowNumbersAreVisible() throws {
        let root = try page("pagination.html", in: site())
        let numbers = try strings("//table[1]/tbody/tr/th[@scope='row']", in: root)
        #expect(numbers.prefix(1) == ["1"])
        let ids = try strings("//tbody/tr/@id", in: root)
        let hrefs = try strings("//tbody/tr/th[@scope='row']/a/@href", in: root)
        #expect(hrefs == ids.map { "#" + $0 })
    }

    @Test("The failures box links every failed row, errored row and failing checklist item")
    func failuresBox() throws {
        let root = try page("pagination.html", in: site())
        let links = try strings("//nav[@class='failures']//li/a", in: root)
        #expect(
            links == [
                "Failing rule: row 1", "Failing rule: row 2", "Erroring rule: row 2",
                "Unknown model: table at line 34",
            ])
        let passing = try page(
            "required.html",
            in: site([
                ("spec/required.md", ReportFixtures.required),
                ("spec/pagination.md", ReportFixtures.pagination),
            ]))
        let items = try strings("//nav[@class='failures']//li/a", in: passing)
        #expect(items.contains { $0.hasPrefix("checklist: ") })
        let clean = try page(
            "a.html",
            in: site([
                (
                    "spec/a.md",
                    "# A\n\n```rulebook pager\n| event | result? |\n|---|---|\n| load next | requested page 1 |\n```\n"
                )
            ]))
        #expect(try clean.nodes(forXPath: "//nav[@class='failures']").isEmpty)
    }

    @Test(
        "The contents list every rule with tables of its own and their status, linked to its heading"
    )
    func contents() throws {
        let root = try page("pagination.html", in: site())
        let entries = try root.nodes(forXPath: "//nav[@class='contents']//li").compactMap {
            $0 as? XMLElement
        }
        let texts = entries.compactMap(\.stringValue)
        #expect(
            texts == [
                // The page title holds no table of its own: it is not a rule (contract 1).
                "✓ passed Passing rule", "✗ failed Failing rule", "! error Erroring rule",
                "! error Unknown model",
            ])
        #expect(
            try strings("//nav[@class='contents']//a/@href", in: root) == [
                "#passing-rule", "#failing-rule", "#erroring-rule", "#unknown-model",
            ])
    }

    @Test("On a page with failures, passed rules start folded and failing ones open")
    func folding() throws {
        let root = try page("pagination.html", in: site())
        let sections = try root.nodes(forXPath: "//details[@class='rule']").compactMap {
            $0 as? XMLElement
        }
        let states = try sections.map { section in
            (
                try section.nodes(forXPath: "summary/*/@id").first?.stringValue ?? "",
                section.attribute(forName: "open") != nil
            )
        }
        #expect(
            states.map(\.0) == [
                "pagination", "passing-rule", "failing-rule", "erroring-rule", "unknown-model",
            ])
        #expect(states.map(\.1) == [true, false, true, true, true])
        let passing = try page(
            "a.html",
            in: site([
                (
                    "spec/a.md",
                    "# A\n\n```rulebook pager\n| event | result? |\n|---|---|\n| load next | requested page 1 |\n```\n"
                )
            ]))
        #expect(try passing.nodes(forXPath: "//details[not(@open)]").isEmpty)
    }

    @Test("Every id on a page is unique and non-empty; a heading without letters gets L<line>")
    func headingIds() throws {
        let text =
            "# Title\n\n## !!!\n\n## !!!\n\n## Title\n\n```rulebook pager\n| event | result? |\n|---|---|\n| load next | requested page 1 |\n```\n"
        let root = try page("a.html", in: site([("spec/a.md", text)]))
        let ids = try strings("//@id", in: root)
        #expect(!ids.contains(""))
        #expect(Set(ids).count == ids.count)
        #expect(try strings("//h2/@id", in: root) == ["L3", "-1", "title-1"])
        #expect(
            Spec(path: "a.md", text: text).rules.map(\.anchor) == ["title", "L3", "-1", "title-1"])
    }

    @Test("Images become links: a page loads nothing")
    func imagesBecomeLinks() throws {
        let text =
            "# A\n\n![chart](https://example.com/c.png \"Chart\") and ![](local.png)\n\n## ![x](https://e.com/h.png) heading\n"
        let root = try page("a.html", in: site([("spec/a.md", text)]))
        #expect(try root.nodes(forXPath: "//img").isEmpty)
        #expect(try strings("//main//a/@href", in: root).contains("https://example.com/c.png"))
        #expect(try strings("//p/a", in: root) == ["image: chart", "image"])
        #expect(try strings("//h2/a", in: root) == ["image: x"])
    }

    @Test("--source-url links tables, rows and checklist items to their source lines")
    func sourceLinks() throws {
        let context = ReportContext(
            title: "Nightly", commit: "abc 1", filter: "rule",
            sourceURL: "https://git.example/r/blob/{commit}/{path}#L{line}")
        let site = site(context: context)
        let root = try page("pagination.html", in: site)
        let hrefs = try strings("//@href", in: root)
        #expect(hrefs.contains("https://git.example/r/blob/abc%201/spec/pagination.md#L7"))
        #expect(hrefs.contains("https://git.example/r/blob/abc%201/spec/pagination.md#L10"))
        let required = try page("required.html", in: site)
        #expect(
            try strings("//li[@id='L3']/a[@class='source']/@href", in: required) == [
                "https://git.example/r/blob/abc%201/spec/required.md#L3"
            ])
        let header = try strings("//header", in: root).joined()
        #expect(header.contains("Nightly"))
        #expect(header.contains("commit abc 1"))
        #expect(header.contains("filter rule"))
        #expect(try strings("//title", in: root).first == "spec/pagination.md · Nightly")
        #expect(
            site.index().contains(
                "<a class=\"source\" href=\"https://git.example/r/blob/abc%201/spec/pagination.md#L18\">"
            ))
    }

    @Test("The index always shows the filter; without context the bytes do not change")
    func indexContext() throws {
        let plain = site().index()
        #expect(plain.contains("filter <code>none (every table ran)</code>"))
        #expect(plain == site().index())
        #expect(!plain.contains("commit"))
        let filtered = site(context: ReportContext(filter: "Failing")).index()
        #expect(filtered.contains("filter <code>Failing</code>"))
    }

    @Test(
        "--source-url must be an http(s) URL naming {path}",
        arguments: ["javascript:alert(1)//{path}", "https://example.com/blob", "file:///{path}"])
    func badTemplates(_ template: String) {
        #expect(ReportContext.problem(sourceURL: template) != nil)
    }

    @Test("An id or keyword in a cell never breaks inside: each list item is one unbreakable span")
    func valuesKeepTogether() {
        #expect(
            HTMLTable.value("a-1, a-2, requested page 3")
                == "<span class=\"v\">a-1</span>, <span class=\"v\">a-2</span>, <span class=\"v\">requested page 3</span>"
        )
        let long = String(repeating: "x", count: 41)
        #expect(HTMLTable.value(long) == long)
    }

    @Test("The index draws the share of passed, failed, errored and skipped tables")
    func proportionBar() throws {
        let index = site().index()
        let body = index.replacingOccurrences(of: "<!doctype html>\n", with: "")
        let root = try #require(try XMLDocument(xmlString: body, options: []).rootElement())
        let widths = try strings("//figure[@class='proportion']//rect/@width", in: root).compactMap
        {
            Int($0)
        }
        #expect(widths.reduce(0, +) == 1000)
        #expect(
            try strings("//figure[@class='proportion']//rect/@class", in: root) == [
                "passed", "failed", "error",
            ])
        let label = try strings(
            "//figure[@class='proportion']/*[local-name()='svg']/@aria-label", in: root)
        #expect(label.first?.hasPrefix("4 tables: 1 passed, 1 failed, 2 error, 0 skipped") == true)
    }
}
