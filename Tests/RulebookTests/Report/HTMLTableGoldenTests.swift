import Testing

@testable import Rulebook

@Suite struct HTMLTableGoldenTests {
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
        | jump      |        | ignored          |      |
        | load next |        | ignored          |      |
        ```

        """

    private func table(_ text: String) throws -> (TableResult, String) {
        let result = ReportFixtures.run([("spec/paging.md", text)])
        let spec = try #require(result.specs.first)
        return (try #require(spec.tables.first), spec.spec.path)
    }

    @Test func passingTableMarkup() throws {
        let (result, path) = try table(Self.passing)
        #expect(result.status == .passed)
        try Golden.check(HTMLTable.render(result, path: path), named: "passing-table.html")
    }

    @Test func failingTableMarkup() throws {
        let (result, path) = try table(Self.failing)
        #expect(result.status == .error)
        try Golden.check(HTMLTable.render(result, path: path), named: "failing-table.html")
    }
}
