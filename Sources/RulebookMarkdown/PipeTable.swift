import RulebookDiagnostics

/// A GitHub pipe table read from the body of an event-table fence.
///
/// Cells hold their raw source text so that the spec layer can interpret quotes and
/// escapes itself.
package struct PipeTable: Sendable, Equatable {
    /// The header cells, one per column.
    package var header: [PipeCell]
    /// The 1-based source line of the header row.
    package var headerLine: Int
    /// The data rows (possibly none), each with exactly `header.count` cells.
    package var rows: [PipeRow]

    package init(header: [PipeCell], headerLine: Int, rows: [PipeRow]) {
        self.header = header
        self.headerLine = headerLine
        self.rows = rows
    }

    /// Parses `literal` (a code block's content whose first line is source line `firstLine`)
    /// as a pipe table with cmark-gfm's table extension.
    ///
    /// Throws when the literal does not start with a table (header row, then delimiter
    /// row), when anything but blank lines follows the table, or when a row has more or
    /// fewer cells than the header (which cmark-gfm itself would silently pad or drop).
    ///
    /// With `fileLines`, the lines of the whole file, each cell also gets its columns on its
    /// source line (`PipeCell.columns`), wherever the table sits.
    package static func parse(
        _ literal: String, file: String, firstLine: Int, fileLines: SourceLines? = nil
    ) throws(Diagnostic) -> PipeTable {
        try parseAlone(
            PipeTableSource(literal: literal, firstLine: firstLine), file: file,
            fileLines: fileLines
        ).get()
    }

    /// Parses several literals (the fences of one file) as `parse` parses each, with one
    /// cmark-gfm parse for all of them: the literals are read as one text, separated by
    /// blank lines. A literal whose blocks in that text are not exactly one table of its own
    /// (a block that runs into the next literal, text after the table, no table at all) is
    /// parsed again alone, so every result is the one `parse` gives.
    package static func parseAll(
        _ sources: [PipeTableSource], file: String, fileLines: SourceLines? = nil
    ) -> [Result<PipeTable, Diagnostic>] {
        guard sources.count > 1 else {
            return sources.map { parseAlone($0, file: file, fileLines: fileLines) }
        }
        var text: [UInt8] = []
        text.reserveCapacity(sources.reduce(0) { $0 + $1.literal.utf8.count + 2 })
        var starts: [Int] = []
        for source in sources {
            starts.append(text.count)
            appendReadable(source.literal, to: &text)
            // Two line endings: a blank line after any last line, even one ending in `\r`.
            text.append(UInt8(ascii: "\n"))
            text.append(UInt8(ascii: "\n"))
        }
        // A group of long tables is read table by table: long ones in pieces (`parseAlone`).
        guard text.count <= largestJoinedText else {
            return sources.map { parseAlone($0, file: file, fileLines: fileLines) }
        }
        let lines = SourceLines(bytes: text)
        let firstLines = starts.map { lines.line(startingAt: $0) }
        let blocks = CmarkParser.pipeTableBlocks(lines.bytes)
        let owned = ownTables(blocks, segmentFirstLines: firstLines)
        return sources.indices.map { index in
            guard let table = owned[index] else {
                return parseAlone(sources[index], file: file, fileLines: fileLines)
            }
            let reader = RowReader(
                lines: lines, placement: .offset(firstLines[index] - 1), file: file,
                firstLine: sources[index].firstLine, fileLines: fileLines)
            return Result { () throws(Diagnostic) in try reader.table(table) }
        }
    }

    /// `parse` on one literal, with its own cmark-gfm parse.
    /// `rowsPerPiece` is for tests, to read short tables in pieces too.
    static func parseAlone(
        _ source: PipeTableSource, file: String, fileLines: SourceLines?,
        rowsPerPiece: Int = PipeTable.rowsPerPiece
    ) -> Result<PipeTable, Diagnostic> {
        guard source.literal.utf8.count <= MarkdownDocument.maximumSourceBytes else {
            return .failure(
                Diagnostic(
                    .table, at: FileLocation(file: file, line: source.firstLine),
                    "the table is too large to read"))
        }
        var text: [UInt8] = []
        appendReadable(source.literal, to: &text)
        let lines = SourceLines(bytes: text)
        if let table = parseInPieces(
            lines, rowsPerPiece: rowsPerPiece, file: file, firstLine: source.firstLine,
            fileLines: fileLines)
        {
            return table
        }
        let blocks = CmarkParser.pipeTableBlocks(lines.bytes)
        let reader = RowReader(
            lines: lines, placement: .offset(0), file: file, firstLine: source.firstLine,
            fileLines: fileLines)
        return Result { () throws(Diagnostic) in
            guard let first = blocks.first, let table = first.table else {
                throw reader.problem(line: 1, notATableMessage(lines))
            }
            if let trailing = blocks.dropFirst().first {
                throw reader.problem(
                    line: trailing.startLine,
                    "unexpected text after the table (only blank lines may follow it)")
            }
            return try reader.table(table)
        }
    }

    /// The most bytes of fence bodies read with one parse.
    static let largestJoinedText = 1 << 20

    /// A table of more than this many rows is read in pieces of this many.
    static let rowsPerPiece = 2_000

    /// A long table read in pieces, each its header and delimiter rows and the next rows:
    /// a piece's tree is freed before the next is parsed, so a table of any length needs
    /// the memory of one piece. Rows are cells of their own line, so each reads as it reads
    /// in the whole table. `nil` when the literal is not a long table of unbroken rows, or
    /// a piece is not exactly one table with one row a line; the whole literal is parsed
    /// then, so every result is the one a single parse gives.
    private static func parseInPieces(
        _ lines: SourceLines, rowsPerPiece: Int, file: String, firstLine: Int,
        fileLines: SourceLines?
    ) -> Result<PipeTable, Diagnostic>? {
        let isBlank = { (number: Int) in lines[number]?.allSatisfy(isSpaceOrTab) ?? true }
        guard rowsPerPiece > 0, lines.count / 2 > rowsPerPiece,
            let header = (1...lines.count).first(where: { !isBlank($0) }),
            let last = (1...lines.count).last(where: { !isBlank($0) }),
            (last - header - 1) / 2 > rowsPerPiece,
            let headerBytes = lines[header], let delimiterBytes = lines[header + 1],
            !((header + 2)...last).contains(where: isBlank)
        else { return nil }
        var table: PipeTable?
        for start in stride(from: header + 2, through: last, by: rowsPerPiece) {
            let end = min(start + rowsPerPiece - 1, last)
            var text: [UInt8] = []
            for bytes in [headerBytes, delimiterBytes] + (start...end).compactMap({ lines[$0] }) {
                text.append(contentsOf: bytes)
                text.append(UInt8(ascii: "\n"))
            }
            let piece = SourceLines(bytes: text)
            let blocks = CmarkParser.pipeTableBlocks(piece.bytes)
            guard blocks.count == 1, let layout = blocks[0].table,
                layout.rows.count == end - start + 2
            else { return nil }
            let reader = RowReader(
                lines: piece, placement: .rows(header: header, rows: start), file: file,
                firstLine: firstLine, fileLines: fileLines)
            do throws(Diagnostic) {
                // Taken out of `table`, so that the rows are appended in place, never copied.
                var read: PipeTable
                if let existing = table {
                    table = nil
                    read = existing
                } else {
                    read = try reader.header(layout)
                }
                try reader.appendRows(layout, to: &read)
                table = read
            } catch {
                return .failure(error)
            }
        }
        return table.map { .success($0) }
    }

    /// For each literal of a joined parse, its table when its lines hold exactly one block,
    /// that table, and no block of another literal reaches into them; else `nil`.
    private static func ownTables(
        _ blocks: [PipeTableBlock], segmentFirstLines: [Int]
    ) -> [PipeTableLayout?] {
        var owned: [PipeTableLayout?] = Array(repeating: nil, count: segmentFirstLines.count)
        var blockCounts = Array(repeating: 0, count: segmentFirstLines.count)
        var spoiled = Array(repeating: false, count: segmentFirstLines.count)
        /// The literal whose lines hold `line`.
        func segment(of line: Int) -> Int {
            segmentFirstLines.lastIndex(atMost: line) { $0 }
        }
        for block in blocks {
            let first = segment(of: block.startLine)
            let last = segment(of: max(block.startLine, block.endLine))
            for index in first...last where index != first { spoiled[index] = true }
            if last != first { spoiled[first] = true }
            blockCounts[first] += 1
            owned[first] = block.table
        }
        for index in owned.indices where spoiled[index] || blockCounts[index] != 1 {
            owned[index] = nil
        }
        return owned
    }

    /// Appends a literal's UTF-8 as cmark-gfm reads it: NUL is read as U+FFFD, and doing
    /// the same keeps its byte columns valid here.
    private static func appendReadable(_ literal: String, to text: inout [UInt8]) {
        let utf8 = literal.utf8
        let hasNUL = utf8.withContiguousStorageIfAvailable { $0.contains(0) } ?? utf8.contains(0)
        guard hasNUL else {
            text.append(contentsOf: utf8)
            return
        }
        for byte in utf8 {
            if byte == 0 {
                text.append(contentsOf: [0xEF, 0xBF, 0xBD])
            } else {
                text.append(byte)
            }
        }
    }
}

