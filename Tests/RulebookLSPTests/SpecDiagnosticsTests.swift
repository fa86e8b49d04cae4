import Testing

@testable import Rulebook
@testable import RulebookLSP

@Suite struct SpecDiagnosticsTests {
    private func diagnostics(_ text: String) -> [JSONValue] {
        let spec = Spec(path: "a.md", text: text)
        let result = SpecRunner(registry: .pureModels).run([spec]).specs[0]
        return SpecDiagnostics.of(result, lines: TextLines(text))
    }

    private func covered(_ diagnostic: JSONValue, in text: String) -> String? {
        guard let line = diagnostic["range"]?["start"]?["line"]?.int,
            let start = diagnostic["range"]?["start"]?["character"]?.int,
            let end = diagnostic["range"]?["end"]?["character"]?.int
        else { return nil }
        let units = Array(TextDocument.lines(of: text)[line].utf16)
        return String(decoding: units[start..<end], as: UTF16.self)
    }

    @Test("A failed cell in a block quote is diagnosed on its own range, with expected and got")
    func failedCell() throws {
        let text = """
            # Rule

            > ```rulebook pager
            > | event     | ticket | result?          | ids? |
            > |-----------|--------|------------------|------|
            > | load next | 😀     | requested page 1 | a-1  |
            > | reset     |        | accepted         | none |
            > ```

            """
        let found = diagnostics(text)
        let mismatch = try #require(found.first { $0["code"] == "mismatch" })
        #expect(mismatch["message"]?.string == "row 1: ids? expected a-1, got none")
        #expect(covered(mismatch, in: text) == "a-1")
        #expect(mismatch["range"]?["start"]?["line"]?.int == 5)
    }

    @Test("An errored row, the rows it stopped and a near-miss fence are each diagnosed")
    func erroredRow() throws {
        let text = """
            # Rule

            ```rulebook pager
            | event     | ticket | result?          |
            |-----------|--------|------------------|
            | laod next | a      | requested page 1 |
            | reset     |        | accepted         |
            ```

            ```rulbook pager
            | event | result? |
            ```

            """
        let found = diagnostics(text)
        let row = try #require(found.first { $0["code"] == "row" })
        #expect(covered(row, in: text) == "laod next")
        let notRun = try #require(found.first { $0["code"] == "not-run" })
        #expect(notRun["severity"] == 3)
        #expect(notRun["message"]?.string?.hasPrefix("row 2 did not run") == true)
        #expect(found.contains { $0["code"] == "near-miss" && $0["severity"] == 2 })
    }

    @Test("A document with no event table and no checklist gets no diagnostics")
    func notASpec() {
        #expect(diagnostics("# Notes\n\n```rulbook pager\n| event |\n```\n").isEmpty)
    }

    @Test("A missing checklist item is diagnosed on its link")
    func checklist() throws {
        let text = "# Rules\n\n- [ ] Retries work: [retry](#no-such-rule)\n"
        let item = try #require(diagnostics(text).first { $0["code"] == "checklist" })
        #expect(covered(item, in: text) == "#no-such-rule")
    }

    @Test("A checklist item's range counts UTF-16 units: an emoji before the link takes two")
    func checklistAfterEmoji() throws {
        let text = "# Rules\n\n- [ ] Retries 😀 work, 日本: [retry](#no-such-rule)\n"
        let item = try #require(diagnostics(text).first { $0["code"] == "checklist" })
        #expect(covered(item, in: text) == "#no-such-rule")
        let line = "- [ ] Retries 😀 work, 日本: [retry]("
        #expect(item["range"]?["start"]?["character"]?.int == line.utf16.count)
    }

    @Test("A pending rule is information on its marker line, and so are its failed cells")
    func pendingRule() throws {
        let text = """
            # Rules

            ## Refetch

            > Pending: the pager cannot refetch yet (PROJ-7).

            ```rulebook pager
            | event     | ticket | result?          |
            |-----------|--------|------------------|
            | load next | a      | requested page 9 |
            ```

            """
        let found = diagnostics(text)
        let marker = try #require(found.first { $0["code"] == "pending" })
        #expect(marker["severity"] == 3)
        #expect(marker["message"]?.string == "pending: the pager cannot refetch yet (PROJ-7).")
        #expect(marker["range"]?["start"]?["line"]?.int == 4)
        let mismatch = try #require(found.first { $0["code"] == "mismatch" })
        #expect(mismatch["severity"] == 3)
        #expect(!found.contains { $0["severity"] == 1 })
    }

    @Test("A pending rule whose tables all pass is an error on its marker line")
    func builtPendingRule() throws {
        let text = """
            # Rules

            ## Done

            Pending: PROJ-9.

            ```rulebook pager
            | event     | ticket | result?          |
            |-----------|--------|------------------|
            | load next | a      | requested page 1 |
            ```

            """
        let marker = try #require(diagnostics(text).first { $0["code"] == "pending" })
        #expect(marker["severity"] == 1)
        #expect(marker["message"]?.string?.contains("remove the Pending: line") == true)
    }
}
