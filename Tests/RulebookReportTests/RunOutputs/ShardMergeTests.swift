import Foundation
import RulebookTestSupport
import Testing

@testable import Rulebook
@testable import RulebookReport

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

    /// The results document of shard `shard`, as written to and read back from JSON. The run
    /// is on a thread of its own: `spec/` has tables of async models.
    static func shardDocument(_ shard: Shard) async throws -> ResultsDocument {
        let (files, sizes) = try files()
        let positions = shard.positions(sizes: sizes)
        let specs = SpecLoader.load(files: positions.map { files[$0] })
        let result = await OwnThread.run {
            SpecRunner(registry: .pureModels).run(specs, lookUp: SpecLoader.loadIfPresent)
        }
        let document = ResultsDocument(
            result: result, positions: positions,
            shard: ShardDocument(index: shard.index, count: shard.count),
            specSet: SpecSetDocument(
                names: files, texts: files.map { SpecLoader.load(file: $0).text }))
        return try JSONDecoder().decode(
            ResultsDocument.self, from: Data(ResultsFile.json(document).utf8))
    }

    /// The documents of every shard of a split into `count`, in the order of `indices`.
    static func shardDocuments(
        count: Int, indices: [Int]? = nil
    ) async throws -> [ResultsDocument] {
        var documents: [ResultsDocument] = []
        for index in indices ?? Array(1...count) {
            if let shard = Shard(index: index, count: count) {
                documents.append(try await shardDocument(shard))
            }
        }
        return documents
    }

    @Test("The shards of a split hold every spec file exactly once", arguments: [1, 2, 3, 7])
    func shardsPartitionTheFiles(count: Int) throws {
        let (files, sizes) = try Self.files()
        let parts = (1...count).compactMap { Shard(index: $0, count: count) }
        let positions = parts.flatMap { $0.positions(sizes: sizes) }
        #expect(positions.sorted() == Array(files.indices))
    }

    @Test("Merged shards equal the full run, and write the same HTML site and JUnit bytes")
    func mergedShardsEqualTheFullRun() async throws {
        let specs = try SpecLoader.load([Self.specFolder])
        let full = await OwnThread.run {
            SpecRunner(registry: .pureModels).run(specs, lookUp: SpecLoader.loadIfPresent)
        }
        for count in [2, 3] {
            // Given out of order, as CI artifacts come.
            let documents = try await Self.shardDocuments(
                count: count, indices: (1...count).reversed())
            let merged = try ResultsMerge.merge(documents)
            #expect(merged == full)
            let fullPages = HTMLSite(result: full).pages()
            let mergedPages = HTMLSite(result: merged).pages()
            #expect(mergedPages.map(\.path) == fullPages.map(\.path))
            #expect(mergedPages.map(\.contents) == fullPages.map(\.contents))
            // The same bytes, apart from the measured times of the separate run.
            #expect(
                ReportJUnitTests.withoutTimes(JUnitReport.xml(for: merged))
                    == ReportJUnitTests.withoutTimes(JUnitReport.xml(for: full)))
        }
    }

    @Test("A checklist item links to a rule in another shard: merge resolves it from that shard")
    func checklistAcrossShards() async throws {
        let documents = try await Self.shardDocuments(count: 3)
        let index = try #require(
            documents.flatMap(\.specs).first { $0.path.hasSuffix("spec/index.md") })
        // A shard runs the rules its items link to, even in files of other shards.
        #expect(index.checklist.allSatisfy { $0.status == "passed" })
        let merged = try ResultsMerge.merge(documents)
        let mergedIndex = try #require(merged.specs.first { $0.spec.path.hasSuffix("index.md") })
        #expect(mergedIndex.checklist.allSatisfy { $0.outcome == .rule(.passed) })
    }

    @Test("Merge refuses a missing shard, a shard given twice and a spec in two files")
    func mergeRefusesIncompleteSets() async throws {
        let shards = try await Self.shardDocuments(count: 2)
        let first = try #require(shards.first)
        let second = try #require(shards.last)
        #expect(throws: Diagnostic.self) { try ResultsMerge.merge([first]) }
        #expect(throws: Diagnostic.self) { try ResultsMerge.merge([first, first]) }
        var unsharded = first
        unsharded.shard = nil
        #expect(throws: Diagnostic.self) { try ResultsMerge.merge([unsharded, unsharded]) }
        #expect(throws: Never.self) { try ResultsMerge.merge([second, first]) }
    }

    @Test("Merge refuses shards of another spec set, another rulebook, format or filter")
    func mergeRefusesMismatchedShards() async throws {
        let shards = try await Self.shardDocuments(count: 2)
        let first = try #require(shards.first)
        let second = try #require(shards.last)
        func refusal(_ change: (inout ResultsDocument) -> Void) -> String? {
            var changed = second
            change(&changed)
            do {
                _ = try ResultsMerge.merge([first, changed], files: ["s1.json", "s2.json"])
                return nil
            } catch {
                return error.message
            }
        }
        #expect(refusal { _ in } == nil)
        #expect(
            refusal { $0.specSet?.fingerprint = "0123456789abcdef" }?
                .hasPrefix("s1.json and s2.json are shards of different spec sets") == true)
        #expect(refusal { $0.specSet = nil } == "s2.json records no spec set (specSet)")
        #expect(
            refusal { $0.rulebook = "0.1.0" }?
                .hasPrefix("s2.json was written by rulebook 0.1.0, and this is rulebook") == true)
        #expect(
            refusal { $0.version = 1 }?.hasPrefix("s2.json has results format version 1") == true)
        #expect(
            refusal { $0.filter = "retry" }
                == "s1.json ran with no --filter and s2.json with --filter \"retry\": run every shard with the same filter"
        )
        // Both shards of one set, but a spec's recorded source is not the one the set holds.
        #expect(
            refusal { $0.specs[0].source += "\n" }?.hasPrefix("the shards hold") == true)
    }

    @Test("The spec set's fingerprint tells names and texts apart, as whole texts")
    func specSetFingerprint() {
        let set = SpecSetDocument(names: ["a.md", "b.md"], texts: ["x", "y"])
        #expect(set.files == 2)
        #expect(set.fingerprint.count == 16)
        #expect(set == SpecSetDocument(names: ["a.md", "b.md"], texts: ["x", "y"]))
        for other in [
            SpecSetDocument(names: ["a.md", "c.md"], texts: ["x", "y"]),
            SpecSetDocument(names: ["a.md", "b.md"], texts: ["x", "z"]),
            SpecSetDocument(names: ["b.md", "a.md"], texts: ["y", "x"]),
            SpecSetDocument(names: ["a.md", "b.md"], texts: ["xy", ""]),
            SpecSetDocument(names: ["a.md"], texts: ["x"]),
        ] {
            #expect(other != set)
        }
    }

    @Test("Whole runs of different specs merge in the order given")
    func wholeRunsKeepTheirOrder() throws {
        let run = { (paths: [String]) in
            ResultsDocument(
                result: SpecRunner(registry: .pureModels).run(
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
