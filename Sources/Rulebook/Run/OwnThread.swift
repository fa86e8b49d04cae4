import Foundation

extension TableRunner {
    /// Runs a table like `run(_:file:)`, on a thread of its own, for async code: tables of
    /// async models (`AsyncRulebookModel`) cannot run inside a Swift task.
    public func runOnOwnThread(_ table: EventTable, file: String) async -> TableResult {
        await OwnThread.run { run(table, file: file) }
    }
}

extension SpecRunner {
    /// Runs specs like `run(_:lookUp:)`, on a thread of its own, for async code: tables of
    /// async models (`AsyncRulebookModel`) cannot run inside a Swift task.
    public func runOnOwnThread(
        _ specs: [Spec], lookUp: @escaping @Sendable (String) -> Spec? = { _ in nil }
    ) async -> RunResult {
        await OwnThread.run { run(specs, lookUp: lookUp) }
    }
}

/// Runs synchronous work that may run tables of async models, from async code.
public enum OwnThread {
    /// Runs `body` on a new thread, outside any Swift task, and returns its result.
    public static func run<Result: Sendable>(
        _ body: @escaping @Sendable () -> Result
    ) async -> Result {
        await withCheckedContinuation { continuation in
            Thread { continuation.resume(returning: body()) }.start()
        }
    }
}
