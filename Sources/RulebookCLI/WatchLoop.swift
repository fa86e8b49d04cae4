import Foundation
import Rulebook
import RulebookReport

/// `rulebook check --watch`: runs the specs, then polls their modification times and runs
/// them again after every save, printing only what changed (newly failing and newly
/// passing rules). No file-system notification library: polling works everywhere.
struct WatchLoop {
    let options: CommandLineOptions
    let registry: ModelRegistry
    /// Stops after this many polls (tests); `nil` runs until interrupted.
    var maxIterations: Int?
    /// Where the failed rules are recorded for `--rerun-failed`; `nil` records nothing.
    var lastRunPath: String? = LastRun.defaultPath
    /// Waits between polls.
    var pause: () -> Void = { usleep(300_000) }
    /// Writes each report at once (not buffered, so it shows while the loop waits).
    var output: (String) -> Void = {
        FileHandle.standardOutput.write(Data(($0 + "\n").utf8))
    }

    /// Runs until interrupted (or `maxIterations`); the outcome is the last run's.
    func run() -> Check.Outcome {
        var previous: RunResult?
        var lastStamp: [String: String]?
        var iteration = 0
        var outcome = Check.Outcome.failed
        while maxIterations.map({ iteration < $0 }) ?? true {
            iteration += 1
            let stamp = Self.stamp(options.specPaths)
            if stamp != lastStamp {
                lastStamp = stamp
                do {
                    let specs = try SpecLoader.load(options.specPaths)
                    var runner = SpecRunner(registry: registry, filter: options.filter)
                    runner.strict = options.strict
                    runner.language = options.specLanguage
                    let result = runner.run(specs, lookUp: SpecLoader.loadIfPresent)
                    let lines =
                        previous != nil
                        ? RunChanges(from: previous, to: result).lines
                        : options.consoleLines(result)
                    output(lines.joined(separator: "\n"))
                    if let lastRunPath { try? LastRun(result).write(to: lastRunPath) }
                    previous = result
                    outcome = result.isPassing ? .passed : .failed
                } catch {
                    output(error.consoleLine())
                    outcome = .failed
                }
            }
            if maxIterations.map({ iteration < $0 }) ?? true { pause() }
        }
        return outcome
    }

    /// Each spec file's modification time and size, to notice saves.
    static func stamp(_ paths: [String]) -> [String: String] {
        var stamp: [String: String] = [:]
        for file in (try? SpecFiles.paths(paths)) ?? [] {
            let attributes = try? FileManager.default.attributesOfItem(atPath: file)
            let date = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
            let size = (attributes?[.size] as? NSNumber)?.intValue ?? -1
            stamp[file] = "\(date) \(size)"
        }
        return stamp
    }
}
