import Foundation
import Testing

@testable import Rulebook

/// Spec files are named by their paths relative to the root of the run (`--root`), never by
/// an absolute path, and read from where they are.
struct SpecRootTests {
    @Test("A spec is named relative to the root, however it was given, with .. outside it")
    func names() {
        let root = SpecRoot(folder: "/ci/app", workingDirectory: "/ci/app")
        #expect(root.name(of: "spec/a.md") == "spec/a.md")
        #expect(root.name(of: "./spec/../spec/a.md") == "spec/a.md")
        #expect(root.name(of: "/ci/app/spec/a.md") == "spec/a.md")
        #expect(root.name(of: "/ci/other/spec/a.md") == "../other/spec/a.md")
        #expect(root.name(of: "/tmp/specs/a.md") == "../../tmp/specs/a.md")
        #expect(root.location(of: "spec/a.md") == "spec/a.md")

        // Another root than the working directory: the names are the same from any folder.
        let checkout = SpecRoot(folder: "/builds/app-2", workingDirectory: "/home/runner")
        #expect(checkout.name(of: "/builds/app-2/spec/a.md") == "spec/a.md")
        #expect(checkout.name(of: "../../builds/app-2/spec/a.md") == "spec/a.md")
        #expect(checkout.location(of: "spec/a.md") == "/builds/app-2/spec/a.md")
        #expect(checkout.location(of: "../x/a.md") == "/builds/x/a.md")
        let relative = SpecRoot(folder: "app", workingDirectory: "/w")
        #expect(relative.folder == "/w/app")
        #expect(relative.name(of: "app/spec/a.md") == "spec/a.md")

        let top = SpecRoot(folder: "/", workingDirectory: "/w")
        #expect(top.name(of: "/w/spec/a.md") == "w/spec/a.md")
        #expect(top.location(of: "w/spec/a.md") == "/w/spec/a.md")
    }

    @Test("A spec outside the working directory is read from its place and keeps its name")
    func reading() throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("rulebook-root-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(
            atPath: folder + "/spec", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data("# A\n".utf8).write(to: URL(fileURLWithPath: folder + "/spec/a.md"))
        try Data([0xFF]).write(to: URL(fileURLWithPath: folder + "/spec/bad.md"))
        let root = SpecRoot(folder: folder, workingDirectory: "/")
        #expect(root.load("spec/a.md").path == "spec/a.md")
        #expect(root.load("spec/a.md").text == "# A\n")
        #expect(root.loadIfPresent("spec/a.md")?.path == "spec/a.md")
        #expect(root.loadIfPresent("spec/none.md") == nil)
        #expect(root.text(of: "spec/bad.md") == "")
        let bad = root.load("spec/bad.md")
        #expect(bad.loadProblem?.location?.file == "spec/bad.md")
        let reading = SpecReading(["spec/a.md", "spec/bad.md"], root: root)
        #expect(reading.spec(at: 0).path == "spec/a.md")
        #expect(reading.spec(at: 1).loadProblem != nil)
    }
}
