import Rulebook

/// The markup of one event table after a run: a caption with the table's status, model,
/// options and source line; one row per data row with its number, its status and the
/// anchor `#L<line>` of its source line; expected and actual side by side in each failed
/// cell; the reason under an error row; the table's own problem above it; its timeline
/// below it.
enum HTMLTable {
    /// The most rows rendered in one piece: a longer table's rows are rendered in chunks of
    /// this many on every core (a window of chunks at a time), in order.
    static let rowsPerChunk = 1_000

    /// The table's markup; `path` is the spec's path, shown with the fence's line.
    static func render(
        _ result: TableResult, path: String, context: ReportContext = ReportContext(),
        rowsPerChunk: Int = rowsPerChunk
    ) -> String {
        var html = HTMLBuffer()
        append(
            result, lines: SpecLines(path: path, context: context), rowsPerChunk: rowsPerChunk,
            to: &html)
        return html.string
    }

    /// Appends the table's markup (see `render`) for a spec whose lines are `lines`,
    /// handing it on as it fills (a long table's rows are appended a chunk at a time; with
    /// `inBackground`, the next window of chunks is rendered while one is written). Without
    /// `drawsTimeline` (a large page), the table has no timeline.
    static func append(
        _ result: TableResult, lines: SpecLines, rowsPerChunk: Int = rowsPerChunk,
        inBackground: Bool = false, drawsTimeline: Bool = true, to html: inout HTMLBuffer
    ) {
        let table = result.table
        let words = lines.messages
        html.append("<div class=\"event-table ")
        html.append(markup: StatusMark.of(result.status).cssClass)
        html.append("\" id=\"L")
        html.append(table.line)
        html.append("\" data-status=\"")
        html.append(markup: StatusMark.filterWord(result.status))
        html.append("\">\n")
        if let problem = result.problem {
            html.append(markup: "<p class=\"problem\">\(StatusMark.error.localized(words).badge) ")
            html.append(markup: "\(HTMLEscaping.text(problem.description))</p>\n")
        }
        guard !table.columns.isEmpty else {
            html.append("<p class=\"table-head\">")
            appendCaption(result, lines: lines, to: &html)
            html.append("</p>\n</div>\n")
            return
        }
        html.append(
            markup:
                HTMLLayout.box(
                    label: words.eventTableAtLine(words.number(table.line)),
                    wide: isWide(result, words)))
        html.append("<table>\n<caption>")
        appendCaption(result, lines: lines, to: &html)
        html.append("</caption>\n<thead>\n<tr id=\"L")
        html.append(table.headerLine)
        html.append("\"><th scope=\"col\" class=\"row\">")
        html.append(text: words.rowHeader)
        html.append("</th><th scope=\"col\" class=\"status\">")
        html.append(text: words.statusHeader)
        html.append("</th>")
        for column in table.columns {
            html.append("<th scope=\"col\"")
            html.append(columnClass(column))
            html.append(">")
            html.append(text: column.header)
            html.append("</th>")
        }
        html.append("</tr>\n</thead>\n<tbody>\n")
        let rows = HTMLTableRows(columns: table.columns, lines: lines)
        appendRows(
            result.rows, rows, rowsPerChunk: rowsPerChunk, inBackground: inBackground, to: &html)
        html.append("</tbody>\n</table>\n</div>\n")
        if drawsTimeline { HTMLTimeline(result: result, messages: words).append(to: &html) }
        html.append("</div>\n")
    }

