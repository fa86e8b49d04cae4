import Foundation

/// A model whose state lives on the main actor: a wrapper around an app's `@MainActor` (and
/// `@Observable`) view model, driven as the app drives it.
///
/// The runner makes each fresh model on the main actor (``init(onMainActor:)``, so the
/// wrapper can make its view model there), applies its verbs there
/// (``Verb/onMainActor(_:inputs:_:_:)``), and reads its columns there
/// (``ObservableColumn/onMainActor``), so no value has to be copied out of the view model.
/// The wrapper is `Sendable` because a `@MainActor` class is.
///
/// ```swift
/// @MainActor final class CounterScreen {
///     var count = 0
///     func tap() { count += 1 }
/// }
///
/// struct CounterScreenModel: MainActorRulebookModel {
///     static let vocabulary = Vocabulary<Self>(
///         name: "counter-screen", summary: "The counter's view model.",
///         verbs: [
///             Verb.onMainActor("tap") { model, _ in
///                 model.screen.tap()
///                 return .done(.keyword("accepted"))
///             }
///         ],
///         observables: [.onMainActor.number("count", "taps so far") { $0.screen.count }])
///
///     let screen: CounterScreen
///
///     @MainActor init(onMainActor options: ModelOptions) throws(ModelError) {
///         screen = CounterScreen()
///     }
/// }
/// ```
///
/// Like every ``AsyncRulebookModel``, its tables run on the calling thread, outside any
/// Swift task (from tests: `runOnOwnThread`, or `SpecCase.check()`).
public protocol MainActorRulebookModel: AsyncRulebookModel {
    /// Makes a fresh model for one table, on the main actor; throws when an option value is
    /// invalid.
    @MainActor init(onMainActor options: ModelOptions) throws(ModelError)
}

extension MainActorRulebookModel {
    /// Makes the model on the main actor with ``init(onMainActor:)`` and waits for it.
    public init(options: ModelOptions) throws(ModelError) {
        self = try MainActorCall.wait { try Self(onMainActor: options) }
    }
}

extension ObservableColumn where Model: MainActorRulebookModel {
    /// Columns whose readers run on the main actor: `.onMainActor.list("items", "…") {
    /// $0.screen.items }`.
    public static var onMainActor: MainActorColumns<Model> { MainActorColumns() }
}

/// The column kinds of ``ObservableColumn``, read on the main actor (see
/// ``ObservableColumn/onMainActor``).
public struct MainActorColumns<Model: MainActorRulebookModel>: Sendable {
    /// Text compared exactly; `nil` is `none`.
    public func text(
        _ name: String, _ summary: String,
        _ read: @escaping @MainActor @Sendable (Model) -> String?
    ) -> ObservableColumn<Model> {
        ObservableColumn(name, summary, kind: .text, type: ColumnType.text.orNone) { model, _ in
            MainActorCall.read { .text(read(model)) }
        }
    }

    /// A list compared item by item; empty is `none`.
    public func list(
        _ name: String, _ summary: String,
        _ read: @escaping @MainActor @Sendable (Model) -> [String]
    ) -> ObservableColumn<Model> {
        ObservableColumn(name, summary, kind: .list, type: ColumnType.list.orNone) { model, _ in
            MainActorCall.read { .list(read(model)) }
        }
    }

    /// A whole number; `nil` is `none`.
    public func number(
        _ name: String, _ summary: String, _ read: @escaping @MainActor @Sendable (Model) -> Int?
    ) -> ObservableColumn<Model> {
        ObservableColumn(name, summary, kind: .number, type: ColumnType.number.orNone) { model, _ in
            MainActorCall.read { .number(read(model)) }
        }
    }

    /// A boolean written with `words` (`.yesNo`, `.onOff` or your own).
    public func flag(
        _ name: String, _ summary: String, _ words: FlagWords,
        _ read: @escaping @MainActor @Sendable (Model) -> Bool
    ) -> ObservableColumn<Model> {
        ObservableColumn(name, summary, kind: .flag(words), type: .flag(words)) { model, _ in
            MainActorCall.read { .flag(read(model), words) }
        }
    }

    /// One of a closed set of words: `read` returns the word that holds now.
    public func words(
        _ name: String, _ summary: String, _ words: [String],
        _ read: @escaping @MainActor @Sendable (Model) -> String
    ) -> ObservableColumn<Model> {
        ObservableColumn(
            name, summary, kind: ValueKind(words.joined(separator: "/")), type: .words(words)
        ) { model, _ in
            MainActorCall.read { .keyword(read(model)) }
        }
    }

    /// `no`, `yes` or the label of the request in flight: `read` returns the ticket in
    /// flight, if any.
    public func request(
        _ name: String, _ summary: String,
        _ read: @escaping @MainActor @Sendable (Model) -> Model.Ticket?
    ) -> ObservableColumn<Model> {
        ObservableColumn(name, summary, kind: .request, type: .request) { model, labels in
            let inFlight = MainActorCall.ticket { read(model) }
            return .request(
                inFlight: inFlight.isInFlight, label: inFlight.ticket.flatMap(labels.label))
        }
    }
}

/// Runs a synchronous main-actor closure from a synchronous caller and waits for it: at once
/// on the main thread, else through a main-actor task while the caller's thread waits.
enum MainActorCall {
    static func wait<Value: Sendable>(
        _ body: @escaping @MainActor @Sendable () throws -> Value
    ) throws(ModelError) -> Value {
        if Thread.isMainThread {
            return try MainActor.assumeIsolated { outcome(of: body) }.get()
        }
        if withUnsafeCurrentTask(body: { $0 != nil }) {
            throw ModelError(
                "a main-actor model cannot be made or read inside a Swift task: run its tables with runOnOwnThread"
            )
        }
        let call = Call<Value>()
        Task { @MainActor in
            call.result = Self.outcome(of: body)
            call.done.signal()
        }
        call.done.wait()
        return try call.result.get()
    }

    /// What `body` returned, or what it threw as a model's problem.
    @MainActor private static func outcome<Value>(
        of body: @MainActor () throws -> Value
    ) -> Result<Value, ModelError> {
        do {
            return .success(try body())
        } catch {
            return .failure(.thrown(by: error))
        }
    }

    /// Reads a column's value on the main actor; where it cannot (inside a Swift task, where
    /// making the model has already failed the table) the value says why.
    static func read(
        _ body: @escaping @MainActor @Sendable () -> ObservedValue
    ) -> ObservedValue {
        do throws(ModelError) {
            return try wait(body)
        } catch {
            return .text("not read: \(error.message)")
        }
    }

    /// Reads the ticket in flight on the main actor; where it cannot, no ticket (making the
    /// model has already failed the table there).
    static func ticket<Ticket: Sendable>(
        _ body: @escaping @MainActor @Sendable () -> Ticket?
    ) -> (isInFlight: Bool, ticket: Ticket?) {
        do throws(ModelError) {
            let ticket = try wait(body)
            return (ticket != nil, ticket)
        } catch {
            return (false, nil)
        }
    }

    /// The result of one call. The caller reads `result` only after `done` is signalled, and
    /// the main actor writes it only before, so they never use it at the same time.
    private final class Call<Value: Sendable>: @unchecked Sendable {
        var result: Result<Value, ModelError> = .failure(ModelError("not run"))
        let done = DispatchSemaphore(value: 0)
    }
}
