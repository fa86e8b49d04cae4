import Foundation
import Testing

@testable import Rulebook

struct SpecLoaderTests {
    /// A fresh folder under the system's temporary folder.
    func temporaryFolder() throws -> String {
        let folder = NSTemporaryDirectory() + "rulebook-loader-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }

    func write(_ text: String, to path: String) throws {
        let folder = (path as NSString).deletingLastPathComponent
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    @Test("A folder gives its Markdown files in path order, leaving out hidden ones and folders")
    func folderScan() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try write("# B\n", to: root + "/b.md")
        try write("# A\n", to: root + "/sub/a.md")
        try write("# Upper\n", to: root + "/C.MD")
        try write("# Hidden\n", to: root + "/.build/checkouts/dep/README.md")
        try write("# Dot file\n", to: root + "/.draft.md")
        try write("not markdown\n", to: root + "/notes.txt")
        try FileManager.default.createDirectory(
            atPath: root + "/folder.md", withIntermediateDirectories: true)
        let specs = try SpecLoader.load([root])
        #expect(
            specs.map { $0.path.replacingOccurrences(of: root + "/", with: "") } == [
                "C.MD", "b.md", "sub/a.md",
            ])
    }

    @Test("A path given twice is read once; a missing path is an error")
    func duplicatesAndMissing() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try write("# A\n", to: root + "/a.md")
        #expect(try SpecLoader.load([root + "/a.md", root, root + "/./a.md"]).count == 1)
        #expect(throws: Diagnostic.self) { try SpecLoader.load([root + "/missing.md"]) }
    }

    @Test("A file that is not UTF-8 is an error for that file only, at its byte offset and line")
    func notUTF8() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try write("# A\n", to: root + "/a.md")
        try Data(Array("# Bad\n\nfine\n".utf8) + [0xC3, 0x28, 0x41]).write(
            to: URL(fileURLWithPath: root + "/bad.md"))
        try write("# C\n", to: root + "/c.md")
        let specs = try SpecLoader.load([root])
        #expect(specs.map(\.path) == [root + "/a.md", root + "/bad.md", root + "/c.md"])
        let problem = Diagnostic(
            .file, at: FileLocation(file: root + "/bad.md", line: 4),
            "the file is not UTF-8 text: the byte at offset 12 (0xC3) is not valid UTF-8; save the file as UTF-8"
        )
        try #require(specs.count > 2)
        #expect(specs[1].loadProblem == problem)
        #expect(specs[1].tables.map(\.problem) == [problem])
        #expect(specs[0].loadProblem == nil && specs[2].loadProblem == nil)
        let result = SpecRunner(registry: .pureModels).run(specs)
        try #require(result.specs.count > 1)
        #expect(result.specs[1].status == .error)
        #expect(!result.isPassing)
    }

    @Test("A file that cannot be read is an error for that file only")
    func unreadable() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try write("# A\n", to: root + "/a.md")
        #expect(mkfifo(root + "/fifo.md", 0o644) == 0)
        var paths = [root + "/fifo.md", root + "/a.md"]
        // Even root cannot read this regular file.
        if FileManager.default.fileExists(atPath: "/proc/self/mem") {
            paths.append("/proc/self/mem")
        }
        let specs = try SpecLoader.load(paths)
        try #require(specs.count == paths.count)
        #expect(specs[0].loadProblem?.message == "is not a regular file")
        #expect(specs[1].loadProblem == nil)
        if paths.count == 3 {
            #expect(specs[2].loadProblem?.message.hasPrefix("the file cannot be read (") == true)
        }
    }

    @Test("Linked folders and files are followed, each folder once, so a loop ends")
    func links() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try write("# A\n", to: root + "/real/a.md")
        try write("# B\n", to: root + "/elsewhere/b.md")
        try FileManager.default.createSymbolicLink(
            atPath: root + "/real/loop", withDestinationPath: root + "/real")
        try FileManager.default.createSymbolicLink(
            atPath: root + "/real/more", withDestinationPath: root + "/elsewhere")
        try FileManager.default.createSymbolicLink(
            atPath: root + "/real/linked.md", withDestinationPath: root + "/elsewhere/b.md")
        try FileManager.default.createSymbolicLink(
            atPath: root + "/alias", withDestinationPath: root + "/real")
        let specs = try SpecLoader.load([root + "/alias"])
        // b.md is reached twice (a linked file and a linked folder): read once.
        #expect(specs.map(\.path) == [root + "/alias/a.md", root + "/alias/linked.md"])
        #expect(specs.map(\.text) == ["# A\n", "# B\n"])
    }

    @Test("A file named twice by any spelling is read once")
    func spellings() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try write("# A\n", to: root + "/spec/a.md")
        try FileManager.default.createSymbolicLink(
            atPath: root + "/alias", withDestinationPath: root + "/spec")
        let relative = String(root.dropFirst(FileManager.default.currentDirectoryPath.count + 1))
        let spellings = [
            root + "/spec/a.md", root + "//spec/./a.md", root + "/alias/a.md", root + "/spec",
            root.hasPrefix(FileManager.default.currentDirectoryPath + "/")
                ? relative + "/spec/a.md" : root + "/spec/../spec/a.md",
        ]
        #expect(try SpecLoader.load(spellings).map(\.path) == [root + "/spec/a.md"])
    }
}
