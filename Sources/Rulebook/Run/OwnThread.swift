import Foundation

extension TableRunner {
    /// Runs a table like `run(_:file:)`, on a thread of its own, for async code: tables of
    /// async models (`AsyncRulebookModel`) cannot run inside a Swift task.
    public func runOnOwnThread(_ table: EventTable, file: String) async -> TableResult {
        await onOwnThread { run(table, file: file) }
    }
}

extension SpecRunner {
    /// Runs specs like `run(_:lookUp:)`, on a thread of its own, for async code: tables of
    /// async models (`AsyncRulebookModel`) cannot run inside a Swift task.
    public func runOnOwnThread(
        _ specs: [Spec], lookUp: @escaping @Sendable (String) -> Spec? = { _ in nil }
    ) async -> RunResult {
        await onOwnThread { run(specs, lookUp: lookUp) }
    }
}

/// Runs `body` on a new thread, outside any Swift task, and returns its result.
private func onOwnThread<Result: Sendable>(
    _ body: @escaping @Sendable () -> Result
) async -> Result {
    await withCheckedContinuation { continuation in
        Thread { continuation.resume(returning: body()) }.start()
    }
}
