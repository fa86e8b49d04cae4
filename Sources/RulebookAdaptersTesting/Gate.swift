/// Where the test doubles' tasks wait for a value (an answer, a wake-up), so that they resume
/// on their caller's actor without a trip through the global executor.
///
/// Swift resumes a task that waits on a continuation on the global executor, which then hops
/// back to the task's actor: for a task of the main actor, two threads woken per wait. A task
/// that hops onto another actor and back instead queues straight on its own actor when it
/// returns. So a task waits by hopping onto a gate (`await gate.pass()`): the gate's executor
/// keeps the task's job until ``open(with:)`` and then runs it on the opening thread, where the
/// task takes the value and leaves the gate at once, to queue on its own actor. An open gate
/// runs a job as soon as it arrives, on the arriving thread, so hopping through one is a yield
/// that stays on the caller's actor.
///
/// Never open a gate inside a task cancellation handler: the handler runs while the runtime
/// holds the cancelled task's lock, which the task's job needs (use ``openLater(with:)``).
actor Gate<Value: Sendable> {
    private let executor = GateExecutor(isOpen: false)
    private let value = Locked<Value?>(nil)

    /// Makes a closed gate.
    init() {}

    /// Makes a gate open with `value`.
    init(openWith value: Value) {
        open(with: value)
    }

    nonisolated var unownedExecutor: UnownedSerialExecutor {
        executor.asUnownedSerialExecutor()
    }

    /// Returns the value the gate was opened with, once it is open: `await gate.pass()` waits
    /// there. (The read matters: the compiler drops a hop onto an actor whose code touches no
    /// memory, and with it the wait.)
    func pass() -> Value {
        guard let value = value.withLock({ $0 }) else {
            preconditionFailure("a gate runs no job before it is open")
        }
        return value
    }

    /// Opens the gate with `value` (a gate opens once; later calls do nothing); a task waiting
    /// in it runs on this thread until it leaves the gate.
    nonisolated func open(with value: Value) {
        let isFirst = self.value.withLock { stored in
            guard stored == nil else { return false }
            stored = value
            return true
        }
        if isFirst { executor.open() }
    }

    /// Opens the gate soon, for a caller that must not run the waiting task's job itself (a
    /// cancellation handler): from a main-actor task, or from a task of the global executor if
    /// that one comes first. A waiting task of the main actor (an adapter's) resumes there
    /// anyway, so it usually never leaves the main thread; one whose main actor is busy still
    /// resumes.
    nonisolated func openLater(with value: Value) {
        Task { @MainActor in self.open(with: value) }
        Task.detached { self.open(with: value) }
    }
}

/// The executor of a ``Gate`` (and, open from the start, of a ``ManualClock``): runs the jobs
/// queued on it one at a time, in order, on the thread that queues them or opens the gate, and
/// none while the gate is closed.
final class GateExecutor: SerialExecutor {
    private struct State {
        var isOpen: Bool
        var isRunning = false
        var jobs: [UnownedJob] = []
    }

    private let state: Locked<State>

    init(isOpen: Bool) {
        state = Locked(State(isOpen: isOpen))
    }

    // The older form of the requirement: `ExecutorJob` needs macOS 14 / iOS 17.
    func enqueue(_ job: UnownedJob) {
        state.withLock { $0.jobs.append(job) }
        runJobs()
    }

    func open() {
        state.withLock { $0.isOpen = true }
        runJobs()
    }

    /// Runs the queued jobs while the gate is open and no other thread runs them. A job queued
    /// while one runs on this thread (a nested hop) runs after it, so the jobs stay serial.
    private func runJobs() {
        // The runtime holds an executor unowned, and a job that leaves the gate may release the
        // last reference to it (the gate it passed): keep it alive until the loop is over.
        let retained = Unmanaged.passRetained(self)
        defer { retained.release() }
        while let job = state.withLock({ state -> UnownedJob? in
            guard state.isOpen, !state.isRunning, !state.jobs.isEmpty else { return nil }
            state.isRunning = true
            return state.jobs.removeFirst()
        }) {
            job.runSynchronously(on: asUnownedSerialExecutor())
            state.withLock { $0.isRunning = false }
        }
    }

    func asUnownedSerialExecutor() -> UnownedSerialExecutor {
        UnownedSerialExecutor(ordinary: self)
    }
}
