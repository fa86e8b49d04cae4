import Foundation
import Testing

@testable import Rulebook
@testable import RulebookReport

/// A large spec's page is split into parts by section, and every link to one of its anchors
/// (from its own parts, other specs, the index and the summary) leads to the part that holds
/// it.
struct SpecPartsTests {
    static let fence = "```"

    /// `# Big`, then `## Section A` with 120 rules (`### A 1`...), `## Section B` with 100
    /// rules, and `## Checklist`: 220 tables, of which `B 50` fails. The prose links to the
    /// checklist and to a rule, the checklist to rules of both sections.
    static let big: String = {
        var text = "# Big\n\nSee [the checklist](#checklist) and [B 7](#b-7).\n\n"
        for (section, count) in [("A", 120), ("B", 100)] {
            text += "## Section \(section)\n\nThe rules of section \(section).\n\n"
            for number in 1...count {
                let result =
                    section == "B" && number == 50 ? "requested page 2" : "requested page 1"
                text += """
                    ### \(section) \(number)

                    \(fence)rulebook pager
                    | event     | ticket | result?          |
                    |-----------|--------|------------------|
                    | load next | A      | \(result) |
                    \(fence)


                    """
            }
        }
        text += "## Checklist\n\n- [ ] [A 1](#a-1)\n- [ ] [A 110](#a-110)\n- [ ] [B 50](#b-50)\n"
        return text
    }()

    /// A small spec that links into the big one, from its prose and its checklist.
    static let other = """
        # Other

        Read [A 115](big.md#a-115).

        ## Required cases

        - [ ] [B 50 holds](big.md#b-50)
        - [ ] [A 2 holds](big.md#a-2)

        """

    static func run(_ specs: [(String, String)] = [("spec/big.md", big), ("spec/other.md", other)])
        -> RunResult
    {
        SpecRunner(registry: .pureModels).run(specs.map { Spec(path: $0.0, text: $0.1) })
    }

    @Test("A large spec is cut between sections first, then between the rules of a big section")
    func cutPoints() throws {
        let spec = Spec(path: "spec/big.md", text: Self.big)
        let parts = try #require(SpecParts(spec, page: "big.html") { "big--\($0).html" })
        let line = { (anchor: String) in spec.rules.first { $0.anchor == anchor }?.line ?? 0 }
        // Section A (120 tables) does not fit in a part of 100: it is cut between its rules;
        // section B (100 tables) fits and starts a part of its own.
        #expect(parts.starts == [line("a-101"), line("section-b")])
        #expect(parts.pages == ["big.html", "big--2.html", "big--3.html"])
        #expect(parts.part(anchor: "big") == 0)
        #expect(parts.part(anchor: "a-100") == 0)
        #expect(parts.part(anchor: "a-101") == 1)
        #expect(parts.part(anchor: "b-50") == 2)
        #expect(parts.part(anchor: "checklist") == 2)
        #expect(parts.part(anchor: "L\(line("b-50") + 5)") == 2, "a row goes with its rule")
        #expect(parts.part(anchor: "main") == 0)
        #expect(parts.part(anchor: nil) == 0)
        let small = Spec(path: "spec/other.md", text: Self.other)
        #expect(SpecParts(small, page: "other.html") { "other--\($0).html" } == nil)
    }

