import RulebookMarkdown

/// An event table as its spec's source holds it: its cells and alignments, and where its
/// lines are, so that it can be written back without touching anything around it.
package struct TableSource: Sendable, Equatable {
    /// The table's position in `Spec.tables`.
    package let index: Int
    /// The table as read: header, alignments and every cell's source. Change it and pass
    /// the table to `SpecSource.replacing` to rewrite the table.
    package var writer: TableWriter
    /// The 1-based source line of the header row; the delimiter and data rows follow it.
    package let headerLine: Int
    /// What comes before the table on each of its lines (a block quote's `> `, a list's
    /// indentation, the table's own indentation), kept as it is.
    let prefixes: [[UInt8]]

    /// The tables of `spec` that can be rewritten, in order: those whose body is a well
    /// formed pipe table that lines up with the source (a table written with tabs that
    /// cmark-gfm expands is left alone); of those, only the ones at the positions `only`
    /// names, when it names any.
    package static func tables(of spec: Spec, only: Set<Int>? = nil) -> [TableSource] {
        let source = SpecSource(spec.text)
        var blocksByLine: [Int: MarkdownCodeBlock] = [:]
        for block in spec.document.codeBlocks
        where block.isFenced && EventTableParser.isEventTable(info: block.info) {
            blocksByLine[block.line] = block
        }
        let blocks = spec.tables.enumerated().compactMap { index, table in
            only.map { $0.contains(index) } == false
                ? nil : blocksByLine[table.line].map { (index, $0) }
        }
        // One cmark-gfm parse for the bodies of all the tables, not one each.
        let parsed = PipeTable.parseAll(
            blocks.map { PipeTableSource(literal: $1.literal, firstLine: $1.contentLine) },
            file: spec.path)
        return zip(blocks, parsed).compactMap { block, table in
            (try? table.get()).flatMap { locate(block.1, table: $0, index: block.0, in: source) }
        }
    }

    private static func locate(
        _ block: MarkdownCodeBlock, table: PipeTable, index: Int, in source: SpecSource
    ) -> TableSource? {
        let literalLines = PipeTable.sourceLines(block.literal)
        let lastLine = table.rows.last?.line ?? table.headerLine + 1
        var prefixes: [[UInt8]] = []
        var delimiter: [UInt8] = []
        for line in table.headerLine...lastLine {
            let offset = line - block.contentLine
            guard offset >= 0, offset < literalLines.count, line >= 1,
                line <= source.lines.count
            else { return nil }
            let literal = literalLines[offset]
            let full = source.lines[line - 1].content
            guard full.count >= literal.count, full.suffix(literal.count).elementsEqual(literal)
            else { return nil }
            let indent = literal.prefix { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
            prefixes.append(Array(full.prefix(full.count - literal.count + indent.count)))
            if line == table.headerLine + 1 { delimiter = literal }
        }
        guard let alignments = alignments(delimiter), alignments.count == table.header.count
        else { return nil }
        let writer = TableWriter(
            header: table.header.map(\.source), alignments: alignments,
            rows: table.rows.map { $0.cells.map(\.source) })
        return TableSource(
            index: index, writer: writer, headerLine: table.headerLine, prefixes: prefixes)
    }

    /// The alignments of a delimiter row (`|:--|-:|`), or `nil` if it is not one.
    static func alignments(_ line: [UInt8]) -> [TableWriter.Alignment]? {
        let isBlank: (UInt8) -> Bool = { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
        var rest = line.drop(while: isBlank)
        if rest.first == UInt8(ascii: "|") { rest = rest.dropFirst() }
        var result: [TableWriter.Alignment] = []
        for cell in PipeTable.splitCells(rest) {
            var trimmed = cell.drop(while: isBlank)
            while let last = trimmed.last, isBlank(last) { trimmed = trimmed.dropLast() }
            let left = trimmed.first == UInt8(ascii: ":")
            let right = trimmed.count > 1 && trimmed.last == UInt8(ascii: ":")
            let dashes = trimmed.dropFirst(left ? 1 : 0).dropLast(right ? 1 : 0)
            guard !dashes.isEmpty, dashes.allSatisfy({ $0 == UInt8(ascii: "-") }) else {
                return nil
            }
            result.append(left ? (right ? .center : .left) : (right ? .right : .none))
        }
        return result
    }

    /// The table's lines as `writer` now prints them, each after what came before the table
    /// on its line. Write them only if `readsBack()`.
    package func writtenText() -> [String] {
        writtenLines().map { String(decoding: $0, as: UTF8.self) }
    }

    /// The table's lines as the writer prints them, each after its prefix.
    func writtenLines() -> [[UInt8]] {
        zip(prefixes, writer.lines).map { $0 + Array($1.utf8) }
    }

    /// Whether the written table reads back as exactly this table.
    package func readsBack() -> Bool {
        let text = writer.text
        // Only the cells matter here, so the table's place is its own text's first line.
        guard let table = try? PipeTable.parse(text, file: "", firstLine: 1),
            table.header.map(\.source) == writer.header,
            table.rows.map({ $0.cells.map(\.source) }) == writer.rows,
            let delimiter = PipeTable.sourceLines(text).dropFirst().first
        else { return false }
        let written = Self.alignments(delimiter)
        return written
            == writer.header.indices.map {
                $0 < writer.alignments.count ? writer.alignments[$0] : .none
            }
    }
}
