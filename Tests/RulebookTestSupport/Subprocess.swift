import Dispatch
import Foundation

/// A program the tests run to its end: its exit status and what it printed on each stream.
///
/// Both pipes are drained at the same time (standard error on another thread), so a child
/// that fills one pipe's buffer (64 KiB on Linux) while the test reads the other cannot stall
/// either side. The one way the test targets start a process and wait for it.
package struct Subprocess: Sendable {
    /// The exit status.
    package let status: Int32
    /// Standard output, decoded as UTF-8.
    package let output: String
    /// Standard error, decoded as UTF-8.
    package let errors: String

    /// Runs `executable` with `arguments`, in `directory` when given, and waits for it.
    package static func run(
        _ executable: URL, _ arguments: [String], in directory: URL? = nil
    ) throws -> Subprocess {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let errorsRead = Drained(errors.fileHandleForReading)
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = errorsRead.wait()
        process.waitUntilExit()
        return Subprocess(
            status: process.terminationStatus,
            output: String(decoding: outputData, as: UTF8.self),
            errors: String(decoding: errorData, as: UTF8.self))
    }

    /// A file handle read to its end on another thread; `wait()` hands the bytes over.
    private final class Drained: @unchecked Sendable {
        // Written once by the reading thread before it leaves the group; read only after
        // `group.wait()`, which orders the two.
        private var data = Data()
        private let group = DispatchGroup()

        init(_ handle: FileHandle) {
            DispatchQueue.global().async(group: group) { [self] in
                data = handle.readDataToEndOfFile()
            }
        }

        func wait() -> Data {
            group.wait()
            return data
        }
    }
}
