import Rulebook

/// The edits that rewrite one table of an open document, aligned as `fmt` aligns it.
///
/// The document's tables are located once, when the first edit needs them, and each edit
/// replaces only the lines of its table that change: a request that edits many tables stays
/// linear in the document.
struct TableEditor {
    let spec: Spec
    /// The document's lines, without their terminators.
    let lines: [Substring]
    /// The tables the edits may rewrite, by index; `nil` for all of them. Only these are
    /// located, which holds every cell of each as a string.
    let tables: Set<Int>?
    private var located: [Int: TableSource]?

    init(spec: Spec, lines: [Substring], tables: Set<Int>? = nil) {
        self.spec = spec
        self.lines = lines
        self.tables = tables
    }

    /// The edits that write table `index` again after `change`, one per changed line; none
    /// when the table cannot be rewritten, reads back differently, or stays as it is.
    mutating func edits(
        table index: Int, _ change: (inout TableWriter) -> Void = { _ in }
    ) -> [JSONValue] {
        if located == nil {
            located = Dictionary(
                TableSource.tables(of: spec, only: tables).map { ($0.index, $0) },
                uniquingKeysWith: { a, _ in a }
            )
        }
        guard var source = located?[index] else { return [] }
        change(&source.writer)
        var edits: [JSONValue] = []
        for (offset, line) in source.writtenText().enumerated() {
            let number = source.headerLine - 1 + offset
            guard lines.indices.contains(number) else { return [] }
            let old = lines[number]
            guard old != Substring(line) else { continue }
            edits.append([
                "range": SourceRanges.range(line: number, from: 0, to: old.utf16.count),
                "newText": .string(line),
            ])
        }
        // A table written as it was needs no check that it reads back.
        return edits.isEmpty || source.readsBack() ? edits : []
    }
}
