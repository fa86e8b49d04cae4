import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Holds off SIGINT and SIGTERM while reports are written, so that an interrupted run leaves
/// every report whole: the old one, or the new one, never a mix.
///
/// While `run` is active, the two signals only set a flag. A writer stages its files under
/// temporary names, then asks `isInterrupted`: when a signal came, it removes its temporary
/// files and leaves the old report in place. When the outermost `run` ends, the previous
/// handlers come back and the signal is raised again, so the process ends as it was asked to.
enum InterruptDeferral {
    /// The signal received while deferred, or 0. Stored by the signal handler, which may take
    /// no lock: a `sig_atomic_t`, the one type C lets a handler store to, written through a
    /// pointer made once (so the store makes no Swift access check and no allocation);
    /// `nonisolated(unsafe)` because the pointer itself never changes.
    nonisolated(unsafe) private static let received: UnsafeMutablePointer<sig_atomic_t> = {
        let flag = UnsafeMutablePointer<sig_atomic_t>.allocate(capacity: 1)
        flag.initialize(to: 0)
        return flag
    }()
    /// How deeply `run` is nested, and the handlers to restore when the outermost one ends.
    private static let state = Locked((depth: 0, previousHandlers: [(Int32, sighandler_t?)]()))
    private static let signals = [SIGINT, SIGTERM]

    /// Whether SIGINT or SIGTERM arrived since the outermost `run` began.
    static var isInterrupted: Bool { received.pointee != 0 }

    /// Runs `body` with SIGINT and SIGTERM deferred (nested calls share one deferral).
    static func run<Value>(_ body: () throws(Diagnostic) -> Value) throws(Diagnostic) -> Value {
        enter()
        defer { leave() }
        return try body()
    }

    private static func enter() {
        state.withLock { state in
            state.depth += 1
            guard state.depth == 1 else { return }
            received.pointee = 0
            state.previousHandlers = signals.map { number in
                (
                    number,
                    signal(number) { caught in
                        InterruptDeferral.received.pointee = sig_atomic_t(caught)
                    }
                )
            }
        }
    }

    private static func leave() {
        let caught = state.withLock { state -> Int32 in
            state.depth -= 1
            guard state.depth == 0 else { return 0 }
            for (number, handler) in state.previousHandlers {
                signal(number, handler)
            }
            state.previousHandlers = []
            let caught = Int32(received.pointee)
            received.pointee = 0
            return caught
        }
        if caught != 0 {
            raise(caught)
        }
    }
}
