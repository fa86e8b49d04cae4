import Rulebook

/// A deliberate leak at exit, a fast path (ARCHITECTURE.md, "Fast paths"): a check that ends
/// the process leaves its run (its specs, tables and every row) for the exit to free, since
/// freeing a large run value by value costs CPU for nothing (6 to 7% more for a
/// 10,000-table check, Benchmarks/RESULTS.md). It writes nothing, so it needs no reference
/// path.
enum KeptUntilExit {
    /// Keeps `run` from being freed when the check returns. Never call it in a process that
    /// goes on.
    static func keep(_ run: RunResult) {
        _ = Unmanaged.passRetained(KeptRun(run))
    }

    private final class KeptRun {
        let run: RunResult
        init(_ run: RunResult) { self.run = run }
    }
}
