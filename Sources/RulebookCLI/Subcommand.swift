import Rulebook

/// A command named by the first argument (`rulebook fmt ...`); anything else is a check.
///
/// Each subcommand lives in a file of its own and is listed in `all`.
struct Subcommand: Sendable {
    /// The word that selects it.
    let name: String
    /// One line for `rulebook --help`.
    let summary: String
    /// Runs it with the arguments after its name.
    let run: @Sendable ([String], ModelRegistry) -> ExitCode

    /// Every subcommand, in the order `--help` lists them.
    static let all: [Subcommand] = [MergeCommand.subcommand, DiffCommand.subcommand]

    static func named(_ name: String) -> Subcommand? {
        all.first { $0.name == name }
    }
}
