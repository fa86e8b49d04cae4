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
            if !options.listOnly {
                try ReportDestinations(htmlFolder: options.htmlFolder, junitFile: options.junitFile)
                    .check(inputs: options.specPaths, specs: specs)
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
        let junitToStandardOutput = options.junitFile == ReportDestinations.standardOutput
        let consoleStream = junitToStandardOutput ? STDERR_FILENO : STDOUT_FILENO
        let usesColor =
            options.color
            ?? (isatty(consoleStream) == 1
                && ProcessInfo.processInfo.environment["NO_COLOR"] == nil)
        let console = ConsoleReport(result: result, usesColor: usesColor).lines
        if junitToStandardOutput {
            // Standard output carries the XML alone; the console report goes to standard error.
            FileHandle.standardError.write(Data((console.joined(separator: "\n") + "\n").utf8))
        } else {
            print(console.joined(separator: "\n"))
        }
        var writeErrors: [String] = []
        if let folder = options.htmlFolder {
            do {
                try HTMLSite(result: result).write(to: folder, inputs: options.specPaths)
            } catch {
                writeErrors.append("rulebook: \(error)")
            }
        }
        if junitToStandardOutput {
            FileHandle.standardOutput.write(Data(JUnitReport.xml(for: result).utf8))
        } else if let file = options.junitFile {
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
