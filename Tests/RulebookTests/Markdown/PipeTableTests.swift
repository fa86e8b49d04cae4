import Testing

@testable import Rulebook
@testable import RulebookMarkdown

@Suite struct PipeTableTests {
    private func sources(_ row: PipeRow) -> [String] { row.cells.map(\.source) }

    @Test("A pipe table reads its header, rows and line numbers") func readsHeaderRowsAndLines()
        throws
    {
        let table = try PipeTable.parse(
            """
            | event     | ticket | result?          |
            |-----------|--------|------------------|
            | load next | A      | requested page 1 |
            | load next |        | ignored          |
            """, file: "t.md", firstLine: 41)
        #expect(table.header.map(\.source) == ["event", "ticket", "result?"])
        #expect(table.headerLine == 41)
        #expect(table.rows.map(\.line) == [43, 44])
        #expect(
            table.rows.map(sources) == [
                ["load next", "A", "requested page 1"], ["load next", "", "ignored"],
            ])
    }

    @Test("Quoted cells and escapes stay raw") func quotedCellsAndEscapesStayRaw() throws {
        let table = try PipeTable.parse(
            #"""
            | event | text            | note       |
            |-------|-----------------|------------|
            | type  | " swift "       | a \| b     |
            | type  | " \n "          | \\ and \t  |
            | type  | "say \"hi\""    | `x \| y`   |
            | type  | "none"          | a\\|b      |
            """#, file: "t.md", firstLine: 1)
        #expect(
            table.rows.map(sources) == [
                [#"type"#, #"" swift ""#, #"a | b"#],
                [#"type"#, #"" \n ""#, #"\\ and \t"#],
                [#"type"#, #""say \"hi\"""#, #"`x | y`"#],
                [#"type"#, #""none""#, #"a\|b"#],
            ])
    }

    @Test("Tables without outer pipes, indented or with CRLF line ends read the same")
    func tablesWithoutOuterPipesIndentationAndCRLF() throws {
        let table = try PipeTable.parse(
            "  event | at \r\n  ---|--- \r\ntick | 1\r\n   | tock |  2   |   \r\n", file: "t.md",
            firstLine: 10)
        #expect(table.header.map(\.source) == ["event", "at"])
        #expect(table.rows.map(sources) == [["tick", "1"], ["tock", "2"]])
        #expect(table.rows.map(\.line) == [12, 13])
    }

    @Test("Non-ASCII cells read as written") func nonASCIICells() throws {
        let table = try PipeTable.parse(
            "| Über | 分页 |\n|---|---|\n| é😀 | 페이지 \\| x |\n", file: "t.md", firstLine: 1)
        #expect(table.header.map(\.source) == ["Über", "分页"])
        #expect(table.rows.map(sources) == [["é😀", "페이지 | x"]])
    }

    @Test("Empty cells read as empty, and a header-only table has no rows")
    func emptyCellsAndHeaderOnly() throws {
        let table = try PipeTable.parse(
            "| a | b | c |\n|---|---|---|\n| 1 || |\n||| |\n", file: "t.md", firstLine: 1)
        #expect(table.rows.map(sources) == [["1", "", ""], ["", "", ""]])
        let headerOnly = try PipeTable.parse(
            "| a | b |\n|---|---|\n\n\n", file: "t.md", firstLine: 5)
        #expect(headerOnly.rows.isEmpty)
        #expect(headerOnly.headerLine == 5)
    }

    @Test("Leading blank lines shift the header's line number")
    func leadingBlankLinesShiftTheHeader() throws {
        let table = try PipeTable.parse("\n\n| a |\n|---|\n| 1 |\n", file: "t.md", firstLine: 3)
        #expect(table.headerLine == 5)
        #expect(table.rows.map(\.line) == [7])
    }

    @Test(
        "A row with too many or too few cells is an error",
        arguments: [
            ("| 1 | 2 |", "row 2 has 2 cells but the header has 3"),
            ("| 1 |", "row 2 has 1 cell but the header has 3"),
            ("1", "row 2 has 1 cell but the header has 3"),
            ("| 1 | 2 | 3 | 4 |", "row 2 has 4 cells but the header has 3"),
            ("| 1 | 2 | 3 | 4 | 5", "row 2 has 5 cells but the header has 3"),
            ("| 1 | 2 | 3 ||", "row 2 has 4 cells but the header has 3"),
            ("| 1 | 2 | 3 \\| x | y |", "row 2 has 4 cells but the header has 3"),
            ("| 1 | 2 \\| 3 |", "row 2 has 2 cells but the header has 3"),
        ])
    func raggedRowsAreErrors(row: String, message: String) {
        let literal = "| a | b | c |\n|---|---|---|\n| x | y | z |\n\(row)\n| x | y | z |\n"
        #expect(throws: Diagnostic(.table, at: FileLocation(file: "t.md", line: 24), message)) {
            try PipeTable.parse(literal, file: "t.md", firstLine: 21)
        }
    }

    @Test(
        "A row of the right width is fine with or without outer pipes",
        arguments: ["| 1 | 2 | 3 |   ", "1 | 2 | 3", "| 1 | 2 | 3", "1|2|3|"])
    func rowsOfTheRightWidthAreFine(row: String) throws {
        let table = try PipeTable.parse(
            "| a | b | c |\n|---|---|---|\n\(row)\n", file: "t.md", firstLine: 1)
        #expect(table.rows.map(sources) == [["1", "2", "3"]])
    }

    @Test("A table without a delimiter row is an error") func missingDelimiterRow() {
        #expect(
            throws: Diagnostic(
                .table, at: FileLocation(file: "t.md", line: 7),
                "expected a pipe table: a header row, then a delimiter row like |---|---|")
        ) {
            try PipeTable.parse(
                "| event | result? |\n| load next | ignored |\n", file: "t.md", firstLine: 7)
        }
    }

    @Test("A delimiter row of the wrong width is an error") func delimiterRowWithTheWrongWidth() {
        #expect(
            throws: Diagnostic(
                .table, at: FileLocation(file: "t.md", line: 7),
                "the header row has 2 cells but the delimiter row has 3")
        ) {
            try PipeTable.parse(
                "| event | result? |\n|---|---|---|\n| a | b |\n", file: "t.md", firstLine: 7)
        }
    }

    @Test(
        "Text without a pipe table is an error",
        arguments: ["", "\n\n", "just prose\n", "```\n| a |\n|---|\n```\n", "- | a |\n  |---|\n"])
    func notATable(literal: String) {
        #expect(throws: Diagnostic.self) {
            try PipeTable.parse(literal, file: "t.md", firstLine: 3)
        }
    }

    @Test("Trailing text after the table is an error") func trailingJunkAfterTheTable() {
        let literal = "| a | b |\n|---|---|\n| 1 | 2 |\n\nsome notes\n"
        #expect(
            throws: Diagnostic(
                .table, at: FileLocation(file: "t.md", line: 14),
                "unexpected text after the table (only blank lines may follow it)")
        ) {
            try PipeTable.parse(literal, file: "t.md", firstLine: 10)
        }
    }

    @Test("NUL bytes do not shift cells") func nulBytesDoNotShiftCells() throws {
        let table = try PipeTable.parse(
            "| a\u{0} | b |\n|---|---|\n| \u{0}\u{0} | c |\n", file: "t.md", firstLine: 1)
        #expect(table.header.map(\.source) == ["a\u{FFFD}", "b"])
        #expect(table.rows.map(sources) == [["\u{FFFD}\u{FFFD}", "c"]])
    }

    @Test("A huge first line does not overflow") func hugeFirstLineDoesNotOverflow() throws {
        let table = try PipeTable.parse("| a |\n|---|\n| 1 |\n", file: "t.md", firstLine: Int.max)
        #expect(table.headerLine == Int.max)
    }
}
