import Testing

@testable import Rulebook

/// Each cell knows its columns on its line, in UTF-16 code units as editors count them
/// (`Cell.columns`, `Column.columns`), wherever the table sits.
@Suite struct CellColumnsTests {
    /// The text a 1-based UTF-16 column range covers on a line.
    private func text(_ columns: Range<Int>?, on line: String) -> String? {
        guard let columns else { return nil }
        let units = Array(line.utf16)
        guard columns.lowerBound >= 1, columns.upperBound - 1 <= units.count else { return nil }
        return String(
            decoding: units[(columns.lowerBound - 1)..<(columns.upperBound - 1)], as: UTF16.self)
    }

    private func firstTable(_ text: String) throws -> EventTable {
        try #require(Spec(path: "a.md", text: text).tables.first)
    }

    @Test("A plain table's cells and headers are placed on their lines")
    func plain() throws {
        let table = try firstTable(
            "```rulebook pager\n| event | ids? |\n|---|---|\n| load next | a-1, a-2 |\n```\n")
        #expect(table.columns.map(\.columns) == [3..<8, 11..<15])
        #expect(table.rows[0].cells.map(\.columns) == [3..<12, 15..<23])
    }

    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let text: String
        /// The row line (1-based) and the cells' expected texts as they stand on it.
        let line: Int
        let cells: [String]
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "tabs count one column each",
            text:
                "```rulebook pager\n|\tevent\t|\tids?\t|\n|---|---|\n|\tload next\t|\ta-1\t|\n```\n",
            line: 4, cells: ["load next", "a-1"]),
        Case(
            name: "wide characters: CJK one unit, emoji two",
            text:
                "```rulebook pager\n| event | note | ids? |\n|---|---|---|\n| load next | 日本語😀 | 😀x |\n```\n",
            line: 4, cells: ["load next", "日本語😀", "😀x"]),
        Case(
            name: "an escaped pipe stays two units of the source",
            text:
                "```rulebook pager\n| event | note | ids? |\n|---|---|---|\n| load next | a \\| b | x |\n```\n",
            line: 4, cells: ["load next", "a \\| b", "x"]),
        Case(
            name: "a table in a block quote",
            text:
                "> Quoted:\n>\n> ```rulebook pager\n> | event | ids? |\n> |---|---|\n> | load next | none |\n> ```\n",
            line: 6, cells: ["load next", "none"]),
        Case(
            name: "a table in a list item",
            text:
                "- An item:\n\n  ```rulebook pager\n  | event | ids? |\n  |---|---|\n  | load next | none |\n  ```\n",
            line: 6, cells: ["load next", "none"]),
        Case(
            name: "a table in a block quote inside a list, after a tab",
            text:
                "1. Item\n\n   >\t```rulebook pager\n   >\t| event | ids? |\n   >\t|---|---|\n   >\t| load next | 日本 |\n   >\t```\n",
            line: 6, cells: ["load next", "日本"]),
        Case(
            name: "a table without outer pipes",
            text: "```rulebook pager\nevent | ids?\n---|---\nload next | none\n```\n",
            line: 4, cells: ["load next", "none"]),
    ]

    @Test("Cells are placed on their source line", arguments: cases)
    func placed(_ example: Case) throws {
        let table = try firstTable(example.text)
        let row = try #require(table.rows.first)
        #expect(row.line == example.line)
        let line = String(
            example.text.split(separator: "\n", omittingEmptySubsequences: false)[example.line - 1])
        #expect(row.cells.map { text($0.columns, on: line) } == example.cells)
    }

    @Test("A blank cell is an empty range after the space that follows its pipe")
    func blank() throws {
        let table = try firstTable(
            "```rulebook pager\n| event | ids? |\n|---|---|\n| load next |      |\n```\n")
        #expect(table.rows[0].cells[1].columns == 15..<15)
    }

    @Test("Cells compare by their source, wherever they stand")
    func equality() {
        #expect(Cell("a", columns: 3..<4) == Cell("a"))
        #expect(Column(header: "ids?", columns: 3..<7) == Column(header: "ids?"))
    }
}
