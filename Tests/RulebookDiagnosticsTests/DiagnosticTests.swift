import RulebookDiagnostics
import Testing

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
        let thrown = Diagnostic(.row, "the delay must be positive")
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
}
