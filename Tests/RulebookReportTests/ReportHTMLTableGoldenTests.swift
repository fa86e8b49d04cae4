import Testing

@testable import Rulebook
@testable import RulebookReport

@Suite struct ReportHTMLTableGoldenTests {
    static let passing = """
        # Paging

        ```rulebook pager
        | event     | ticket | result?          | note    |
        |-----------|--------|------------------|---------|
        | load next | A      | requested page 1 | a & b   |
        ```

        """

    static let failing = """
        # Paging

        ```rulebook pager
        | event     | ticket | result?          | ids? |
        |-----------|--------|------------------|------|
        | load next | A      | requested page 2 | none |
        | load next |        | ignored          | 1    |
        | load next |        | ignored          | none |
        ```

        """

    static let erroring = """
        # Paging

        ```rulebook pager
        | event     | ticket | result?          |
        |-----------|--------|------------------|
        | load next | A      | requested page 1 |
        | jump      | <b>    | ignored          |
        | load next |        | ignored          |
        ```

        """

    private func table(_ text: String) throws -> (TableResult, String) {
        let result = ReportFixtures.run([("spec/paging.md", text)])
        let spec = try #require(result.specs.first)
        return (try #require(spec.tables.first), spec.spec.path)
    }

    @Test("A passing table's markup matches its golden file") func passingTableMarkup() throws {
        let (result, path) = try table(Self.passing)
        #expect(result.status == .passed)
        try Golden.check(HTMLTable.render(result, path: path), named: "passing-table.html")
    }

    @Test("A failing table's markup matches its golden file") func failingTableMarkup() throws {
        let (result, path) = try table(Self.failing)
        #expect(result.status == .failed)
        try Golden.check(HTMLTable.render(result, path: path), named: "failing-table.html")
    }

    @Test("An erroring table's markup matches its golden file") func erroringTableMarkup() throws {
        let (result, path) = try table(Self.erroring)
        #expect(result.status == .error)
        try Golden.check(HTMLTable.render(result, path: path), named: "error-table.html")
    }

    @Test("A mismatch without its own column is shown under the row")
    func mismatchWithoutItsColumnIsShownUnderTheRow() throws {
        let text = """
            # Typing

            ```rulebook debounce
            | event | text  | at  | pending? |
            |-------|-------|-----|----------|
            | type  | swift | 500 | swift    |
            | type  | swift | 100 | swift    |
            ```

            """
        let (result, path) = try table(text)
        let html = HTMLTable.render(result, path: path)
        #expect(
            html.contains(
                "<tr class=\"reason failed\"><td></td><td class=\"status\">↳ also</td>"
                    + "<td colspan=\"4\" class=\"mismatch\">result? "
                    + "<span class=\"label\">expected</span> <span class=\"value\"><span class=\"v\">(not rejected)</span></span> "
                    + "<span class=\"label\">got</span> <span class=\"value got\">rejected: "))
    }
}
