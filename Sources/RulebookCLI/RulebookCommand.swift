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
/// RulebookCommand.main(registry: .builtIn.adding(CartSpecModel.self).adding(CartScreenSpecModel.self))
/// ```
public enum RulebookCommand {
    /// Runs the command line of this process with the models of `registry`, then exits with
    /// 0 (passed), 1 (failed) or 2 (usage or output error).
    public static func main(registry: ModelRegistry = .builtIn) -> Never {
        let status = run(Array(CommandLine.arguments.dropFirst()), registry: registry)
        exit(status.rawValue)
    }

    /// Runs one command line (the arguments after the program name) and returns its exit
    /// code; messages go to standard output and standard error.
    public static func run(_ arguments: [String], registry: ModelRegistry = .builtIn) -> ExitCode {
        if let name = arguments.first, let subcommand = Subcommand.named(name) {
            return subcommand.run(Array(arguments.dropFirst()), registry)
        }
        let options: CommandLineOptions
        do {
            options = try CommandLineOptions.parse(arguments)
        } catch {
            return usageError(error.usageLine())
        }
        if options.showsHelp {
            print(CommandLineOptions.syntax.help + Subcommand.helpSection)
            return .passed
        }
        if options.showsVersion {
            print("rulebook \(RulebookVersion.current)")
            return .passed
        }
        switch Check(options: options, registry: registry).run() {
        case .passed: return .passed
        case .failed: return .failed
        case .usageError(let message): return usageError(message)
        }
    }

    /// Prints a one-line reason on standard error and returns exit code 2.
    static func usageError(_ message: String) -> ExitCode {
        FileHandle.standardError.write(Data((message + "\n").utf8))
        return .usageError
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
