import RulebookAdapterModels

@testable import Rulebook

/// rulebook's own `spec/`, loaded and run once for every test of this target that reads it
/// as it is (tests that change it first load and run their own copy).
enum SpecFolder {
    /// The specs of `spec/`; empty if it cannot be loaded, which the tests' counts catch.
    static let specs: [Spec] = (try? SpecLoader.load([RepositoryPaths.root + "/spec"])) ?? []

    /// The one run of `spec/`, on a thread of its own: its adapter models cannot run inside
    /// a Swift task.
    static let run = Task {
        await SpecRunner(registry: .builtIn).runOnOwnThread(
            specs, lookUp: SpecLoader.loadIfPresent)
    }
}
