import Foundation
import Rulebook
import RulebookAdapterModels
import RulebookReport
import RulebookTestSupport
import Testing

@testable import RulebookCLI

/// `--watch`, `--rerun-failed` and `--format editor`.
struct CheckLoopTests {
    static let failing = """
        # Spec

        ## Retry

        ```rulebook pager
        | event     | ticket | result?          | error? |
        |-----------|--------|------------------|--------|
        | load next | A      | requested page 1 | none   |
        | fail      | A      | accepted         | none   |
        ```

        ## Load

        ```rulebook pager
        | event     | result?          |
        |-----------|------------------|
        | load next | requested page 1 |
        ```

        """

    static let fixed = failing.replacingOccurrences(
        of: "| accepted         | none   |", with: "| accepted         | failed |")

    func folder(_ text: String) throws -> String {
        let folder = NSTemporaryDirectory() + "rulebook-loop-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: folder + "/a.md"))
        return folder
    }

    @Test("--watch runs once, then after a save prints only the rules that changed")
    func watch() throws {
        let folder = try folder(Self.failing)
        var output: [String] = []
        var saves = [Self.fixed, Self.failing]
        let options = try CommandLineOptions.parse([folder, "--watch"])
        var loop = WatchLoop(options: options, registry: .builtIn, maxIterations: 4)
        loop.lastRunPath = nil
        loop.output = { output.append($0) }
        loop.time = { "12:00:00" }
        loop.pause = {
            guard !saves.isEmpty else { return }
            let text = saves.removeFirst() + "\n"
            try? Data(text.utf8).write(to: URL(fileURLWithPath: folder + "/a.md"))
        }
        #expect(loop.run() == .failed)
        try #require(output.count == 7, "\(output)")
        // Named from the working directory, as every report names a spec (`SpecRoot`).
        let name = SpecRoot().name(of: folder)
        #expect(
            output[0]
                == "watching \(folder) (1 spec file) for saves, added and removed files; press Ctrl-C to stop"
        )
        #expect(output[1] == "[12:00:00] run of 1 spec file")
        #expect(output[2].contains("row 2: error? expected none, got failed"))
        #expect(output[3] == "[12:00:00] changed: \(folder)/a.md")
        #expect(output[4] == "newly passing: \(name)/a.md:5: Retry\n2 passed, 0 failed")
        #expect(output[5] == "[12:00:00] changed: \(folder)/a.md")
        #expect(
            output[6].hasPrefix(
                "newly failing: \(name)/a.md:5: Retry\n  \(name)/a.md:9: Retry: row 2"))
        #expect(!output[6].contains("Load"), "an unchanged rule is not shown")
    }

    @Test("--watch names added and removed files, and a removed failing rule changes the counts")
    func watchAddedAndRemovedFiles() throws {
        let folder = try folder(Self.fixed)
        let other = folder + "/b.md"
        var output: [String] = []
        var steps: [() -> Void] = [
            { try? Data((Self.failing + "\n").utf8).write(to: URL(fileURLWithPath: other)) },
            { try? FileManager.default.removeItem(atPath: other) },
        ]
        let options = try CommandLineOptions.parse([folder, "--watch"])
        var loop = WatchLoop(options: options, registry: .builtIn, maxIterations: 3)
        loop.lastRunPath = nil
        loop.output = { output.append($0) }
        loop.time = { "09:05:07" }
        loop.pause = { if !steps.isEmpty { steps.removeFirst()() } }
        #expect(loop.run() == .passed, "the failing file is gone")
        try #require(output.count == 7, "\(output)")
        #expect(output[1] == "[09:05:07] run of 1 spec file")
        #expect(output[2].hasSuffix("2 passed, 0 failed"))
        #expect(output[3] == "[09:05:07] added: \(other)")
        let otherName = SpecRoot().name(of: other)
        #expect(output[4].hasPrefix("newly failing: \(otherName):5: Retry"))
        #expect(output[4].hasSuffix("3 passed, 1 failed"))
        #expect(output[5] == "[09:05:07] removed: \(other)")
        #expect(
            output[6].hasPrefix("no longer run (was failing): \(otherName):5: Retry\n"),
            "not \"no change\": the failure went away with its file")
        #expect(output[6].hasSuffix("2 passed, 0 failed"))
    }

    @Test("The time of each run is the time of day, in two-digit fields")
    func timeOfDay() throws {
        let utc = try #require(TimeZone(identifier: "UTC"))
        #expect(
            WatchLoop.timeOfDay(Date(timeIntervalSince1970: 3_723), timeZone: utc) == "01:02:03")
        #expect(
            WatchLoop.timeOfDay(Date(timeIntervalSince1970: 86_399), timeZone: utc) == "23:59:59")
    }

    @Test("--rerun-failed runs only the rules recorded as failed by the last run")
    func rerunFailed() throws {
        let folder = try folder(Self.failing)
        let spec = try SpecFiles.read(folder + "/a.md")
        let record = LastRun(SpecRunner(registry: .builtIn).run([spec]))
        #expect(record.failedRules == [RuleLocation(path: folder + "/a.md", anchor: "retry")])
        let path = folder + "/.build/rulebook-last-run"
        try record.write(to: path)
        let read = try #require(LastRun.read(path))
        #expect(read == record)

        var runner = SpecRunner(registry: .builtIn)
        runner.filter.rules = read.failedRules
        let rerun = runner.run([spec])
        #expect(rerun.tables.map(\.status) == [.failed, .skipped])
        #expect(LastRun(rerun, previous: read) == record, "a skipped rule keeps its failure")
        #expect(
            LastRun(SpecRunner(registry: .builtIn).run([Spec(path: spec.path, text: Self.fixed)]))
                .failedRules.isEmpty
        )
    }

    @Test("--format editor prints FILE:LINE:COLUMN: error: at the failing cell")
    func editorFormat() throws {
        let result = SpecRunner(registry: .builtIn).run([Spec(path: "a.md", text: Self.failing)])
        let lines = EditorReport(result: result).lines
        #expect(lines.first == "a.md:9:43: error: Retry: row 2: error? expected none, got failed")
        #expect(lines.last == "1 passed, 1 failed")
        let options = try CommandLineOptions.parse(["--format", "editor"])
        #expect(options.format == .editor)
        #expect(throws: Diagnostic.self) { try CommandLineOptions.parse(["--format", "json"]) }
    }

    @Test(
        "The executable records failures and --rerun-failed runs only those")
    func rerunFromTheCommandLine() throws {
        let folder = try folder(Self.failing)
        func run(_ arguments: [String]) throws -> (Int32, String) {
            let run = try Subprocess.run(
                ExitCodeTests.requireExecutable(), arguments, in: URL(fileURLWithPath: folder))
            return (run.status, run.output)
        }
        #expect(try run(["--no-html", "--rerun-failed", "a.md"]).0 == 2, "nothing recorded yet")
        #expect(try run(["--no-html", "a.md"]).0 == 1)
        let rerun = try run(["--no-html", "--rerun-failed", "a.md"])
        #expect(rerun.0 == 1)
        #expect(rerun.1.hasSuffix("0 passed, 1 failed, 1 skipped\n"))
        try Data((Self.fixed + "\n").utf8).write(to: URL(fileURLWithPath: folder + "/a.md"))
        #expect(try run(["--no-html", "--rerun-failed", "a.md"]).0 == 0)
        #expect(
            try run(["--no-html", "--rerun-failed", "a.md"]).1 == "nothing failed in the last run\n"
        )
    }
}