    @Test("Every anchor of a split spec is on the page that the mapping names")
    func everyAnchorOnItsPage() throws {
        let result = Self.run()
        let site = HTMLSite(result: result, version: "1")
        let pages = Dictionary(uniqueKeysWithValues: site.pages().map { ($0.path, $0.contents) })
        #expect(
            Set(pages.keys) == [
                "index.html", "big.html", "big--2.html", "big--3.html", "other.html",
            ])
        let ids = pages.mapValues(Self.ids)
        let spec = result.specs[0]
        var anchors = spec.spec.rules.map(\.anchor)
        anchors += spec.tables.flatMap { $0.table.rows.map { HTMLTable.anchor($0.line) } }
        anchors += spec.checklist.map { HTMLTable.anchor($0.item.line) }
        for anchor in anchors {
            let page = try #require(site.paths.page(forSpec: "spec/big.md", anchor: anchor))
            #expect(ids[page]?.contains(anchor) == true, "\(anchor) on \(page)")
        }
    }

    @Test("Every link of the site, to a spec's part or from one, leads to an element there")
    func noBrokenLink() throws {
        var context = ReportContext()
        context.reportURL = "https://example.com/site/"
        let result = Self.run()
        let pages = Dictionary(
            uniqueKeysWithValues: HTMLSite(result: result, version: "1", context: context).pages()
                .map { ($0.path, $0.contents) })
        let ids = pages.mapValues(Self.ids)
        var checked = 0
        for (page, html) in pages {
            for href in Self.hrefs(html) {
                guard let target = Self.target(href, from: page) else { continue }
                #expect(ids[target.page] != nil, "\(page): \(href)")
                if let anchor = target.anchor {
                    #expect(ids[target.page]?.contains(anchor) == true, "\(page): \(href)")
                }
                checked += 1
            }
        }
        #expect(checked > 400)
        let first = try #require(pages["big.html"])
        #expect(first.contains(#"href="big--3.html#checklist""#), "prose link to another part")
        #expect(first.contains(#"href="big--3.html#b-7""#))
        let other = try #require(pages["other.html"])
        #expect(other.contains(#"href="big--2.html#a-115""#), "a link from another spec")
        #expect(other.contains(#"href="big--3.html#b-50""#), "a checklist link")
        #expect(other.contains(#"href="big.html#a-2""#))
        let index = try #require(pages["index.html"])
        let failing = try #require(result.specs[0].tables.first { $0.status == .failed })
        #expect(
            index.contains("href=\"big--3.html#\(HTMLTable.anchor(failing.rows[0].row.line))\""))
        let summary = SummaryMarkdown(result: result, context: context).text()
        #expect(summary.contains("(https://example.com/site/big--3.html#b-50)"))
    }

    @Test("The trends and the history link a rule of a split spec to its part")
    func historyLinks() throws {
        let passing = Self.big.replacingOccurrences(
            of: "requested page 2", with: "requested page 1")
        var history = RunHistory()
        history = history.adding(Self.run([("spec/big.md", passing)]), shownPath: { $0 })
        let result = Self.run([("spec/big.md", Self.big)])
        history = history.adding(result, shownPath: { $0 })
        var site = HTMLSite(result: result, version: "1")
        site.history = history
        let index = site.index()
        let trends = try #require(index.range(of: "class=\"trends\""))
        let link = try #require(index.range(of: #"<a href="big--3.html#b-50">B 50</a>"#))
        #expect(trends.lowerBound < link.lowerBound, "the new failure, in the trends")
        let historySection = try #require(index.range(of: "id=\"history\""))
        #expect(index[historySection.upperBound...].contains(#"<a href="big.html#a-1">A 1</a>"#))
        #expect(
            index[historySection.upperBound...].contains(#"<a href="big--3.html#b-50">B 50</a>"#))
    }

    @Test("Each part has its navigation and its own rules; the first keeps the spec's summary")
    func navigation() throws {
        let pages = Dictionary(
            uniqueKeysWithValues: HTMLSite(result: Self.run(), version: "1").pages()
                .map { ($0.path, $0.contents) })
        let first = try #require(pages["big.html"])
        let second = try #require(pages["big--2.html"])
        #expect(first.contains("<title>spec/big.md (Part 1 of 3) · rulebook</title>"))
        #expect(first.contains("Part 1 of 3"))
        #expect(
            first.contains("This spec has 220 tables: its report is split by section into 3 pages.")
        )
        #expect(!first.contains("rel=\"prev\""))
        #expect(first.contains(#"<a rel="next" href="big--2.html">"#))
        #expect(second.contains(#"<a rel="prev" href="big.html">"#))
        #expect(second.contains("<h1>Big (Part 2 of 3)</h1>"), "a later part has a title")
        #expect(
            second.contains(
                #"<a aria-current="page" href="big--2.html">Part 2 of 3: A 101 … A 120</a>"#))
        #expect(first.contains("id=\"a-100\"") && !first.contains("id=\"a-101\""))
        #expect(second.contains("id=\"a-101\"") && !second.contains("id=\"b-1\""))
        #expect(second.contains("<svg class=\"timeline\""), "a part of 100 tables has timelines")
        // Each part lists its own failures; the part navigation shows where they are.
        let third = try #require(pages["big--3.html"])
        #expect(!second.contains("class=\"failures\"") && third.contains("class=\"failures\""))
        #expect(second.contains("<li><span class=\"badge failed\">"))
    }

    @Test("A part's page never takes the name of another spec's page")
    func names() {
        let specs = [
            Spec(path: "spec/big--2.md", text: "# Two\n"),
            Spec(path: "spec/big.md", text: Self.big),
        ]
        let paths = SitePaths(specs: specs)
        #expect(paths.pages == ["big--2.html", "big.html"])
        #expect(
            paths.parts(forSpec: "spec/big.md")?.pages == [
                "big.html", "big--2-2.html", "big--3.html",
            ])
        #expect(Set(paths.allPages).count == 4)
    }

    @Test("A split spec's pages are the same bytes on every run")
    func deterministic() {
        let render = { HTMLSite(result: Self.run(), version: "1").pages().map(\.contents) }
        #expect(render() == render())
    }

    // MARK: Helpers

    static func ids(_ html: String) -> Set<String> {
        Set(html.matches(of: /id="([^"]*)"/).map { String($0.1) })
    }

    static func hrefs(_ html: String) -> [String] {
        html.matches(of: /href="([^"]*)"/).map {
            String($0.1).replacingOccurrences(of: "&amp;", with: "&")
        }
    }

    /// The page and anchor a relative link leads to; `nil` for a URL.
    static func target(_ href: String, from page: String) -> (page: String, anchor: String?)? {
        guard !href.contains(":") else { return nil }
        let parts = href.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        let path = String(parts[0])
        let anchor = parts.count > 1 ? (String(parts[1]).removingPercentEncoding ?? "") : nil
        return (path.isEmpty ? page : Paths.resolve(path, from: page), anchor)
    }
}