/// One fence body to parse as a table: its text and the file line of its first line.
package struct PipeTableSource: Sendable, Equatable {
    package var literal: String
    package var firstLine: Int

    package init(literal: String, firstLine: Int) {
        self.literal = literal
        self.firstLine = firstLine
    }
}

/// One data row of a pipe table.
package struct PipeRow: Sendable, Equatable {
    /// The 1-based source line of the row.
    package var line: Int
    /// The cells, one per header column.
    package var cells: [PipeCell]

    package init(line: Int, cells: [PipeCell]) {
        self.line = line
        self.cells = cells
    }
}

/// One cell of a pipe table.
package struct PipeCell: Sendable, Equatable {
    /// The cell's source text, trimmed of spaces and tabs, with `\|` turned into `|`.
    /// Nothing else is unescaped: quotes and backslashes (`\"`, `\n`, `\\`) stay raw.
    package var source: String
    /// The 1-based columns of the trimmed source on its line of the file, end exclusive,
    /// counted in UTF-16 code units as editors count them (a tab is one, an emoji two, a
    /// `\|` two); a blank cell is an empty range where its text would start. `nil` when the
    /// file's lines were not given or the table's line does not end as the file's does.
    package var columns: Range<Int>?

    package init(source: String, columns: Range<Int>? = nil) {
        self.source = source
        self.columns = columns
    }
}

