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

@Suite struct WorkspaceEditSequenceTests {
    /// A spec of `count` tables under their own headings, with prose between them.
    private static func spec(_ count: Int) -> String {
        "# Rules\n\n"
            + (1...count).map { index in
                """
                ## Rule \(index)

                Some prose about rule \(index).

                ```rulebook pager
                | event     | ticket | rows     | more | result?          | ids?     |
                |-----------|--------|----------|------|------------------|----------|
                | load next | A      |          |      | requested page 1 | none     |
                | respond   | A      | a-1, a-2 | yes  | accepted         | a-1, a-2 |
                ```

                """
            }.joined(separator: "\n")
    }

    /// What an edit may write on a data row: passing, failing, erroring and unknown cells.
    private static let rowVariants = [
        "| load next | A      |          |      | requested page 1 | none     |",
        "| load next | A      |          |      | requested page 2 | none     |",
        "| load next | A      |          |      | requested page 1 | a-9      |",
        "| load nxt  | A      |          |      | requested page 1 | none     |",
        "| respond   | A      | a-1, a-2 | yes  | accepted         | a-1, a-2 |",
        "| respond   | A      | a-1, a-2 | maybe | accepted        | a-1, a-2 |",
        "| respond   | B      | a-1      | no   | ignored          | none     |",
    ]

    @Test(
        "After any sequence of edits (line edits in tables, prose edits, added lines, stopped runs), the diagnostics equal a fresh open's"
    )
    func diagnosticsAfterEditSequences() throws {
        let path = "/w/sequence.md"
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            // A fixed linear congruential sequence: the same edits on every run.
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        for _ in 0..<4 {
            let workspace = Workspace(registry: .pureModels)
            var lines = Self.spec(40).components(separatedBy: "\n")
            workspace.setText(lines.joined(separator: "\n"), of: "/w/sequence.md")
            for step in 0..<60 {
                let rows = lines.indices.filter {
                    lines[$0].hasPrefix("| load") || lines[$0].hasPrefix("| respond")
                }
                switch next(10) {
                case 0:
                    // A prose edit: the whole document is read again.
                    let prose = try #require(
                        lines.indices.filter { lines[$0].hasPrefix("Some") }.first)
                    lines[prose] += "."
                    workspace.setText(lines.joined(separator: "\n"), of: path)
                case 1:
                    // A new line in a table: the lines below it move.
                    let row = rows[next(rows.count)]
                    lines.insert(Self.rowVariants[next(Self.rowVariants.count)], at: row)
                    workspace.setText(lines.joined(separator: "\n"), of: path)
                default:
                    let row = rows[next(rows.count)]
                    lines[row] = Self.rowVariants[next(Self.rowVariants.count)]
                    workspace.setText(
                        lines.joined(separator: "\n"), of: path, editedLine: (row + 1, lines[row]))
                }
                if step % 7 == 3 {
                    // A run stopped for a message before it could finish.
                    workspace.isStopped = { true }
                    _ = workspace.result(path)
                    workspace.isStopped = { false }
                }
                if step % 5 == 4 {
                    let text = lines.joined(separator: "\n")
                    let incremental = try #require(workspace.result(path))
                    let fresh = try #require(Self.opened(text, path))
                    #expect(
                        SpecDiagnostics.of(incremental, lines: TextLines(text))
                            == SpecDiagnostics.of(fresh, lines: TextLines(text)),
                        "after step \(step)")
                }
            }
        }
    }

    private static func opened(_ text: String, _ path: String) -> SpecResult? {
        let workspace = Workspace(registry: .pureModels)
        workspace.setText(text, of: path)
        return workspace.result(path)
    }
}
