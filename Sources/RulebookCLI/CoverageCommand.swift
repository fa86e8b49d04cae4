import Foundation
import Rulebook
import RulebookReport

/// `rulebook coverage`: which (situation, verb) pairs of each model the specs describe, of
/// those the model can reach, with the shortest table for each pair no table covers.
enum CoverageCommand {
    static let subcommand = Subcommand(
        name: "coverage",
        summary: "Show which situations and verbs of each model no table describes",
        syntax: syntax, run: perform)

    /// Its options, each declared once and read back through its key.
    enum Key {
        static let model = CommandOption(
            repeatable: "--model", value: "NAME", help: "Measure only this model (repeatable).")
        static let depth = CommandOption<Int?>.wholeNumber(
            "--depth", value: "N", in: 1...64,
            help: "Explore sequences of up to N events (default: as many as the rows of",
            "the model's longest table, at least \(CoverageRunner.defaultDepth)).")
        static let minimum = CommandOption<Double?>.converted(
            "--min-coverage", value: "P",
            help: "Exit 1 when a model covers less than P percent of its reachable pairs."
        ) { text throws(Diagnostic) in
            guard let minimum = Double(text), minimum >= 0, minimum <= 100 else {
                throw Diagnostic.usage("--min-coverage needs a percentage from 0 to 100")
            }
            return minimum
        }
        static let json = CommandOption(
            "--json", value: "FILE", help: "Write the coverage as JSON to FILE.")
        static let html = CommandOption(
            "--html", value: "DIR", help: "Write the HTML report, with the coverage page, to DIR.")
        static let shard = CommandOption<Shard?>.converted(
            "--shard", value: "K/N",
            help: "Run part K of N of the spec files (rulebook merge combines the JSON files).",
            as: Shard.parse)
    }

    /// What `rulebook coverage` was asked for.
    struct Options: Equatable {
        var paths: [String] = []
        var models: [String] = []
        var depth = CoverageRunner.defaultDepth
        /// Whether `--depth` was given: the search then stops there, however long the tables.
        var depthIsGiven = false
        var jsonFile: String?
        var htmlFolder: String?
        var minimum: Double?
        var shard: Shard?

        var specPaths: [String] { paths.isEmpty ? ["spec"] : paths }
    }

    private static func perform(_ parsed: ParsedArguments, _ context: CommandContext)
        throws(Diagnostic) -> ExitCode
    {
        let options = Options(parsed)
        let files = try SpecLoader.files(options.specPaths)
        let positions =
            options.shard.map { $0.positions(sizes: files.map(Self.size)) }
            ?? Array(files.indices)
        // Named relative to the working directory, as the check names them (`SpecRoot`).
        let root = SpecRoot()
        let specs = root.load(names: positions.map { root.name(of: files[$0]) })
        if let folder = options.htmlFolder {
            try HTMLSite.checkDestination(folder, inputs: options.specPaths)
        }
        if let file = options.jsonFile {
            try ResultsFile.checkDestination(file, inputs: options.specPaths)
        }
        var runner = CoverageRunner(registry: context.registry, depth: options.depth)
        runner.searchesLongestTable = !options.depthIsGiven
        let measured = try runner.run(
            specs, models: options.models, lookUp: root.loadIfPresent)
        return report(
            measured.coverage, run: measured.run, options: options, inputs: options.specPaths,
            context: context)
    }

    /// Prints the coverage, writes its files and says how the command ends.
    static func report(
        _ coverage: CoverageResult, run: RunResult?, options: Options, inputs: [String],
        command: String = "coverage", context: CommandContext
    ) -> ExitCode {
        context.output(CoverageConsoleReport(result: coverage).lines.joined(separator: "\n"))
        var errors: [Diagnostic] = []
        if let file = options.jsonFile {
            do {
                try CoverageFile.write(coverage, to: file, inputs: inputs)
            } catch {
                errors.append(error)
            }
        }
        if let folder = options.htmlFolder, let run {
            do {
                try CoverageSite.write(coverage, run: run, to: folder, inputs: inputs)
            } catch {
                errors.append(error)
            }
        }
        if !errors.isEmpty {
            return RulebookCommand.usageError(errors, command: command, to: context.errorOutput)
        }
        if let minimum = options.minimum, coverage.lowestPercent < minimum {
            context.output(
                "coverage below \(CoverageConsoleReport.percentText(minimum)): "
                    + coverage.models.filter { $0.percent < minimum }.map(\.model)
                    .joined(separator: ", "))
            return .failed
        }
        return coverage.specsPass ? .passed : .failed
    }

    /// `rulebook merge` of coverage files: the combined coverage, printed and written.
    static func merge(
        _ files: [String], jsonFile: String?, context: CommandContext
    ) throws(Diagnostic) -> ExitCode {
        let parts = try files.map { file throws(Diagnostic) in try CoverageFile.read(file) }
        var options = Options()
        options.jsonFile = jsonFile
        return report(
            CoverageResult.merged(parts), run: nil, options: options, inputs: files,
            command: "merge", context: context)
    }

    private static func size(of file: String) -> Int {
        let attributes = try? FileManager.default.attributesOfItem(atPath: file)
        return (attributes?[.size] as? NSNumber)?.intValue ?? 0
    }

    /// Its usage, options and exit status, for parsing and for `--help`.
    static let syntax = CommandSyntax(
        usage: [
            "rulebook coverage [PATH ...] [--model NAME ...] [--depth N] [--min-coverage P]",
            "                  [--json FILE] [--html DIR] [--shard K/N]",
        ],
        about: """
            Runs the specs and records, for every row that ran, the situation its model was in
            and the row's verb. Explores each model that names its situations up to N events to
            list every pair it can reach, and reports the covered share per model and per rule.
            For each reachable pair no table covers, prints the shortest table that reaches the
            situation and applies the verb. Its expectations come from the model only for the
            built-in reference models (pager, optimistic, debounce); for any other model they
            are left blank, for the author to write what the rule says.
            """,
        options: [Key.model, Key.depth, Key.minimum, Key.json, Key.html, Key.shard],
        footer: """
            EXIT STATUS:
              0  the specs pass and every model reaches --min-coverage
              1  a model is below --min-coverage, or the specs fail
              2  usage error: a bad option, an unknown model, or an unreadable path
            """)
}

extension CoverageCommand.Options {
    /// The options of parsed arguments.
    init(_ parsed: ParsedArguments) {
        typealias Key = CoverageCommand.Key
        paths = parsed.paths
        models = parsed[Key.model]
        depth = parsed[Key.depth] ?? CoverageRunner.defaultDepth
        depthIsGiven = parsed[Key.depth] != nil
        minimum = parsed[Key.minimum]
        shard = parsed[Key.shard]
        jsonFile = parsed[Key.json]
        htmlFolder = parsed[Key.html]
    }
}
