import Rulebook
import RulebookReport

/// `rulebook diff BASE.json HEAD.json`: prints, as Markdown for a pull-request comment, the
/// rules and checklist items whose status changed; exits 1 when something regressed.
enum DiffCommand {
    static let subcommand = Subcommand(
        name: "diff",
        summary: "Compare two --json results: newly failing, fixed, now built, added, removed.",
        syntax: syntax,
        run: { arguments, _ in run(arguments) })

    /// Its usage and exit status, for parsing and for `--help`.
    static let syntax = CommandSyntax(
        usage: ["rulebook diff BASE.json HEAD.json"],
        about: """
            Lists the rules and checklist items whose status changed between two --json results
            (newly failing, fixed, now built, added, removed), as Markdown for a pull-request comment.
            """,
        footer: """
            EXIT STATUS:
              0  nothing regressed
              1  a rule or checklist item newly fails, or an added one fails
              2  usage error: a bad option or an unreadable results file
            """)

    static func run(_ arguments: [String]) -> ExitCode {
        let files: [String]
        switch SubcommandArguments.read(
            arguments, command: "diff", syntax: syntax, output: { print($0) })
        {
        case .run(let parsed): files = parsed.paths
        case .done(let status): return status
        }
        guard files.count == 2 else {
            return RulebookCommand.usageError(
                "rulebook diff: give two results files, BASE.json HEAD.json (see rulebook diff --help)"
            )
        }
        let diff: ResultsDiff
        do {
            diff = ResultsDiff(
                base: try ResultsFile.read(files[0]), head: try ResultsFile.read(files[1]))
        } catch {
            return RulebookCommand.usageError("rulebook diff: \(error)")
        }
        print(diff.markdown, terminator: "")
        return diff.hasRegression ? .failed : .passed
    }
}
