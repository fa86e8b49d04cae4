/// A controllable async function for tests: each call suspends until the test answers it,
/// in any order, with ``respond(_:with:)`` or ``fail(_:with:)``.
///
/// Calls are numbered from 0 in the order they reach the double, which for calls made by
/// concurrent tasks is not the order the tasks were started: wait for each call (``callCount``)
/// before starting the next when the order matters.
///
/// Calls ignore task cancellation (like an answer already on its way); ``wasCancelled(_:)``
/// tells whether the caller cancelled one. Use ``callCount`` to wait until calls arrived.
public final class ControlledCalls<Argument: Sendable, Response: Sendable>: Sendable {
    private struct Call {
        let argument: Argument
        /// Where the caller's task waits for the answer.
        let answer = Gate<Result<Response, any Error>>()
        var answered = false
        var cancelled = false
    }

    private let calls = Locked<[Call]>([])

    /// Makes a double with no calls.
    public init() {}

    /// The function to hand to an adapter: records the call and waits for the test's answer.
    /// It runs on the caller's actor and waits at a ``Gate``, so a call from the main actor (an
    /// adapter's task) resumes there without a hop to another thread and back.
    public func call(
        _ argument: Argument, isolation: isolated (any Actor)? = #isolation
    ) async throws -> Response {
        let (index, answer) = calls.withLock { calls in
            calls.append(Call(argument: argument))
            return (calls.count - 1, calls[calls.count - 1].answer)
        }
        return try await withTaskCancellationHandler {
            await answer.pass()
        } onCancel: {
            calls.withLock { $0[index].cancelled = true }
        }.get()
    }

    /// The number of calls so far, answered or not.
    public var callCount: Int { calls.withLock { $0.count } }

    /// The arguments of all calls, in call order.
    public var arguments: [Argument] { calls.withLock { $0.map(\.argument) } }

    /// The indices of calls not answered yet, in call order.
    public var pending: [Int] {
        calls.withLock { calls in calls.indices.filter { !calls[$0].answered } }
    }

    /// Whether the caller cancelled the task of call `index`.
    public func wasCancelled(_ index: Int) -> Bool {
        calls.withLock { calls in calls.indices.contains(index) && calls[index].cancelled }
    }

    /// Answers call `index` (at once, or as soon as it suspends); returns `false` and does
    /// nothing if that call is unknown or already answered.
    @discardableResult
    public func respond(_ index: Int, with response: Response) -> Bool {
        answer(index, with: .success(response))
    }

    /// Makes call `index` throw `error`; returns `false` like ``respond(_:with:)``.
    @discardableResult
    public func fail(_ index: Int, with error: any Error = ControlledCallError()) -> Bool {
        answer(index, with: .failure(error))
    }

    private func answer(_ index: Int, with result: Result<Response, any Error>) -> Bool {
        let gate = calls.withLock { calls -> Gate<Result<Response, any Error>>? in
            guard calls.indices.contains(index), !calls[index].answered else { return nil }
            calls[index].answered = true
            return calls[index].answer
        }
        // Outside the lock: the caller's task may run on this thread until it leaves the gate.
        gate?.open(with: result)
        return gate != nil
    }
}

/// The default error of ``ControlledCalls/fail(_:with:)``.
public struct ControlledCallError: Error, Sendable, Equatable {
    /// Makes the error.
    public init() {}
}
