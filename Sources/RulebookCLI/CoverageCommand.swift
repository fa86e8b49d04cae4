import Foundation
import Rulebook
import RulebookReport

/// `rulebook coverage`: which (situation, verb) pairs of each model the specs describe, of
/// those the model can reach, with the shortest table for each pair no table covers.
enum CoverageCommand {
    static let subcommand = Subcommand(
        name: "coverage",
        summary: "Show which situations and verbs of each model no table describes",
        syntax: syntax,
        run: { arguments, registry in run(arguments, registry: registry) })

    /// What `rulebook coverage` was asked for.
    struct Options: Equatable {
        var paths: [String] = []
        var models: [String] = []
        var depth = CoverageRunner.defaultDepth
        var jsonFile: String?
        var htmlFolder: String?
        var minimum: Double?
        var shard: Shard?

        var specPaths: [String] { paths.isEmpty ? ["spec"] : paths }
    }

    static func run(_ arguments: [String], registry: ModelRegistry) -> ExitCode {
        let options: Options
        do {
            switch SubcommandArguments.read(
                arguments, command: "coverage", syntax: syntax, output: { print($0) })
            {
            case .run(let parsed): options = try Options(parsed)
            case .done(let status): return status
            }
        } catch {
            return RulebookCommand.usageError(error.usageLine(command: "coverage"))
        }
        let specs: [Spec]
        do {
            let files = try SpecLoader.files(options.specPaths)
            let positions =
                options.shard.map { $0.positions(sizes: files.map(Self.size)) }
                ?? Array(files.indices)
            specs = SpecLoader.load(files: positions.map { files[$0] })
            if let folder = options.htmlFolder {
                try HTMLSite.checkDestination(folder, inputs: options.specPaths)
            }
            if let file = options.jsonFile {
                try ResultsFile.checkDestination(file, inputs: options.specPaths)
            }
        } catch {
            return RulebookCommand.usageError("rulebook: \(error)")
        }
        let measured: (coverage: CoverageResult, run: RunResult)
        do {
            measured = try CoverageRunner(registry: registry, depth: options.depth).run(
                specs, models: options.models, lookUp: SpecLoader.loadIfPresent)
        } catch {
            return RulebookCommand.usageError("rulebook: \(error.message)")
        }
        return report(
            measured.coverage, run: measured.run, options: options, inputs: options.specPaths)
    }

    /// Prints the coverage, writes its files and says how the command ends.
    static func report(
        _ coverage: CoverageResult, run: RunResult?, options: Options, inputs: [String]
    ) -> ExitCode {
        print(CoverageConsoleReport(result: coverage).lines.joined(separator: "\n"))
        var errors: [String] = []
        if let file = options.jsonFile {
            do {
                try CoverageFile.write(coverage, to: file, inputs: inputs)
            } catch {
                errors.append("rulebook: \(error)")
            }
        }
        if let folder = options.htmlFolder, let run {
            do {
                try CoverageSite.write(coverage, run: run, to: folder, inputs: inputs)
            } catch {
                errors.append("rulebook: \(error)")
            }
        }
        if !errors.isEmpty { return RulebookCommand.usageError(errors.joined(separator: "\n")) }
        if let minimum = options.minimum, coverage.lowestPercent < minimum {
            print(
                "coverage below \(CoverageConsoleReport.percentText(minimum)): "
                    + coverage.models.filter { $0.percent < minimum }.map(\.model)
                    .joined(separator: ", "))
            return .failed
        }
        return coverage.specsPass ? .passed : .failed
    }

    /// `rulebook merge` of coverage files: the combined coverage, printed and written.
    static func merge(_ files: [String], jsonFile: String?) -> ExitCode {
        let parts: [CoverageResult]
        do {
            parts = try files.map { file throws(Diagnostic) in try CoverageFile.read(file) }
        } catch {
            return RulebookCommand.usageError("rulebook merge: \(error)")
        }
        var options = Options()
        options.jsonFile = jsonFile
        return report(CoverageResult.merged(parts), run: nil, options: options, inputs: files)
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
        options: [
            CommandOption(
                "--model", value: "NAME", help: "Measure only this model (repeatable)."),
            CommandOption(
                "--depth", value: "N",
                help:
                    "Explore sequences of up to N events (default: \(CoverageRunner.defaultDepth))."
            ),
            CommandOption(
                "--min-coverage", value: "P",
                help: "Exit 1 when a model covers less than P percent of its reachable pairs."),
            CommandOption("--json", value: "FILE", help: "Write the coverage as JSON to FILE."),
            CommandOption(
                "--html", value: "DIR",
                help: "Write the HTML report, with the coverage page, to DIR."),
            CommandOption(
                "--shard", value: "K/N",
                help: "Run part K of N of the spec files (rulebook merge combines the JSON files)."),
        ],
        footer: """
            EXIT STATUS:
              0  the specs pass and every model reaches --min-coverage
              1  a model is below --min-coverage, or the specs fail
              2  usage error: a bad option, an unknown model, or an unreadable path
            """)
}

extension CoverageCommand.Options {
    /// The options of parsed arguments.
    init(_ arguments: SubcommandArguments) throws(Diagnostic) {
        paths = arguments.paths
        models = arguments.valueLists["--model"] ?? []
        if let text = arguments.values["--depth"] {
            guard let depth = Int(text), depth >= 1, depth <= 64 else {
                throw Diagnostic.usage("--depth needs a whole number from 1 to 64")
            }
            self.depth = depth
        }
        if let text = arguments.values["--min-coverage"] {
            guard let minimum = Double(text), minimum >= 0, minimum <= 100 else {
                throw Diagnostic.usage("--min-coverage needs a percentage from 0 to 100")
            }
            self.minimum = minimum
        }
        if let text = arguments.values["--shard"] {
            guard let shard = Shard(text) else {
                throw Diagnostic.usage("--shard needs K/N with 1 <= K <= N, e.g. 2/4")
            }
            self.shard = shard
        }
        jsonFile = arguments.values["--json"]
        htmlFolder = arguments.values["--html"]
    }
}
