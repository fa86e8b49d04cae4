import RulebookAdapterModels
import Testing

@testable import Rulebook

/// An app's view model, isolated to the main actor. Its initializer and its reader check,
/// at run time, that they run there (a failed check stops the test process), as Swift 6
/// checks a `@MainActor` closure called from code that is not.
@MainActor private final class TapScreen {
    private(set) var taps = 0

    init() {
        MainActor.preconditionIsolated("a view model made off the main actor")
    }

    func tap() { taps += 1 }

    var tapsRead: Int {
        MainActor.preconditionIsolated("a view model read off the main actor")
        return taps
    }
}

/// A wrapper around the view model: made, driven and read on the main actor.
private struct TapScreenModel: MainActorRulebookModel {
    static let vocabulary = Vocabulary<Self>(
        name: "tap-screen", summary: "A main-actor view model.",
        verbs: [
            .onMainActor("tap") { model, _ in
                model.screen.tap()
                return .done(.keyword("accepted"))
            }
        ],
        observables: [
            .onMainActor.number("taps", "taps so far") { $0.screen.tapsRead }
        ])

    let screen: TapScreen

    @MainActor init(onMainActor options: ModelOptions) throws(ModelError) {
        screen = TapScreen()
    }
}

struct MainActorModelTests {
    static let spec = Spec(
        path: "screen.md",
        text: """
            # Screen

            ```rulebook tap-screen
            | event | taps? |
            |-------|-------|
            | tap   | 1     |
            | tap   | 2     |
            ```

            ```rulebook tap-screen
            | event | taps? |
            |-------|-------|
            | tap   | 1     |
            ```
            """)

    @Test("A main-actor model is made, driven and read on the main actor, fresh for every table")
    func madeDrivenAndReadOnMainActor() async {
        let registry = ModelRegistry.builtIn.adding(TapScreenModel.self)
        let result = await SpecRunner(registry: registry).runOnOwnThread([Self.spec])
        #expect(result.isPassing, "\(result.tables.flatMap(\.rows).map(\.status))")
        #expect(result.tables.count == 2)
    }

    @Test("Made inside a Swift task, off the main actor, a main-actor model says how to run it")
    func insideATaskIsRefused() async {
        #expect(throws: ModelError.self) {
            _ = try TapScreenModel(options: ModelOptions([]))
        }
    }
}
