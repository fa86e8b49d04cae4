import Foundation
import Rulebook
import RulebookReport

/// The live `rulebook: 120/400 files, 3 failed` line on standard error while a run takes
/// more than a second, when standard error is a terminal; nothing otherwise.
final class ProgressLine: @unchecked Sendable {
    private let progress: RunProgress
    private let lock = NSLock()
    private var isStopped = false
    private var hasShown = false
    private let finished = DispatchSemaphore(value: 0)

    private init(progress: RunProgress) {
        self.progress = progress
    }

    /// Starts the line for `progress`, or returns `nil` when standard error is no terminal.
    static func startIfTerminal(_ progress: RunProgress) -> ProgressLine? {
        guard isatty(STDERR_FILENO) == 1 else { return nil }
        let line = ProgressLine(progress: progress)
        Thread.detachNewThread { line.loop() }
        return line
    }

    /// Stops updating and clears the line.
    func stop() {
        lock.withLock { isStopped = true }
        finished.wait()
    }

    private func loop() {
        var waited = 0
        while !lock.withLock({ isStopped }) {
            Thread.sleep(forTimeInterval: 0.1)
            waited += 1
            if waited >= 10 { show() }
        }
        lock.withLock {
            if hasShown { write("\r\u{1B}[K") }
        }
        finished.signal()
    }

    private func show() {
        let now = progress.snapshot
        let failures = now.failures == 1 ? "1 failure" : "\(now.failures) failures"
        lock.withLock {
            guard !isStopped else { return }
            hasShown = true
            write("\r\u{1B}[Krulebook: \(now.filesDone)/\(now.filesTotal) files, \(failures)")
        }
    }

    private func write(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}
