import Foundation
import RulebookTestSupport
import Testing

/// Issue 42: a required case deleted from spec/ on a branch does not fail the run, but a pull
/// request shows it: `--summary` against the base run's `--json` says so first.
struct RemovedRequiredCaseTests {
    @Test("Deleting a checklist line of spec/ shows 1 required case removed in --summary --base")
    func deletedChecklistLine() throws {
        let repository = URL(fileURLWithPath: RepositoryPaths.root)
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("rulebook-removed-case-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(
            at: repository.appendingPathComponent("spec"),
            to: folder.appendingPathComponent("spec"))
        let rulebook = try ExitCodeTests.requireExecutable()
        let base = try Subprocess.run(
            rulebook, ["--no-html", "--json", "base.json", "spec"], in: folder)
        #expect(base.status == 0, "\(base.output)\(base.errors)")

        // The branch deletes the first required case of the pager, with its second line.
        let page = folder.appendingPathComponent("spec/pagination.md")
        let text = try String(contentsOf: page, encoding: .utf8)
        let item =
            "- [ ] [Repeated end-of-list reach starts one load](#repeated-end-of-list-reach-starts-one-load):\n  without it a bounce at the bottom sends the same page twice.\n"
        try #require(text.contains(item))
        try Data(text.replacingOccurrences(of: item, with: "").utf8).write(to: page)

        let head = try Subprocess.run(
            rulebook, ["--no-html", "--summary", "summary.md", "--base", "base.json", "spec"],
            in: folder)
        #expect(head.status == 0, "a deleted checklist line does not fail the run")
        let summary = try String(
            contentsOf: folder.appendingPathComponent("summary.md"), encoding: .utf8)
        #expect(summary.contains("1 required case removed"), "\(summary)")
        #expect(summary.contains("Repeated end-of-list reach starts one load"))
    }
}
