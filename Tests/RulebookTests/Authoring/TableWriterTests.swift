import Testing

@testable import Rulebook
@testable import RulebookMarkdown

struct TableWriterTests {
    @Test("Columns are padded to the widest cell, wide characters counting two")
    func padding() {
        let writer = TableWriter(
            header: ["event", "text"], rows: [["type", "検索"], ["tick", "cafe\u{301}"]])
        #expect(
            writer.lines == [
                "| event | text |",
                "|-------|------|",
                "| type  | 検索 |",
                "| tick  | cafe\u{301} |",
            ])
    }

    @Test("Display width: East Asian wide two, combining marks and joiners zero, emoji two")
    func displayWidth() {
        #expect(DisplayWidth.of("abc") == 3)
        #expect(DisplayWidth.of("日本語") == 6)
        #expect(DisplayWidth.of("ｆｕｌｌ") == 8)
        #expect(DisplayWidth.of("e\u{301}\u{302}") == 1)
        #expect(DisplayWidth.of("한국") == 4)
        #expect(DisplayWidth.of("👍") == 2)
        #expect(DisplayWidth.of("a\u{200B}b") == 2)
        #expect(DisplayWidth.of("\u{2764}\u{FE0F}") == 2, "an emoji by variation selector")
        #expect(DisplayWidth.of("👨\u{200D}👩\u{200D}👧") == 2, "one picture joined from three")
        #expect(DisplayWidth.of("🇫🇷") == 2)
        #expect(DisplayWidth.of("\u{2764}") == 1, "text presentation")
    }

    @Test("Alignment colons are kept and cells padded on their side")
    func alignment() {
        let writer = TableWriter(
            header: ["event", "n", "note"], alignments: [.left, .right, .center],
            rows: [["tick", "1000", "x"]])
        #expect(
            writer.lines == [
                "| event |    n | note |",
                "|:------|-----:|:----:|",
                "| tick  | 1000 |  x   |",
            ])
    }

    @Test("A pipe in a cell is written \\| and short rows get blank cells")
    func escaping() throws {
        let writer = TableWriter(header: ["event", "text?"], rows: [["a|b"], ["x", "y", "z"]])
        try #require(writer.lines.count > 3)
        #expect(writer.lines[2] == "| a\\|b  |       |")
        #expect(writer.lines[3] == "| x     | y     |")
    }

    @Test("What the writer prints reads back as the same cells")
    func readsBack() throws {
        let header = ["event", "text", "result?"]
        let rows = [
            ["type", "\" a \\\" b \"", "a\\|b"], ["tick", "", "x\\"], ["wake", "日本", "é"],
        ]
        let writer = TableWriter(header: header, alignments: [.none, .center, .right], rows: rows)
        let table = try PipeTable.parse(writer.text, file: "t.md", firstLine: 1)
        #expect(table.header.map(\.source) == header)
        #expect(table.rows.map { $0.cells.map(\.source) } == rows)
    }
}
