import Testing

@testable import Rulebook
@testable import RulebookReport

/// Reading comfort and accessibility of the HTML report: the page's language, a skip link,
/// focus only on boxes that can scroll, and the status filter.
struct ReportReadingTests {
    static func table(_ rows: [String]) -> String {
        """
        # T

        ```rulebook pager
        | event     | ticket | result?          |
        |-----------|--------|------------------|
        \(rows.joined(separator: "\n"))
        ```

        """
    }

    @Test("--lang sets the language of every page; English by default")
    func language() throws {
        let result = SpecRunner(registry: .pureModels).run([Spec(path: "a.md", text: "# Regeln\n")])
        var context = ReportContext()
        context.language = "de"
        let pages = HTMLSite(result: result, context: context).pages()
        #expect(pages.allSatisfy { $0.contents.contains("<html lang=\"de\">") })
        #expect(HTMLSite(result: result).index().contains("<html lang=\"en\">"))
        #expect(ReportContext.problem(language: "zh-Hans") == nil)
        #expect(ReportContext.problem(language: "e n") != nil)
        #expect(ReportContext.problem(language: "\"><script>") != nil)
    }

    @Test("Only a table too wide for the page sits in a scroll box that takes focus")
    func focusOnlyWhereItScrolls() throws {
        let narrow = SpecRunner(registry: .pureModels).run([
            Spec(path: "a.md", text: Self.table(["| load next | A      | requested page 1 |"]))
        ])
        let fits = HTMLTable.render(try #require(narrow.tables.first), path: "a.md")
        #expect(fits.contains("<div class=\"fit\">"))
        #expect(!fits.contains("tabindex"))
        let long = String(repeating: "x", count: 80)
        let wide = SpecRunner(registry: .pureModels).run([
            Spec(path: "a.md", text: Self.table(["| load next | A      | \(long) |"]))
        ])
        let scrolls = HTMLTable.render(try #require(wide.tables.first), path: "a.md")
        #expect(scrolls.contains("<div class=\"scroll\" role=\"region\" tabindex=\"0\""))
    }

    @Test("Every page starts with a skip link and has the status filter")
    func skipLinkAndFilter() {
        let result = SpecRunner(registry: .pureModels).run([
            Spec(path: "a.md", text: Self.table(["| load next | A      | requested page 1 |"]))
        ])
        for page in HTMLSite(result: result).pages() {
            #expect(page.contents.contains("<body>\n<a class=\"skip\" href=\"#main\">"))
            #expect(page.contents.contains("<main id=\"main\">"))
            #expect(
                page.contents.contains("<input type=\"radio\" name=\"show\" id=\"show-failed\" />"))
        }
    }
}
