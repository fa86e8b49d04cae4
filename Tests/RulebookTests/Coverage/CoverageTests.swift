import Foundation
import RulebookTestSupport
import Testing

@testable import Rulebook

/// `rulebook coverage`: the situation and verb pairs the specs describe, against those the
/// models reach.
struct CoverageTests {
    static let registry = ModelRegistry.pureModels
    static let pagination =
        (try? String(
            contentsOfFile: RepositoryPaths.root + "/spec/pagination.md", encoding: .utf8)) ?? ""
    /// The table of "A stalled answer's ticket is spent", the only one that applies `respond`
    /// while a cursor stall is shown.
    static let stallTable = """
        ```rulebook pager cursor
        | event     | ticket | rows | more | next cursor | result?         | ids? | next cursor? | error?       | autoload? |
        |-----------|--------|------|------|-------------|-----------------|------|--------------|--------------|-----------|
        | load next | A      |      |      |             | requested start | none | none         | none         | on        |
        | respond   | A      | a-1  | yes  | none        | accepted        | a-1  | none         | cursor stall | stopped   |
        | respond   | A      | a-2  | yes  | c2          | ignored         | a-1  | none         | cursor stall | stopped   |
        | fail      | A      |      |      |             | ignored         | a-1  | none         | cursor stall | stopped   |
        ```
        """

    static func coverage(of text: String, passes: Bool = true) throws -> ModelCoverage {
        let spec = Spec(path: "spec/pagination.md", text: text)
        let (result, run) = try CoverageRunner(registry: registry).run([spec], models: ["pager"])
        #expect(run.isPassing == passes)
        return try #require(result.models.first { $0.model == "pager" })
    }

    @Test("Every row that ran records the model's situation before it")
    func rowsRecordSituations() throws {
        let spec = Spec(path: "a.md", text: "# A\n\n" + Self.stallTable)
        var runner = TableRunner(registry: Self.registry)
        runner.recordsSituations = true
        let table = try #require(spec.tables.first)
        let rows = runner.run(table, file: spec.path).rows
        #expect(
            rows.map(\.situation) == [
                "idle, no error, more pages", "loading, no error, more pages",
                "error shown: cursor stall", "error shown: cursor stall",
            ])
        // A plain check records none.
        #expect(
            TableRunner(registry: Self.registry).run(table, file: spec.path).rows
                .allSatisfy { $0.situation == nil })
    }

    @Test("Removing a table lowers coverage and names the uncovered pair")
    func removingATableNamesTheGap() throws {
        try #require(Self.pagination.contains(Self.stallTable))
        let full = try Self.coverage(of: Self.pagination)
        let cut = try Self.coverage(
            of: Self.pagination.replacingOccurrences(of: Self.stallTable, with: ""))
        #expect(cut.covered.count < full.covered.count)
        #expect(cut.percent < full.percent)
        let gap = try #require(
            cut.uncovered.first {
                $0.pair == BehaviourPair(situation: "error shown: cursor stall", verb: "respond")
            })
        #expect(full.pair(gap.pair.situation, gap.pair.verb)?.isCovered == true)
        #expect(gap.suggestion?.hasPrefix("```rulebook pager cursor") == true)
    }

    @Test("The suggested table for a gap runs, passes and covers the pair")
    func suggestedTableCoversTheGap() throws {
        let text = Self.pagination.replacingOccurrences(of: Self.stallTable, with: "")
        let cut = try Self.coverage(of: text)
        let pair = BehaviourPair(situation: "error shown: cursor stall", verb: "respond")
        let suggestion = try #require(cut.pair(pair.situation, pair.verb)?.suggestion)
        // The pager is a built-in reference model: the expectations are already written.
        #expect(cut.pair(pair.situation, pair.verb)?.note?.contains("reference model") == true)
        let spec = Spec(path: "gap.md", text: "# A gap\n\n" + suggestion)
        let table = try #require(spec.tables.first)
        #expect(TableRunner(registry: Self.registry).run(table, file: spec.path).status == .passed)
        let filled = try Self.coverage(of: text + "\n## The gap\n\n" + suggestion)
        #expect(filled.pair(pair.situation, pair.verb)?.isCovered == true)
        #expect(filled.covered.count == cut.covered.count + 1)
    }

    @Test("Reachable pairs come from the explorer, with the shortest table for each")
    func reachablePairsAreExplored() throws {
        let coverage = try Self.coverage(of: "# Nothing\n", passes: false)
        #expect(coverage.covered.isEmpty)
        #expect(coverage.reachableFrom == "explored to depth \(CoverageRunner.defaultDepth)")
        #expect(coverage.situations.contains("error shown: cursor stall"))
        #expect(coverage.verbs == ["load next", "respond", "fail", "retry", "reset"])
        let first = try #require(coverage.pair("idle, no error, more pages", "load next"))
        #expect(first.isReachable)
        // The fence, the header, the delimiter row and one row: the verb applied at once.
        #expect(first.suggestion?.split(separator: "\n").count == 5)
    }

    @Test("Shards' coverage merges into that of one run")
    func shardsMerge() throws {
        let spec = Spec(path: "spec/pagination.md", text: Self.pagination)
        let half = Spec(path: "spec/other.md", text: "# Other\n\n" + Self.stallTable)
        let runner = CoverageRunner(registry: Self.registry)
        let whole = try runner.run([spec, half], models: ["pager"]).coverage
        let parts = try [spec, half].map { try runner.run([$0], models: ["pager"]).coverage }
        let merged = CoverageResult.merged(parts)
        #expect(merged.models.map(\.covered.count) == whole.models.map(\.covered.count))
        #expect(merged.percent == whole.percent)
        let json = CoverageFile.json(merged)
        let decoded = try JSONDecoder().decode(CoverageDocument.self, from: Data(json.utf8))
        #expect(decoded.coverage == merged)
    }

    @Test("A model without situations is refused by name")
    func unknownModels() {
        #expect(throws: ModelError.self) {
            try CoverageRunner(registry: Self.registry).run([], models: ["nope"])
        }
    }
}
