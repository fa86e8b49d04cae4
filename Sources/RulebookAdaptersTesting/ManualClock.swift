/// A clock for tests: time moves only when the test calls ``advance(by:)``.
///
/// Sleepers suspend until the clock reaches their deadline and throw `CancellationError` when
/// their task is cancelled. Use ``sleeperCount`` to wait until tasks have started sleeping.
public final class ManualClock: Clock, Sendable {
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
        let continuation: CheckedContinuation<Void, any Error>
    }

    private struct State {
        var current = Instant(offset: .zero)
        var sleepers: [Sleeper] = []
        var nextID = 0
    }

    private let state = Locked(State())

    /// Makes a clock at offset zero.
    public init() {}

    public var now: Instant { state.withLock { $0.current } }

    public var minimumResolution: Duration { .nanoseconds(1) }

    /// The number of tasks sleeping on this clock.
    public var sleeperCount: Int { state.withLock { $0.sleepers.count } }

    /// Suspends until ``advance(by:)`` reaches `deadline`; throws `CancellationError` if the
    /// task is cancelled first (or already was).
    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        let id = state.withLock { state in
            state.nextID &+= 1
            return state.nextID
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation {
                (continuation: CheckedContinuation<Void, any Error>) in
                let action = state.withLock { state -> Result<Void, any Error>? in
                    if Task.isCancelled { return .failure(CancellationError()) }
                    if deadline <= state.current { return .success(()) }
                    state.sleepers.append(
                        Sleeper(id: id, deadline: deadline, continuation: continuation))
                    return nil
                }
                if let action { continuation.resume(with: action) }
            }
        } onCancel: {
            let sleeper = state.withLock { state -> Sleeper? in
                guard let index = state.sleepers.firstIndex(where: { $0.id == id }) else {
                    return nil
                }
                return state.sleepers.remove(at: index)
            }
            sleeper?.continuation.resume(throwing: CancellationError())
        }
    }

    /// Moves time forward by `duration` (ignored if negative) and resumes every sleeper whose
    /// deadline is reached. Returns how many it resumed.
    ///
    /// Sleepers are resumed in deadline order (equal deadlines in the order they went to
    /// sleep), but that is only the order of the resume calls: the woken tasks then run
    /// whenever their executors schedule them, possibly in another order.
    @discardableResult
    public func advance(by duration: Duration) -> Int {
        let due = takeDue(after: duration)
        for sleeper in due { sleeper.continuation.resume() }
        return due.count
    }

    /// Moves time like ``advance(by:)`` but resumes the due sleepers by throwing
    /// `CancellationError`, as if their tasks were cancelled just as the deadline came.
    /// Returns how many it resumed.
    @discardableResult
    public func advanceCancelling(by duration: Duration) -> Int {
        let due = takeDue(after: duration)
        for sleeper in due { sleeper.continuation.resume(throwing: CancellationError()) }
        return due.count
    }

    /// Wakes every sleeper now, before its deadline, without moving time: a clock that wakes
    /// tasks early (as a real clock may, within its tolerance). Returns how many it woke.
    @discardableResult
    public func wakeEarly() -> Int {
        let woken = state.withLock { state in
            defer { state.sleepers = [] }
            return state.sleepers.sorted { ($0.deadline, $0.id) < ($1.deadline, $1.id) }
        }
        for sleeper in woken { sleeper.continuation.resume() }
        return woken.count
    }

    private func takeDue(after duration: Duration) -> [Sleeper] {
        state.withLock { state in
            if duration > .zero { state.current = state.current.advanced(by: duration) }
            let now = state.current
            let due = state.sleepers.filter { $0.deadline <= now }
            state.sleepers.removeAll { $0.deadline <= now }
            return due.sorted { ($0.deadline, $0.id) < ($1.deadline, $1.id) }
        }
    }
}