// MARK: - Cell positions

/// A top-level block of a parse with the table extension alone: its lines, and where
/// cmark-gfm saw its cells when it is a table.
struct PipeTableBlock {
    var startLine: Int
    var endLine: Int
    var table: PipeTableLayout?
}

/// Where cmark-gfm found a table and its cells, before any interpretation.
struct PipeTableLayout: Equatable {
    /// A cell's columns as cmark-gfm reports them (1-based, end inclusive); a start column
    /// of 0 is a cell cmark-gfm added to pad a short row.
    struct CellSpan: Equatable {
        var startColumn: Int
        var endColumn: Int
    }

    /// One row: its line, and its cells as a range of `cells`.
    struct Row: Equatable {
        var line: Int
        var cells: Range<Int>
    }

    /// The table node's start column, the origin cmark-gfm measures cell columns from.
    var startColumn: Int
    var columnCount: Int
    /// The header row first, then the data rows.
    var rows: [Row]
    /// Every row's cells, in order.
    var cells: [CellSpan]
}

private let pipe = UInt8(ascii: "|")
private let backslash = UInt8(ascii: "\\")

private func isSpaceOrTab(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
}

/// Reads the rows of a table found in a parse: their cells' sources from the parsed lines,
/// and their places on the file's lines.
private struct RowReader {
    /// Where the parsed text's lines stand in the literal.
    enum Placement {
        /// The literal starts after `offset` lines of the parsed text.
        case offset(Int)
        /// The parsed text is the literal's header and delimiter rows (`header` is the
        /// literal's line of the header), then its lines from `rows` on.
        case rows(header: Int, rows: Int)
    }

