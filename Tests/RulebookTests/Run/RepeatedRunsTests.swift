import RulebookModels
import RulebookTestSupport
import Testing

@testable import Rulebook

/// A model with hidden state shared by every instance: each table sees the taps of the
/// tables before it.
private struct LeakyCounterModel: RulebookModel {
    static let vocabulary = Vocabulary<Self>(
        name: "leaky", summary: "Counts taps in a static counter.",
        verbs: [
            Verb("tap") { _, _ in
                taps.withLock { $0 += 1 }
                return .done(.keyword("accepted"))
            }
        ],
        observables: [.number("count", "taps so far") { _ in taps.withLock { $0 } }])

    static let taps = Locked(0)

    init(options: ModelOptions) throws(ModelError) {}
}

struct RepeatedRunsTests {
    static let spec = Spec(
        path: "a.md",
        text: """
            # Taps

            ```rulebook pager
            | event     | result?          |
            |-----------|------------------|
            | load next | requested page 1 |
            ```

            ```rulebook leaky
            | event | count? |
            |-------|--------|
            | tap   | 1      |
            ```
            """)

    @Test("A model with hidden state shared between runs fails --repeat")
    func sharedStateFails() {
        let registry = ModelRegistry.pureModels.adding(LeakyCounterModel.self)
        let first = SpecRunner(registry: registry).run([Self.spec])
        #expect(first.isPassing)

        let differences = RepeatedRuns(runner: TableRunner(registry: registry), count: 3)
            .differences(from: first)
        #expect(differences.map(\.run) == [2, 3])
        #expect(differences.allSatisfy { $0.line == 9 })
        #expect(
            differences.first?.description
                == "a.md:9: Taps: run 2 differs from run 1: row 1: passed, then failed: count? expected 1, got 2"
        )
    }

    @Test("A pending rule's tables are judged the same on every run")
    func pendingRulesRepeat() {
        let spec = Spec(
            path: "p.md",
            text: """
                # Ahead

                ## Autoload stops after three failures

                > Pending: not built yet.

                ```rulebook pager
                | event     | result?          | autoload? |
                |-----------|------------------|-----------|
                | load next | requested page 1 | stopped   |
                ```
                """)
        let first = SpecRunner().run([spec])
        #expect(first.specs.first?.tables.first?.status == .pending)
        let differences = RepeatedRuns(runner: TableRunner(), count: 3).differences(from: first)
        #expect(differences.isEmpty)
    }

    @Test("Pure models give the same results on every run, in any order")
    func pureModelsAreConsistent() throws {
        let specs = try SpecLoader.load([
            RepositoryPaths.root + "/spec/pagination.md",
            RepositoryPaths.root + "/spec/search-debounce.md",
        ])
        let first = SpecRunner(registry: .pureModels).run(specs)
        #expect(
            RepeatedRuns(runner: TableRunner(registry: .pureModels), count: 3).differences(
                from: first
            )
            .isEmpty)
    }

    @Test("One run repeats nothing; skipped tables are not run again")
    func nothingToRepeat() {
        let registry = ModelRegistry.pureModels.adding(LeakyCounterModel.self)
        let first = SpecRunner(registry: registry, filter: "zzz").run([Self.spec])
        #expect(
            RepeatedRuns(runner: TableRunner(registry: registry), count: 5)
                .differences(from: first).isEmpty)
        #expect(
            RepeatedRuns(runner: TableRunner(registry: registry), count: 1)
                .differences(from: first).isEmpty)
    }

    @Test("The shuffled order is the same on every machine")
    func seededOrder() {
        var one = SplitMix64(seed: 2)
        var two = SplitMix64(seed: 2)
        let order = Array(0..<20).shuffled(using: &one)
        #expect(order == Array(0..<20).shuffled(using: &two))
        #expect(order != Array(0..<20))
    }
}
