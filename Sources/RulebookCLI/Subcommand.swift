import Foundation
import Rulebook

/// A command named by the first argument (`rulebook fmt ...`); anything else is a check.
///
/// Each subcommand lives in a file of its own and is listed in `all`. They share one front
/// door, `main`: it parses the command line with the command's `syntax`, prints its `--help`
/// when asked, runs it, and prints a `Diagnostic` it throws as one console line.
struct Subcommand: Sendable {
    /// The word that selects it.
    let name: String
    /// One line for `rulebook --help`.
    let summary: String
    /// Its usage and options, for parsing its arguments and for its `--help`.
    let syntax: CommandSyntax
    /// Runs it with its parsed arguments.
    let run: @Sendable (ParsedArguments, CommandContext) throws(Diagnostic) -> ExitCode

    /// Every subcommand, in the order `--help` lists them.
    static let all: [Subcommand] = [
        FmtCommand.subcommand, AcceptCommand.subcommand, ModelsCommand.subcommand,
        NewCommand.subcommand, MutantsCommand.subcommand, ExploreCommand.subcommand,
        CoverageCommand.subcommand,
        MergeCommand.subcommand, DiffCommand.subcommand, LSPCommand.subcommand,
    ]

    /// The `COMMANDS:` section of `rulebook --help`, one line per subcommand.
    static var helpSection: String {
        guard !all.isEmpty else { return "" }
        let width = all.map(\.name.count).max() ?? 0
        let lines = all.map { command in
            "  " + command.name + String(repeating: " ", count: width - command.name.count + 2)
                + command.summary
        }
        return "\n\nCOMMANDS (rulebook COMMAND --help for details):\n"
            + lines.joined(separator: "\n")
    }

    static func named(_ name: String) -> Subcommand? {
        all.first { $0.name == name }
    }

    /// Runs the command with the arguments after its name: its help, its run, or the usage
    /// error or other problem that stopped it, as one line on standard error (exit code 2).
    func main(_ arguments: [String], _ context: CommandContext) -> ExitCode {
        do {
            let parsed = try syntax.parse(arguments, command: name)
            if parsed[CommandSyntax.help] {
                context.output(syntax.help)
                return .passed
            }
            return try run(parsed, context)
        } catch {
            return RulebookCommand.usageError([error], command: name, to: context.errorOutput)
        }
    }
}

/// What a command (the check and every subcommand) runs with: the models, the environment,
/// the terminal, and where its output goes. Tests run commands in-process with their own.
struct CommandContext {
    var registry: ModelRegistry = .builtIn
    var environment: [String: String] = ProcessInfo.processInfo.environment
    /// Prints one block of standard output (a line break is added).
    var output: (String) -> Void = { print($0) }
    /// Writes text on standard output as it is, such as the JUnit XML of `--junit -`.
    var rawOutput: (String) -> Void = { FileHandle.standardOutput.write(Data($0.utf8)) }
    /// Prints lines on standard error: a problem that stops the command, or the console
    /// report when standard output carries XML.
    var errorOutput: (String) -> Void = RulebookCommand.standardError
    /// Whether a file descriptor (`STDOUT_FILENO`, `STDERR_FILENO`) is a terminal.
    var isTerminal: (Int32) -> Bool = { isatty($0) == 1 }
    /// The file the check records its failed rules in, for `--rerun-failed`.
    var lastRunFile = LastRun.defaultPath

    /// Whether console text on `stream` is coloured: as `--color` or `--no-color` says, else
    /// when the stream is a terminal and `NO_COLOR` is not set. The one colour rule of the
    /// commands.
    func usesColor(_ option: Bool?, on stream: Int32) -> Bool {
        option ?? (isTerminal(stream) && environment["NO_COLOR"] == nil)
    }
}
