import Rulebook
import RulebookReport

/// A command named by the first argument (`rulebook fmt ...`); anything else is a check.
///
/// Each subcommand lives in a file of its own and is listed in `all`.
struct Subcommand: Sendable {
    /// The word that selects it.
    let name: String
    /// One line for `rulebook --help`.
    let summary: String
    /// Its usage and options, for parsing its arguments and for its `--help`.
    let syntax: CommandSyntax
    /// Runs it with the arguments after its name.
    let run: @Sendable ([String], ModelRegistry) -> ExitCode

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
}
