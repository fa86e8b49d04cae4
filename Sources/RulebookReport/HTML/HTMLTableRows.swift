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
        // By index: no column is copied out of the table.
        self.columns = columns.indices.map { index in
            let isExpectation = columns[index].role == .expectation
            return ColumnTags(
                cssClass: HTMLTable.columnClass(columns[index]),
                label: HTMLEscaping.text(columns[index].header),
                expectation: isExpectation ? columns[index].displayName : nil,
                name: isExpectation ? columns[index].name : nil)
        }
        self.lines = lines
    }

    /// Appends the rows in `range` of `results`.
    func append(_ results: [RowResult], _ range: Range<Int>, to html: inout HTMLBuffer) {
        for index in range where results.indices.contains(index) {
            append(results, at: index, to: &html)
        }
    }

    /// Appends row `index` of `results`: its `<tr>`, then a reason line for an error, for a
    /// row not run with a reason, and for each mismatch without a cell of its own. The row
    /// is read field by field where it lies: passing it whole would copy it.
    private func append(_ results: [RowResult], at index: Int, to html: inout HTMLBuffer) {
        let words = lines.messages
        let status = results[index].status
        let mark = StatusMark.of(status).localized(words)
        var mismatches: [Mismatch] = []
        if case .failed(let list) = status { mismatches = list }
        let line = results[index].row.line
        let number = results[index].row.number
        html.append("<tr id=\"L")
        html.append(line)
        html.append("\" class=\"")
        html.append(markup: mark.cssClass)
        html.append("\"><th scope=\"row\" class=\"row\"><a href=\"")
        if let href = lines.href(line: line) {
            html.append(markup: href)
            html.append("\" aria-label=\"")
            words.rowSourceLineMarkup.append(number, line, number: words.number, to: &html)
        } else {
            html.append("#L")
            html.append(line)
            html.append("\" aria-label=\"")
            words.rowLineMarkup.append(number, line, number: words.number, to: &html)
        }
        html.append("\">")
        html.append(number)
        html.append("</a></th><td class=\"status\">")
        html.append(markup: mark.label)
        html.append("</td>")
        let cells = results[index].row.cells
        // The columns' tags are read in place, not copied out for each cell.
        for column in columns.indices {
            let mismatchIndex =
                mismatches.isEmpty
                ? nil : mismatches.firstIndex { $0.column == columns[column].expectation }
            if let mismatchIndex {
                html.append("<td class=\"expect mismatch\" data-label=\"")
                html.append(markup: columns[column].label)
                html.append("\">")
                HTMLTable.appendDifference(
                    mismatches.remove(at: mismatchIndex), words, to: &html)
                html.append("</td>")
            } else if column >= cells.count || cells[column].source.isEmpty {
                if let name = columns[column].name,
                    let value = results[index].uncheckedValues[name]
                {
                    // Quiet, and said to a screen reader: what the model had, not a check.
                    html.append("<td class=\"expect unchecked\" data-label=\"")
                    html.append(markup: columns[column].label)
                    html.append("\"><span class=\"vh\">")
                    html.append(text: words.notChecked)
                    html.append("</span>")
                    HTMLTable.appendValue(value, to: &html)
                    html.append("</td>")
                    continue
                }
                html.append("<td")
                html.append(columns[column].cssClass)
                html.append("></td>")
            } else {
                html.append("<td")
                html.append(columns[column].cssClass)
                html.append(" data-label=\"")
                html.append(markup: columns[column].label)
                html.append("\">")
                HTMLTable.appendValue(cells[column].source, to: &html)
                html.append("</td>")
            }
        }
        html.append("</tr>\n")
        if case .error(let problem) = status {
            appendReason("error", "↳ " + words.reason, problem.message, to: &html)
        }
        if let reason = results[index].notRunReason {
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
