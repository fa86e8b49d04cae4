import Rulebook

/// The markup of one event table after a run: a caption with the table's status, model,
/// options and source line; one row per data row with its number, its status and the
/// anchor `#L<line>` of its source line; expected and actual side by side in each failed
/// cell; the reason under an error row; the table's own problem above it; its timeline
/// below it.
enum HTMLTable {
    /// The table's markup; `path` is the spec's path, shown with the fence's line.
    static func render(
        _ result: TableResult, path: String, context: ReportContext = ReportContext()
    ) -> String {
        let table = result.table
        let mark = StatusMark.of(result.status)
        var html = "<div class=\"event-table \(mark.cssClass)\" id=\"\(anchor(table.line))\""
        html += " data-status=\"\(StatusMark.filterWord(result.status))\">\n"
        if let problem = result.problem {
            html += "<p class=\"problem\">\(StatusMark.error.badge) "
            html += "\(HTMLEscaping.text(problem.description))</p>\n"
        }
        let caption = captionContent(result, path: path, context: context)
        guard !table.columns.isEmpty else {
            return html + "<p class=\"table-head\">\(caption)</p>\n</div>\n"
        }
        html += HTMLLayout.box(label: "Event table at line \(table.line)", wide: isWide(result))
        html += "<table>\n<caption>\(caption)</caption>\n"
        html += "<thead>\n<tr id=\"\(anchor(table.headerLine))\">"
        html +=
            "<th scope=\"col\" class=\"row\">row</th><th scope=\"col\" class=\"status\">status</th>"
        for column in table.columns {
            html +=
                "<th scope=\"col\"\(columnClass(column))>\(HTMLEscaping.text(column.header))</th>"
        }
        html += "</tr>\n</thead>\n<tbody>\n"
        for row in result.rows {
            html += rowMarkup(
                row, columns: table.columns,
                source: context.sourceHref(path: path, line: row.row.line))
        }
        html += "</tbody>\n</table>\n</div>\n"
        html += HTMLTimeline(result: result).render()
        return html + "</div>\n"
    }

    /// The anchor id of a source line: `L12`. Rows, table fences and headers, checklist
    /// items and headings without a GitHub anchor carry it; GitHub's anchors are lower case,
    /// so they never collide.
    static func anchor(_ line: Int) -> String { "L\(line)" }

    /// The status badge, the info string and `path:line` (a link with `--source-url`).
    static func captionContent(
        _ result: TableResult, path: String, context: ReportContext = ReportContext()
    ) -> String {
        let table = result.table
        let words =
            ["rulebook", table.modelName]
            + table.options.map { option in
                option.value.map { option.name + "=" + $0 } ?? option.name
            }
        let info = words.filter { !$0.isEmpty }.joined(separator: " ")
        return StatusMark.of(result.status).badge + " <code>\(HTMLEscaping.text(info))</code> "
            + HTMLLayout.source(path: path, line: table.line, context: context)
    }

    private static func columnClass(_ column: Column) -> String {
        switch column.role {
        case .expectation: " class=\"expect\""
        case .ignored: " class=\"note\""
        case .event, .input: ""
        }
    }

    private static func rowMarkup(_ result: RowResult, columns: [Column], source: String?) -> String
    {
        let mark = StatusMark.of(result.status)
        var mismatches: [Mismatch] = []
        if case .failed(let list) = result.status { mismatches = list }
        let id = anchor(result.row.line)
        let number = result.row.number
        let target = source ?? "#\(id)"
        let what =
            source == nil
            ? "row \(number), line \(result.row.line)"
            : "row \(number): source line \(result.row.line)"
        var html = "<tr id=\"\(id)\" class=\"\(mark.cssClass)\">"
        html +=
            "<th scope=\"row\" class=\"row\"><a href=\"\(target)\" aria-label=\"\(what)\">\(number)</a></th>"
        html += "<td class=\"status\">\(mark.label)</td>"
        for (index, column) in columns.enumerated() {
            let source = index < result.row.cells.count ? result.row.cells[index].source : ""
            let label = " data-label=\"\(HTMLEscaping.text(column.header))\""
            let mismatchIndex = mismatches.firstIndex { mismatch in
                column.role == .expectation && mismatch.column == column.displayName
            }
            if let mismatchIndex {
                let mismatch = mismatches.remove(at: mismatchIndex)
                html += "<td class=\"expect mismatch\"\(label)>\(difference(mismatch))</td>"
            } else if source.isEmpty {
                html += "<td\(columnClass(column))></td>"
            } else {
                html += "<td\(columnClass(column))\(label)>\(value(source))</td>"
            }
        }
        html += "</tr>\n"
        let span = columns.count + 1
        if case .error(let problem) = result.status {
            html += "<tr class=\"reason error\"><td></td><td class=\"status\">↳ reason</td>"
            html += "<td colspan=\"\(span - 1)\">\(HTMLEscaping.text(problem.message))</td></tr>\n"
        }
        if let reason = result.notRunReason {
            html += "<tr class=\"reason notrun\"><td></td><td class=\"status\">↳ not run</td>"
            html += "<td colspan=\"\(span - 1)\">\(HTMLEscaping.text(reason))</td></tr>\n"
        }
        for mismatch in mismatches {
            html += "<tr class=\"reason failed\"><td></td><td class=\"status\">↳ also</td>"
            html +=
                "<td colspan=\"\(span - 1)\" class=\"mismatch\">\(HTMLEscaping.text(mismatch.column)) "
            html += "\(difference(mismatch))</td></tr>\n"
        }
        return html
    }

    /// `expected X got Y`, with visible labels: two values side by side, neither marked as
    /// the wrong one.
    static func difference(_ mismatch: Mismatch) -> String {
        "<span class=\"label\">expected</span> <span class=\"value\">\(value(mismatch.expected))</span> "
            + "<span class=\"label\">got</span> <span class=\"value got\">\(value(mismatch.actual))</span>"
    }

    /// Whether the table may be wider than a desktop page, by the characters of its
    /// widest cell in each column (a mismatch shows both values), so that only such a
    /// table sits in a scroll box that takes focus.
    static func isWide(_ result: TableResult) -> Bool {
        var widths = result.table.columns.map { $0.header.count + 3 }
        for row in result.rows {
            for (index, cell) in row.row.cells.enumerated() where widths.indices.contains(index) {
                widths[index] = max(widths[index], cell.source.count + 3)
            }
            guard case .failed(let mismatches) = row.status else { continue }
            for mismatch in mismatches {
                let index = result.table.columns.firstIndex {
                    $0.role == .expectation && $0.displayName == mismatch.column
                }
                guard let index else { continue }
                let width = mismatch.expected.count + mismatch.actual.count + 16
                widths[index] = max(widths[index], width)
            }
        }
        return widths.reduce(12, +) > HTMLLayout.fittingCharacters
    }

    /// A cell's text, each list item (up to 40 characters) kept on one line, so that an id
    /// like `a-3` never breaks at its hyphen; longer items may wrap.
    static func value(_ text: String) -> String {
        text.split(separator: ", ", omittingEmptySubsequences: false).map { item in
            let escaped = HTMLEscaping.text(String(item))
            return item.count <= 40 && !item.isEmpty
                ? "<span class=\"v\">\(escaped)</span>" : escaped
        }.joined(separator: ", ")
    }
}
