/// A clock for tests: time moves only when the test calls ``advance(by:)``.
///
/// Sleepers suspend until the clock reaches their deadline and throw `CancellationError` when
/// their task is cancelled. Use ``sleeperCount`` to wait until tasks have started sleeping.
///
/// The clock is an actor only for its executor, on which ``sleep(until:tolerance:)`` starts:
/// it runs the sleep on the caller's thread, so a sleeper on the main actor (an adapter's
/// wait task) sleeps and wakes there without a hop to another thread and back. (A class's
/// sleep would start on the global executor.) Everything else is `nonisolated`, callable from
/// anywhere without `await`, and copies of the clock are the same clock.
public actor ManualClock: Clock {
    /// A point in manual time: an offset from the clock's start.
    public struct Instant: InstantProtocol, CustomStringConvertible {
        /// Time since the clock's start.
        public var offset: Duration

        /// Makes an instant `offset` after the start.
        public init(offset: Duration) {
            self.offset = offset
        }

        public func advanced(by duration: Duration) -> Instant {
            Instant(offset: offset + duration)
        }

        public func duration(to other: Instant) -> Duration {
            other.offset - offset
        }

        public static func < (lhs: Instant, rhs: Instant) -> Bool {
            lhs.offset < rhs.offset
        }

        public var description: String { "\(offset)" }
    }

    private struct Sleeper {
        let id: Int
        let deadline: Instant
        /// Where the sleeping task waits: opened with whether the sleep was cancelled.
        let wake: Gate<Bool>
    }

    private struct State {
        var current = Instant(offset: .zero)
        var sleepers: [Sleeper] = []
        var nextID = 0
    }

    private let state = Locked(State())
    private let executor = GateExecutor(isOpen: true)

    /// Makes a clock at offset zero.
    public init() {}

    /// The clock's executor, which runs each job on the thread that queues it, one at a time.
    public nonisolated var unownedExecutor: UnownedSerialExecutor {
        executor.asUnownedSerialExecutor()
    }

    public nonisolated var now: Instant { state.withLock { $0.current } }

    public nonisolated var minimumResolution: Duration { .nanoseconds(1) }

    /// The number of tasks sleeping on this clock.
    public nonisolated var sleeperCount: Int { state.withLock { $0.sleepers.count } }

    /// Suspends until ``advance(by:)`` reaches `deadline`; throws `CancellationError` if the
    /// task is cancelled first (or already was). A sleep cancelled by its task ends soon after,
    /// from the main actor or the global executor, whichever comes first (not inside the
    /// cancellation handler, where the runtime holds the task's lock).
    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        let wake = Gate<Bool>()
        let id = try state.withLock { state -> Int? in
            if Task.isCancelled { throw CancellationError() }
            if deadline <= state.current { return nil }
            state.nextID &+= 1
            state.sleepers.append(Sleeper(id: state.nextID, deadline: deadline, wake: wake))
            return state.nextID
        }
        guard let id else { return }
        let cancelled = await withTaskCancellationHandler {
            await wake.pass()
        } onCancel: {
            let sleeper = state.withLock { state -> Sleeper? in
                guard let index = state.sleepers.firstIndex(where: { $0.id == id }) else {
                    return nil
                }
                return state.sleepers.remove(at: index)
            }
            sleeper?.wake.openLater(with: true)
        }
        if cancelled { throw CancellationError() }
    }

    /// Moves time forward by `duration` (ignored if negative) and resumes every sleeper whose
    /// deadline is reached. Returns how many it resumed.
    ///
    /// Sleepers are resumed in deadline order (equal deadlines in the order they went to
    /// sleep): each runs on the calling thread until it queues on its own actor, so the sleepers
    /// of one actor run in that order; sleepers of other actors may run in another.
    @discardableResult
    public nonisolated func advance(by duration: Duration) -> Int {
        wake(takeDue(after: duration))
    }

    /// Moves time like ``advance(by:)`` but resumes the due sleepers by throwing
    /// `CancellationError`, as if their tasks were cancelled just as the deadline came.
    /// Returns how many it resumed.
    @discardableResult
    public nonisolated func advanceCancelling(by duration: Duration) -> Int {
        wake(takeDue(after: duration), cancelling: true)
    }

    /// Wakes every sleeper now, before its deadline, without moving time: a clock that wakes
    /// tasks early (as a real clock may, within its tolerance). Returns how many it woke.
    @discardableResult
    public nonisolated func wakeEarly() -> Int {
        wake(
            state.withLock { state in
                defer { state.sleepers = [] }
                return state.sleepers.sorted { ($0.deadline, $0.id) < ($1.deadline, $1.id) }
            })
    }

    /// The sleepers due once time moves on by `duration`, in deadline order, taken off the list.
    private nonisolated func takeDue(after duration: Duration) -> [Sleeper] {
        state.withLock { state in
            if duration > .zero { state.current = state.current.advanced(by: duration) }
            let now = state.current
            let due = state.sleepers.filter { $0.deadline <= now }
            state.sleepers.removeAll { $0.deadline <= now }
            return due.sorted { ($0.deadline, $0.id) < ($1.deadline, $1.id) }
        }
    }

    /// Wakes `sleepers` in order, outside the lock (each woken task runs on this thread until
    /// it queues on its own actor), their sleeps throwing when `cancelling`; returns how many.
    private nonisolated func wake(_ sleepers: [Sleeper], cancelling: Bool = false) -> Int {
        for sleeper in sleepers { sleeper.wake.open(with: cancelling) }
        return sleepers.count
    }
}
