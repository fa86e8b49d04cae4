/// The tasks an adapter started that have not finished yet, cancelled ones included until
/// they unwind: each task removes itself when its body returns.
///
/// The tasks hold the set weakly, so they never keep it (or its owner) alive; releasing the
/// set, which happens when its owner is released, cancels the tasks still running.
@MainActor
final class TaskSet {
    private var tasks: [Int: Task<Void, Never>] = [:]
    private var serial = 0

    /// The tasks that have not finished yet.
    var count: Int { tasks.count }

    /// Starts `body` on the main actor, as a task of this set until it returns.
    func start(_ body: @escaping @MainActor () async -> Void) {
        serial &+= 1
        let id = serial
        tasks[id] = Task { @MainActor [weak self] in
            await body()
            self?.tasks[id] = nil
        }
    }

    /// Cancels only the newest task (a seeded bug of the adapters, for `rulebook mutants`).
    func cancelNewest() {
        tasks.max { $0.key < $1.key }?.value.cancel()
    }

    /// Cancels every task; each stays in the set until it unwinds.
    func cancelAll() {
        for task in tasks.values { task.cancel() }
    }

    // Not `isolated`: an isolated deinit needs the Swift 6.1 runtime on Apple platforms (macOS
    // 15.4, iOS 18.4). This one only reads the task list, which nothing else can reach once
    // the last reference is gone (the tasks' weak references are already nil), and
    // `Task.cancel()` may be called from any thread.
    deinit {
        for task in tasks.values { task.cancel() }
    }
}
