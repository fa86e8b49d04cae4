import Rulebook

/// `textDocument/codeAction`: accept a failed cell's actual value, quote a keyword where
/// the check asks for it, the "did you mean" fixes (`quickfix`), accept every failed cell of
/// the document at once (`source.fixAll.rulebook`), and format a table
/// (`source.format.rulebook`). Each is an edit for the editor to apply.
///
/// The work is linear in the document whatever the range: the tables are located once per
/// request, and each table's edit touches only its own lines.
extension LanguageServer {
    /// The kinds of action the server returns, as it advertises them.
    static let codeActionKinds = [
        CodeActionKind.quickFix, CodeActionKind.fixAll, CodeActionKind.format,
    ]

    func codeActions(_ params: JSONValue) throws(RPCError) -> JSONValue {
        let (document, path) = try openDocument(params)
        let wanted = CodeActionKind.Filter(params["context"]?["only"])
        guard let range = Self.range(params["range"]),
            Self.codeActionKinds.contains(where: wanted.allows),
            let result = workspace.result(path)
        else { return [] }
        let uri = document.uri
        let lines = document.lines
        let firstLine = min(range.0.line, range.1.line) + 1
        let lastLine = max(range.0.line, range.1.line) + 1
        let quickFixes = wanted.allows(CodeActionKind.quickFix)
        // The tables an action may rewrite: those the range meets, and for fix-all those with
        // a cell to accept. Only these are located (a whole document's are many megabytes).
        let rangeActions = quickFixes || wanted.allows(CodeActionKind.format)
        let fixAll = wanted.allows(CodeActionKind.fixAll)
        let rewritten = Set(
            result.tables.indices.filter { index in
                let table = result.tables[index]
                let lastRow = table.table.rows.last?.line ?? table.table.headerLine
                let inRange = table.table.line <= lastLine && firstLine <= lastRow + 1
                return (rangeActions && inRange) || (fixAll && !Self.accepts(in: table).isEmpty)
            })
        var sources = TableEditor(spec: result.spec, lines: lines, tables: rewritten)
        var actions: [JSONValue] = []
        func action(_ title: String, _ edits: [JSONValue], kind: String) {
            guard wanted.allows(kind), !edits.isEmpty else { return }
            actions.append([
                "title": .string(title), "kind": .string(kind),
                "edit": ["changes": .object([uri: .array(edits)])],
            ])
        }
        var acceptAll: [JSONValue] = []
        for (index, table) in result.tables.enumerated() {
            if workspace.isStopped() { return [] }
            let lastRow = table.table.rows.last?.line ?? table.table.headerLine
            let inRange = table.table.line <= lastLine && firstLine <= lastRow + 1
            if fixAll {
                let accepts = Self.accepts(in: table)
                if !accepts.isEmpty {
                    acceptAll += sources.edits(table: index) { writer in
                        for accept in accepts {
                            writer.rows[accept.row][accept.column] = accept.written
                        }
                    }
                }
            }
            guard inRange else { continue }
            if quickFixes {
                for fix in cellFixes(table, index: index, lines: (firstLine, lastLine), range) {
                    action(fix.title, sources.edits(table: index, fix.change), kind: fix.kind)
                }
                for fix in suggestionFixes(table, lines: (firstLine, lastLine), source: lines) {
                    action(fix.title, fix.edits, kind: CodeActionKind.quickFix)
                }
            }
            if table.table.line <= firstLine, firstLine <= lastRow + 1 {
                action(
                    "Format this table", sources.edits(table: index) { _ in },
                    kind: CodeActionKind.format)
            }
        }
        action("Accept every failed cell", acceptAll, kind: CodeActionKind.fixAll)
        return .array(actions)
    }

    /// A cell's fix: the change to its table and the action's title.
    private struct CellFix {
        let title: String
        let kind: String
        let change: (inout TableWriter) -> Void
    }

