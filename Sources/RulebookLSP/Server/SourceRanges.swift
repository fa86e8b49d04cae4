import Rulebook

/// Ranges of the protocol (`{start: {line, character}, end: ...}`, 0-based, UTF-16) for the
/// places a spec names: a whole line, a cell, a link.
struct SourceRanges {
    /// The document's lines, without terminators.
    let lines: TextLines

    /// A range on the 0-based `line`, between two 0-based UTF-16 offsets.
    static func range(line: Int, from start: Int, to end: Int) -> JSONValue {
        [
            "start": ["line": .int(line), "character": .int(start)],
            "end": ["line": .int(line), "character": .int(end)],
        ]
    }

    /// The 1-based `line`'s text from its first non-blank character to its end.
    func wholeLine(_ line: Int) -> JSONValue {
        let index = max(0, line - 1)
        guard index < lines.count else { return Self.range(line: index, from: 0, to: 0) }
        let text = lines[index]
        let indent = text.prefix { $0 == " " || $0 == "\t" }.utf16.count
        return Self.range(line: index, from: indent, to: text.utf16.count)
    }

    /// A cell's range on its 1-based line, from its 1-based columns; the whole line when the
    /// cell was not placed.
    func cell(_ columns: Range<Int>?, line: Int) -> JSONValue {
        guard let columns else { return wholeLine(line) }
        return Self.range(
            line: max(0, line - 1), from: columns.lowerBound - 1, to: columns.upperBound - 1)
    }

    /// Where `text` first occurs on the 1-based `line` or the few lines after it (a list
    /// item's text may wrap); the item's whole line when it does not.
    func text(_ text: String, fromLine line: Int) -> JSONValue {
        guard !text.isEmpty else { return wholeLine(line) }
        let first = max(0, line - 1)
        let end = min(lines.count, line + 3)
        for index in first..<max(first, end) {
            if let found = lines[index].range(of: text) {
                let start = lines[index][..<found.lowerBound].utf16.count
                return Self.range(
                    line: index, from: start, to: start + lines[index][found].utf16.count)
            }
        }
        return wholeLine(line)
    }
}
