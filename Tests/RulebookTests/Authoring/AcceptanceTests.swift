import Testing

@testable import Rulebook

struct AcceptanceTests {
    @Test("Only failed cells change; an error row and the rows after it are left alone")
    func errorRowsLeftAlone() {
        let text = """
            # Rule

            ```rulebook pager
            | event     | ticket | result?          | loading? |
            |-----------|--------|------------------|----------|
            | load next | A      | ignored          | A        |
            | jump      |        | ignored          |          |
            | load next |        | wrong            |          |
            ```

            """
        let acceptance = Acceptance(spec: Spec(path: "a.md", text: text))
        #expect(
            acceptance.changes == [
                .init(
                    table: 0, line: 6, column: "result?", old: "ignored", new: "requested page 1")
            ])
        #expect(acceptance.text.contains("| load next | A      | requested page 1 | A        |"))
        #expect(acceptance.text.contains("| jump      |        | ignored          |          |"))
        #expect(acceptance.text.contains("| load next |        | wrong            |          |"))
        #expect(acceptance.leftAlone.count == 1)
        #expect(
            acceptance.leftAlone.first?.hasPrefix("a.md:7: Rule: row 2: error: unknown event")
                == true)
    }

    @Test("--fill fills blank expectation cells, also of a table that checks nothing yet")
    func fill() {
        let text = """
            # Rule

            ```rulebook pager
            | event     | ticket | rows | more | result? | ids? | loading? |
            |---|---|---|---|---|---|---|
            | load next | A | | | | | |
            | respond | A | 1, "none" | no | | | |
            ```

            """
        let spec = Spec(path: "a.md", text: text)
        #expect(Acceptance(spec: spec).text == text, "nothing failed, so nothing changes")
        let filled = Acceptance(spec: spec, fill: true)
        #expect(filled.leftAlone.isEmpty)
        #expect(
            filled.text.contains(
                "| load next | A      |           |      | requested page 1 | none      | A        |"
            ))
        #expect(
            filled.text.contains(
                "| respond   | A      | 1, \"none\" | no   | accepted         | 1, \"none\" | no       |"
            ))
        #expect(SpecRunner().run([Spec(path: "a.md", text: filled.text)]).isPassing)
    }

    @Test("--rule narrows the tables accept touches")
    func rule() {
        let table = """
            ```rulebook pager
            | event     | result? |
            |-----------|---------|
            | load next | ignored |
            ```

            """
        let spec = Spec(path: "a.md", text: "# First\n\n" + table + "# Second\n\n" + table)
        let acceptance = Acceptance(spec: spec, rule: "SECOND")
        #expect(acceptance.changes.map(\.line) == [13])
    }
}
