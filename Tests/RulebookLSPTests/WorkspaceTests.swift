import Foundation
import Testing

@testable import Rulebook
@testable import RulebookLSP

@Suite struct WorkspaceTests {
    private let rules = """
        # Rules

        ## Reset

        ```rulebook pager
        | event | result?  |
        |-------|----------|
        | reset | accepted |
        ```

        """
    private let checklist = "# Cases\n\n- [ ] A reset is accepted: [reset](rules.md#reset)\n"

    @Test("An edit re-resolves the checklists that link into the edited spec")
    func linkedChecklists() throws {
        let workspace = Workspace(registry: .pureModels)
        workspace.setText(rules, of: "/w/rules.md")
        workspace.setText(checklist, of: "/w/cases.md")
        #expect(try #require(workspace.result("/w/cases.md")).checklist.first?.status == .passed)

        let broken = rules.replacingOccurrences(
            of: "| reset | accepted |", with: "| reset | rejected |")
        let affected = workspace.setText(broken, of: "/w/rules.md")
        #expect(Set(affected) == ["/w/rules.md", "/w/cases.md"])
        #expect(try #require(workspace.result("/w/cases.md")).checklist.first?.status == .failed)
        // An edit elsewhere leaves the checklist's resolution alone.
        #expect(workspace.setText(checklist + "\nMore.\n", of: "/w/cases.md") == ["/w/cases.md"])
    }

    @Test("A spec that is neither open nor on disk has no result")
    func missing() {
        #expect(Workspace(registry: .pureModels).result("/no/such/spec.md") == nil)
    }

    /// A spec of `count` pager tables, each under its own heading.
    private static func tables(_ count: Int) -> String {
        (1...count).map { index in
            """
            ## Rule \(index)

            ```rulebook pager
            | event     | ticket | result?          |
            |-----------|--------|------------------|
            | load next | A      | requested page 1 |
            ```

            """
        }.joined(separator: "\n")
    }

    @Test(
        "Line edits in several tables before a run re-run each of them, and the run equals a fresh one",
        arguments: [3, 300])
    func lineEditsAcrossRuns(count: Int) throws {
        let path = "/w/many.md"
        let workspace = Workspace(registry: .pureModels)
        var text = Self.tables(count)
        workspace.setText(text, of: path)
        #expect(try #require(workspace.result(path)).tables.allSatisfy { $0.status == .passed })
        var lines = text.components(separatedBy: "\n")
        let rows = lines.indices.filter { lines[$0].hasPrefix("| load next") }
        // Two edits, in the second and the last table, with no run between them.
        for row in [rows[1], rows[count - 1]] {
            lines[row] = "| load next | A      | requested page 2 |"
            text = lines.joined(separator: "\n")
            workspace.setText(text, of: path, editedLine: (row + 1, lines[row]))
        }
        let incremental = try #require(workspace.result(path))
        let fresh = try #require(Workspace(registry: .pureModels).resultOpening(text, path))
        #expect(incremental.tables.map(\.status) == fresh.tables.map(\.status))
        #expect(incremental.tables.filter { $0.status != .passed }.count == 2)
        // And back: the first edited table passes again.
        lines[rows[1]] = "| load next | A      | requested page 1 |"
        text = lines.joined(separator: "\n")
        workspace.setText(text, of: path, editedLine: (rows[1] + 1, lines[rows[1]]))
        #expect(
            try #require(workspace.result(path)).tables.filter { $0.status != .passed }.count == 1)
    }

    @Test("A run stopped between tables keeps what it ran and ends as a whole run would")
    func stoppedRun() throws {
        let path = "/w/stopped.md"
        let text = Self.tables(300)
        let workspace = Workspace(registry: .pureModels)
        workspace.setText(text, of: path)
        workspace.isStopped = { true }
        #expect(workspace.result(path) == nil)
        workspace.isStopped = { false }
        let fresh = try #require(Workspace(registry: .pureModels).resultOpening(text, path))
        #expect(
            try #require(workspace.result(path)).tables.map(\.status) == fresh.tables.map(\.status))
    }
}

extension Workspace {
    /// The result of a spec with this text, opened in this workspace.
    fileprivate func resultOpening(_ text: String, _ path: String) -> SpecResult? {
        setText(text, of: path)
        return result(path)
    }
}
