/// Yields to other tasks until `condition` holds, at most `maxYields` times; returns whether
/// it holds. Runs on the caller's actor, so tests can wait for adapters to settle without
/// real sleeps.
public func yieldUntil(
    isolation: isolated (any Actor)? = #isolation, maxYields: Int = 100_000,
    _ condition: () -> Bool
) async -> Bool {
    for _ in 0..<max(maxYields, 0) {
        if condition() { return true }
        await Task.yield()
    }
    return condition()
}
