import RulebookAdapterModels
import RulebookTestSupport
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
        #expect(
            SpecRunner(registry: .builtIn).run([Spec(path: "a.md", text: filled.text)]).isPassing)
    }

    @Test("--fill --all fills the blank cells of a passing table too; --fill alone does not")
    func fillAll() {
        let text = """
            # Rule

            ```rulebook optimistic
            | event     | ticket | value | result?  | visible? |
            |-----------|--------|-------|----------|----------|
            | tap       | A      | on    | saving   |          |
            | uncertain | A      |       | accepted |          |
            ```

            """
        let spec = Spec(path: "a.md", text: text)
        #expect(Acceptance(spec: spec, fill: true).changes.isEmpty, "the table passes")
        let filled = Acceptance(spec: spec, fill: true, fillAll: true)
        #expect(filled.leftAlone.isEmpty)
        #expect(filled.changes.map(\.new) == ["on", "off"])
        #expect(filled.text.contains("| uncertain | A      |       | accepted | off      |"))
        #expect(
            SpecRunner(registry: .builtIn).run([Spec(path: "a.md", text: filled.text)]).isPassing)
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

    @Test("Over spec/: a corrupted result? cell is accepted back, and only its table changes")
    func specRoundTrips() throws {
        var checked = 0
        for path in try SpecFiles.paths([RepositoryPaths.root + "/spec"]) {
            let original = try SpecFiles.read(path)
            let sources = TableSource.tables(of: original)
            let stride = max(1, sources.count / 4)
            for var source in sources.enumerated().filter({ $0.offset % stride == 0 }).map(
                \.element)
            {
                let table = original.tables[source.index]
                // Tables of async models (the adapters) cannot run inside a Swift task.
                let model = ModelRegistry.builtIn.model(named: table.modelName)
                // A pending rule's tables are left alone by accept (see pendingLeftAlone).
                guard table.problem == nil, !(model is any AsyncRulebookModel.Type),
                    Acceptance.pendingRule(of: table, in: original) == nil,
                    let column = table.columns.firstIndex(where: { $0.name == "result" }),
                    let row = table.rows.firstIndex(where: { !$0.cells[column].isBlank })
                else { continue }
                let old = table.rows[row].cells[column].source
                // `rejected` is an outcome of every verb, so the corrupted cell is a mismatch,
                // not a bad value. A spec of another language writes it in its words.
                let reads =
                    table.language.flatMap(LocalizedNames.shared)?.canonicalValue(old) ?? old
                source.writer.rows[row][column] =
                    Keyword.matches(reads, "rejected") ? "ignored" : "rejected"
                let corrupted = Spec(
                    path: path, text: SpecSource(original.text).replacing([source]).text)
                #expect(
                    TableRunner(registry: .builtIn).run(corrupted.tables[source.index], file: path)
                        .status == .failed)

                let accepted = Acceptance(spec: corrupted, rule: table.rule?.title)
                #expect(accepted.changes.count == 1, "\(path):\(table.line)")
                #expect(accepted.leftAlone.isEmpty, "\(accepted.leftAlone)")
                let fixed = Spec(path: path, text: accepted.text)
                #expect(
                    SpecRunner(registry: .builtIn).run([fixed]).tables.allSatisfy {
                        $0.status == .passed
                    })
                #expect(
                    Acceptance(spec: fixed, rule: table.rule?.title).text == fixed.text,
                    "accept is idempotent")
                let lastLine = table.rows.last?.line ?? table.headerLine
                let before = corrupted.text.split(separator: "\n", omittingEmptySubsequences: false)
                let after = fixed.text.split(separator: "\n", omittingEmptySubsequences: false)
                #expect(before.count == after.count)
                for (index, (a, b)) in zip(before, after).enumerated() where a != b {
                    #expect((table.headerLine...lastLine).contains(index + 1))
                }
                checked += 1
            }
        }
        #expect(checked >= 12)
    }
}
