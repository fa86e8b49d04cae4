/// Prints the event tables of `rulebook explore`: a fenced `rulebook` block with a pipe
/// table whose columns are padded to line up.
///
/// The one place where the explorer writes tables; swap it for the shared table writer when
/// there is one.
enum ExplorationTablePrinter {
    /// The fenced block: ```` ```rulebook INFO ````, the header, the delimiter row, the rows.
    static func fencedTable(info: String, header: [String], rows: [[String]]) -> String {
        let escapedRows = rows.map { $0.map { $0.replacingPipes() } }
        let widths = header.indices.map { column in
            ([header[column]] + escapedRows.map { column < $0.count ? $0[column] : "" })
                .map(\.count).max() ?? 0
        }
        func line(_ cells: [String]) -> String {
            let padded = widths.indices.map { column in
                let cell = column < cells.count ? cells[column] : ""
                return cell + String(repeating: " ", count: widths[column] - cell.count)
            }
            return "| " + padded.joined(separator: " | ") + " |"
        }
        let delimiter =
            "|" + widths.map { String(repeating: "-", count: $0 + 2) }.joined(separator: "|") + "|"
        return (["```rulebook \(info)", line(header), delimiter] + escapedRows.map(line) + ["```"])
            .joined(separator: "\n") + "\n"
    }
}

extension String {
    /// The text with `|` escaped for a pipe-table cell.
    fileprivate func replacingPipes() -> String {
        var escaped = ""
        for character in self {
            if character == "|" { escaped += "\\" }
            escaped.append(character)
        }
        return escaped
    }
}
