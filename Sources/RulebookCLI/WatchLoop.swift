import Foundation
import Rulebook
import RulebookReport

/// `rulebook check --watch`: runs the specs, then polls their modification times and runs
/// them again after every save, printing only what changed (newly failing and newly
/// passing rules, failing rules that are gone). It starts with a banner (what it watches,
/// how to stop), and each run with its time and the files that changed, were added or were
/// removed. No file-system notification library: polling works everywhere.
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
    /// The time of day each run starts, as printed (`14:03:27`).
    var time: () -> String = { WatchLoop.timeOfDay(Date()) }

    /// Runs until interrupted (or `maxIterations`); the outcome is the last run's.
    func run() -> Check.Outcome {
        var previous: RunResult?
        var lastStamp: [String: String]?
        var iteration = 0
        var outcome = Check.Outcome.failed
        output(banner(files: Self.stamp(options.specPaths).count))
        while maxIterations.map({ iteration < $0 }) ?? true {
            iteration += 1
            let stamp = Self.stamp(options.specPaths)
            if stamp != lastStamp {
                output("[\(time())] " + Self.filesLine(from: lastStamp, to: stamp))
                lastStamp = stamp
                do {
                    let root = options.specRoot
                    let specs = root.load(
                        names: try SpecLoader.files(options.specPaths).map(root.name(of:)))
                    var runner = SpecRunner(registry: registry, filter: options.filter)
                    runner.strict = options.strict
                    runner.language = options.specLanguage
                    let result = runner.run(specs, lookUp: root.loadIfPresent)
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

    /// The first line: what is watched and how to stop.
    func banner(files: Int) -> String {
        "watching \(options.specPaths.joined(separator: ", ")) (\(files) spec \(files == 1 ? "file" : "files")) for saves, added and removed files; press Ctrl-C to stop"
    }

    /// What a run is for: the first run, or the files changed, added and removed since the
    /// last stamp (`changed: spec/a.md; removed: spec/b.md`).
    static func filesLine(from previous: [String: String]?, to current: [String: String])
        -> String
    {
        guard let previous else {
            return "run of \(current.count) spec \(current.count == 1 ? "file" : "files")"
        }
        let changed = current.keys.filter { previous[$0] != nil && previous[$0] != current[$0] }
        let added = current.keys.filter { previous[$0] == nil }
        let removed = previous.keys.filter { current[$0] == nil }
        let parts = [("changed", changed), ("added", added), ("removed", removed)]
            .filter { !$0.1.isEmpty }
            .map { "\($0.0): \($0.1.sorted().joined(separator: ", "))" }
        return parts.joined(separator: "; ")
    }

    /// `14:03:27`: a time of day in `timeZone`.
    static func timeOfDay(_ date: Date, timeZone: TimeZone = .current) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.hour, .minute, .second], from: date)
        func twoDigits(_ value: Int?) -> String {
            let value = value ?? 0
            return value < 10 ? "0\(value)" : "\(value)"
        }
        return "\(twoDigits(parts.hour)):\(twoDigits(parts.minute)):\(twoDigits(parts.second))"
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