    /// The parsed text's lines.
    let lines: SourceLines
    let placement: Placement
    let file: String
    /// The file line of the literal's first line.
    let firstLine: Int
    let fileLines: SourceLines?

    /// The literal's line (1-based) of line `number` of the parsed text.
    func literalLine(_ number: Int) -> Int {
        switch placement {
        case .offset(let offset): number - offset
        case .rows(let header, let rows): number <= 2 ? header + number - 1 : rows + number - 3
        }
    }

    /// The file line of line `number` of the literal (1-based).
    func fileLine(_ number: Int) -> Int {
        let (sum, overflow) = firstLine.addingReportingOverflow(number - 1)
        return overflow ? firstLine : sum
    }

    /// A table problem at line `number` of the literal.
    func problem(line number: Int, _ message: String) -> Diagnostic {
        Diagnostic(.table, at: FileLocation(file: file, line: fileLine(number)), message)
    }

    func table(_ layout: PipeTableLayout) throws(Diagnostic) -> PipeTable {
        var table = try header(layout)
        try appendRows(layout, to: &table)
        return table
    }

    /// The table's header, with no rows yet.
    func header(_ layout: PipeTableLayout) throws(Diagnostic) -> PipeTable {
        guard let headerRow = layout.rows.first else {
            throw problem(line: 1, "could not read the header row of the table")
        }
        let headerLine = literalLine(headerRow.line)
        guard let header = cells(headerRow, layout),
            header.real.count == layout.columnCount, header.extra == 0
        else {
            throw problem(line: headerLine, "could not read the header row of the table")
        }
        return PipeTable(header: header.real, headerLine: fileLine(headerLine), rows: [])
    }

    /// Appends the data rows of `layout` to `table`, numbered after the rows it holds.
    func appendRows(_ layout: PipeTableLayout, to table: inout PipeTable) throws(Diagnostic) {
        let width = table.header.count
        for row in layout.rows.dropFirst() {
            let line = literalLine(row.line)
            guard let cells = cells(row, layout) else {
                throw problem(line: line, "could not read this table row")
            }
            let count = cells.real.count + cells.extra
            guard count == width else {
                throw problem(
                    line: line,
                    "row \(table.rows.count + 1) has \(PipeTable.cellCount(count)) but the header has \(width)"
                )
            }
            table.rows.append(PipeRow(line: fileLine(line), cells: cells.real))
        }
    }

    /// The row's cell sources from cmark-gfm's positions, and the number of cells it dropped.
    ///
    /// cmark-gfm measures a cell's columns from the table's start column over the line
    /// with its indentation removed, and pads a short row with cells at column 0. Extra
    /// cells are dropped by cmark-gfm; they are counted in the source after the last cell
    /// it kept. Returns `nil` when the positions do not land next to pipes.
    private func cells(
        _ row: PipeTableLayout.Row, _ layout: PipeTableLayout
    ) -> (real: [PipeCell], extra: Int)? {
        guard let line = lines[row.line] else { return nil }
        let base = line.startIndex
        let indent = line.prefix(while: isSpaceOrTab).count
        let placing = fileLines.flatMap { $0[fileLine(literalLine(row.line))] }.map {
            CellPlacing(literal: line, source: $0)
        }
        var cells: [PipeCell] = []
        cells.reserveCapacity(row.cells.count)
        var previousEnd = indent
        var sawPadding = false
        for cell in layout.cells[row.cells] {
            guard cell.startColumn > 0 else {
                sawPadding = true
                continue
            }
            let lower = indent + (cell.startColumn - layout.startColumn)
            let upper = indent + (cell.endColumn - layout.startColumn) + 1
            guard !sawPadding, lower >= previousEnd, lower <= upper, upper <= line.count,
                lower == indent || line[base + lower - 1] == pipe,
                upper == line.count || line[base + upper] == pipe
            else { return nil }
            previousEnd = upper
            cells.append(
                PipeTable.cell(
                    line[(base + lower)..<(base + upper)], lineStart: base, placing: placing))
        }
        guard !cells.isEmpty else { return nil }
        var tail = line[(base + previousEnd)...]
        if tail.first == pipe { tail = tail.dropFirst() }
        let extra = PipeTable.splitCells(tail).count
        return (cells, extra)
    }
}

