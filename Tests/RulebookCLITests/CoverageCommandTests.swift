import Foundation
import RulebookTestSupport
import Testing

/// `rulebook coverage`, run in-process through the command context (`InProcessCommand`), and
/// as the built executable where the working directory matters.
struct CoverageCommandTests {
    static let spec = MutantsCommandTests.spec

    func run(_ arguments: [String]) async -> InProcessCommand {
        await InProcessCommand.run(arguments)
    }

    @Test("spec/ covers every reachable pair of pager; a copy without a table exits 1 naming it")
    func minimumCoverage() async throws {
        let before = await run([
            "coverage", Self.spec.path, "--model", "pager", "--min-coverage", "100",
        ])
        #expect(before.status == 0, "\(before.output)")
        #expect(before.output.contains("pager: 25 of 25 reachable pairs covered (100%)"))

        let copy = FileManager.default.temporaryDirectory
            .appendingPathComponent("rulebook-coverage-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: copy, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: copy) }
        var text = try String(
            contentsOf: Self.spec.appendingPathComponent("pagination.md"), encoding: .utf8)
        let heading = "### A stalled answer's ticket is spent"
        let start = try #require(text.range(of: heading))
        let end = try #require(
            text.range(of: "### Retry after a stall", range: start.upperBound..<text.endIndex))
        text.removeSubrange(start.lowerBound..<end.lowerBound)
        try text.write(
            to: copy.appendingPathComponent("pagination.md"), atomically: true, encoding: .utf8)

        let after = await run(["coverage", copy.path, "--model", "pager", "--min-coverage", "100"])
        #expect(after.status == 1)
        #expect(
            after.output.contains("uncovered: error shown: cursor stall + respond"),
            "\(after.output)")
        #expect(after.output.contains("coverage below 100%: pager"))
    }

    @Test("The coverage file names specs relative to the working directory, never absolutely")
    func relativePaths() throws {
        let file = FileManager.default.temporaryDirectory
            .appendingPathComponent("rulebook-coverage-\(UUID().uuidString).json").path
        defer { try? FileManager.default.removeItem(atPath: file) }
        let run = try ExitCodeTests().run(
            ["coverage", Self.spec.path, "--model", "pager", "--json", file])
        #expect(run.status == 0, "\(run.errors)")
        let json = try String(contentsOfFile: file, encoding: .utf8)
        #expect(json.contains("\"../../../spec/pagination.md\""))
        #expect(!json.contains(Self.spec.path))
        #expect(!run.output.contains(Self.spec.path))
    }

    @Test("An unknown model or a bad percentage is a usage error")
    func usageErrors() async throws {
        #expect(await run(["coverage", Self.spec.path, "--model", "nope"]).status == 2)
        #expect(await run(["coverage", Self.spec.path, "--min-coverage", "101"]).status == 2)
    }
}
