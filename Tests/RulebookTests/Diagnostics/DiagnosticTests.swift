import RulebookAdapterModels
import RulebookDiagnostics
import Testing

@testable import Rulebook

struct DiagnosticTests {
    @Test("A location is written file:line, or file:line:column, or the file alone")
    func locations() {
        #expect(FileLocation(file: "spec/a.md", line: 12).description == "spec/a.md:12")
        #expect(
            FileLocation(file: "spec/a.md", line: 12, column: 3).description == "spec/a.md:12:3")
        #expect(FileLocation(file: "site").description == "site")
    }

    @Test("A problem found before its place gets the place once, and keeps an earlier one")
    func locating() {
        let thrown = ModelError("the delay must be positive")
        #expect(thrown.kind == .row)
        #expect(thrown.description == "the delay must be positive")
        let row = FileLocation(file: "a.md", line: 7)
        let located = thrown.located(at: row)
        #expect(located == Diagnostic(.row, at: row, "the delay must be positive"))
        #expect(located.description == "a.md:7: the delay must be positive")
        #expect(located.located(at: FileLocation(file: "b.md", line: 1)).location == row)
        #expect(
            located.prefixed("column at: ").description
                == "a.md:7: column at: the delay must be positive")
        #expect(located.description(as: "warning") == "a.md:7: warning: the delay must be positive")
        #expect(Diagnostic(.usage, "bad").description(as: "error") == "error: bad")
    }

    @Test("A table's problem is a whole value: kind, place, message and suggestion")
    func wholeValues() throws {
        let spec = Spec(
            path: "t.md",
            text: "# Rule\n```rulebook pagr\n| event | result? |\n|---|---|\n| reset | x |\n```\n")
        let table = try #require(spec.tables.first)
        let result = TableRunner(registry: .builtIn).run(table, file: spec.path)
        #expect(
            result.problem
                == Diagnostic(
                    .spec, at: FileLocation(file: "t.md", line: 2),
                    "unknown model \"pagr\": did you mean pager? (known: debounce, optimistic, optimistic-store, page-loader, pager, search-debouncer)",
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
