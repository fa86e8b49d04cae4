import Testing

@testable import RulebookLSP

@Suite struct SourceContextTests {
    private let text = """
        # A rule

        > ```rulebook pager cursor
        > | event | ticket | ids? |
        > |-------|--------|------|
        > | load next | a | none |
        > | respond | a\\|b | x |
        > ```

        - [ ] item [link](pagination.md#re
        """

    private func context(_ line: Int, _ character: Int) -> SourceContext {
        SourceContext.at(line: line, character: character, in: TextDocument.lines(of: text))
    }

    @Test("The info string, the header, a row cell and a checklist link are recognised")
    func contexts() {
        #expect(
            context(2, 19)
                == .fenceInfo(words: ["rulebook"], typed: .init(text: "pager", start: 14)))
        guard case .header(let cells, let typed) = context(3, 9) else {
            Issue.record("not the header")
            return
        }
        #expect(cells == ["event", "ticket", "ids?", ""])
        #expect(typed.text == "event")
        guard case .row(let model, _, let cell, let above, let typedCell) = context(6, 18) else {
            Issue.record("not a row")
            return
        }
        #expect(model == "pager")
        #expect(cell == 1)
        #expect(above == [["load next", "a", "none", ""]])
        #expect(typedCell.text == "a\\|b")
        #expect(context(9, 34) == .checklistLink(typed: .init(text: "pagination.md#re", start: 18)))
        #expect(context(0, 3) == .other)
    }
}