    /// Appends the rows: at most `rowsPerChunk` serially; more in chunks of that many, a
    /// window of chunks rendered on every core at a time, so that only a window's markup is
    /// held beside the page (two with `inBackground`: the next one is rendered while this one
    /// is written).
    private static func appendRows(
        _ results: [RowResult], _ rows: HTMLTableRows, rowsPerChunk: Int, inBackground: Bool,
        to html: inout HTMLBuffer
    ) {
        let size = max(rowsPerChunk, 1)
        guard results.count > size else {
            rows.append(results, results.indices, to: &html)
            return
        }
        let chunks = stride(from: 0, to: results.count, by: size).map { start in
            start..<min(start + size, results.count)
        }
        let chunksPerWindow = 16
        let windows = stride(from: 0, to: chunks.count, by: chunksPerWindow).map { start in
            Array(chunks[start..<min(start + chunksPerWindow, chunks.count)])
        }
        @Sendable func render(_ window: [Range<Int>]) -> [[UInt8]] {
            ParallelMap.map(window) { range in
                var chunk = HTMLBuffer(capacity: 1 << 20)
                rows.append(results, range, to: &chunk)
                return chunk.bytes
            }
        }
        var next: BackgroundWork<[[UInt8]]>?
        for index in windows.indices {
            let markup = next?.wait() ?? render(windows[index])
            next =
                inBackground && index + 1 < windows.count
                ? BackgroundWork { [window = windows[index + 1]] in render(window) } : nil
            for chunk in markup {
                html.append(bytes: chunk)
                html.flushIfFull()
            }
        }
    }

    /// The anchor id of a source line: `L12`. Rows, table fences and headers, checklist
    /// items and headings without a GitHub anchor carry it; GitHub's anchors are lower case,
    /// so they never collide.
    static func anchor(_ line: Int) -> String { "L\(line)" }

    /// Appends the status badge, the info string and `path:line` (a link with
    /// `--source-url`).
    private static func appendCaption(
        _ result: TableResult, lines: SpecLines, to html: inout HTMLBuffer
    ) {
        let table = result.table
        html.append(markup: StatusMark.of(result.status).localized(lines.messages).badge)
        // The words of the info string, the empty ones left out.
        html.append(" <code>rulebook")
        if !table.modelName.isEmpty {
            html.append(" ")
            html.append(text: table.modelName)
        }
        for option in table.options where !option.name.isEmpty || option.value != nil {
            html.append(" ")
            html.append(text: option.name)
            if let value = option.value {
                html.append("=")
                html.append(text: value)
            }
        }
        html.append("</code> ")
        HTMLLayout.appendSource(line: table.line, of: lines, to: &html)
    }

    /// The class attribute of a column's header and cells: ` class="expect"` for an
    /// expectation, ` class="note"` for a note, none for an event or input.
    static func columnClass(_ column: Column) -> StaticString {
        switch column.role {
        case .expectation: " class=\"expect\""
        case .ignored: " class=\"note\""
        case .event, .input: ""
        }
    }

    /// `expected X got Y`, with visible labels: two values side by side, neither marked as
    /// the wrong one.
    static func difference(_ mismatch: Mismatch, _ messages: ReportMessages = .english) -> String {
        var html = HTMLBuffer()
        appendDifference(mismatch, messages, to: &html)
        return html.string
    }

    /// Appends `difference(mismatch)`, its labels in the words of `messages` and a keyword
    /// the model showed in the page's language (`got ignoriert`).
    static func appendDifference(
        _ mismatch: Mismatch, _ messages: ReportMessages = .english, to html: inout HTMLBuffer
    ) {
        html.append("<span class=\"label\">")
        html.append(text: messages.expected)
        html.append("</span> <span class=\"value\">")
        appendValue(mismatch.expected, to: &html)
        html.append("</span> <span class=\"label\">")
        html.append(text: messages.got)
        html.append("</span> <span class=\"value got\">")
        appendValue(messages.value(mismatch.actual), to: &html)
        html.append("</span>")
    }

