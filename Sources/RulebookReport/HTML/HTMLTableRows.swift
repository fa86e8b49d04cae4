import Rulebook

/// The body rows of one event table: what every row repeats (each column's class, escaped
/// header and expectation name, and the source links), worked out once per table, and the
/// markup of each row with its number, status, cells, and the reason lines under it.
struct HTMLTableRows: Sendable {
    /// What the cells of one column carry.
    private struct ColumnTags: Sendable {
        /// ` class="expect"`, ` class="note"` or nothing.
        let cssClass: StaticString
        /// The header, escaped, for the cells' `data-label`.
        let label: String
        /// The name mismatches give the column (`ids?`); `nil` unless it is an expectation.
        let expectation: String?
        /// The column's name (`ids`), by which a row keeps what the model showed in its
        /// blank cells; `nil` unless it is an expectation.
        let name: String?
    }

    private let columns: [ColumnTags]
    private let lines: SpecLines

    init(columns: [Column], lines: SpecLines) {
        self.columns = columns.map { column in
            ColumnTags(
                cssClass: HTMLTable.columnClass(column), label: HTMLEscaping.text(column.header),
                expectation: column.role == .expectation ? column.displayName : nil,
                name: column.role == .expectation ? column.name : nil)
        }
        self.lines = lines
    }

    /// Appends the rows in `range` of `results`, read in place (not copied out of the
    /// array).
    func append(_ results: [RowResult], _ range: Range<Int>, to html: inout HTMLBuffer) {
        results.withUnsafeBufferPointer { results in
            for index in range where results.indices.contains(index) {
                append(results[index], to: &html)
            }
        }
    }

    /// Appends a row: its `<tr>`, then a reason line for an error, for a row not run with
    /// a reason, and for each mismatch without a cell of its own.
    func append(_ result: borrowing RowResult, to html: inout HTMLBuffer) {
        let words = lines.messages
        let mark = StatusMark.of(result.status).localized(words)
        var mismatches: [Mismatch] = []
        if case .failed(let list) = result.status { mismatches = list }
        let line = result.row.line
        let number = result.row.number
        html.append("<tr id=\"L")
        html.append(line)
        html.append("\" class=\"")
        html.append(markup: mark.cssClass)
        html.append("\"><th scope=\"row\" class=\"row\"><a href=\"")
        if let href = lines.href(line: line) {
            html.append(markup: href)
            html.append("\" aria-label=\"")
            html.append(text: words.rowSourceLine(words.number(number), words.number(line)))
        } else {
            html.append("#L")
            html.append(line)
            html.append("\" aria-label=\"")
            html.append(text: words.rowLine(words.number(number), words.number(line)))
        }
        html.append("\">")
        html.append(number)
        html.append("</a></th><td class=\"status\">")
        html.append(markup: mark.label)
        html.append("</td>")
        let cells = result.row.cells
        // The columns' tags are read in place, not copied out for each cell.
        for index in columns.indices {
            let mismatchIndex =
                mismatches.isEmpty
                ? nil : mismatches.firstIndex { $0.column == columns[index].expectation }
            if let mismatchIndex {
                html.append("<td class=\"expect mismatch\" data-label=\"")
                html.append(markup: columns[index].label)
                html.append("\">")
                HTMLTable.appendDifference(
                    mismatches.remove(at: mismatchIndex), words, to: &html)
                html.append("</td>")
            } else if index >= cells.count || cells[index].source.isEmpty {
                if let name = columns[index].name, let value = result.uncheckedValues[name] {
                    // Quiet, and said to a screen reader: what the model had, not a check.
                    html.append("<td class=\"expect unchecked\" data-label=\"")
                    html.append(markup: columns[index].label)
                    html.append("\"><span class=\"vh\">")
                    html.append(text: words.notChecked)
                    html.append("</span>")
                    HTMLTable.appendValue(value, to: &html)
                    html.append("</td>")
                    continue
                }
                html.append("<td")
                html.append(columns[index].cssClass)
                html.append("></td>")
            } else {
                html.append("<td")
                html.append(columns[index].cssClass)
                html.append(" data-label=\"")
                html.append(markup: columns[index].label)
                html.append("\">")
                HTMLTable.appendValue(cells[index].source, to: &html)
                html.append("</td>")
            }
        }
        html.append("</tr>\n")
        if case .error(let problem) = result.status {
            appendReason("error", "↳ " + words.reason, problem.message, to: &html)
        }
        if let reason = result.notRunReason {
            appendReason("notrun", "↳ " + words.status("notrun"), reason, to: &html)
        }
        for mismatch in mismatches {
            html.append("<tr class=\"reason failed\"><td></td><td class=\"status\">↳ ")
            html.append(text: words.also)
            html.append("</td>")
            html.append("<td colspan=\"")
            html.append(columns.count)
            html.append("\" class=\"mismatch\">")
            html.append(text: mismatch.column)
            html.append(" ")
            HTMLTable.appendDifference(mismatch, words, to: &html)
            html.append("</td></tr>\n")
        }
    }

    /// A line under a row that spans its cells: `↳ reason` and the message.
    private func appendReason(
        _ cssClass: String, _ label: String, _ text: String, to html: inout HTMLBuffer
    ) {
        html.append("<tr class=\"reason ")
        html.append(markup: cssClass)
        html.append("\"><td></td><td class=\"status\">")
        html.append(markup: label)
        html.append("</td><td colspan=\"")
        html.append(columns.count)
        html.append("\">")
        html.append(text: text)
        html.append("</td></tr>\n")
    }
}
