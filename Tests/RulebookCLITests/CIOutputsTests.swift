import Foundation
import Testing

/// The outputs for CI from the command line: `--format github`, `--summary`, `--base`, and
/// paths that read the same however the spec was named.
struct CIOutputsTests {
    let runner = ExitCodeTests()

    func temporaryFolder() throws -> String {
        let folder = NSTemporaryDirectory() + "rulebook-ci-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test("--format github prints one ::error per failing row, at the failing cell")
    func githubFormat() throws {
        let run = try runner.run(["--no-html", "--format", "github", "wrong-expectation.md"])
        #expect(run.status == 1)
        let errors = run.output.split(separator: "\n").filter { $0.hasPrefix("::error ") }
        #expect(
            errors == [
                "::error file=wrong-expectation.md,line=9,col=43,title=Retry requests the same page::row 2: error? expected none, got failed"
            ])
        #expect(run.output.hasSuffix("0 passed, 1 failed\n"))
    }

    @Test("An absolute spec path is shown and linked relative to the working directory")
    func absoluteSpecPath() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let absolute = ExitCodeTests.fixtures.appendingPathComponent("wrong-expectation.md").path
        let run = try runner.run([
            absolute, "--format", "github", "--html", folder + "/site", "--summary",
            folder + "/summary.md", "--commit", "c1",
            "--source-url", "https://example.com/r/blob/{commit}/{path}#L{line}",
        ])
        #expect(run.status == 1, "\(run.errors)")
        #expect(run.output.contains("::error file=wrong-expectation.md,line=9,"))
        let index = try String(contentsOfFile: folder + "/site/index.html", encoding: .utf8)
        let page = try String(
            contentsOfFile: folder + "/site/wrong-expectation.html", encoding: .utf8)
        let summary = try String(contentsOfFile: folder + "/summary.md", encoding: .utf8)
        for text in [index, page, summary] {
            #expect(!text.contains(ExitCodeTests.fixtures.path), "no machine path leaks")
            #expect(text.contains("https://example.com/r/blob/c1/wrong-expectation.md#L9"))
        }
    }

    @Test("--base needs --summary, and a bad --lang is a usage error")
    func usage() throws {
        #expect(try runner.run(["--no-html", "--base", "x.json", "passing.md"]).status == 2)
        #expect(try runner.run(["--no-html", "--lang", "e n", "passing.md"]).status == 2)
    }

    @Test("--summary with --base writes the changes since the base run")
    func summaryWithBase() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let base = try runner.run(["--no-html", "--json", folder + "/base.json", "passing.md"])
        #expect(base.status == 0)
        let head = try runner.run([
            "--no-html", "--summary", folder + "/summary.md", "--base", folder + "/base.json",
            "passing.md", "wrong-expectation.md",
        ])
        #expect(head.status == 1)
        let summary = try String(contentsOfFile: folder + "/summary.md", encoding: .utf8)
        #expect(summary.hasPrefix("## rulebook: ❌ failed\n"))
        #expect(summary.contains("### Changes since the base run"))
        #expect(summary.contains("Retry requests the same page"))
    }

    @Test("--history keeps each rule's runs between runs and the index shows them")
    func history() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let history = folder + "/history.json"
        let arguments = ["--history", history, "--html", folder + "/site", "wrong-expectation.md"]
        #expect(try runner.run(arguments).status == 1)
        let once = try String(contentsOfFile: history, encoding: .utf8)
        #expect(try runner.run(arguments).status == 1)
        let twice = try String(contentsOfFile: history, encoding: .utf8)
        #expect(once != twice)
        // The rule's two runs (the run totals have a "failed" key of their own).
        #expect(twice.components(separatedBy: "\"status\" : \"failed\"").count - 1 == 2)
        let index = try String(contentsOfFile: folder + "/site/index.html", encoding: .utf8)
        #expect(index.contains("aria-label=\"2 runs, oldest first: failed, failed\""))
        try "not json".write(toFile: history, atomically: true, encoding: .utf8)
        #expect(try runner.run(arguments).status == 2, "a damaged history is a usage error")
    }

    @Test("--root shows paths relative to another folder")
    func root() throws {
        let run = try runner.run([
            "--no-html", "--format", "github", "--root", "..", "wrong-expectation.md",
        ])
        #expect(run.output.contains("::error file=Fixtures/wrong-expectation.md,line=9,"))
    }

    @Test("--summary refuses to replace an input spec")
    func summaryRefusesASpec() throws {
        let spec = ExitCodeTests.fixtures.appendingPathComponent("passing.md").path
        let before = try String(contentsOfFile: spec, encoding: .utf8)
        let run = try runner.run(["--no-html", "--summary", "passing.md", "passing.md"])
        #expect(run.status == 2)
        #expect(try String(contentsOfFile: spec, encoding: .utf8) == before)
    }
}
