import Foundation

/// The execution layer of the model protocol: a model whose events drive asynchronous code,
/// such as an adapter on a manual clock with controlled calls.
///
/// Async is an executor, not a colour: the runner and the pure models stay synchronous. Such
/// a model implements ``perform(_:)`` instead of `apply`, and the default `apply` runs it on
/// the main actor (the executor the adapters live on) and waits for it to return. `perform`
/// applies the event, then runs the work it started to quiescence: until every task has
/// ended or waits for something only a later row gives (a clock advance, an answer). It
/// keeps what `observe` reads in the model itself, so `observe` never touches the main actor.
///
/// `apply` blocks its thread until the main actor has run `perform`, so it must not run
/// inside a Swift task: a blocked thread of the concurrency pool could starve the very tasks
/// it waits for. There it fails the row with a message; from async code (tests), run specs
/// with `SpecRunner.runOnOwnThread` or `TableRunner.runOnOwnThread` instead. On the main
/// thread outside any task (the `rulebook` command), `apply` runs the main run loop until
/// `perform` returns.
public protocol AsyncRulebookModel: RulebookModel {
    /// Applies one row's event on the main actor and returns once the work it started is
    /// quiescent.
    @MainActor
    mutating func perform(_ event: ModelEvent<Ticket>) async throws(ModelError)
        -> EventOutcome<Ticket>
}

extension AsyncRulebookModel {
    /// Runs ``perform(_:)`` on the main actor and waits for it.
    public mutating func apply(
        _ event: ModelEvent<Ticket>
    ) throws(ModelError) -> EventOutcome<Ticket> {
        if withUnsafeCurrentTask(body: { $0 != nil }) {
            throw ModelError(
                "\(Self.descriptor.name) runs on the main actor and cannot be waited for inside a Swift task: run it with runOnOwnThread"
            )
        }
        let run = MainActorRun(model: self, event: event)
        run.start()
        run.wait()
        self = run.model
        return try run.result.get()
    }
}

/// One `perform` on the main actor, awaited by a synchronous caller. The caller touches the
/// fields only before `start` and after `wait`, and the main actor only in between, so they
/// are never used at the same time.
private final class MainActorRun<Model: AsyncRulebookModel>: @unchecked Sendable {
    var model: Model
    var result: Result<EventOutcome<Model.Ticket>, ModelError> = .failure(ModelError("not run"))
    private let event: ModelEvent<Model.Ticket>
    private let done = DispatchSemaphore(value: 0)

    init(model: Model, event: ModelEvent<Model.Ticket>) {
        self.model = model
        self.event = event
    }

    func start() {
        Task { @MainActor in
            do throws(ModelError) {
                result = .success(try await model.perform(event))
            } catch {
                result = .failure(error)
            }
            done.signal()
        }
    }

    func wait() {
        guard Thread.isMainThread else {
            done.wait()
            return
        }
        // The main actor's jobs run on this thread: serve them until `perform` is over.
        while done.wait(timeout: .now()) == .timedOut {
            _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.01))
        }
    }
}
