import Foundation
import Rulebook
import RulebookReport

/// The `check` command: load, run, print, write the reports.
struct Check {
    enum Outcome: Equatable {
        case passed
        case failed
        /// The problems that stopped it, each printed as one console line (exit code 2).
        case usageError([Diagnostic])
    }

    let options: CommandLineOptions
    /// The models, the environment and where the output goes, as for every subcommand.
    let context: CommandContext
    /// Whether the process exits when the check returns (see `KeptUntilExit`).
    var endsProcess = false

    func run() -> Outcome {
        if options.watch {
            var loop = WatchLoop(options: options, registry: context.registry)
            loop.lastRunPath = context.lastRunFile
            return loop.run()
        }
        if endsProcess { HeapGrowth.keepFreedMemoryAtHand() }
        let started = ContinuousClock.now
        let root = options.specRoot
        // Every spec file of the unsharded run, by name (see `SpecRoot`), and the names run.
        let names: [String]
        let files: [String]
        let positions: [Int]
        let base: ResultsDocument?
        let history: RunHistory?
        var reading: SpecReading?
        do {
            let found = try SpecLoader.files(options.specPaths)
            names = found.map(root.name(of:))
            positions =
                options.shard.map { $0.positions(sizes: found.map { Self.size(of: $0) }) }
                ?? Array(found.indices)
            files = positions.map { names[$0] }
            if !options.listOnly {
                // The files are read while the rest is checked and the run goes (see
                // `SpecRunner.run(reading:lookUp:progress:)`).
                reading = SpecReading(files, root: root)
                var destinations = ReportDestinations(
                    htmlFolder: options.htmlFolder, junitFile: options.junitFile)
                destinations.summaryFile = options.summaryFile
                try destinations.check(
                    inputs: options.specPaths, specPaths: positions.map { found[$0] })
            }
            if let file = options.jsonFile {
                try ResultsFile.checkDestination(file, inputs: options.specPaths)
            }
            base = try options.baseFile.map { file throws(Diagnostic) in
                try ResultsFile.read(file)
            }
            history = try options.historyFile.map { file throws(Diagnostic) in
                try OutputFiles.refuseInputs(output: file, inputs: options.specPaths)
                return try RunHistory.read(file)
            }
        } catch {
            return .usageError([error])
        }
        var runner = SpecRunner(registry: context.registry, filter: options.filter)
        runner.strict = options.strict
        runner.language = options.specLanguage
        // Only the HTML timelines and the --json file (which a summary compares) show traces,
        // a timeline draws only a table of at most `HTMLSite.tracedRowsPerTable` rows, and a check
        // writes no table back.
        let keepsEveryTrace = options.jsonFile != nil || options.summaryFile != nil
        runner.recordsTraces = keepsEveryTrace || options.htmlFolder != nil
        if !keepsEveryTrace { runner.tracedRowsPerTable = HTMLSite.tracedRowsPerTable }
        runner.recordsActuals = false
        // The report shows what the model had in blank cells, and --json records it for
        // reports made from the file (merge, diff).
        runner.recordsUncheckedValues = options.htmlFolder != nil || options.jsonFile != nil
        let lastRun = LastRun.read(context.lastRunFile)
        if options.rerunFailed {
            guard let lastRun else {
                return .usageError([
                    Diagnostic(
                        .file,
                        "--rerun-failed: no earlier run is recorded in \(context.lastRunFile)")
                ])
            }
            if lastRun.failedRules.isEmpty {
                context.output("nothing failed in the last run")
                return .passed
            }
            runner.filter.rules = lastRun.failedRules
        }
        if options.listOnly {
            let specs = root.load(names: files)
            context.output(
                SpecListing(specs: specs, filter: runner.filter).lines.joined(separator: "\n"))
            return .passed
        }
        let progress = RunProgress(fileCount: files.count)
        let line = context.isTerminal(STDERR_FILENO) ? ProgressLine.start(progress) : nil
        let result = runner.run(
            reading: reading ?? SpecReading(files, root: root), lookUp: root.loadIfPresent,
            progress: progress)
        line?.stop()
        let junitToStandardOutput = options.junitFile == ReportDestinations.standardOutput
        let consoleStream = junitToStandardOutput ? STDERR_FILENO : STDOUT_FILENO
        // Standard output carries the XML alone with `--junit -`; the console report goes to
        // standard error then.
        func printConsole(_ lines: [String]) {
            let text = lines.joined(separator: "\n")
            if junitToStandardOutput { context.errorOutput(text) } else { context.output(text) }
        }
        let usesColor = context.usesColor(options.color, on: consoleStream)
        // Differences between repeated runs come first: the summary stays the last line.
        let differences = RepeatedRuns(runner: runner.tableRunner, count: options.repeatCount)
            .differences(from: result)
        if options.repeatCount > 1 {
            printConsole(
                differences.map(\.description)
                    + ["repeat: \(options.repeatCount) runs, \(differences.count) differences"])
        }
        var console = options.consoleLines(result, usesColor: usesColor)
        // Where the report goes, just above the closing line (whose form the contract fixes).
        if let folder = options.htmlFolder, !console.isEmpty {
            console.insert("HTML report: \(HTMLSite.indexPath(in: folder))", at: console.count - 1)
        }
        printConsole(console)
        try? LastRun(result, previous: lastRun).write(to: context.lastRunFile)
        let report = options.reportContext
        let outputs = Outputs(
            htmlFolder: options.htmlFolder,
            junitFile: junitToStandardOutput ? nil : options.junitFile,
            jsonFile: options.jsonFile, summaryFile: options.summaryFile, base: base,
            historyFile: options.historyFile, history: history,
            inputs: options.specPaths, context: report)
        let shard = options.shard.map { ShardDocument(index: $0.index, count: $0.count) }
        let filter = options.filter
        let duration = Self.seconds(since: started)
        let document = { @Sendable in
            ResultsDocument(
                result: result, positions: positions, shard: shard,
                specSet: Self.specSet(names: names, positions: positions, result, root: root),
                filter: filter, durationSeconds: duration)
        }
        let writeErrors = outputs.write(result, document: document)
        if junitToStandardOutput {
            context.rawOutput(JUnitReport.xml(for: result))
        }
        if endsProcess { KeptUntilExit.keep(result) }
        if !writeErrors.isEmpty { return .usageError(writeErrors) }
        return result.isPassing && differences.isEmpty ? .passed : .failed
    }

    /// The spec set of the unsharded run: its files' names and texts, the texts of the files
    /// this run read taken from `result` (in `positions`), the others read now.
    private static func specSet(
        names: [String], positions: [Int], _ result: RunResult, root: SpecRoot
    ) -> SpecSetDocument {
        var texts: [String?] = Array(repeating: nil, count: names.count)
        for (position, spec) in zip(positions, result.specs) where texts.indices.contains(position)
        {
            texts[position] = spec.spec.text
        }
        return SpecSetDocument(
            names: names,
            texts: zip(names, texts).map { name, text in text ?? root.text(of: name) })
    }

    private static func size(of file: String) -> Int {
        let attributes = try? FileManager.default.attributesOfItem(atPath: file)
        return (attributes?[.size] as? NSNumber)?.intValue ?? 0
    }

    static func seconds(since start: ContinuousClock.Instant) -> Double {
        let elapsed = (ContinuousClock.now - start).components
        return Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18
    }
}
