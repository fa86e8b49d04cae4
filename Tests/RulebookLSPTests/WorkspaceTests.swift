import Foundation
import RulebookAdapterModels
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
        let workspace = Workspace(registry: .builtIn)
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
        #expect(Workspace(registry: .builtIn).result("/no/such/spec.md") == nil)
    }
}
