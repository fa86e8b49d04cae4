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

/// A main-actor view model with a state in words and one request at a time.
@MainActor private final class LoadScreen {
    private(set) var state = "idle"
    private(set) var inFlight: Int?
    private var serial = 0

    /// Starts a load unless one is in flight; returns its serial.
    func load() -> Int? {
        guard inFlight == nil else { return nil }
        serial += 1
        inFlight = serial
        state = "loading"
        return serial
    }

    /// The load `serial` finished; `false` when it is not the one in flight.
    func finish(_ serial: Int) -> Bool {
        guard inFlight == serial else { return false }
        inFlight = nil
        state = "loaded"
        return true
    }
}

/// A main-actor model with typed columns: a closed set of words, a request column, a label
/// input and declared outcomes.
private struct LoadScreenModel: MainActorRulebookModel {
    typealias Ticket = Int

    static let vocabulary = Vocabulary<Self>(
        name: "load-screen", summary: "A main-actor view model that loads once at a time.",
        verbs: [
            .onMainActor(
                "load", inputs: [.optional("ticket", .label)],
                outcomes: [.outcome(.sent), .outcome(.ignored)]
            ) { model, _ in
                guard let serial = model.screen.load() else { return .done(.outcome(.ignored)) }
                return .done(.outcome(.sent), started: serial)
            },
            .onMainActor(
                "finish", inputs: [.required("ticket", .label)],
                outcomes: [.outcome(.accepted), .outcome(.ignored)]
            ) { model, event in
                let finished = model.screen.finish(try event.requiredTicket())
                return .done(.outcome(finished ? .accepted : .ignored))
            },
        ],
        observables: [
            .onMainActor.words("state", "what the screen shows", ["idle", "loading", "loaded"]) {
                $0.screen.state
            },
            .onMainActor.request("loading", "the load in flight") { $0.screen.inFlight },
        ])

    let screen: LoadScreen

    @MainActor init(onMainActor options: ModelOptions) throws(ModelError) {
        screen = LoadScreen()
    }
}

extension Outcome {
    fileprivate static let sent = Outcome("sent")
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
        let registry = ModelRegistry.pureModels.adding(TapScreenModel.self)
        let result = await SpecRunner(registry: registry).runOnOwnThread([Self.spec])
        #expect(result.isPassing, "\(result.tables.flatMap(\.rows).map(\.status))")
        #expect(result.tables.count == 2)
    }

    @Test("A main-actor model has typed columns: words, a request, labels and outcomes")
    func typedColumns() async throws {
        let registry = ModelRegistry.pureModels.adding(LoadScreenModel.self)
        let spec = Spec(
            path: "load.md",
            text: """
                # Load

                ```rulebook load-screen
                | event  | ticket | result?  | state?  | loading? |
                |--------|--------|----------|---------|----------|
                | load   | A      | sent     | loading | A        |
                | load   |        | ignored  | loading | yes      |
                | finish | A      | accepted | loaded  | no       |
                ```

                ```rulebook load-screen
                | event | ticket | state? |
                |-------|--------|--------|
                | load  | A      | loded  |
                ```
                """)
        let result = await SpecRunner(registry: registry).runOnOwnThread([spec])
        #expect(
            result.tables.first?.status == .passed, "\(result.tables.flatMap(\.rows).map(\.status))"
        )
        guard case .error(let problem) = try #require(result.tables.last?.rows.first).status else {
            Issue.record("a word the column never shows is an error")
            return
        }
        #expect(
            problem.message
                == "state?: expected idle, loading or loaded, got \"loded\": did you mean loaded?")
    }

    @Test("Made inside a Swift task, off the main actor, a main-actor model says how to run it")
    func insideATaskIsRefused() async {
        #expect(throws: ModelError.self) {
            _ = try TapScreenModel(options: ModelOptions([]))
        }
    }
}
