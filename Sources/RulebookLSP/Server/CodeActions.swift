import Rulebook

/// `textDocument/codeAction`: accept a failed cell's actual value, quote a keyword, the
/// "did you mean" fixes, and format a table. Each is an edit for the editor to apply.
extension LanguageServer {
    func codeActions(_ params: JSONValue) throws(RPCError) -> JSONValue {
        let (document, path) = try openDocument(params)
        guard let range = Self.range(params["range"]), let result = workspace.result(path) else {
            return []
        }
        let uri = document.uri
        let lines = document.lines
        var actions: [JSONValue] = []
        func action(_ title: String, _ edits: [JSONValue], kind: String = "quickfix") {
            guard !edits.isEmpty else { return }
            actions.append([
                "title": .string(title), "kind": .string(kind),
                "edit": ["changes": .object([uri: .array(edits)])],
            ])
        }
        let firstLine = range.0.line + 1
        let lastLine = max(firstLine, range.1.line + 1)
        let spec = result.spec
        for (index, table) in result.tables.enumerated() {
            let lastRow = table.table.rows.last?.line ?? table.table.headerLine
            guard table.table.line <= lastLine, firstLine <= lastRow + 1 else { continue }
            for (offset, row) in table.rows.enumerated()
            where (firstLine...lastLine).contains(row.row.line) {
                for (column, header) in table.table.columns.enumerated()
                where row.row.cells.indices.contains(column)
                    && touches(row.row.cells[column].columns, range)
                {
                    let cell = row.row.cells[column]
                    // A pending rule's cells keep what the product is to do: no accept action.
                    if table.pending == nil, case .failed(let mismatches) = row.status,
                        mismatches.contains(where: { $0.column == header.displayName }),
                        let actual = row.actuals[header.name],
                        let written = ValueWriter.cellSource(for: actual)
                    {
                        action(
                            "Accept \(header.displayName) \(written) (row \(row.row.number))",
                            tableEdit(spec, table: index) { $0.rows[offset][column] = written })
                    }
                    if header.role != .event, !cell.isQuoted,
                        Keyword.reserved.contains(Keyword.normalize(cell.source))
                    {
                        action(
                            "Quote \(cell.source) (the text, not the keyword)",
                            tableEdit(spec, table: index) {
                                $0.rows[offset][column] = "\"\(cell.source)\""
                            })
                    }
                }
                if case .error(let problem) = row.status {
                    if let fix = suggestionFix(
                        problem, line: row.row.line, table: table.table, lines: lines)
                    {
                        action(fix.title, fix.edits)
                    }
                }
            }
            if let problem = table.problem {
                let line = problem.location?.line ?? table.table.line
                if (firstLine...lastLine).contains(line) {
                    if let fix = suggestionFix(
                        problem, line: line, table: table.table, lines: lines)
                    {
                        action(fix.title, fix.edits)
                    }
                }
            }
            if table.table.line <= firstLine, firstLine <= lastRow + 1 {
                action("Format this table", tableEdit(spec, table: index) { _ in }, kind: "source")
            }
        }
        return .array(actions)
    }

    /// `Change X to Y` for a problem whose suggestion replaces a word on its line.
    private func suggestionFix(
        _ problem: Diagnostic, line: Int, table: EventTable, lines: [Substring]
    ) -> (title: String, edits: [JSONValue])? {
        guard let target = SuggestionTarget.find(problem, line: line, table: table, lines: lines)
        else { return nil }
        let edit: JSONValue = [
            "range": SourceRanges.range(line: line - 1, from: target.start, to: target.end),
            "newText": .string(target.replacement),
        ]
        return ("Change to \(target.replacement)", [edit])
    }

    /// The edit that writes table `index` of the spec again after `change`, aligned as `fmt`
    /// aligns it; none when the table cannot be rewritten or reads back differently.
    func tableEdit(_ spec: Spec, table index: Int, _ change: (inout TableWriter) -> Void)
        -> [JSONValue]
    {
        guard var source = TableSource.tables(of: spec).first(where: { $0.index == index })
        else { return [] }
        change(&source.writer)
        let rewritten = SpecSource(spec.text).replacing([source])
        guard rewritten.kept.isEmpty else { return [] }
        return TextEdits.between(spec.text, rewritten.text)
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
