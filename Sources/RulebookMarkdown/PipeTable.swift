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
    /// With `fileLines`, the lines of the whole file (`sourceLines`), each cell also gets its
    /// columns on its source line (`PipeCell.columns`), wherever the table sits.
    package static func parse(
        _ literal: String, file: String, firstLine: Int, fileLines: [[UInt8]]? = nil
    ) throws(Diagnostic) -> PipeTable {
        func problem(line: Int, _ message: String) -> Diagnostic {
            Diagnostic(.table, at: FileLocation(file: file, line: line), message)
        }
        guard literal.utf8.count <= MarkdownDocument.maximumSourceBytes else {
            throw problem(line: firstLine, "the table is too large to read")
        }
        let source = literal.utf8.contains(0) ? replacingNUL(in: literal) : literal
        let lines = sourceLines(source)
        func line(_ lineInLiteral: Int) -> Int {
            let (sum, overflow) = firstLine.addingReportingOverflow(lineInLiteral - 1)
            return overflow ? firstLine : sum
        }
        guard let layout = CmarkParser.pipeTableLayout(source) else {
            throw problem(line: firstLine, notATableMessage(lines))
        }
        if let trailing = layout.trailingLine {
            throw problem(
                line: line(trailing),
                "unexpected text after the table (only blank lines may follow it)")
        }
        func sourceLine(_ lineInFile: Int) -> [UInt8]? {
            fileLines.flatMap { $0[safe: lineInFile - 1] }
        }
        let headerLine = line(layout.header.line)
        guard let headerBytes = lines[safe: layout.header.line - 1],
            let header = cellSources(
                layout.header, headerBytes, layout.startColumn, sourceLine(headerLine)),
            header.real.count == layout.columnCount, header.extra == 0
        else {
            throw problem(
                line: line(layout.header.line), "could not read the header row of the table")
        }
        var rows: [PipeRow] = []
        for rowLayout in layout.rows {
            let rowLine = line(rowLayout.line)
            guard let bytes = lines[safe: rowLayout.line - 1],
                let cells = cellSources(rowLayout, bytes, layout.startColumn, sourceLine(rowLine))
            else {
                throw problem(line: rowLine, "could not read this table row")
            }
            let count = cells.real.count + cells.extra
            guard count == header.real.count else {
                throw problem(
                    line: rowLine,
                    "row \(rows.count + 1) has \(cellCount(count)) but the header has \(header.real.count)"
                )
            }
            rows.append(PipeRow(line: rowLine, cells: cells.real))
        }
        return PipeTable(header: header.real, headerLine: headerLine, rows: rows)
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

/// Where cmark-gfm found a table and its cells, before any interpretation.
struct PipeTableLayout: Equatable {
    /// A cell's columns as cmark-gfm reports them (1-based, end inclusive).
    struct CellSpan: Equatable {
        var startColumn: Int
        var endColumn: Int
    }

    /// One row; a `nil` cell is one cmark-gfm added to pad a short row.
    struct Row: Equatable {
        var line: Int
        var cells: [CellSpan?]
    }

    /// The table node's start column, the origin cmark-gfm measures cell columns from.
    var startColumn: Int
    var columnCount: Int
    var header: Row
    var rows: [Row]
    /// The line of the first block after the table, if any.
    var trailingLine: Int?
}

private let pipe = UInt8(ascii: "|")
private let backslash = UInt8(ascii: "\\")

private func isSpaceOrTab(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
}

extension Array {
    fileprivate subscript(safe index: Int) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}

extension PipeTable {
    /// The row's cell sources from cmark-gfm's positions, and the number of cells it dropped.
    ///
    /// cmark-gfm measures a cell's columns from the table's start column over the line
    /// with its indentation removed, and pads a short row with cells at column 0. Extra
    /// cells are dropped by cmark-gfm; they are counted in the source after the last cell
    /// it kept. Returns `nil` when the positions do not land next to pipes.
    fileprivate static func cellSources(
        _ row: PipeTableLayout.Row, _ line: [UInt8], _ startColumn: Int, _ sourceLine: [UInt8]?
    ) -> (real: [PipeCell], extra: Int)? {
        let indent = line.prefix(while: isSpaceOrTab).count
        var ranges: [Range<Int>] = []
        var sawPadding = false
        for cell in row.cells {
            guard let cell, cell.startColumn > 0 else {
                sawPadding = true
                continue
            }
            let lower = indent + (cell.startColumn - startColumn)
            let upper = indent + (cell.endColumn - startColumn) + 1
            let previousEnd = ranges.last?.upperBound ?? indent
            guard !sawPadding, lower >= previousEnd, lower <= upper, upper <= line.count,
                lower == indent || line[lower - 1] == pipe,
                upper == line.count || line[upper] == pipe
            else { return nil }
            ranges.append(lower..<upper)
        }
        guard let last = ranges.last else { return nil }
        var tail = line[last.upperBound...]
        if tail.first == pipe { tail = tail.dropFirst() }
        let extra = splitCells(tail).count
        let placing = sourceLine.map { CellPlacing(literal: line, source: $0) }
        return (ranges.map { cell(line[$0], placing) }, extra)
    }

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

    private static func cell(_ bytes: ArraySlice<UInt8>, _ placing: CellPlacing?) -> PipeCell {
        var trimmed = bytes.drop(while: isSpaceOrTab)
        while let last = trimmed.last, isSpaceOrTab(last) { trimmed = trimmed.dropLast() }
        // A blank cell is placed after the space that follows its pipe.
        let start = trimmed.isEmpty ? bytes.startIndex + min(1, bytes.count) : trimmed.startIndex
        let columns = placing?.columns(start..<(trimmed.isEmpty ? start : trimmed.endIndex))
        var result: [UInt8] = []
        result.reserveCapacity(trimmed.count)
        for byte in trimmed {
            if byte == pipe, result.last == backslash { result.removeLast() }
            result.append(byte)
        }
        return PipeCell(source: String(decoding: result, as: UTF8.self), columns: columns)
    }

    private static func cellCount(_ count: Int) -> String {
        count == 1 ? "1 cell" : "\(count) cells"
    }

    private static func notATableMessage(_ lines: [[UInt8]]) -> String {
        let generic = "expected a pipe table: a header row, then a delimiter row like |---|---|"
        guard let headerIndex = lines.firstIndex(where: { !$0.allSatisfy(isSpaceOrTab) }),
            let delimiter = lines[safe: headerIndex + 1],
            delimiter.contains(UInt8(ascii: "-")),
            delimiter.allSatisfy({ isSpaceOrTab($0) || "|:-".utf8.contains($0) })
        else { return generic }
        func count(_ line: [UInt8]) -> Int {
            var rest = line.drop(while: isSpaceOrTab)
            if rest.first == pipe { rest = rest.dropFirst() }
            return splitCells(rest).count
        }
        let headerCount = count(lines[headerIndex])
        let delimiterCount = count(delimiter)
        guard headerCount != delimiterCount else { return generic }
        return
            "the header row has \(cellCount(headerCount)) but the delimiter row has \(delimiterCount)"
    }

    /// The source's lines as bytes, split like cmark-gfm does (on `\n`, `\r\n` or `\r`).
    package static func sourceLines(_ source: String) -> [[UInt8]] {
        var lines: [[UInt8]] = []
        var current: [UInt8] = []
        var afterCR = false
        for byte in source.utf8 {
            if afterCR {
                afterCR = false
                if byte == UInt8(ascii: "\n") { continue }
            }
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                lines.append(current)
                current = []
                afterCR = byte == UInt8(ascii: "\r")
            } else {
                current.append(byte)
            }
        }
        lines.append(current)
        return lines
    }

    /// cmark-gfm reads NUL as U+FFFD; doing the same keeps its byte columns valid here.
    private static func replacingNUL(in text: String) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            scalars.append(scalar == "\u{0}" ? "\u{FFFD}" : scalar)
        }
        return String(scalars)
    }
}
