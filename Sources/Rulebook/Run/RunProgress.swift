/// How far a run is: files whose tables have all run, out of all files, and the tables that
/// failed or errored so far. The runner reports to it from every core; a progress line
/// reads `snapshot` from another thread.
package final class RunProgress: Sendable {
    /// What the run has done so far.
    package struct Snapshot: Equatable, Sendable {
        package var filesDone: Int
        package var filesTotal: Int
        package var failures: Int
    }

    private struct State {
        /// Tables not finished yet, per spec; `nil` for a spec not read yet.
        var remaining: [Int?]
        var snapshot: Snapshot
    }

    private let state: Locked<State>

    /// A run of `specs`, none of them run yet; a spec without tables counts as done.
    package init(specs: [Spec]) {
        state = Locked(
            State(
                remaining: specs.map(\.tables.count),
                snapshot: Snapshot(
                    filesDone: specs.filter(\.tables.isEmpty).count, filesTotal: specs.count,
                    failures: 0)))
    }

    /// A run of `fileCount` spec files, none of them read yet (`specRead` counts each).
    package init(fileCount: Int) {
        state = Locked(
            State(
                remaining: Array(repeating: nil, count: fileCount),
                snapshot: Snapshot(filesDone: 0, filesTotal: fileCount, failures: 0)))
    }

    package var snapshot: Snapshot {
        state.withLock { $0.snapshot }
    }

    /// Records that the spec at `spec` (its index in the run) was read, with `tableCount`
    /// tables; nothing for a spec the run began with.
    func specRead(_ spec: Int, tableCount: Int) {
        state.withLock { state in
            guard state.remaining.indices.contains(spec), state.remaining[spec] == nil else {
                return
            }
            state.remaining[spec] = tableCount
            if tableCount == 0 { state.snapshot.filesDone += 1 }
        }
    }

    /// Records that a table of the spec at `spec` (its index in the run) ended with `status`.
    func tableFinished(spec: Int, status: RunStatus) {
        state.withLock { state in
            guard state.remaining.indices.contains(spec), let remaining = state.remaining[spec]
            else { return }
            state.remaining[spec] = remaining - 1
            if remaining == 1 { state.snapshot.filesDone += 1 }
            if status >= .failed { state.snapshot.failures += 1 }
        }
    }
}
