import Foundation
import RulebookTestSupport
import Testing

/// Checks the check's exit codes and output: in-process, through the command context every
/// command runs with (`InProcessCommand`), and, for what only a process shows (usage errors,
/// refused destinations, the HTML report's links), with the built `rulebook` executable, as
/// CI and users run it.
struct ExitCodeTests {
    /// The `rulebook` binary next to the test bundle in the build folder.
    static let executable: URL? = {
        let folder = Bundle.main.bundleURL.deletingLastPathComponent()
        let candidates = [folder, Bundle.main.bundleURL].map {
            $0.appendingPathComponent("rulebook")
        }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    /// The `rulebook` binary, or an error that fails the test: the test target depends on the
    /// executable, so a missing one is a broken build, never a reason to skip.
    static func requireExecutable() throws -> URL {
        guard let executable else { throw MissingExecutable() }
        return executable
    }

    struct MissingExecutable: Error, CustomStringConvertible {
        var description: String {
            "the rulebook executable is not in the build folder next to the test bundle"
        }
    }

    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    func run(_ arguments: [String]) throws -> Subprocess {
        try Subprocess.run(Self.requireExecutable(), arguments, in: Self.fixtures)
    }

    /// Runs the check in this process, as it would run in the fixtures folder.
    func check(_ arguments: [String]) async -> InProcessCommand {
        await InProcessCommand.check(arguments, in: Self.fixtures)
    }

    @Test(
        "A passing spec exits 0 and ends with the N passed, N failed line")
    func passing() async {
        let run = await check(["--no-html", "passing.md"])
        #expect(run.status == 0)
        #expect(run.output.hasSuffix("1 passed, 0 failed\n"))
    }

    @Test(
        "Adapter tables run from the command line, the same on every repeated run")
    func adapterTablesRepeat() async {
        let run = await check(["--no-html", "--repeat", "3", "adapter.md"])
        #expect(run.status == 0, "\(run.output)\(run.errors)")
        #expect(run.output.contains("repeat: 3 runs, 0 differences\n"))
        #expect(run.output.hasSuffix("1 passed, 0 failed\n"))
        #expect(await check(["--no-html", "--repeat", "0", "adapter.md"]).status == 2)
    }

    @Test(
        "One wrong expectation exits 1 and names file, line, rule, row, column, expected and actual"
    )
    func wrongExpectation() async {
        let run = await check(["--no-html", "wrong-expectation.md"])
        #expect(run.status == 1)
        #expect(
            run.output.contains(
                "wrong-expectation.md:9: Retry requests the same page: row 2: error? expected none, got failed"
            ))
        #expect(run.output.hasSuffix("0 passed, 1 failed\n"))
        #expect(!run.output.contains("\u{1B}["), "no colour when not on a terminal")
    }

    @Test("Malformed tables exit 1 with an error at their line")
    func malformed() async {
        let run = await check(["--no-html", "malformed.md"])
        #expect(run.status == 1)
        for expected in [
            "malformed.md:9: Ragged row: error: row 2 has 2 cells but the header has 3",
            "malformed.md:17: Unknown verb: row 1: error: unknown event \"jump\"",
            "malformed.md:23: Unknown column: error: unknown expectation column \"size?\"",
            "malformed.md:30: Unknown model: error: unknown model \"pagr\"",
            "malformed.md:41: Unbound ticket: row 1: error: ticket Q was never bound",
            "malformed.md:49: Bad number: row 1: error: column at: expected a whole number",
            "malformed.md:55: Missing delimiter row: error: expected a pipe table",
        ] {
            #expect(run.output.contains(expected), "missing: \(expected)\n\(run.output)")
        }
        #expect(run.output.hasSuffix("0 passed, 7 failed\n"))
    }

    @Test("A missing checklist target fails the run")
    func missingChecklistItem() async {
        let run = await check(["--no-html", "checklist.md", "passing.md"])
        #expect(run.status == 1)
        #expect(
            run.output.contains(
                "checklist.md:4: checklist: \"Gone\" is missing: passing.md has no heading #gone"))
    }

    @Test("A spec without tables checks nothing and fails")
    func nothingChecked() async {
        let run = await check(["--no-html", "prose-only.md"])
        #expect(run.status == 1)
        #expect(run.output.contains("no event table found"))
    }

    @Test(
        "Usage errors exit 2 with one line on standard error",
        arguments: [["--bogus"], ["no-such-file.md"], ["--filter"]])
    func usageErrors(arguments: [String]) throws {
        let run = try run(arguments)
        #expect(run.status == 2)
        #expect(run.output.isEmpty)
        #expect(run.errors.hasPrefix("rulebook: "))
        #expect(run.errors.filter { $0 == "\n" }.count == 1)
    }

    @Test("--list prints rules and tables without running them")
    func list() async {
        let run = await check(["--list", "wrong-expectation.md"])
        #expect(run.status == 0)
        #expect(
            run.output.contains("## Retry requests the same page  (#retry-requests-the-same-page)"))
        #expect(run.output.contains("line 5: table pager, 2 rows"))
    }

    @Test("--version prints the version")
    func version() async {
        let run = await check(["--version"])
        #expect(run.status == 0)
        #expect(run.output.hasPrefix("rulebook "))
    }

    @Test(
        "A --junit path that could be a spec is refused before anything runs")
    func junitIntoSpecs() throws {
        let spec = Self.fixtures.appendingPathComponent("passing.md")
        let before = try Data(contentsOf: spec)
        let run = try run(["--no-html", "--junit", "passing.md", "wrong-expectation.md"])
        #expect(run.status == 2)
        #expect(run.output.isEmpty)
        #expect(run.errors.contains("passing.md: is a Markdown file name"))
        #expect(try Data(contentsOf: spec) == before)
    }

    @Test(
        "The HTML report may not go into the folder of an input spec")
    func htmlNextToSpecs() throws {
        let run = try run(["--html", ".", "passing.md"])
        #expect(run.status == 2)
        #expect(run.errors.contains("holds the input passing.md"))
    }

    @Test("--list applies --filter")
    func listWithFilter() async {
        let run = await check(["--list", "--filter", "unknown verb", "malformed.md"])
        #expect(run.status == 0)
        #expect(run.output.contains("line 14: table pager"))
        #expect(!run.output.contains("line 5: table pager"))
        #expect(run.output.hasSuffix("1 spec, 1 table, 0 checklist items\n"))
    }

    @Test(
        "The console's FILE:LINE leads to the row's anchor, with the run's context in the header")
    func consoleLineLeadsToRowAnchor() throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("rulebook-anchor-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try run([
            "--html", folder.path, "--filter", "retry", "--commit", "c0ffee", "--source-url",
            "https://example.com/r/blob/{commit}/{path}#L{line}", "wrong-expectation.md",
        ])
        #expect(run.status == 1)
        let page = try String(
            contentsOf: folder.appendingPathComponent("wrong-expectation.html"), encoding: .utf8)
        #expect(run.output.hasPrefix("wrong-expectation.md:9: "))
        #expect(page.contains("<tr id=\"L9\" class=\"failed\">"))
        #expect(page.contains("<a href=\"#L9\">Retry requests the same page: row 2</a>"))
        #expect(page.contains("href=\"https://example.com/r/blob/c0ffee/wrong-expectation.md#L9\""))
        #expect(page.contains("commit <code>c0ffee</code> · filter <code>retry</code>"))
    }
}
