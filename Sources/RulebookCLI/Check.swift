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
        let runner = SpecRunner(registry: registry, filter: options.filter)
        if options.listOnly {
            print(SpecListing(specs: specs, filter: runner.filter).lines.joined(separator: "\n"))
            return .passed
        }
        let result = runner.run(specs, lookUp: SpecLoader.loadIfPresent)
        let usesColor =
            options.color
            ?? (isatty(STDOUT_FILENO) == 1
                && ProcessInfo.processInfo.environment["NO_COLOR"] == nil)
        print(ConsoleReport(result: result, usesColor: usesColor).lines.joined(separator: "\n"))
        var writeErrors: [String] = []
        if let folder = options.htmlFolder {
            do {
                var context = options.report
                context.filter = options.filter
                try HTMLSite(result: result, context: context)
                    .write(to: folder, inputs: options.specPaths)
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
        return result.isPassing ? .passed : .failed
    }
}
