import Dispatch

/// Work started at once on another thread, its result waited for later: so that one part
/// of a job (the next tables of a page, the small files of a site) is made while the calling
/// thread does another.
package final class BackgroundWork<Value: Sendable>: Sendable {
    private let group = DispatchGroup()
    private let result = Locked<Value?>(nil)
    private let work: @Sendable () -> Value

    /// Starts `work` on a global queue.
    package init(_ work: @escaping @Sendable () -> Value) {
        self.work = work
        DispatchQueue.global().async(group: group) { [result] in
            let value = work()
            result.withLock { $0 = value }
        }
    }

    /// Waits for the work to end and returns its result.
    package func wait() -> Value {
        group.wait()
        // The work stored its value before the group was left; doing it again is only the
        // answer that needs no trap should it not have.
        return result.withLock { $0 } ?? work()
    }
}
