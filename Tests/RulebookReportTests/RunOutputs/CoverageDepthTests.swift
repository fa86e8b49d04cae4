import Testing

@testable import Rulebook
@testable import RulebookReport

/// How deep `rulebook coverage` searches, and which rows count as covering a pair.
struct CoverageDepthTests {
    static let registry = ModelRegistry.pureModels

    /// A passing pager table of `pages` answered pages: 2 × `pages` rows.
    static func longTable(pages: Int) -> String {
        var lines = [
            "```rulebook pager",
            "| event     | ticket | rows | more | result?  |",
            "|-----------|--------|------|------|----------|",
        ]
        for page in 1...pages {
            lines.append("| load next | T\(page) |      |      | requested page \(page) |")
            lines.append("| respond   | T\(page) | \(page) | yes  | accepted |")
        }
        return lines.joined(separator: "\n") + "\n```\n"
    }

    static func coverage(
        _ text: String, depth: Int = CoverageRunner.defaultDepth, longest: Bool = true
    )
        throws -> ModelCoverage
    {
        var runner = CoverageRunner(registry: registry, depth: depth)
        runner.searchesLongestTable = longest
        let spec = Spec(path: "spec/long.md", text: "# Long\n\n" + text)
        let (result, run) = try runner.run([spec], models: ["pager"])
        #expect(run.isPassing)
        return try #require(result.models.first)
    }

    @Test("By default the search goes as deep as the longest table, and no row is deeper")
    func searchesTheLongestTable() throws {
        let coverage = try Self.coverage(Self.longTable(pages: 4))
        #expect(coverage.longestTable == 8)
        #expect(coverage.searchDepth == 8)
        #expect(coverage.reachableFrom == "explored to depth 8")
        #expect(coverage.rowsBeyondSearch == 0)
        #expect(CoverageConsoleReport.depthWarning(coverage) == nil)
        let short = try Self.coverage(Self.longTable(pages: 1))
        #expect(
            short.searchDepth == CoverageRunner.defaultDepth, "never shallower than the default")
    }

    @Test("A search shallower than the tables warns, with the depth that would do")
    func warnsWhenRowsGoDeeper() throws {
        let coverage = try Self.coverage(Self.longTable(pages: 4), depth: 5, longest: false)
        #expect(coverage.searchDepth == 5)
        #expect(coverage.rowsBeyondSearch == 3, "rows 6, 7 and 8")
        let lines = CoverageConsoleReport(
            result: CoverageResult(models: [coverage], rules: [], specsPass: true)
        ).lines
        #expect(
            lines.contains(
                "  warning: 3 rows of the specs reach situations deeper than the search (depth 5; the longest pager table has 8 rows), so pairs they cover may be missing from the reachable ones: run with --depth 8, or without --depth"
            ))
        let page = HTMLCoveragePage(
            result: CoverageResult(models: [coverage], rules: [], specsPass: true),
            page: "coverage.html", paths: SitePaths(specPaths: ["spec/long.md"]), version: "0"
        ).render()
        #expect(page.contains("<p class=\"why\">Warning: 3 rows of the specs reach situations"))
    }

    @Test("Shards searched to different depths merge into the deeper search")
    func shardsMergeTheirDepths() throws {
        let deep = try Self.coverage(Self.longTable(pages: 4))
        let shallow = try Self.coverage(Self.longTable(pages: 1))
        let merged = CoverageResult.merged([
            CoverageResult(models: [shallow], rules: [], specsPass: true),
            CoverageResult(models: [deep], rules: [], specsPass: true),
        ])
        #expect(merged.models.first?.searchDepth == 8)
        #expect(merged.models.first?.reachableFrom == "explored to depth 8")
        #expect(merged.models.first?.longestTable == 8)
    }

    @Test(
        "A row that errors before its event runs covers nothing",
        arguments: [
            // A bad value in an input, read when the event is applied: it never is.
            ("| respond   | A      | 1, , 2 | yes  |                  |", "respond"),
            // An input the verb does not take.
            ("| reset     | A      |        |      |                  |", "reset"),
        ])
    func erroredRowCoversNothing(row: String, verb: String) throws {
        let table = """
            ```rulebook pager
            | event     | ticket | rows   | more | result?          |
            |-----------|--------|--------|------|------------------|
            | load next | A      |        |      | requested page 1 |
            \(row)
            ```
            """
        let spec = Spec(path: "spec/error.md", text: "# Errors\n\n" + table)
        let (result, run) = try CoverageRunner(registry: Self.registry).run(
            [spec], models: ["pager"])
        let rows = try #require(run.specs.first?.tables.first?.rows)
        try #require(rows.count == 2)
        guard case .error = rows[1].status else {
            Issue.record("the second row should be an error, got \(rows[1].status)")
            return
        }
        #expect(rows[0].situation == "idle, no error, more pages")
        #expect(rows[1].situation == nil, "no event ran, so no situation was met")
        let coverage = try #require(result.models.first)
        #expect(coverage.pair("loading, no error, more pages", verb)?.isReachable == true)
        #expect(coverage.pair("loading, no error, more pages", verb)?.isCovered == false)
        #expect(coverage.pair("idle, no error, more pages", "load next")?.isCovered == true)
    }
}
