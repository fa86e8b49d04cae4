import Rulebook
import RulebookReport

/// `rulebook diff BASE.json HEAD.json`: prints, as Markdown for a pull-request comment, the
/// rules and checklist items whose status changed; exits 1 when something regressed.
enum DiffCommand {
    static let subcommand = Subcommand(
        name: "diff",
        summary: "Compare two --json results: newly failing, fixed, added, removed.",
        run: { arguments, _ in run(arguments) })

    static let help = """
        USAGE: rulebook diff BASE.json HEAD.json

        Lists the rules and checklist items whose status changed between two --json results
        (newly failing, fixed, added, removed), as Markdown for a pull-request comment.

        EXIT STATUS:
          0  nothing regressed
          1  a rule or checklist item newly fails, or an added one fails
          2  usage error: a bad option or an unreadable results file
        """

    static func run(_ arguments: [String]) -> ExitCode {
        if arguments.contains("--help") || arguments.contains("-h") {
            print(help)
            return .passed
        }
        guard arguments.count == 2, !arguments.contains(where: { $0.hasPrefix("-") }) else {
            return RulebookCommand.usageError(
                "rulebook diff: give two results files, BASE.json HEAD.json (see rulebook diff --help)"
            )
        }
        let diff: ResultsDiff
        do {
            diff = ResultsDiff(
                base: try ResultsFile.read(arguments[0]), head: try ResultsFile.read(arguments[1]))
        } catch {
            return RulebookCommand.usageError("rulebook diff: \(error)")
        }
        print(diff.markdown, terminator: "")
        return diff.hasRegression ? .failed : .passed
    }
}
