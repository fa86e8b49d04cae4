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
    let registry: ModelRegistry

    func run() -> Outcome {
        if options.watch { return WatchLoop(options: options, registry: registry).run() }
        let started = ContinuousClock.now
        let specs: [Spec]
        let positions: [Int]
        let base: ResultsDocument?
        let history: RunHistory?
        do {
            let files = try SpecLoader.files(options.specPaths)
            positions =
                options.shard.map { $0.positions(sizes: files.map { Self.size(of: $0) }) }
                ?? Array(files.indices)
            specs = SpecLoader.load(files: positions.map { files[$0] })
            if !options.listOnly {
                var destinations = ReportDestinations(
                    htmlFolder: options.htmlFolder, junitFile: options.junitFile)
                destinations.summaryFile = options.summaryFile
                try destinations.check(inputs: options.specPaths, specs: specs)
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
        var runner = SpecRunner(registry: registry, filter: options.filter)
        runner.strict = options.strict
        let lastRun = LastRun.read(LastRun.defaultPath)
        if options.rerunFailed {
            guard let lastRun else {
                return .usageError([
                    Diagnostic(
                        .file,
                        "--rerun-failed: no earlier run is recorded in \(LastRun.defaultPath)")
                ])
            }
            if lastRun.failedRules.isEmpty {
                print("nothing failed in the last run")
                return .passed
            }
            runner.filter.rules = lastRun.failedRules
        }
        if options.listOnly {
            print(SpecListing(specs: specs, filter: runner.filter).lines.joined(separator: "\n"))
            return .passed
        }
        let progress = RunProgress(specs: specs)
        let line = ProgressLine.startIfTerminal(progress)
        let result = runner.run(specs, lookUp: SpecLoader.loadIfPresent, progress: progress)
        line?.stop()
        let junitToStandardOutput = options.junitFile == ReportDestinations.standardOutput
        let consoleStream = junitToStandardOutput ? STDERR_FILENO : STDOUT_FILENO
        // Standard output carries the XML alone with `--junit -`; the console report goes to
        // standard error then.
        func printConsole(_ lines: [String]) {
            if junitToStandardOutput {
                FileHandle.standardError.write(Data((lines.joined(separator: "\n") + "\n").utf8))
            } else {
                print(lines.joined(separator: "\n"))
            }
        }
        let usesColor =
            options.color
            ?? (isatty(consoleStream) == 1
                && ProcessInfo.processInfo.environment["NO_COLOR"] == nil)
        // Differences between repeated runs come first: the summary stays the last line.
        let differences = RepeatedRuns(runner: runner.tableRunner, count: options.repeatCount)
            .differences(from: result)
        if options.repeatCount > 1 {
            printConsole(
                differences.map(\.description)
                    + ["repeat: \(options.repeatCount) runs, \(differences.count) differences"])
        }
        printConsole(options.consoleLines(result, usesColor: usesColor))
        try? LastRun(result, previous: lastRun).write(to: LastRun.defaultPath)
        let context = options.reportContext
        let outputs = Outputs(
            htmlFolder: options.htmlFolder,
            junitFile: junitToStandardOutput ? nil : options.junitFile,
            jsonFile: options.jsonFile, summaryFile: options.summaryFile, base: base,
            historyFile: options.historyFile, history: history,
            inputs: options.specPaths, context: context)
        let document = ResultsDocument(
            result: result, positions: positions,
            shard: options.shard.map { ShardDocument(index: $0.index, count: $0.count) },
            filter: options.filter, durationSeconds: Self.seconds(since: started))
        let writeErrors = outputs.write(result, document: document)
        if junitToStandardOutput {
            FileHandle.standardOutput.write(Data(JUnitReport.xml(for: result).utf8))
        }
        if !writeErrors.isEmpty { return .usageError(writeErrors) }
        return result.isPassing && differences.isEmpty ? .passed : .failed
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
