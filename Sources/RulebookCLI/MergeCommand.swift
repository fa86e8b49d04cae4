import Foundation
import Rulebook
import RulebookReport

/// `rulebook merge RESULT.json... [--html DIR] [--junit FILE] [--json FILE]`: combines the
/// results files of `--shard` runs into the reports a single run would have written, prints
/// its console report, and exits as that run would (0 passed, 1 failed).
enum MergeCommand {
    static let subcommand = Subcommand(
        name: "merge",
        summary: "Combine --json results of shards into one HTML site, JUnit file and result.",
        syntax: syntax,
        run: { arguments, _ in run(arguments) })

    /// Its usage and options, for parsing and for `--help`.
    static let syntax = CommandSyntax(
        usage: ["rulebook merge RESULT.json... [--html DIR] [--junit FILE] [--json FILE]"],
        about: """
            Combines the --json results of the shards of a run (rulebook --shard K/N --json FILE)
            into the reports one run of every spec would have written, prints the console report
            and exits 0 when the combined run passes, 1 when it fails, 2 on a usage error.
            Given the --json files of rulebook coverage shards, combines their coverage instead.
            """,
        options: [
            CommandOption("--html", value: "DIR", help: "Write the HTML report to DIR."),
            CommandOption("--junit", value: "FILE", help: "Write the JUnit XML report to FILE."),
            CommandOption("--json", value: "FILE", help: "Write the combined results to FILE."),
            CommandOption(
                "--color", "--no-color", help: "Colour the output (default: only on a terminal)."),
        ])

    static func run(_ arguments: [String]) -> ExitCode {
        let parsed: SubcommandArguments
        switch SubcommandArguments.read(
            arguments, command: "merge", syntax: syntax, output: { print($0) })
        {
        case .run(let arguments): parsed = arguments
        case .done(let status): return status
        }
        let files = parsed.paths
        var outputs = Outputs(
            htmlFolder: parsed.values["--html"], junitFile: parsed.values["--junit"],
            jsonFile: parsed.values["--json"], inputs: [])
        let color: Bool?
        do {
            color = try parsed.choice("--color", or: "--no-color")
        } catch {
            return RulebookCommand.usageError(error.usageLine(command: "merge"))
        }
        guard !files.isEmpty else {
            return RulebookCommand.usageError(
                "rulebook merge: give the results files to merge (see rulebook merge --help)")
        }
        if files.allSatisfy(CoverageFile.isCoverage) {
            return CoverageCommand.merge(files, jsonFile: parsed.values["--json"])
        }
        let documents: [ResultsDocument]
        let result: RunResult
        do {
            documents = try files.map { file throws(Diagnostic) in
                try ResultsFile.read(file)
            }
            result = try ResultsMerge.merge(documents)
        } catch {
            return RulebookCommand.usageError("rulebook merge: \(error)")
        }
        outputs.inputs = result.specs.map(\.spec.path)
        let usesColor =
            color
            ?? (isatty(STDOUT_FILENO) == 1
                && ProcessInfo.processInfo.environment["NO_COLOR"] == nil)
        print(ConsoleReport(result: result, usesColor: usesColor).lines.joined(separator: "\n"))
        let document = ResultsDocument(
            result: result, filter: documents.first?.filter,
            durationSeconds: documents.compactMap(\.durationSeconds).max())
        let errors = outputs.write(result, document: document)
        if !errors.isEmpty {
            return RulebookCommand.usageError(errors.joined(separator: "\n"))
        }
        return result.isPassing ? .passed : .failed
    }
}
