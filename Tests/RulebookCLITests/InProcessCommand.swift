import Foundation
import Rulebook
import RulebookTestSupport

@testable import RulebookCLI

/// A `rulebook` command line run in this process, through the `CommandContext` the check and
/// every subcommand run with: its exit code and what it printed on each stream, as a
/// `Subprocess` of the binary would give them, without starting a process.
struct InProcessCommand {
    /// The exit status.
    let status: Int32
    /// Standard output.
    let output: String
    /// Standard error.
    let errors: String

    /// Runs `arguments` as the check would run in `folder`: each argument naming a file of
    /// `folder` is given by its full path, and `--root folder` shows it by its name there.
    /// The run happens on a thread of its own (`OwnThread`), outside any task, where tables
    /// of async models can wait for the main actor, as on the command line.
    static func check(_ arguments: [String], in folder: URL) async -> InProcessCommand {
        let located = arguments.map { argument in
            let file = folder.appendingPathComponent(argument)
            return FileManager.default.fileExists(atPath: file.path) ? file.path : argument
        }
        return await run(["--root", folder.path] + located)
    }

    /// Runs one command line (the arguments after the program name) with no terminal, no
    /// environment and a last-run file of its own.
    static func run(_ arguments: [String]) async -> InProcessCommand {
        await OwnThread.run {
            let printed = Printed()
            var context = CommandContext()
            context.environment = [:]
            context.output = { printed.output += $0 + "\n" }
            context.rawOutput = { printed.output += $0 }
            context.errorOutput = { printed.errors += $0 + "\n" }
            context.isTerminal = { _ in false }
            let lastRun = FileManager.default.temporaryDirectory
                .appendingPathComponent("rulebook-last-run-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: lastRun) }
            context.lastRunFile = lastRun.path
            let status = RulebookCommand.run(arguments, context)
            return InProcessCommand(
                status: status.rawValue, output: printed.output, errors: printed.errors)
        }
    }

    /// What the command printed, collected on the thread it runs on.
    private final class Printed {
        var output = ""
        var errors = ""
    }
}