extension PipeTable {
    /// Splits cells on pipes not written `\|` (like cmark-gfm's scanner, even after another
    /// backslash or inside a code span); a final pipe followed by blanks ends the row.
    package static func splitCells(_ bytes: ArraySlice<UInt8>) -> [ArraySlice<UInt8>] {
        var cells: [ArraySlice<UInt8>] = []
        var start = bytes.startIndex
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let next = index + 1
            if bytes[index] == backslash, next < bytes.endIndex, bytes[next] == pipe {
                index = next + 1
            } else if bytes[index] == pipe {
                cells.append(bytes[start..<index])
                index += 1
                start = index
            } else {
                index += 1
            }
        }
        let last = bytes[start...]
        if !last.allSatisfy(isSpaceOrTab) {
            cells.append(last)
        }
        return cells
    }

    /// A cell from its bytes between two pipes (a slice of a line that starts at
    /// `lineStart`): trimmed, `\|` read as `|`, placed on its file line by `placing`.
    fileprivate static func cell(
        _ bytes: ArraySlice<UInt8>, lineStart: Int, placing: CellPlacing?
    ) -> PipeCell {
        var trimmed = bytes.drop(while: isSpaceOrTab)
        while let last = trimmed.last, isSpaceOrTab(last) { trimmed = trimmed.dropLast() }
        // A blank cell is placed after the space that follows its pipe.
        let start = trimmed.isEmpty ? bytes.startIndex + min(1, bytes.count) : trimmed.startIndex
        let end = trimmed.isEmpty ? start : trimmed.endIndex
        let columns = placing?.columns((start - lineStart)..<(end - lineStart))
        guard trimmed.contains(pipe) else {
            return PipeCell(source: String(decoding: trimmed, as: UTF8.self), columns: columns)
        }
        var result: [UInt8] = []
        result.reserveCapacity(trimmed.count)
        for byte in trimmed {
            if byte == pipe, result.last == backslash { result.removeLast() }
            result.append(byte)
        }
        return PipeCell(source: String(decoding: result, as: UTF8.self), columns: columns)
    }

    fileprivate static func cellCount(_ count: Int) -> String {
        count == 1 ? "1 cell" : "\(count) cells"
    }

    fileprivate static func notATableMessage(_ lines: SourceLines) -> String {
        let generic = "expected a pipe table: a header row, then a delimiter row like |---|---|"
        let numbers = 1...max(lines.count, 1)
        guard
            let headerNumber = numbers.first(where: { number in
                lines[number].map { !$0.allSatisfy(isSpaceOrTab) } ?? false
            }),
            let header = lines[headerNumber], let delimiter = lines[headerNumber + 1],
            delimiter.contains(UInt8(ascii: "-")),
            delimiter.allSatisfy({ isSpaceOrTab($0) || "|:-".utf8.contains($0) })
        else { return generic }
        func count(_ line: ArraySlice<UInt8>) -> Int {
            var rest = line.drop(while: isSpaceOrTab)
            if rest.first == pipe { rest = rest.dropFirst() }
            return splitCells(rest).count
        }
        let headerCount = count(header)
        let delimiterCount = count(delimiter)
        guard headerCount != delimiterCount else { return generic }
        return
            "the header row has \(cellCount(headerCount)) but the delimiter row has \(delimiterCount)"
    }

    /// The source's lines as bytes, split like cmark-gfm does (on `\n`, `\r\n` or `\r`).
    package static func sourceLines(_ source: String) -> [[UInt8]] {
        let lines = SourceLines(source)
        return (1...lines.count).map { lines[$0].map(Array.init) ?? [] }
    }
}
