import Testing

@testable import Rulebook

/// What a model author uses to unit-test a model's `apply` without a table.
struct ModelEventTests {
    @Test("A model event can be built by hand, with normalized names and trimmed cells")
    func publicInitializer() throws {
        let event = ModelEvent<Never>(verb: "Load  Next", inputs: ["Rows": " a, b "])
        #expect(event.verb == "load next")
        #expect(
            try event.value("rows") { cell throws(CellError) in try cell.list() } == ["a", "b"])
        #expect(event.cell("more") == nil)
    }

    @Test("Ticket labels can be bound by hand")
    func labelsByHand() throws {
        let labels = TicketLabels(["A": 7])
        let event = ModelEvent(verb: "respond", inputs: ["ticket": "A"], labels: labels)
        #expect(try event.requiredTicket() == 7)
        #expect(labels.label(for: 7) == "A")
        #expect(throws: ModelError.self) {
            try ModelEvent(verb: "respond", inputs: ["ticket": "B"], labels: labels).ticket()
        }
    }

    @Test("Cells can be read with plain throwing closures")
    func plainThrows() throws {
        let event = ModelEvent<Never>(verb: "type", inputs: ["at": "12", "text": "x"])
        #expect(try event.required("at") { try $0.wholeNumber() } == 12)
        #expect(try event.value("text") { try $0.text() } == "x")
        #expect(try event.value("missing") { try $0.text() } == nil)
        let bad = ModelEvent<Never>(verb: "type", inputs: ["at": "soon"])
        #expect {
            try bad.required("at") { try $0.wholeNumber() }
        } throws: { error in
            (error as? ModelError)?.message
                == "column at: expected a whole number written in ASCII digits, got \"soon\""
        }
    }

    @Test("Results describe themselves like the console report")
    func readableDescriptions() {
        let mismatch = Mismatch(column: "ids?", expected: "1, 2", actual: "1")
        #expect(RowStatus.failed([mismatch]).description == "failed: ids? expected 1, 2, got 1")
        #expect(RowStatus.error(Diagnostic("boom")).description == "error: boom")
        #expect(RowStatus.notRun.description == "not run")
        #expect(RowStatus.passed.description == "passed")
        let row = RowResult(row: TableRow(line: 9, number: 2, cells: []), status: .passed)
        #expect(row.description == "row 2 (line 9): passed")
    }
}
