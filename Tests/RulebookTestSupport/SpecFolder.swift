import Rulebook

/// rulebook's own `spec/`, loaded once for every test that reads it as it is (tests that
/// change it first load and run their own copy).
package enum SpecFolder {
    /// The specs of `spec/`; empty if it cannot be loaded, which the tests' counts catch.
    package static let specs: [Spec] = (try? SpecLoader.load([RepositoryPaths.spec])) ?? []

    /// A run of `spec/` with `registry`, on a thread of its own (adapter models cannot run
    /// inside a Swift task); a test target keeps the one it needs in a `static let`.
    package static func run(with registry: ModelRegistry) -> Task<RunResult, Never> {
        Task {
            await SpecRunner(registry: registry).runOnOwnThread(
                specs, lookUp: SpecLoader.loadIfPresent)
        }
    }
}
