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

    func run() -> Outcome {
        let specs: [Spec]
        do {
            specs = try SpecLoader.load(options.specPaths)
        } catch {
            return .usageError("rulebook: \(error)")
        }
        if options.listOnly {
            print(SpecListing(specs: specs).lines.joined(separator: "\n"))
            return .passed
        }
        let result = SpecRunner(filter: options.filter).run(specs, lookUp: SpecLoader.loadIfPresent)
        let usesColor =
            options.color
            ?? (isatty(STDOUT_FILENO) == 1
                && ProcessInfo.processInfo.environment["NO_COLOR"] == nil)
        print(ConsoleReport(result: result, usesColor: usesColor).lines.joined(separator: "\n"))
        do {
            if let folder = options.htmlFolder {
                try HTMLSite(result: result).write(to: folder, inputs: options.specPaths)
            }
            if let file = options.junitFile {
                try JUnitReport.write(result, to: file)
            }
        } catch {
            return .usageError("rulebook: \(error)")
        }
        return result.isPassing ? .passed : .failed
    }
}
