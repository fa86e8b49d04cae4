import Foundation
import Testing

@testable import Rulebook

/// An edit inside a table's body reads that table alone, and gives the spec a whole parse
/// gives.
@Suite struct SpecLineEditTests {
    private let text = """
        # Rules

        ## Paging

        ```rulebook pager
        | event     | ticket | result?          | ids? |
        |-----------|--------|------------------|------|
        | load next | a      | requested page 1 | none |
        | respond   | a      | accepted         | none |
        ```

        > ```rulebook pager
        > | event | result?  |
        > |-------|----------|
        > | reset | accepted |
        > ```

        ```python
        print("x")
        ```

        - [ ] paging works: [paging](#paging)

        """

    private func edited(_ line: Int, _ content: String) -> String {
        var lines = text.components(separatedBy: "\n")
        lines[line - 1] = content
        return lines.joined(separator: "\n")
    }

    @Test(
        "An edited body line of a top-level table gives what a whole parse gives",
        arguments: [
            (8, "| load next | a      | requested page 1 | b-1 |"),
            (9, "| respond   | a      | accepted         | none"),
            (6, "| event | ticket | result? |"),
            (7, "|---|---|"),
            (8, "| laod next | 😀 | \\| x | none |"),
            (9, ""),
        ])
    func sameAsWholeParse(line: Int, content: String) throws {
        let spec = Spec(path: "a.md", text: text)
        let patched = try #require(spec.replacingLine(line, with: content))
        #expect(patched == Spec(path: "a.md", text: edited(line, content)))
    }

    @Test(
        "Any other edit needs a whole parse",
        arguments: [
            (8, "| load next | a | ``` |"),  // could close the fence
            (5, "```rulebook optimistic"),  // the fence itself
            (10, "````"),
            (3, "## Paging again"),  // a heading
            (15, "> | reset | ignored |"),  // a table in a block quote
            (19, "print(1)"),  // not an event table
            (8, "two\nlines"),
        ])
    func wholeParse(line: Int, content: String) {
        #expect(Spec(path: "a.md", text: text).replacingLine(line, with: content) == nil)
    }
}
