import Foundation

/// A value shared between threads, reached only through ``withLock(_:)``.
///
/// An `NSLock` underneath: ThreadSanitizer sees it (it does not see `Synchronization.Mutex`
/// on Linux, and reports false races between its critical sections), and every supported OS
/// has it (`Mutex` needs macOS 15 / iOS 18). `NSLocking.withLock` is not used either: it
/// needs macOS 14 / iOS 17.
package final class Locked<State>: @unchecked Sendable {
    // @unchecked: `state` is read and written only inside `withLock`, while `lock` is held.
    private let lock = NSLock()
    private var state: State

    /// Makes the lock around `state`.
    package init(_ state: State) {
        self.state = state
    }

    /// Runs `body` on the state while holding the lock.
    package func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&state)
    }
}
