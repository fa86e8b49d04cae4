import Foundation
import RulebookTestSupport
import Testing

/// The fast paths that produce output (the cmark-gfm arena, the HTML buffer and its byte
/// escaping, the `--json` writer) against their plain reference paths, which
/// `RULEBOOK_REFERENCE_PATHS=1` switches on (ARCHITECTURE.md, "Fast paths"): the built
/// `rulebook` runs each input both ways, and every output must be the same bytes (the
/// measured times of JUnit and `--json` aside).
struct ReferencePathsTests {
    private static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// What one run printed and wrote: its exit status, its console (the output folder
    /// named `OUT`), and each output file's bytes by its path in the output folder.
    private struct Outputs: Equatable {
        var status: Int32
        var console: String
        var files: [String: Data]
    }

    /// Runs the check on `input` in `directory`, with or without the reference paths, writing
    /// the site, JUnit and `--json` into a fresh folder; returns what it printed and wrote.
    private func run(_ input: String, in directory: URL, reference: Bool) throws -> Outputs {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("rulebook-reference-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let switchSetting =
            reference ? ["RULEBOOK_REFERENCE_PATHS=1"] : ["-u", "RULEBOOK_REFERENCE_PATHS"]
        let run = try Subprocess.run(
            URL(fileURLWithPath: "/usr/bin/env"),
            switchSetting + [
                try ExitCodeTests.requireExecutable().path, "--html",
                folder.appendingPathComponent("site").path, "--junit",
                folder.appendingPathComponent("junit.xml").path, "--json",
                folder.appendingPathComponent("results.json").path, input,
            ], in: directory)
        var files: [String: Data] = [:]
        let paths = FileManager.default.enumerator(atPath: folder.path)?.allObjects ?? []
        for case let path as String in paths {
            let url = folder.appendingPathComponent(path)
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true
            else { continue }
            files[path] = Self.withoutTimes(try Data(contentsOf: url), in: path)
        }
        // The console names the output folder, which is new for every run.
        let console = (run.output + run.errors).replacingOccurrences(of: folder.path, with: "OUT")
        return Outputs(status: run.status, console: console, files: files)
    }

    /// `data` with the measured times of JUnit (`time="…"`) and `--json`
    /// (`"durationSeconds" : …`) blanked, the only bytes two runs of one input may differ in.
    private static func withoutTimes(_ data: Data, in path: String) -> Data {
        let pattern: String
        switch path {
        case "junit.xml": pattern = #"time="[0-9.]+""#
        case "results.json": pattern = #""durationSeconds" : [0-9.e-]+"#
        default: return data
        }
        let text = String(decoding: data, as: UTF8.self)
        return Data(
            text.replacingOccurrences(of: pattern, with: "TIME", options: .regularExpression)
                .utf8)
    }

    /// Runs `input` both ways and compares every output.
    private func expectSameOutputs(_ input: String, in directory: URL) throws {
        let fast = try run(input, in: directory, reference: false)
        let plain = try run(input, in: directory, reference: true)
        #expect(fast.files.keys.contains("results.json"), "no --json file: \(fast.console)")
        #expect(fast.files.keys.contains { $0.hasSuffix(".html") }, "no site: \(fast.console)")
        #expect(fast.status == plain.status)
        #expect(fast.console == plain.console)
        #expect(fast.files.keys.sorted() == plain.files.keys.sorted())
        for (path, bytes) in fast.files where plain.files[path] != bytes {
            Issue.record("\(input): \(path) differs between the fast and the reference paths")
        }
    }

    @Test("spec/ gives the same site, JUnit and --json bytes on the fast and reference paths")
    func spec() throws {
        try expectSameOutputs("spec", in: Self.repository)
    }

    @Test("The CLI fixtures give the same outputs on the fast and reference paths")
    func fixtures() throws {
        try expectSameOutputs(".", in: ExitCodeTests.fixtures)
    }

    /// The fuzzer's seeds (every Markdown file of spec/, the CLI fixtures and the examples,
    /// as `scripts/fuzz.sh` gathers them), each as a spec of its own in one folder, and a
    /// hostile spec with every character the escaping replaces.
    @Test("The fuzzer's seeds and a hostile spec give the same outputs on both paths")
    func fuzzSeeds() throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("rulebook-seeds-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var seeds = 0
        for top in ["spec", "Tests/RulebookCLITests/Fixtures", "Examples"] {
            let base = Self.repository.appendingPathComponent(top)
            let paths = FileManager.default.enumerator(atPath: base.path)?.allObjects ?? []
            for case let path as String in paths
            where path.hasSuffix(".md") && !path.contains(".build/") {
                let name = (top + "/" + path).replacingOccurrences(of: "/", with: "_")
                try FileManager.default.copyItem(
                    at: base.appendingPathComponent(path),
                    to: folder.appendingPathComponent(name))
                seeds += 1
            }
        }
        #expect(seeds > 20)
        let hostile = """
            # Hostile <b>"text"</b> & 'quotes' \u{1B}[31m \u{7F} \u{85} \u{FFFE} \u{FFFF}

            Prose with [a link](other.md#x), ![an image](x.png) and \u{0}\u{1}\u{9B} é 👩‍💻.

            ```rulebook model=pager
            | event     | ticket | rows     | result?          | note          |
            |-----------|--------|----------|------------------|---------------|
            | load next | A      |          | requested page 1 | <i>\u{1F}</i> |
            | respond   | A      | a-1, <b> | accepted         | 'x' & "y"     |
            ```
            """
        try Data(hostile.utf8).write(to: folder.appendingPathComponent("hostile.md"))
        try expectSameOutputs(".", in: folder)
    }
}
