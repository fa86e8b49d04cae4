import Foundation
import RulebookTestSupport
import Testing

/// The README's example is true: its spec, saved under the name the README gives, run by the
/// built `rulebook` with the README's arguments, prints exactly the output the README shows
/// and exits with the status it shows.
struct ReadmeExampleTests {
    static let readme = RepositoryPaths.root + "/README.md"

    /// What the README's example consists of.
    struct Example {
        /// The spec: the body of the ````markdown block.
        var spec: String
        /// The arguments after `swift run rulebook`.
        var arguments: [String]
        /// The lines shown under the command.
        var output: String
        /// The status shown after `$ echo $?`.
        var status: Int32
    }

    /// Reads the example out of the README: the first ````markdown block, and the first
    /// ```text block that starts with `$ swift run rulebook`.
    static func example(in readme: String) throws -> Example {
        let lines = readme.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let specStart = try #require(lines.firstIndex(of: "````markdown"))
        let specEnd = try #require(lines[(specStart + 1)...].firstIndex(of: "````"))
        let spec = lines[(specStart + 1)..<specEnd].joined(separator: "\n") + "\n"
        let commandLine = try #require(
            lines.firstIndex { $0.hasPrefix("$ swift run rulebook ") })
        #expect(lines[commandLine - 1] == "```text")
        let arguments = lines[commandLine].dropFirst("$ swift run rulebook ".count)
            .split(separator: " ").map(String.init)
        let echo = try #require(lines[commandLine...].firstIndex(of: "$ echo $?"))
        let output = lines[(commandLine + 1)..<echo].joined(separator: "\n") + "\n"
        let status = try #require(Int32(lines[echo + 1]))
        #expect(lines[echo + 2] == "```")
        return Example(spec: spec, arguments: arguments, output: output, status: status)
    }

    @Test("The README's example table prints the output and exit status the README shows")
    func exampleRunsAsShown() throws {
        let example = try Self.example(in: String(contentsOfFile: Self.readme, encoding: .utf8))
        let file = try #require(example.arguments.last { $0.hasSuffix(".md") })
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("readme-example-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(example.spec.utf8).write(to: folder.appendingPathComponent(file))

        let run = try Subprocess.run(
            ExitCodeTests.requireExecutable(), example.arguments, in: folder)

        #expect(run.output == example.output)
        #expect(run.status == example.status)
    }

    @Test("The example's shape: one table whose rows share one model, and a failing last row")
    func exampleSaysWhatItShows() throws {
        let readme = try String(contentsOfFile: Self.readme, encoding: .utf8)
        let example = try Self.example(in: readme)
        #expect(example.spec.contains("```rulebook pager\n"))
        #expect(example.status == 1)
        #expect(example.output.hasSuffix("0 passed, 1 failed\n"))
        #expect(readme.contains("fresh for this table"))
        #expect(!readme.contains("each row applies its `event` to a fresh"))
    }
}
