/// The markup of one event table after a run: a caption with the table's status, model,
/// options and source line; one row per data row with its status in the first cell; expected
/// and actual side by side in each failed cell; the reason under an error row; the table's
/// own problem above it.
enum HTMLTable {
    /// The table's markup; `path` is the spec's path, shown with the fence's line.
    static func render(_ result: TableResult, path: String) -> String {
        let table = result.table
        let mark = StatusMark.of(result.status)
        var html = "<div class=\"event-table \(mark.cssClass)\">\n"
        if let problem = result.problem {
            html += "<p class=\"problem\">\(StatusMark.error.badge) "
            html += "\(HTMLEscaping.text(problem.description))</p>\n"
        }
        let caption = captionContent(result, path: path)
        guard !table.columns.isEmpty else {
            return html + "<p class=\"table-head\">\(caption)</p>\n</div>\n"
        }
        html += "<div class=\"scroll\">\n<table>\n<caption>\(caption)</caption>\n"
        html += "<thead>\n<tr><th scope=\"col\" class=\"status\">status</th>"
        for column in table.columns {
            html +=
                "<th scope=\"col\"\(columnClass(column))>\(HTMLEscaping.text(column.header))</th>"
        }
        html += "</tr>\n</thead>\n<tbody>\n"
        for row in result.rows {
            html += rowMarkup(row, columns: table.columns)
        }
        return html + "</tbody>\n</table>\n</div>\n</div>\n"
    }

    /// The status badge, the info string and `path:line`.
    static func captionContent(_ result: TableResult, path: String) -> String {
        let table = result.table
        let words =
            ["rulebook", table.modelName]
            + table.options.map { option in
                option.value.map { option.name + "=" + $0 } ?? option.name
            }
        let info = words.filter { !$0.isEmpty }.joined(separator: " ")
        return StatusMark.of(result.status).badge + " <code>\(HTMLEscaping.text(info))</code> "
            + "<span class=\"source\">\(HTMLEscaping.text("\(path):\(table.line)"))</span>"
    }

    private static func columnClass(_ column: Column) -> String {
        switch column.role {
        case .expectation: " class=\"expect\""
        case .ignored: " class=\"note\""
        case .event, .input: ""
        }
    }

    private static func rowMarkup(_ result: RowResult, columns: [Column]) -> String {
        let mark = StatusMark.of(result.status)
        var mismatches: [Mismatch] = []
        if case .failed(let list) = result.status { mismatches = list }
        var html = "<tr class=\"\(mark.cssClass)\"><td class=\"status\">\(mark.label)</td>"
        for (index, column) in columns.enumerated() {
            let source = index < result.row.cells.count ? result.row.cells[index].source : ""
            let mismatchIndex = mismatches.firstIndex { mismatch in
                column.role == .expectation && mismatch.column == column.displayName
            }
            if let mismatchIndex {
                let mismatch = mismatches.remove(at: mismatchIndex)
                html += "<td class=\"expect mismatch\">\(difference(mismatch))</td>"
            } else {
                html += "<td\(columnClass(column))>\(HTMLEscaping.text(source))</td>"
            }
        }
        html += "</tr>\n"
        let span = columns.count
        if case .error(let reason) = result.status {
            html += "<tr class=\"reason error\"><td class=\"status\">↳ reason</td>"
            html += "<td colspan=\"\(span)\">\(HTMLEscaping.text(reason))</td></tr>\n"
        }
        for mismatch in mismatches {
            html += "<tr class=\"reason failed\"><td class=\"status\">↳ also</td>"
            html += "<td colspan=\"\(span)\">\(HTMLEscaping.text(mismatch.column)) "
            html += "\(difference(mismatch))</td></tr>\n"
        }
        return html
    }

    /// `expected X got Y`, with visible labels.
    private static func difference(_ mismatch: Mismatch) -> String {
        "<span class=\"label\">expected</span> <del>\(HTMLEscaping.text(mismatch.expected))</del> "
            + "<span class=\"label\">got</span> <ins>\(HTMLEscaping.text(mismatch.actual))</ins>"
    }
}
