import Foundation
import Rulebook
import RulebookReport

/// `rulebook merge RESULT.json... [--html DIR] [--junit FILE] [--json FILE] [--summary FILE]`:
/// combines the results files of `--shard` runs into the reports a single run would have
/// written, prints its console report, and exits as that run would (0 passed, 1 failed).
/// The files name their specs relative to the root of each shard's run, so the reports are
/// those of a single run at that root, whatever folders the shards ran in.
enum MergeCommand {
    static let subcommand = Subcommand(
        name: "merge",
        summary: "Combine --json results of shards into one HTML site, JUnit file and result",
        syntax: syntax, run: perform)

    /// Its options, each declared once and read back through its key.
    enum Key {
        static let html = CommandOption(
            "--html", value: "DIR", help: "Write the HTML report to DIR.")
        static let junit = CommandOption(
            "--junit", value: "FILE", help: "Write the JUnit XML report to FILE.")
        static let json = CommandOption(
            "--json", value: "FILE", help: "Write the combined results to FILE.")
        static let summary = CommandOption(
            "--summary", value: "FILE",
            help: "Also write a Markdown summary to FILE, e.g. $GITHUB_STEP_SUMMARY.")
        static let color = CommandOption(
            "--color", or: "--no-color", help: "Colour the output (default: only on a terminal).")
    }

    /// Its usage and options, for parsing and for `--help`.
    static let syntax = CommandSyntax(
        usage: [
            "rulebook merge RESULT.json... [--html DIR] [--junit FILE] [--json FILE] [--summary FILE]"
        ],
        about: """
            Combines the --json results of the shards of a run (rulebook --shard K/N --json FILE)
            into the reports one run of every spec would have written, prints the console report
            and exits 0 when the combined run passes, 1 when it fails, 2 on a usage error.
            The shards must come from the same rulebook and the same spec files (names relative
            to each shard's --root), whatever folders or machines they ran in.
            Given the --json files of rulebook coverage shards, combines their coverage instead.
            """,
        options: [
            Key.html, Key.junit, Key.json, Key.summary, CommandLineOptions.Key.title,
            CommandLineOptions.Key.language, CommandLineOptions.Key.commit,
            CommandLineOptions.Key.sourceURL, CommandLineOptions.Key.format, Key.color,
        ])

    private static func perform(_ parsed: ParsedArguments, _ context: CommandContext)
        throws(Diagnostic) -> ExitCode
    {
        let files = parsed.paths
        guard !files.isEmpty else { throw Diagnostic.usage("give the results files to merge") }
        if files.allSatisfy(CoverageFile.isCoverage) {
            return try CoverageCommand.merge(files, jsonFile: parsed[Key.json], context: context)
        }
        let documents = try files.map { file throws(Diagnostic) in try ResultsFile.read(file) }
        let result = try ResultsMerge.merge(documents, files: files)
        // The specs are named relative to the shards' root already: shown as they are.
        var report = ReportContext(
            title: parsed[CommandLineOptions.Key.title],
            commit: parsed[CommandLineOptions.Key.commit], filter: documents.first?.filter,
            sourceURL: parsed[CommandLineOptions.Key.sourceURL])
        report.language = parsed[CommandLineOptions.Key.language]
        let outputs = Outputs(
            htmlFolder: parsed[Key.html], junitFile: parsed[Key.junit],
            jsonFile: parsed[Key.json], summaryFile: parsed[Key.summary],
            inputs: result.specs.map(\.spec.path), context: report)
        let usesColor = context.usesColor(parsed[Key.color], on: STDOUT_FILENO)
        var lines =
            switch parsed[CommandLineOptions.Key.format] ?? .console {
            case .console: ConsoleReport(result: result, usesColor: usesColor).lines
            case .editor: EditorReport(result: result).lines
            case .github: GitHubAnnotations(result: result, context: report).lines
            }
        // Where the report goes, just above the closing line, as a single run says it.
        if let folder = parsed[Key.html],
            case .console = parsed[CommandLineOptions.Key.format] ?? .console,
            !lines.isEmpty
        {
            lines.insert("HTML report: \(HTMLSite.indexPath(in: folder))", at: lines.count - 1)
        }
        context.output(lines.joined(separator: "\n"))
        let document = ResultsDocument(
            result: result, filter: documents.first?.filter,
            durationSeconds: documents.compactMap(\.durationSeconds).max())
        let errors = outputs.write(result, document: { document })
        if !errors.isEmpty { return RulebookCommand.usageError(errors, command: "merge") }
        return result.isPassing ? .passed : .failed
    }
}
