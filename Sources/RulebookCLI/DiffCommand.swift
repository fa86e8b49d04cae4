import Rulebook
import RulebookReport

/// `rulebook diff BASE.json HEAD.json`: prints, as Markdown for a pull-request comment, the
/// rules and checklist items whose status changed; exits 1 when something regressed.
enum DiffCommand {
    static let subcommand = Subcommand(
        name: "diff",
        summary: "Compare two --json results: newly failing, fixed, now built, added, removed",
        syntax: syntax, run: perform)

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

    private static func perform(_ parsed: ParsedArguments, _ context: CommandContext)
        throws(Diagnostic) -> ExitCode
    {
        let files = parsed.paths
        guard files.count == 2 else {
            throw Diagnostic.usage("give two results files, BASE.json HEAD.json")
        }
        let diff = ResultsDiff(
            base: try ResultsFile.read(files[0]), head: try ResultsFile.read(files[1]))
        print(diff.markdown, terminator: "")
        return diff.hasRegression ? .failed : .passed
    }
}
