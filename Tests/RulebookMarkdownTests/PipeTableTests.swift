import RulebookDiagnostics
import Testing

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

@Suite struct PipeTableBatchTests {
    /// Fence bodies that read as tables, and others that do not, or that would run into the
    /// next body when read together: every one must read as it reads alone.
    static let literals: [String] = [
        "| a | b |\n|---|---|\n| 1 | 2 |\n",
        "| event | ids? |\n|---|---|\n| load next | a-1, a-2 |\n| respond | \\| x |\n",
        "",
        "\n\n",
        "just prose\n",
        "| a |\n|---|\n| 1 |\n\nsome notes\n",
        "```\n| a |\n|---|\n",
        "| a |\n|---|\n| 1 |\n",
        "<!-- an open comment\n| a |\n|---|\n",
        "| a |\n|---|\n| 2 |\n",
        "- | a |\n  |---|\n",
        "  | a |\n  |---|\n  | 3 |\n",
        "[x]: /link\n| a |\n|---|\n| 4 |\n",
        "| a | b |\r\n|---|---|\r\n| 5 | 6 |\r\n",
        "| a | b |\r|---|---|\r| 7 | 8 |\r",
        "| a\u{0} | b |\n|---|---|\n| \u{0} | c |\n",
        "| a | b | c |\n|---|---|---|\n| 1 | 2 |\n",
        "| a | b |\n|---|---|---|\n",
        "> | a |\n> |---|\n",
        "| a |\n|---|\n| 9 |",
        "| last |\n|---|\n| 10 |\n",
    ]

    @Test("Reading fence bodies together gives each one what reading it alone gives")
    func batchMatchesAlone() {
        let sources = Self.literals.enumerated().map { index, literal in
            PipeTableSource(literal: literal, firstLine: 10 * index + 1)
        }
        let together = PipeTable.parseAll(sources, file: "t.md")
        let alone = sources.map { source in
            Result { () throws(Diagnostic) in
                try PipeTable.parse(source.literal, file: "t.md", firstLine: source.firstLine)
            }
        }
        #expect(together.count == alone.count)
        for (index, (joined, single)) in zip(together, alone).enumerated() {
            #expect(joined == single, "literal \(index): \(Self.literals[index].debugDescription)")
        }
        #expect(together.contains { (try? $0.get()) != nil })
        #expect(together.contains { (try? $0.get()) == nil })
    }
}

@Suite struct PipeTablePiecesTests {
    private static func table(_ rows: [String], header: String = "| a | b |") -> String {
        ([header, "|---|---|"] + rows).joined(separator: "\n") + "\n"
    }

    private static let plainRows = (1...20).map { "| \($0) | x\($0) |" }

    /// Long tables, and tables whose rows a piece could read otherwise: each must read in
    /// pieces of three rows as it reads whole.
    static let literals: [String] = [
        table(plainRows),
        "\n\n" + table(plainRows) + "\n\n",
        table(plainRows.enumerated().map { $1 + ($0 == 13 ? " 3 |" : "") }),
        table(plainRows.enumerated().map { $0 == 9 ? "" : $1 }),
        table(plainRows.enumerated().map { $0 == 9 ? "> quoted" : $1 }),
        table(plainRows.enumerated().map { $0 == 12 ? "# heading" : $1 }),
        table(plainRows.enumerated().map { $0 == 7 ? "```" : $1 }),
        table(plainRows.enumerated().map { $0 == 7 ? "---" : $1 }),
        table(plainRows.enumerated().map { $0 == 4 ? "lazy text" : $1 }),
        table(plainRows.map { "  " + $0 + " \\| y" }),
        table(plainRows) + "\nnotes after the table\n",
        table(plainRows).replacingOccurrences(of: "\n", with: "\r\n"),
        table(plainRows, header: "| a | b | c |"),
    ]

    @Test("A long table read in pieces reads as it reads whole", arguments: literals.indices)
    func piecesMatchWhole(index: Int) {
        let source = PipeTableSource(literal: Self.literals[index], firstLine: 40)
        let pieces = PipeTable.parseAlone(source, file: "t.md", fileLines: nil, rowsPerPiece: 3)
        let whole = PipeTable.parseAlone(
            source, file: "t.md", fileLines: nil, rowsPerPiece: .max)
        #expect(pieces == whole)
    }

    @Test("A long table's rows keep their lines, numbers and columns across pieces")
    func rowsAcrossPieces() throws {
        let literal = Self.table(Self.plainRows)
        let file = SourceLines("```rulebook pager\n" + literal + "```\n")
        let table = try PipeTable.parseAlone(
            PipeTableSource(literal: literal, firstLine: 2), file: "t.md", fileLines: file,
            rowsPerPiece: 3
        ).get()
        #expect(table.rows.count == 20)
        #expect(table.rows.map(\.line) == Array(4...23))
        #expect(table.rows[19].cells.map(\.source) == ["20", "x20"])
        #expect(table.rows[19].cells.map(\.columns) == [3..<5, 8..<11])
    }
}
