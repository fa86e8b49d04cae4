import Foundation
import Testing

@testable import Rulebook

/// `--shard K/N` runs and `rulebook merge` give what one run of every spec gives.
struct ShardMergeTests {
    static let specFolder = RepositoryPaths.root + "/spec"

    /// The spec files of `spec/` and their sizes, in run order.
    static func files() throws -> (files: [String], sizes: [Int]) {
        let files = try SpecLoader.files([specFolder])
        let sizes = files.map { file in
            (try? FileManager.default.attributesOfItem(atPath: file)[.size] as? NSNumber)??
                .intValue ?? 0
        }
        return (files, sizes)
    }

    /// The results document of shard `shard`, as written to and read back from JSON.
    static func shardDocument(_ shard: Shard) throws -> ResultsDocument {
        let (files, sizes) = try files()
        let positions = shard.positions(sizes: sizes)
        let specs = try SpecLoader.load(files: positions.map { files[$0] })
        let result = SpecRunner().run(specs, lookUp: SpecLoader.loadIfPresent)
        let document = ResultsDocument(
            result: result, positions: positions,
            shard: ShardDocument(index: shard.index, count: shard.count))
        return try JSONDecoder().decode(
            ResultsDocument.self, from: Data(ResultsFile.json(document).utf8))
    }

    @Test("The shards of a split hold every spec file exactly once", arguments: [1, 2, 3, 7])
    func shardsPartitionTheFiles(count: Int) throws {
        let (files, sizes) = try Self.files()
        let parts = (1...count).compactMap { Shard(index: $0, count: count) }
        let positions = parts.flatMap { $0.positions(sizes: sizes) }
        #expect(positions.sorted() == Array(files.indices))
    }

    @Test("Merged shards equal the full run, and write the same HTML site and JUnit bytes")
    func mergedShardsEqualTheFullRun() throws {
        let full = SpecRunner().run(
            try SpecLoader.load([Self.specFolder]), lookUp: SpecLoader.loadIfPresent)
        for count in [2, 3] {
            // Given out of order, as CI artifacts come.
            let documents = try (1...count).reversed().compactMap { index in
                try Shard(index: index, count: count).map(Self.shardDocument)
            }
            let merged = try ResultsMerge.merge(documents)
            #expect(merged == full)
            let fullPages = HTMLSite(result: full).pages()
            let mergedPages = HTMLSite(result: merged).pages()
            #expect(mergedPages.map(\.path) == fullPages.map(\.path))
            #expect(mergedPages.map(\.contents) == fullPages.map(\.contents))
            #expect(JUnitReport.xml(for: merged) == JUnitReport.xml(for: full))
        }
    }

    @Test("A checklist item links to a rule in another shard: merge resolves it from that shard")
    func checklistAcrossShards() throws {
        let documents = try (1...3).compactMap { index in
            try Shard(index: index, count: 3).map(Self.shardDocument)
        }
        let index = try #require(
            documents.flatMap(\.specs).first { $0.path.hasSuffix("spec/index.md") })
        #expect(index.checklist.contains { $0.status == "notRun" })
        let merged = try ResultsMerge.merge(documents)
        let mergedIndex = try #require(merged.specs.first { $0.spec.path.hasSuffix("index.md") })
        #expect(!mergedIndex.checklist.contains { $0.outcome == .notRun })
    }

    @Test("Merge refuses a missing shard, a shard given twice and a spec in two files")
    func mergeRefusesIncompleteSets() throws {
        let first = try #require(try Shard(index: 1, count: 2).map(Self.shardDocument))
        let second = try #require(try Shard(index: 2, count: 2).map(Self.shardDocument))
        #expect(throws: ResultsFileError.self) { try ResultsMerge.merge([first]) }
        #expect(throws: ResultsFileError.self) { try ResultsMerge.merge([first, first]) }
        var unsharded = first
        unsharded.shard = nil
        #expect(throws: ResultsFileError.self) { try ResultsMerge.merge([unsharded, unsharded]) }
        #expect(throws: Never.self) { try ResultsMerge.merge([second, first]) }
    }

    @Test("Whole runs of different specs merge in the order given")
    func wholeRunsKeepTheirOrder() throws {
        let run = { (paths: [String]) in
            ResultsDocument(
                result: SpecRunner().run(
                    paths.map { Spec(path: $0, text: "# R\n\n" + ResultsDiffTests.pass) }))
        }
        let merged = try ResultsMerge.merge([run(["z.md", "y.md"]), run(["b.md", "a.md"])])
        #expect(merged.specs.map(\.spec.path) == ["z.md", "y.md", "b.md", "a.md"])
    }

    @Test("K/N is read when 1 <= K <= N, and nothing else is")
    func shardParsing() {
        #expect(Shard("2/4") == Shard(index: 2, count: 4))
        for text in ["0/3", "4/3", "1/0", "-1/2", "a/b", "1", "1/2/3", "", "1/", "١/٢"] {
            #expect(Shard(text) == nil, "\(text)")
        }
    }

    @Test("Files are dealt largest first to the lightest shard, so shards balance by size")
    func shardsBalanceBySize() throws {
        let sizes = [10, 90, 50, 50, 10, 40]
        let first = try #require(Shard(index: 1, count: 2)).positions(sizes: sizes)
        let second = try #require(Shard(index: 2, count: 2)).positions(sizes: sizes)
        // 90 -> 1; 50, 50 -> 2 (100); 40 -> 1 (130); 10, 10 -> 2 (120).
        #expect(first == [1, 5])
        #expect(second == [0, 2, 3, 4])
        #expect(try #require(Shard(index: 5, count: 9)).positions(sizes: [1, 2]) == [])
    }
}
