import Rulebook

/// Whether a table's lines are already as `rulebook fmt` writes them, read from the parsed
/// table and the document's lines alone: no table written, no parse. Formatting skips such a
/// table, so a document with nothing to change costs one pass over its tables' lines.
///
/// `false` whenever in doubt (a table inside a block quote or a list, an aligned column, a
/// table with a problem): formatting then writes the table to compare, as before.
enum CanonicalTable {
    /// Whether `table`'s header, delimiter and rows in `lines` (0-based) are written as the
    /// table writer would write them.
    static func holds(_ table: EventTable, lines: [Substring]) -> Bool {
        let count = table.columns.count
        guard table.problem == nil, count > 0 else { return false }
        var cells = [table.columns.map { TableWriter.escaped($0.header) }]
        for (offset, row) in table.rows.enumerated() {
            guard row.line == table.headerLine + 2 + offset, row.cells.count == count else {
                return false
            }
            cells.append(row.cells.map { TableWriter.escaped($0.source) })
        }
        var widths = Array(repeating: 1, count: count)
        var cellWidths: [[Int]] = []
        for row in cells {
            let rowWidths = row.map { DisplayWidth.of($0) }
            for index in rowWidths.indices { widths[index] = max(widths[index], rowWidths[index]) }
            cellWidths.append(rowWidths)
        }
        // The header's 0-based line is headerLine - 1, the delimiter follows it.
        guard lines.indices.contains(table.headerLine),
            isDelimiter(lines[table.headerLine], widths)
        else { return false }
        for (offset, row) in cells.enumerated() {
            let index = offset == 0 ? table.headerLine - 1 : table.headerLine + offset
            guard lines.indices.contains(index),
                isRow(lines[index], row, padding: zip(widths, cellWidths[offset]).map(-))
            else { return false }
        }
        return true
    }

    /// Whether `line` is `| cell | cell |`, each cell followed by `padding` spaces more.
    private static func isRow(_ line: Substring, _ cells: [String], padding: [Int]) -> Bool {
        var reader = Reader(line)
        guard reader.take("|") else { return false }
        for (cell, room) in zip(cells, padding) {
            guard reader.take(" "), reader.take(cell), reader.take(" ", times: room + 1),
                reader.take("|")
            else { return false }
        }
        return reader.isAtEnd
    }

    /// Whether `line` is the delimiter row of unaligned columns of these widths.
    private static func isDelimiter(_ line: Substring, _ widths: [Int]) -> Bool {
        var reader = Reader(line)
        guard reader.take("|") else { return false }
        for width in widths {
            guard reader.take("-", times: width + 2), reader.take("|") else { return false }
        }
        return reader.isAtEnd
    }

    /// Reads a line's UTF-8 bytes from the start, one expected text after another.
    private struct Reader {
        let bytes: Substring.UTF8View
        var index: Substring.UTF8View.Index

        init(_ line: Substring) {
            bytes = line.utf8
            index = bytes.startIndex
        }

        var isAtEnd: Bool { index == bytes.endIndex }

        /// Whether `text` comes next (`times` times over); reads past it if so.
        mutating func take(_ text: String, times: Int = 1) -> Bool {
            guard times >= 0 else { return false }
            for _ in 0..<times {
                for byte in text.utf8 {
                    guard index < bytes.endIndex, bytes[index] == byte else { return false }
                    index = bytes.index(after: index)
                }
            }
            return true
        }
    }
}
