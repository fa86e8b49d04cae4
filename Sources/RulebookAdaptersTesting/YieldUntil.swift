/// Yields to other tasks until `condition` holds, at most `maxYields` times; returns whether
/// it holds. Runs on the caller's actor, so tests can wait for adapters to settle without
/// real sleeps.
///
/// The first yields stay on the caller's actor: the jobs queued there run, and the caller
/// comes back without a hop to another thread (which is all an adapter on the main actor with
/// this library's doubles needs). After `actorYields` of them it uses `Task.yield()`, which
/// waits for a thread of the global executor, so that work on other threads can finish too.
public func yieldUntil(
    isolation: isolated (any Actor)? = #isolation, maxYields: Int = 100_000,
    _ condition: () -> Bool
) async -> Bool {
    for count in 0..<max(maxYields, 0) {
        if condition() { return true }
        if count < actorYields {
            await Gate(openWith: ()).pass()
        } else {
            await Task.yield()
        }
    }
    return condition()
}

/// How many of `yieldUntil`'s yields stay on the caller's actor: far more than an adapter's
/// work on its own actor takes (a few), few enough to cost little before work elsewhere is
/// waited for.
private let actorYields = 32
