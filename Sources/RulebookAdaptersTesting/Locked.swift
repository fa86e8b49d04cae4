#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A value shared between threads, reached only through ``withLock(_:)``.
///
/// A `pthread_mutex_t` underneath (this target imports no Foundation): ThreadSanitizer sees
/// it (it does not see `Synchronization.Mutex` on Linux, and reports false races between its
/// critical sections), and every supported OS has it (`Mutex` needs macOS 15 / iOS 18).
final class Locked<State>: @unchecked Sendable {
    // @unchecked: `state` is read and written only inside `withLock`, while `mutex` is held.
    // The mutex is allocated once and never moves, as POSIX requires.
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private var state: State

    init(_ state: State) {
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
        self.state = state
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    /// Runs `body` on the state while holding the lock.
    func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&state)
    }
}
