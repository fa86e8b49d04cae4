import RulebookDiagnostics
import Testing

@testable import Rulebook

struct TableProblemTests {
    @Test("A model's error is a row problem, located at its row when thrown")
    func modelErrorIsARowProblem() {
        let thrown = ModelError("the delay must be positive")
        #expect(thrown.kind == .row)
        let row = FileLocation(file: "a.md", line: 7)
        #expect(thrown.located(at: row) == Diagnostic(.row, at: row, "the delay must be positive"))
    }

    @Test("A table's problem is a whole value: kind, place, message and suggestion")
    func wholeValues() throws {
        let spec = Spec(
            path: "t.md",
            text: "# Rule\n```rulebook pagr\n| event | result? |\n|---|---|\n| reset | x |\n```\n")
        let table = try #require(spec.tables.first)
        let result = TableRunner(registry: .pureModels).run(table, file: spec.path)
        #expect(
            result.problem
                == Diagnostic(
                    .spec, at: FileLocation(file: "t.md", line: 2),
                    "unknown model \"pagr\": did you mean pager? (known: debounce, optimistic, pager)",
                    suggestion: "pager"))
    }

    @Test("A ragged table row is a table diagnostic at its own line")
    func raggedRow() throws {
        let spec = Spec(
            path: "t.md",
            text:
                "# R\n\n```rulebook pager\n| event | result? |\n|---|---|\n| reset | a | b |\n```\n"
        )
        let table = try #require(spec.tables.first)
        #expect(
            table.problem
                == Diagnostic(
                    .table, at: FileLocation(file: "t.md", line: 6),
                    "row 1 has 3 cells but the header has 2"))
    }
}
