import Foundation
import Rulebook

/// The `rulebook` command line, for the built-in executable and for an app's own one.
///
/// An app that registers its own models gets the same command, options, outputs and exit
/// codes in three lines:
///
/// ```swift
/// import CartSpecModels
/// import RulebookCLI
///
/// RulebookCommand.main(registry: .builtIn.addingCartModels())
/// ```
public enum RulebookCommand {
    /// Runs the command line of this process with the models of `registry`, then exits with
    /// 0 (passed), 1 (failed) or 2 (usage or output error).
    public static func main(registry: ModelRegistry = .builtIn) -> Never {
        let status = run(
            Array(CommandLine.arguments.dropFirst()), registry: registry, endsProcess: true)
        exit(status.rawValue)
    }

    /// Runs one command line (the arguments after the program name) and returns its exit
    /// code; messages go to standard output and standard error.
    public static func run(_ arguments: [String], registry: ModelRegistry = .builtIn) -> ExitCode {
        run(arguments, registry: registry, endsProcess: false)
    }

    /// `run`; with `endsProcess`, the process exits right after, so a check leaves its run
    /// for the exit to free instead of taking it apart value by value.
    static func run(
        _ arguments: [String], registry: ModelRegistry, endsProcess: Bool
    ) -> ExitCode {
        run(arguments, CommandContext(registry: registry), endsProcess: endsProcess)
    }

    /// Runs one command line with `context`, the check as every subcommand: tests run it
    /// in-process with their own output.
    static func run(
        _ arguments: [String], _ context: CommandContext, endsProcess: Bool = false
    ) -> ExitCode {
        if let name = arguments.first, let subcommand = Subcommand.named(name) {
            return subcommand.main(Array(arguments.dropFirst()), context)
        }
        let options: CommandLineOptions
        do {
            options = try CommandLineOptions.parse(arguments)
        } catch {
            return usageError([error], to: context.errorOutput)
        }
        if options.showsHelp {
            context.output(CommandLineOptions.syntax.help + Subcommand.helpSection)
            return .passed
        }
        if options.showsVersion {
            context.output("rulebook \(RulebookVersion.current)")
            return .passed
        }
        switch Check(options: options, context: context, endsProcess: endsProcess).run() {
        case .passed: return .passed
        case .failed: return .failed
        case .usageError(let problems): return usageError(problems, to: context.errorOutput)
        }
    }

    /// Prints each problem that stopped a command as one console line on standard error
    /// (`Diagnostic.consoleLine`), and returns exit code 2.
    static func usageError(
        _ problems: [Diagnostic], command: String? = nil,
        to write: (String) -> Void = standardError
    ) -> ExitCode {
        for problem in problems { write(problem.consoleLine(command: command)) }
        return .usageError
    }

    /// Writes a line on standard error.
    static func standardError(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}

/// How a run of `rulebook` ends.
public enum ExitCode: Int32, Sendable {
    /// Everything passed.
    case passed = 0
    /// A table failed or errored, a checklist item is missing, or nothing was checked.
    case failed = 1
    /// A bad option, an unreadable path, or an output that cannot be written.
    case usageError = 2
}
