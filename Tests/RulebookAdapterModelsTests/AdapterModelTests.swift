import RulebookAdapters
import RulebookAdaptersTesting
import RulebookTestSupport
import Testing

@testable import Rulebook
@testable import RulebookAdapterModels

/// The adapter models run the shipped adapters, so a changed adapter fails `spec/adapters.md`.
struct AdapterModelTests {
    static let adapters = RepositoryPaths.root + "/spec/adapters.md"

    @Test("spec/adapters.md runs tables on all three adapter models")
    func adaptersPageUsesEveryAdapterModel() throws {
        let spec = try #require(try SpecLoader.load([Self.adapters]).first)
        let models = Set(spec.tables.map(\.modelName))
        #expect(models == ["search-debouncer", "page-loader", "optimistic-store"])
    }

    @Test("A debouncer that swallows its cancellation and delivers fails a required table")
    func swallowedCancellationFailsRequiredTable() async throws {
        let spec = try #require(try SpecLoader.load([Self.adapters]).first)
        let shipped = await SpecRunner(registry: .builtIn).runOnOwnThread([spec])
        #expect(shipped.isPassing)

        let registry = ModelRegistry.builtIn.adding(
            SearchDebouncerSpecModel<SwallowingSearchDebouncer>.self)
        let changed = await SpecRunner(registry: registry).runOnOwnThread([spec])
        let result = try #require(changed.specs.first)
        let rule = try #require(
            result.rules.first { $0.rule.anchor == "a-swallowed-cancellation-never-delivers" })
        #expect(rule.status == RunStatus.failed)
        let required = result.checklist.first {
            $0.target?.anchor == "a-swallowed-cancellation-never-delivers"
        }
        #expect(required?.isFailing == true)
        // The bug shows only there (and in the headings above it, which hold its tables).
        // The stale wake replays the shipped debouncer's wake-up, which a changed copy does
        // not have: that table stops with an error saying so.
        let failed = result.rules.filter { ($0.status ?? .passed) >= RunStatus.failed }
            .map(\.rule.title)
        #expect(
            failed == [
                "Adapters", "The search debouncer", "A swallowed cancellation never delivers",
                "A stale wait delivers nothing",
            ])
        let stale = result.tables.first { $0.table.rule?.anchor == "a-stale-wait-delivers-nothing" }
        #expect(stale?.status == RunStatus.error)
    }

    @Test("An async model fails its row with a message inside a Swift task instead of blocking")
    func asyncModelRefusesToBlockATask() throws {
        let spec = Spec(
            path: "a.md",
            text: """
                # A

                ```rulebook page-loader
                | event     | fetches? |
                |-----------|----------|
                | load next | 1        |
                ```
                """)
        let table = try #require(spec.tables.first)
        let result = TableRunner(registry: .builtIn).run(table, file: spec.path)
        guard case .error(let message) = result.rows.first?.status else {
            Issue.record("expected an error row, got \(String(describing: result.rows.first))")
            return
        }
        #expect(message.message.contains("runOnOwnThread"))
    }
}
