import Foundation
import Rulebook
import Testing

/// Odd inputs as a QA user meets them: linked folders, a file named twice, a file that is
/// not UTF-8. Each is handled for itself, and the reports are still written.
struct InputSafetyTests {
    static let passing = ExitCodeTests.fixtures.appendingPathComponent("passing.md").path

    /// How the runs (in the fixtures folder) name the file at `path`: relative to that folder.
    static func name(_ path: String) -> String {
        SpecRoot(workingDirectory: ExitCodeTests.fixtures.path).name(of: path)
    }

    func temporaryFolder() throws -> String {
        let folder = NSTemporaryDirectory() + "rulebook-inputs-" + UUID().uuidString
        try FileManager.default.createDirectory(
            atPath: folder + "/real", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Self.passing, toPath: folder + "/real/a.md")
        return folder
    }

    @Test(
        "A spec folder given as a symbolic link is checked")
    func linkedFolder() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createSymbolicLink(
            atPath: root + "/alias", withDestinationPath: root + "/real")
        let run = try ExitCodeTests().run(["--no-html", root + "/alias"])
        #expect(run.status == 0)
        #expect(run.output.contains("\(Self.name(root + "/alias/a.md")): 1 passed"))
        #expect(!run.output.split(separator: "\n").contains { $0.hasPrefix("/") })
        #expect(run.output.hasSuffix("1 passed, 0 failed\n"))
    }

    @Test(
        "The same file named relatively, absolutely and through a link runs once")
    func sameFileTwice() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createSymbolicLink(
            atPath: root + "/alias", withDestinationPath: root + "/real")
        let run = try ExitCodeTests().run([
            "--no-html", "passing.md", Self.passing, "./passing.md", root + "/real/a.md",
            root + "/alias/a.md", root + "/alias",
        ])
        #expect(run.status == 0)
        #expect(run.output.hasSuffix("2 passed, 0 failed\n"))
    }

    @Test(
        "A non-UTF-8 file is an error at its byte offset; the other files run and the reports are written"
    )
    func notUTF8() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try Data([0x23, 0x20, 0x41, 0x0A, 0xFF, 0x0A]).write(
            to: URL(fileURLWithPath: root + "/real/bad.md"))
        let run = try ExitCodeTests().run([
            "--html", root + "/site", "--junit", root + "/junit.xml", root + "/real",
        ])
        #expect(run.status == 1)
        #expect(
            run.output.contains(
                "\(Self.name(root + "/real/bad.md")):2: bad.md: error: the file is not UTF-8 text: the byte at offset 4 (0xFF) is not valid UTF-8"
            ))
        #expect(run.output.contains("\(Self.name(root + "/real/a.md")): 1 passed"))
        #expect(run.output.hasSuffix("1 passed, 1 failed\n"))
        let junit = try String(contentsOfFile: root + "/junit.xml", encoding: .utf8)
        #expect(junit.contains("<error message=\"the file is not UTF-8 text"))
        let page = try String(contentsOfFile: root + "/site/bad.html", encoding: .utf8)
        #expect(page.contains("the byte at offset 4 (0xFF) is not valid UTF-8"))
        #expect(FileManager.default.fileExists(atPath: root + "/site/a.html"))
    }
}
