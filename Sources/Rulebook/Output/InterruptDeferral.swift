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
    /// The signal received while deferred, or 0. Written by the signal handler only.
    nonisolated(unsafe) private static var received: Int32 = 0
    nonisolated(unsafe) private static var depth = 0
    nonisolated(unsafe) private static var previousHandlers: [(Int32, sighandler_t?)] = []
    private static let lock = NSLock()
    private static let signals = [SIGINT, SIGTERM]

    /// Whether SIGINT or SIGTERM arrived since the outermost `run` began.
    static var isInterrupted: Bool { received != 0 }

    /// Runs `body` with SIGINT and SIGTERM deferred (nested calls share one deferral).
    static func run<Value>(_ body: () throws(OutputError) -> Value) throws(OutputError) -> Value {
        enter()
        defer { leave() }
        return try body()
    }

    private static func enter() {
        lock.lock()
        defer { lock.unlock() }
        depth += 1
        guard depth == 1 else { return }
        received = 0
        previousHandlers = signals.map { number in
            (number, signal(number) { caught in InterruptDeferral.received = caught })
        }
    }

    private static func leave() {
        lock.lock()
        depth -= 1
        guard depth == 0 else {
            lock.unlock()
            return
        }
        for (number, handler) in previousHandlers {
            signal(number, handler)
        }
        previousHandlers = []
        let caught = received
        received = 0
        lock.unlock()
        if caught != 0 {
            raise(caught)
        }
    }
}
