import Foundation

/// The execution layer of the model protocol: a model whose events drive asynchronous code,
/// such as an adapter on a manual clock with controlled calls.
///
/// Async is an executor, not a colour: the runner and the pure models stay synchronous. Such
/// a model declares its verbs with ``Verb/onMainActor(_:inputs:_:_:)``: each handler runs on
/// the main actor (the executor the adapters live on) and the runner waits for it to return.
/// A handler applies the event, then runs the work it started to quiescence: until every
/// task has ended or waits for something only a later row gives (a clock advance, an
/// answer). It keeps what the column readers read in the model itself, so reading a column
/// never touches the main actor.
///
/// Applying such a verb blocks its thread until the main actor has run the handler, so it
/// must not happen inside a Swift task: a blocked thread of the concurrency pool could
/// starve the very tasks it waits for. There it fails the row with a message; from async code
/// (tests), run specs with `SpecRunner.runOnOwnThread` or `TableRunner.runOnOwnThread`
/// instead. On the main thread outside any task (the `rulebook` command), the runner runs
/// the main run loop until the handler returns.
public protocol AsyncRulebookModel: RulebookModel {}

extension Verb where Model: AsyncRulebookModel {
    /// A verb whose handler runs on the main actor and returns once the work it started is
    /// quiescent.
    public static func onMainActor(
        _ name: String, inputs: [InputDescriptor] = [], _ summary: String = "",
        _ handler:
            @escaping @MainActor @Sendable (inout Model, ModelEvent<Model.Ticket>) async throws
            -> EventOutcome<Model.Ticket>
    ) -> Verb {
        Verb(VerbDescriptor(name, inputs: inputs, summary), .mainActor(handler))
    }

    /// A verb whose handler runs on the main actor, declaring the outcomes its `result?`
    /// may show (see `Verb(_:inputs:outcomes:_:_:)`).
    public static func onMainActor(
        _ name: String, inputs: [InputDescriptor] = [], outcomes: [ColumnType.Form],
        _ summary: String = "",
        _ handler:
            @escaping @MainActor @Sendable (inout Model, ModelEvent<Model.Ticket>) async throws
            -> EventOutcome<Model.Ticket>
    ) -> Verb {
        Verb(
            VerbDescriptor(name, inputs: inputs, outcomes: ColumnType(outcomes), summary),
            .mainActor(handler))
    }
}

/// One handler run on the main actor, awaited by a synchronous caller. The caller touches
/// the fields only before `start` and after `wait`, and the main actor only in between, so
/// they are never used at the same time (`isOver` is read while the handler runs, but only by
/// a caller on the main thread, where the main actor writes it).
final class MainActorRun<Model: RulebookModel>: @unchecked Sendable {
    typealias Handler =
        @MainActor @Sendable (inout Model, ModelEvent<Model.Ticket>) async throws -> EventOutcome<
            Model.Ticket
        >

    var model: Model
    var result: Result<EventOutcome<Model.Ticket>, ModelError> = .failure(ModelError("not run"))
    private let event: ModelEvent<Model.Ticket>
    private let handler: Handler
    private let done = DispatchSemaphore(value: 0)
    /// Whether the handler is over: what a caller on the main thread checks between the main
    /// actor's jobs, which run on that thread.
    private var isOver = false

    private init(model: Model, event: ModelEvent<Model.Ticket>, handler: @escaping Handler) {
        self.model = model
        self.event = event
        self.handler = handler
    }

    /// Runs `handler` on the main actor and waits for it.
    static func wait(
        for handler: @escaping Handler, on model: inout Model, _ event: ModelEvent<Model.Ticket>
    ) throws(ModelError) -> EventOutcome<Model.Ticket> {
        if withUnsafeCurrentTask(body: { $0 != nil }) {
            throw ModelError(
                "\(Model.descriptor.name) runs on the main actor and cannot be waited for inside a Swift task: run it with runOnOwnThread"
            )
        }
        let run = MainActorRun(model: model, event: event, handler: handler)
        // Asked once: on Linux each answer is two system calls.
        let onMainThread = Thread.isMainThread
        run.start(onMainThread: onMainThread)
        run.wait(onMainThread: onMainThread)
        model = run.model
        return try run.result.get()
    }

    private func start(onMainThread: Bool) {
        @Sendable @MainActor func body() async {
            do {
                result = .success(try await handler(&model, event))
            } catch {
                result = .failure(.thrown(by: error))
            }
            isOver = true
            done.signal()
        }
        // On the main thread the handler starts at once, up to its first suspension, instead
        // of one turn of the run loop later.
        #if compiler(>=6.2)
            if #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *), onMainThread {
                Task.immediate { @MainActor in await body() }
                return
            }
        #endif
        Task { @MainActor in await body() }
    }

    private func wait(onMainThread: Bool) {
        guard onMainThread else {
            done.wait()
            return
        }
        // The main actor's jobs run on this thread: serve them until the handler is over.
        // The run loop returns after the jobs it ran, and the handler's last job sets
        // `isOver`, so this waits without polling. No time limit: a finite one arms and
        // cancels a dispatch timer on every call, two wake-ups of another thread per job.
        // Not `done.wait(timeout: .now())` either: that sleeps on a timer for each check.
        while !isOver {
            _ = RunLoop.main.run(mode: .default, before: .distantFuture)
        }
    }
}