    /// The accept and quote fixes of the cells of `table` the range meets.
    private func cellFixes(
        _ table: TableResult, index: Int, lines: (first: Int, last: Int),
        _ range: (TextDocument.Position, TextDocument.Position)
    ) -> [CellFix] {
        var fixes: [CellFix] = []
        let accepts = Self.accepts(in: table)
        for (offset, row) in table.rows.enumerated()
        where (lines.first...lines.last).contains(row.row.line) {
            for (column, cell) in row.row.cells.enumerated() where touches(cell.columns, range) {
                if let accept = accepts.first(where: { $0.row == offset && $0.column == column }) {
                    fixes.append(
                        CellFix(title: accept.title, kind: CodeActionKind.quickFix) {
                            $0.rows[offset][column] = accept.written
                        })
                }
                // Quoting is offered where the check refused the keyword and asks for its
                // quoted form, never on a keyword the column reads as one.
                if case .error(let problem) = row.status, !cell.isQuoted,
                    let quoted = problem.suggestion, quoted == "\"\(cell.source)\""
                {
                    fixes.append(
                        CellFix(
                            title: "Quote \(cell.source) (the text, not the keyword)",
                            kind: CodeActionKind.quickFix
                        ) { $0.rows[offset][column] = quoted })
                }
            }
        }
        return fixes
    }

    /// The "did you mean" fixes of the problems of `table`'s rows and of the table itself
    /// on the given lines.
    private func suggestionFixes(
        _ table: TableResult, lines: (first: Int, last: Int), source: [Substring]
    ) -> [(title: String, edits: [JSONValue])] {
        var problems: [(Diagnostic, Int)] = []
        for row in table.rows where (lines.first...lines.last).contains(row.row.line) {
            if case .error(let problem) = row.status { problems.append((problem, row.row.line)) }
        }
        if let problem = table.problem {
            let line = problem.location?.line ?? table.table.line
            if (lines.first...lines.last).contains(line) { problems.append((problem, line)) }
        }
        return problems.compactMap { problem, line in
            suggestionFix(problem, line: line, table: table.table, lines: source)
        }
    }

    /// One failed cell's actual value, as the accept action writes it.
    private struct Accept {
        let row: Int
        let column: Int
        let written: String
        let title: String
    }

    /// The failed cells of a table whose actual value can be written in: none in a pending
    /// rule, whose cells keep what the product is to do.
    private static func accepts(in table: TableResult) -> [Accept] {
        guard table.pending == nil else { return [] }
        var accepts: [Accept] = []
        for (offset, row) in table.rows.enumerated() {
            guard case .failed(let mismatches) = row.status else { continue }
            for (column, header) in table.table.columns.enumerated()
            where row.row.cells.indices.contains(column)
                && mismatches.contains(where: { $0.column == header.displayName })
            {
                guard let actual = row.actuals[header.name],
                    let written = ValueWriter.cellSource(for: actual)
                else { continue }
                accepts.append(
                    Accept(
                        row: offset, column: column, written: written,
                        title: "Accept \(header.displayName) \(written) (row \(row.row.number))"))
            }
        }
        return accepts
    }

    /// `Change X to Y` for a problem whose suggestion replaces a word on its line.
    private func suggestionFix(
        _ problem: Diagnostic, line: Int, table: EventTable, lines: [Substring]
    ) -> (title: String, edits: [JSONValue])? {
        guard
            let target = SuggestionTarget.find(
                problem, line: line, table: table, lineText: lines[safe: line - 1])
        else { return nil }
        let edit: JSONValue = [
            "range": SourceRanges.range(line: line - 1, from: target.start, to: target.end),
            "newText": .string(target.replacement),
        ]
        return ("Change to \(target.replacement)", [edit])
    }

    /// Whether a cell's 1-based columns on its line meet a protocol range (for a range on
    /// several lines, every cell of its lines does).
    private func touches(
        _ columns: Range<Int>?, _ range: (TextDocument.Position, TextDocument.Position)
    ) -> Bool {
        guard range.0.line == range.1.line, let columns else { return true }
        return columns.lowerBound - 1 <= range.1.character
            && range.0.character <= columns.upperBound - 1
    }
}

/// The code action kinds of the protocol the server uses, and the client's `only` filter.
enum CodeActionKind {
    static let quickFix = "quickfix"
    static let fixAll = "source.fixAll.rulebook"
    static let format = "source.format.rulebook"

    /// The kinds a request asks for: all without `context.only`, else those equal to or
    /// under one of its kinds (`source` asks for `source.fixAll.rulebook`).
    struct Filter {
        let only: [String]?

        init(_ value: JSONValue?) {
            only = value?.array.map { $0.compactMap(\.string) }
        }

        func allows(_ kind: String) -> Bool {
            guard let only else { return true }
            return only.contains { kind == $0 || kind.hasPrefix($0 + ".") }
        }
    }
}
