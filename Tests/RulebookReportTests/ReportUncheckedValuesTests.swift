import Foundation
import Testing

@testable import Rulebook
@testable import RulebookReport

/// What the model had in a blank expectation cell is shown in the report, quietly: not as a
/// check, and said as "not checked" to a screen reader.
@Suite struct ReportUncheckedValuesTests {
    static let spec = """
        # Toggle

        ```rulebook optimistic
        | event     | ticket | value | result?  | visible? | confirmed? | needs sync? |
        |-----------|--------|-------|----------|----------|------------|-------------|
        | tap       | A      | on    | saving   |          |            |             |
        | uncertain | A      |       | accepted |          | off        |             |
        | show      |        | on    |          | on       |            |             |
        | jump      |        |       |          |          |            |             |
        | tap       |        | on    |          |          |            |             |
        ```

        """

    /// The markup of a blank cell that shows `value` in column `label`.
    static func unchecked(_ label: String, _ value: String) -> String {
        "<td class=\"expect unchecked\" data-label=\"\(label)\"><span class=\"vh\">not checked: </span><span class=\"v\">\(value)</span></td>"
    }

    private func table(_ result: RunResult) throws -> TableResult {
        try #require(result.specs.first?.tables.first)
    }

    @Test("Every blank expectation cell of a row that ran shows what the model had there")
    func blankCellsShowTheModel() throws {
        let result = ReportFixtures.run([("spec/toggle.md", Self.spec)])
        let table = try table(result)
        #expect(
            table.rows.first?.uncheckedValues == [
                "visible": "on", "confirmed": "off", "needs sync": "no",
            ])
        let html = HTMLTable.render(table, path: "spec/toggle.md")
        let rows = html.components(separatedBy: "\n").filter { $0.hasPrefix("<tr id=\"L") }
        try #require(rows.count == 6, "the header and five rows")
        #expect(rows[1].contains(Self.unchecked("visible?", "on")))
        #expect(rows[1].contains(Self.unchecked("confirmed?", "off")))
        #expect(rows[1].contains(Self.unchecked("needs sync?", "no")))
        #expect(rows[2].contains(Self.unchecked("visible?", "off")))
        #expect(rows[2].contains(Self.unchecked("needs sync?", "yes")), "what uncertain did")
        #expect(rows[2].contains("<span class=\"v\">off</span>"))
        #expect(!rows[2].contains(Self.unchecked("confirmed?", "off")), "a filled cell is a check")
        #expect(rows[3].contains(Self.unchecked("confirmed?", "on")))
        #expect(rows[3].contains(Self.unchecked("needs sync?", "no")), "show clears the need")
        #expect(!rows[4].contains("unchecked"), "an error row has nothing to show")
        #expect(!rows[5].contains("unchecked"), "a row that did not run has nothing to show")
    }

    @Test("The unchecked style is muted, not the pass colour, and its prefix is visually hidden")
    func uncheckedStyle() {
        let css = HTMLStyle.css
        #expect(css.contains("td.unchecked { color: var(--muted); font-style: italic; }"))
        #expect(!css.contains("td.unchecked { color: var(--passed)"))
        #expect(css.contains(".vh { position: absolute; width: 1px; height: 1px;"))
    }

    @Test("--json keeps the values, so a report made from the file (merge) shows them too")
    func resultsFileKeepsThem() throws {
        let result = ReportFixtures.run([("spec/toggle.md", Self.spec)])
        let text = ResultsFile.json(ResultsDocument(result: result))
        #expect(text.contains("\"unchecked\" : {"))
        #expect(text.contains("\"needs sync?\" : \"yes\""))
        let read = try JSONDecoder().decode(ResultsDocument.self, from: Data(text.utf8))
        let again = try read.runResult()
        #expect(
            HTMLTable.render(try table(again), path: "spec/toggle.md")
                == HTMLTable.render(try table(result), path: "spec/toggle.md"))
        #expect(
            again.specs.first?.tables.first?.rows.map(\.uncheckedValues)
                == result.specs.first?.tables.first?.rows.map(\.uncheckedValues))
    }

    @Test("A run that shows no report may leave the values out")
    func leftOut() throws {
        var runner = SpecRunner(registry: .pureModels)
        runner.recordsUncheckedValues = false
        let result = runner.run([Spec(path: "spec/toggle.md", text: Self.spec)])
        #expect(try table(result).rows.allSatisfy { $0.uncheckedValues.isEmpty })
    }
}