    /// Whether the table may be wider than a desktop page, by the characters of its
    /// widest cell in each column (a mismatch shows both values, a blank expectation cell
    /// what the model had there, with the labels and the shown value in the words of
    /// `messages`), so that only such a
    /// table sits in a scroll box that takes focus. A text counts no more characters than
    /// bytes, so only a cell with more bytes than its column's width so far is counted.
    static func isWide(_ result: TableResult, _ messages: ReportMessages = .english) -> Bool {
        let labels = messages.mismatchLabelsWidth
        let columns = result.table.columns
        var widths = columns.indices.map { columns[$0].header.count + 3 }
        func widen(_ index: Int, bytes: Int, characters: () -> Int) {
            if bytes > widths[index] { widths[index] = max(widths[index], characters()) }
        }
        // A table has a few columns: found by name in a list, the last of a name winning.
        let expectations = result.table.columns.indices.filter {
            result.table.columns[$0].role == .expectation
        }.map { (name: result.table.columns[$0].name, index: $0) }
        for row in result.rows.indices {
            let cells = result.rows[row].row.cells
            for index in cells.indices where widths.indices.contains(index) {
                let source = cells[index].source
                widen(index, bytes: source.utf8.count + 3) { source.count + 3 }
            }
            for (name, value) in result.rows[row].uncheckedValues {
                guard let index = expectations.last(where: { $0.name == name })?.index else {
                    continue
                }
                widen(index, bytes: value.utf8.count + 3) { value.count + 3 }
            }
            guard case .failed(let mismatches) = result.rows[row].status else { continue }
            for mismatch in mismatches {
                let index = result.table.columns.firstIndex {
                    $0.role == .expectation && $0.displayName == mismatch.column
                }
                guard let index else { continue }
                let actual = messages.value(mismatch.actual)
                widen(index, bytes: mismatch.expected.utf8.count + actual.utf8.count + labels) {
                    mismatch.expected.count + actual.count + labels
                }
            }
        }
        // The row number and the status column, as wide as the longest status word (7 in
        // English, `not run`).
        return widths.reduce(5 + messages.widestStatus, +) > HTMLLayout.fittingCharacters
    }

    /// A cell's text, each list item (up to 40 characters) kept on one line, so that an id
    /// like `a-3` never breaks at its hyphen; longer items may wrap.
    static func value(_ text: String) -> String {
        var html = HTMLBuffer()
        appendValue(text, to: &html)
        return html.string
    }

    /// Appends `value(text)`. The items of an ASCII text are found by its bytes (where each
    /// byte is a character); other texts are split by characters, as Swift compares them.
    static func appendValue(_ text: String, to html: inout HTMLBuffer) {
        var text = text
        let split = text.withUTF8 { bytes in
            guard bytes.allSatisfy({ $0 < 0x80 }) || !hasListSeparator(bytes) else { return false }
            var itemStart = 0
            var index = 0
            while index + 1 < bytes.count {
                if bytes[index] == UInt8(ascii: ","), bytes[index + 1] == UInt8(ascii: " ") {
                    appendItem(UnsafeBufferPointer(rebasing: bytes[itemStart..<index]), to: &html)
                    html.append(", ")
                    index += 2
                    itemStart = index
                } else {
                    index += 1
                }
            }
            appendItem(UnsafeBufferPointer(rebasing: bytes[itemStart..<bytes.count]), to: &html)
            return true
        }
        guard !split else { return }
        for (index, item) in text.split(separator: ", ", omittingEmptySubsequences: false)
            .enumerated()
        {
            if index > 0 { html.append(", ") }
            let isShort = item.count <= 40 && !item.isEmpty
            if isShort { html.append("<span class=\"v\">") }
            html.append(text: item)
            if isShort { html.append("</span>") }
        }
    }

    /// Whether UTF-8 text holds `, `.
    private static func hasListSeparator(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes.indices.dropLast().contains { index in
            bytes[index] == UInt8(ascii: ",") && bytes[index + 1] == UInt8(ascii: " ")
        }
    }

    /// Appends one list item, in a `v` span when it has 1 to 40 characters (a text has no
    /// more characters than bytes, so only a longer one is counted).
    private static func appendItem(_ item: UnsafeBufferPointer<UInt8>, to html: inout HTMLBuffer) {
        let isShort =
            !item.isEmpty
            && (item.count <= 40 || String(decoding: item, as: UTF8.self).count <= 40)
        if isShort { html.append("<span class=\"v\">") }
        html.append(escaping: item)
        if isShort { html.append("</span>") }
    }
}
