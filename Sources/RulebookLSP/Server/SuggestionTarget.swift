import Rulebook

/// The word a "did you mean" suggestion replaces: the cell of the problem's row or header,
/// or the word of the fence's info string, that is a likely typo of the suggestion.
struct SuggestionTarget: Equatable {
    /// 0-based UTF-16 offsets on the problem's line.
    let start: Int
    let end: Int
    /// What to write there.
    let replacement: String

    /// The target of `problem`'s suggestion on the 1-based `line`, whose text is `lineText`
    /// (`nil` past the document's end), if it has one.
    static func find(
        _ problem: Diagnostic, line: Int, table: EventTable, lineText: Substring?
    ) -> SuggestionTarget? {
        guard let suggestion = problem.suggestion, line >= 1, let lineText else {
            return nil
        }
        var candidates: [(source: String, columns: Range<Int>)] = []
        if line == table.headerLine {
            candidates = table.columns.compactMap { column in
                column.columns.map { (column.header, $0) }
            }
        } else if let row = table.rows.first(where: { $0.line == line }) {
            candidates = row.cells.compactMap { cell in cell.columns.map { (cell.source, $0) } }
        } else {
            candidates = words(of: lineText)
        }
        for (source, columns) in candidates {
            let word = source.hasSuffix("?") ? String(source.dropLast()) : source
            let wanted = suggestion.hasSuffix("?") ? String(suggestion.dropLast()) : suggestion
            guard Keyword.normalize(word) != Keyword.normalize(wanted),
                Suggestion.closest(to: word, among: [wanted]) != nil
            else { continue }
            let replacement =
                source.hasSuffix("?") && !suggestion.hasSuffix("?") ? suggestion + "?" : suggestion
            return SuggestionTarget(
                start: columns.lowerBound - 1, end: columns.upperBound - 1, replacement: replacement
            )
        }
        return nil
    }

    /// The words of a line (an option's name alone, before its `=`), with their 1-based
    /// UTF-16 columns.
    private static func words(of line: Substring) -> [(source: String, columns: Range<Int>)] {
        var words: [(String, Range<Int>)] = []
        var column = 1
        var current = ""
        var start = 1
        var inName = true
        for character in line {
            let width = character.utf16.count
            if character == " " || character == "\t" || character == "`" || character == "~" {
                if !current.isEmpty { words.append((current, start..<column)) }
                current = ""
                inName = true
            } else if character == "=" {
                if !current.isEmpty, inName { words.append((current, start..<column)) }
                current = ""
                inName = false
            } else if inName {
                if current.isEmpty { start = column }
                current.append(character)
            }
            column += width
        }
        if !current.isEmpty { words.append((current, start..<column)) }
        return words
    }
}
