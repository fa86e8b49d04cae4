import Foundation

/// How far a run is: files whose tables have all run, out of all files, and the tables that
/// failed or errored so far. The runner reports to it from every core; a progress line
/// reads `snapshot` from another thread.
public final class RunProgress: @unchecked Sendable {
    /// What the run has done so far.
    public struct Snapshot: Equatable, Sendable {
        public var filesDone: Int
        public var filesTotal: Int
        public var failures: Int
    }

    private let lock = NSLock()
    private var remaining: [Int]
    private var snapshotValue: Snapshot

    /// A run of `specs`, none of them run yet; a spec without tables counts as done.
    public init(specs: [Spec]) {
        remaining = specs.map(\.tables.count)
        snapshotValue = Snapshot(
            filesDone: specs.filter(\.tables.isEmpty).count, filesTotal: specs.count, failures: 0)
    }

    public var snapshot: Snapshot {
        lock.withLock { snapshotValue }
    }

    /// Records that a table of the spec at `spec` (its index in the run) ended with `status`.
    func tableFinished(spec: Int, status: Status) {
        lock.withLock {
            guard remaining.indices.contains(spec) else { return }
            remaining[spec] -= 1
            if remaining[spec] == 0 { snapshotValue.filesDone += 1 }
            if status >= .failed { snapshotValue.failures += 1 }
        }
    }
}
