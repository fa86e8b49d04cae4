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
        #expect(throws: SpecLoader.LoadError.self) { try SpecLoader.load([root + "/missing.md"]) }
    }

    @Test("A file that is not UTF-8 is an error that names it")
    func notUTF8() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try Data([0xFF, 0xFE, 0x00, 0x41]).write(to: URL(fileURLWithPath: root + "/bad.md"))
        #expect(
            throws: SpecLoader.LoadError(
                path: root + "/bad.md", reason: "the file is not UTF-8 text")
        ) {
            try SpecLoader.load([root])
        }
    }
}
