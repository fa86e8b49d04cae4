import Foundation

/// Where a position is in a spec's raw text, read from the lines themselves (so it works
/// while the author types a table that does not parse yet): a fence's info string, a
/// table's header or row, or a checklist link.
enum SourceContext: Equatable {
    /// In the info string of a `rulebook` fence: `words` before the cursor's word (the first
    /// is `rulebook`), and the word typed so far.
    case fenceInfo(words: [String], typed: Typed)
    /// In the header row of an event table.
    case header(cells: [String], typed: Typed)
    /// In a data row of an event table: the header cells, the index of the cursor's cell,
    /// the rows above (their cells), and the model's name.
    case row(model: String, header: [String], cell: Int, above: [[String]], typed: Typed)
    /// In a link's destination on a task-list item.
    case checklistLink(typed: Typed)
    case other

    /// The text typed from the start of the cursor's word or cell up to the cursor.
    struct Typed: Equatable {
        var text: String
        /// 0-based UTF-16 column where it starts.
        var start: Int
    }

    /// The context of a position (0-based line, UTF-16 character) in `lines`.
    static func at(line: Int, character: Int, in lines: [Substring]) -> SourceContext {
        guard line >= 0, line < lines.count else { return .other }
        let text = lines[line]
        let before = prefix(of: text, utf16: character)
        if let opener = openingFence(lines, holding: line) {
            if opener == line { return infoContext(before) }
            guard isRulebook(lines[opener]) else { return .other }
            return tableContext(lines, opener: opener, line: line, before: before)
        }
        return linkContext(text, before: before)
    }

    /// The text of a line before a UTF-16 offset.
    static func prefix(of text: Substring, utf16 offset: Int) -> Substring {
        var units = 0
        var index = text.startIndex
        while index < text.endIndex, units < offset {
            units += text[index].utf16.count
            index = text.index(after: index)
        }
        return text[..<index]
    }

    /// A line without the containers' prefixes (block-quote markers and indentation).
    static func content(_ line: Substring) -> Substring {
        line.drop { $0 == " " || $0 == "\t" || $0 == ">" }
    }

    /// Whether a fence line opens a `rulebook` table.
    static func isRulebook(_ line: Substring) -> Bool {
        let body = content(line).drop { $0 == "`" || $0 == "~" }
        let first = body.split(whereSeparator: { $0 == " " || $0 == "\t" }).first
        return first.map { $0.lowercased() == "rulebook" } ?? false
    }

    /// The opening fence line of the fenced block that holds `line`, if any (the opening
    /// line itself included).
    static func openingFence(_ lines: [Substring], holding line: Int) -> Int? {
        var open: (line: Int, marker: Character, length: Int)?
        for index in 0...line {
            let body = content(lines[index])
            guard let marker = body.first, marker == "`" || marker == "~" else { continue }
            let length = body.prefix { $0 == marker }.count
            guard length >= 3 else { continue }
            if let current = open {
                if marker == current.marker, length >= current.length,
                    body.dropFirst(length).allSatisfy({ $0 == " " || $0 == "\t" })
                {
                    if index == line { return nil }
                    open = nil
                }
            } else {
                open = (index, marker, length)
            }
        }
        return open?.line
    }

    private static func infoContext(_ before: Substring) -> SourceContext {
        let body = content(before).drop { $0 == "`" || $0 == "~" }
        var words = body.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        let endsInSpace = body.last.map { $0 == " " || $0 == "\t" } ?? true
        let typed = endsInSpace ? "" : (words.popLast() ?? "")
        return .fenceInfo(
            words: words, typed: Typed(text: typed, start: before.utf16.count - typed.utf16.count))
    }

    private static func tableContext(
        _ lines: [Substring], opener: Int, line: Int, before: Substring
    ) -> SourceContext {
        let info = content(lines[opener]).drop { $0 == "`" || $0 == "~" }
        let model =
            info.split(whereSeparator: { $0 == " " || $0 == "\t" }).dropFirst().first
            .map { $0.lowercased() } ?? ""
        var tableLines: [Int] = []
        for index in (opener + 1)...line where !content(lines[index]).isEmpty {
            tableLines.append(index)
        }
        guard let headerLine = tableLines.first else { return .other }
        let cellIndex = cells(of: before).count - 1
        let typedText = String(cells(of: before).last ?? "").drop { $0 == " " || $0 == "\t" }
        let typed = Typed(
            text: String(typedText), start: before.utf16.count - typedText.utf16.count)
        let header = cells(of: lines[headerLine]).map(trimmed)
        if line == headerLine { return .header(cells: header, typed: typed) }
        guard tableLines.count >= 3, line != tableLines[1] else { return .other }
        let above = tableLines.dropFirst(2).dropLast().map { cells(of: lines[$0]).map(trimmed) }
        return .row(
            model: model, header: header, cell: max(0, cellIndex), above: Array(above),
            typed: typed)
    }

    /// The cells of a table line (or of its start), split on pipes not written `\|`; the
    /// last one may be open (the cursor's).
    static func cells(of line: Substring) -> [Substring] {
        var body = content(line)
        if body.first == "|" { body = body.dropFirst() }
        var cells: [Substring] = []
        var start = body.startIndex
        var index = body.startIndex
        var escaped = false
        while index < body.endIndex {
            let character = body[index]
            if character == "|", !escaped {
                cells.append(body[start..<index])
                start = body.index(after: index)
            }
            escaped = character == "\\" && !escaped
            index = body.index(after: index)
        }
        cells.append(body[start...])
        return cells
    }

    static func trimmed(_ text: Substring) -> String {
        String(
            text.drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }
                .reversed())
    }

    private static func linkContext(_ line: Substring, before: Substring) -> SourceContext {
        let body = content(line).drop { $0 == "-" || $0 == "*" || $0 == "+" || $0 == " " }
        guard body.hasPrefix("[ ]") || body.lowercased().hasPrefix("[x]"),
            let open = before.range(of: "](", options: .backwards)
        else { return .other }
        let typed = before[open.upperBound...]
        guard !typed.contains(")") else { return .other }
        return .checklistLink(
            typed: Typed(text: String(typed), start: before.utf16.count - typed.utf16.count))
    }
}
