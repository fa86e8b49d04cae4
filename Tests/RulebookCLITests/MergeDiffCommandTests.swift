import Foundation
import Rulebook
import Testing

@testable import RulebookCLI

/// `--json`, `--shard`, `rulebook merge` and `rulebook diff` as CI runs them.
struct MergeDiffCommandTests {
    let runner = ExitCodeTests()

    /// A fresh temporary folder.
    func temporaryFolder() throws -> String {
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("rulebook-merge-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test(
        "Two shards merged print and write what one run prints and writes, with its exit status")
    func shardsMerge() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let files = ["passing.md", "wrong-expectation.md"]
        let full = try runner.run(
            ["--no-html", "--junit", "\(folder)/full.xml", "--json", "\(folder)/full.json"] + files)
        #expect(full.status == 1)
        for index in 1...2 {
            let shard = try runner.run(
                ["--no-html", "--shard", "\(index)/2", "--json", "\(folder)/\(index).json"] + files)
            #expect(shard.status <= 1)
        }
        let merged = try runner.run(
            ["merge", "\(folder)/2.json", "\(folder)/1.json", "--junit", "\(folder)/merged.xml"])
        #expect(merged.status == 1)
        #expect(merged.output == full.output)
        // The merged JUnit has the shards' recorded times, so it equals the full run's bytes
        // apart from the times measured in that separate run.
        func withoutTimes(_ file: String) throws -> String {
            try String(contentsOfFile: "\(folder)/\(file)", encoding: .utf8)
                .replacing(/time="[0-9.]*"/, with: "time=\"\"")
        }
        #expect(try withoutTimes("full.xml") == withoutTimes("merged.xml"))

        let missing = try runner.run(["merge", "\(folder)/1.json"])
        #expect(missing.status == 2)
        #expect(missing.errors.contains("merge needs every shard"))
    }

    @Test(
        "diff exits 1 and prints Markdown when a rule newly fails, 0 when nothing regressed")
    func diff() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        _ = try runner.run(["--no-html", "--json", "\(folder)/base.json", "passing.md"])
        _ = try runner.run(
            ["--no-html", "--json", "\(folder)/head.json", "passing.md", "wrong-expectation.md"])
        let worse = try runner.run(["diff", "\(folder)/base.json", "\(folder)/head.json"])
        #expect(worse.status == 1)
        #expect(worse.output.hasPrefix("## rulebook: 1 added\n"))
        let better = try runner.run(["diff", "\(folder)/head.json", "\(folder)/base.json"])
        #expect(better.status == 0)
        #expect(better.output.contains("### Removed"))
    }

    @Test(
        "A bad shard, a missing file or a stray option is a usage error")
    func usageErrors() throws {
        #expect(try runner.run(["--shard", "3/2", "passing.md"]).status == 2)
        #expect(try runner.run(["--json", "out.md", "passing.md"]).status == 2)
        #expect(try runner.run(["merge"]).status == 2)
        #expect(try runner.run(["merge", "no-such.json"]).status == 2)
        #expect(try runner.run(["merge", "--fast", "x.json"]).status == 2)
        #expect(try runner.run(["diff", "one.json"]).status == 2)
        #expect(try runner.run(["diff", "passing.md", "passing.md"]).status == 2)
    }

    @Test("--json and --shard are read, with or without =")
    func options() throws {
        let options = try CommandLineOptions.parse(["--json=out.json", "--shard", "2/5", "spec"])
        #expect(options.jsonFile == "out.json")
        #expect(options.shard == Shard(index: 2, count: 5))
        #expect(throws: Diagnostic.self) { try CommandLineOptions.parse(["--shard", "0/5"]) }
        #expect(throws: Diagnostic.self) { try CommandLineOptions.parse(["--json"]) }
    }
}
