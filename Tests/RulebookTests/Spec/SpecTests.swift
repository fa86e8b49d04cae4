import Testing

@testable import Rulebook

struct SpecTests {
    static let text = """
        Intro before any heading.

        ```rulebook pager
        | event     | result?          |
        |-----------|------------------|
        | load next | requested page 1 |
        ```

        # Pagination

        ## Retry

        ### Retry requests the same page

        ```rulebook pager cursor
        | Event     | Ticket | Result?         | note   |
        |-----------|--------|-----------------|--------|
        | load next | A      | requested start | first  |
        ```

        ## Debounce

        > ```rulebook debounce delay=50
        > | event | at | result? |
        > |-------|----|---------|
        > | tick  | 0  | nothing |
        > ```

        - [ ] [Retry](#retry-requests-the-same-page)
        - [x] [Elsewhere](other.md#some-rule)
        - [ ] No link at all
        - plain item

        ```swift
        let notATable = 1
        ```
        """

    let spec = Spec(path: "spec/sample.md", text: Self.text)

    @Test("Only rulebook fences are event tables, also inside block quotes")
    func findsTables() throws {
        #expect(spec.tables.map(\.modelName) == ["pager", "pager", "debounce"])
        #expect(spec.tables.map(\.line) == [3, 15, 23])
        try #require(spec.tables.count > 2)
        #expect(spec.tables[2].rows.first?.line == 26)
    }

    @Test("A table belongs to its nearest heading, and to every heading above it")
    func ruleOwnership() throws {
        try #require(spec.tables.count > 1)
        #expect(spec.tables[0].rule == nil)
        #expect(spec.tables[1].rule?.anchor == "retry-requests-the-same-page")
        let pagination = try #require(spec.rule(anchor: "pagination"))
        #expect(pagination.tableIndices == [1, 2])
        #expect(spec.rule(anchor: "retry")?.tableIndices == [1])
        #expect(spec.rule(anchor: "debounce")?.tableIndices == [2])
    }

    @Test("Info strings carry the model and its options")
    func options() throws {
        try #require(spec.tables.count > 2)
        #expect(spec.tables[1].options == [ModelOption(name: "cursor", value: nil)])
        #expect(spec.tables[2].options == [ModelOption(name: "delay", value: "50")])
    }

    @Test("Headers are case-insensitive; ? marks expectations; note is ignored")
    func columns() throws {
        try #require(spec.tables.count > 1)
        let columns = spec.tables[1].columns
        #expect(columns.map(\.name) == ["event", "ticket", "result", "note"])
        #expect(columns.map(\.role) == [.event, .input, .expectation, .ignored])
    }

    @Test("Task-list items are checklist items with their first link")
    func checklist() {
        #expect(
            spec.checklist.map(\.destination) == [
                "#retry-requests-the-same-page", "other.md#some-rule", nil,
            ])
        #expect(spec.checklist.map(\.line) == [29, 30, 31])
    }

    @Test("An event table with no heading above it is an error at its fence; the run goes on")
    func tableWithoutHeading() throws {
        let table = "| event | result? |\n|---|---|\n| reset | accepted |\n"
        let spec = Spec(
            path: "x.md",
            text:
                "Intro prose.\n\n```rulebook pager\n\(table)```\n\n# Reset\n\n```rulebook pager\n\(table)```\n"
        )
        #expect(
            spec.tables.map(\.problem) == [
                Diagnostic(
                    .spec, at: FileLocation(file: "x.md", line: 3),
                    "this event table has no heading above it: put it under a heading that names its rule"
                ),
                nil,
            ])
        let result = SpecRunner(registry: .pureModels).run([spec])
        #expect(result.tables.map(\.status) == [.error, .passed])
    }

    @Test("A fence without a model, or with a malformed option, is a table with a problem")
    func infoStringProblems() {
        let spec = Spec(
            path: "x.md",
            text: """
                ```rulebook
                | event | result? |
                |-------|---------|
                | reset | accepted |
                ```

                ```rulebook pager delay=
                | event | result? |
                |-------|---------|
                | reset | accepted |
                ```
                """)
        #expect(spec.tables.map { $0.problem?.location?.line } == [1, 7])
    }

    @Test("A header without an event column, or with a repeated column, is a problem")
    func headerProblems() {
        let spec = Spec(
            path: "x.md",
            text: """
                # Rule

                ```rulebook pager
                | verb  | result? |
                |-------|---------|
                | reset | accepted |
                ```

                ```rulebook pager
                | event | result? | Result? |
                |-------|---------|---------|
                | reset | accepted | accepted |
                ```
                """)
        #expect(
            spec.tables.map { $0.problem?.message } == [
                "the table needs an event column", "column result? appears twice",
            ])
    }
}
