import Foundation

extension TableRunner {
    /// Runs a table like `run(_:file:)`, on a thread of its own, for async code: tables of
    /// async models (`AsyncRulebookModel`) cannot run inside a Swift task.
    public func runOnOwnThread(_ table: EventTable, file: String) async -> TableResult {
        await OwnThread.run { run(table, file: file) }
    }
}

extension TableRunner {
    /// Runs the table at `index` of `spec` on a thread of its own and, when its rule is
    /// marked `Pending:`, judges it with the rule's other tables (pending while one fails,
    /// failed once all pass), as a whole run would.
    @available(
        *, deprecated,
        message: "run the spec with SpecRunner.runOnOwnThread, which judges pending rules"
    )
    public func runJudgingPending(at index: Int, of spec: Spec) async -> TableResult? {
        guard spec.tables.indices.contains(index) else { return nil }
        let table = spec.tables[index]
        guard let marker = spec.rules.first(where: { $0.anchor == table.rule?.anchor })?.pending
        else { return await runOnOwnThread(table, file: spec.path) }
        let own = spec.tables.indices.filter { spec.tables[$0].rule?.anchor == table.rule?.anchor }
        let results = await OwnThread.run { own.map { run(spec.tables[$0], file: spec.path) } }
        let verdicts = PendingVerdict.judge(results, marker: marker, strict: false)
        guard let position = own.firstIndex(of: index) else { return nil }
        return results[position].judged(verdicts[position])
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
    ///
    /// A thread of its own, not `BackgroundWork`'s pool: a table of an async model blocks its
    /// thread until the main actor has run the row, and a blocked pool thread could starve
    /// the tasks it waits for.
    public static func run<Result: Sendable>(
        _ body: @escaping @Sendable () -> Result
    ) async -> Result {
        await withCheckedContinuation { continuation in
            Thread { continuation.resume(returning: body()) }.start()
        }
    }
}
