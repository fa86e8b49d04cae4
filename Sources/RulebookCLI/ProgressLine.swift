import Foundation
import Rulebook

/// The live `rulebook: 120/400 files, 3 failed` line on standard error while a run takes
/// more than a second, when standard error is a terminal; nothing otherwise.
final class ProgressLine: Sendable {
    private struct State {
        var isStopped = false
        var hasShown = false
    }

    private let progress: RunProgress
    private let state = Locked(State())
    private let finished = DispatchSemaphore(value: 0)

    private init(progress: RunProgress) {
        self.progress = progress
    }

    /// Starts the line for `progress`; call it only when standard error is a terminal.
    static func start(_ progress: RunProgress) -> ProgressLine {
        let line = ProgressLine(progress: progress)
        // A thread of its own, not `BackgroundWork`: it sleeps for the whole run, and a pool
        // thread held that long would leave `ParallelMap` one worker short.
        Thread.detachNewThread { line.loop() }
        return line
    }

    /// Stops updating and clears the line.
    func stop() {
        state.withLock { $0.isStopped = true }
        finished.wait()
    }

    private func loop() {
        var waited = 0
        while !state.withLock({ $0.isStopped }) {
            Thread.sleep(forTimeInterval: 0.1)
            waited += 1
            if waited >= 10 { show() }
        }
        state.withLock { state in
            if state.hasShown { write("\r\u{1B}[K") }
        }
        finished.signal()
    }

    private func show() {
        let now = progress.snapshot
        let failures = now.failures == 1 ? "1 failure" : "\(now.failures) failures"
        state.withLock { state in
            guard !state.isStopped else { return }
            state.hasShown = true
            write("\r\u{1B}[Krulebook: \(now.filesDone)/\(now.filesTotal) files, \(failures)")
        }
    }

    private func write(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}
