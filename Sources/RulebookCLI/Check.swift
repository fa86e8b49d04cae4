import Foundation
import Rulebook

/// The `check` command: load, run, print, write the reports.
struct Check {
    enum Outcome: Equatable {
        case passed
        case failed
        case usageError(String)
    }

    let options: CommandLineOptions
    let registry: ModelRegistry

    func run() -> Outcome {
        if options.watch { return WatchLoop(options: options, registry: registry).run() }
        let specs: [Spec]
        do {
            specs = try SpecLoader.load(options.specPaths)
            if let folder = options.htmlFolder {
                try HTMLSite.checkDestination(folder, inputs: options.specPaths)
            }
            if let file = options.junitFile {
                try JUnitReport.checkDestination(file, inputs: options.specPaths)
            }
        } catch {
            return .usageError("rulebook: \(error)")
        }
        var runner = SpecRunner(registry: registry, filter: options.filter)
        let lastRun = LastRun.read(LastRun.defaultPath)
        if options.rerunFailed {
            guard let lastRun else {
                return .usageError(
                    "rulebook: --rerun-failed: no earlier run is recorded in \(LastRun.defaultPath)"
                )
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
        let result = runner.run(specs, lookUp: SpecLoader.loadIfPresent)
        let usesColor =
            options.color
            ?? (isatty(STDOUT_FILENO) == 1
                && ProcessInfo.processInfo.environment["NO_COLOR"] == nil)
        // Differences between repeated runs come first: the summary stays the last line.
        let differences = RepeatedRuns(runner: runner.tableRunner, count: options.repeatCount)
            .differences(from: result)
        if options.repeatCount > 1 {
            for difference in differences { print(difference) }
            print("repeat: \(options.repeatCount) runs, \(differences.count) differences")
        }
        let lines =
            options.editorFormat
            ? EditorReport(result: result).lines
            : ConsoleReport(result: result, usesColor: usesColor).lines
        print(lines.joined(separator: "\n"))
        try? LastRun(result, previous: lastRun).write(to: LastRun.defaultPath)
        var writeErrors: [String] = []
        if let folder = options.htmlFolder {
            do {
                try HTMLSite(result: result).write(to: folder, inputs: options.specPaths)
            } catch {
                writeErrors.append("rulebook: \(error)")
            }
        }
        if let file = options.junitFile {
            do {
                try JUnitReport.write(result, to: file, inputs: options.specPaths)
            } catch {
                writeErrors.append("rulebook: \(error)")
            }
        }
        if !writeErrors.isEmpty { return .usageError(writeErrors.joined(separator: "\n")) }
        return result.isPassing && differences.isEmpty ? .passed : .failed
    }
}
