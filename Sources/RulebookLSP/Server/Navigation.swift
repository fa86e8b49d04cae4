import Rulebook

/// `textDocument/formatting`, `documentSymbol` and `definition`.
extension LanguageServer {
    /// The edits that align every table, as `rulebook fmt` writes them.
    func formatting(_ params: JSONValue) throws(RPCError) -> JSONValue {
        let (document, path) = try openDocument(params)
        guard let spec = workspace.spec(path) else { return [] }
        // The lines `rulebook fmt` changes, table by table: a table already written as it
        // writes it is skipped unwritten, and the tables written as they were cost no check.
        let lines = document.lines
        let unformatted = spec.tables.indices.filter { index in
            !CanonicalTable.holds(spec.tables[index], lines: lines)
        }
        var editor = TableEditor(spec: spec, lines: lines, tables: Set(unformatted))
        return .array(unformatted.flatMap { editor.edits(table: $0) })
    }

    /// The rules, nested by heading level, each with its status and its tables.
    func documentSymbols(_ params: JSONValue) throws(RPCError) -> JSONValue {
        let (document, path) = try openDocument(params)
        guard let result = workspace.result(path) else { return [] }
        let lines = document.textLines
        let ranges = SourceRanges(lines: lines)
        let rules = result.spec.rules
        let lastLine = max(1, lines.count)
        /// The symbols of rules[index...] at deeper levels than `level`, and the next index.
        func symbols(from start: Int, deeperThan level: Int) -> ([JSONValue], Int) {
            var found: [JSONValue] = []
            var index = start
            while index < rules.count, rules[index].level > level {
                let rule = rules[index]
                let (children, next) = symbols(from: index + 1, deeperThan: rule.level)
                let end = next < rules.count ? rules[next].line - 1 : lastLine
                let ownTables = result.tables.enumerated().filter { offset, table in
                    rule.tableIndices.contains(offset)
                        && !rules[(index + 1)..<next].contains { $0.tableIndices.contains(offset) }
                }
                let tables: [JSONValue] = ownTables.map { _, table in
                    let last = (table.table.rows.last?.line ?? table.table.headerLine) + 1
                    return [
                        "name": .string("rulebook \(table.table.modelName)"),
                        "detail": .string(table.status.description), "kind": 23,
                        "range": span(table.table.line, max(table.table.line, last), lines),
                        "selectionRange": ranges.wholeLine(table.table.line),
                    ]
                }
                let status = result.rules[safe: index]?.status.map(\.description) ?? ""
                found.append([
                    "name": .string(rule.title.isEmpty ? "(untitled)" : rule.title),
                    "detail": .string(status), "kind": 3,
                    "range": span(rule.line, max(rule.line, end), lines),
                    "selectionRange": ranges.wholeLine(rule.line),
                    "children": .array(tables + children),
                ])
                index = next
            }
            return (found, index)
        }
        return .array(symbols(from: 0, deeperThan: 0).0)
    }

    /// From a checklist item's link to the heading it names, in this spec or another.
    func definition(_ params: JSONValue) throws(RPCError) -> JSONValue {
        let (_, path, position) = try target(params)
        guard let spec = workspace.spec(path),
            let item = spec.checklist.first(where: { $0.line == position.line + 1 }),
            let destination = item.destination,
            let link = SpecPath.ruleLink(destination, from: path),
            let linked = workspace.spec(link.path), let rule = linked.rule(anchor: link.anchor)
        else { return .null }
        let headingLine = TextDocument.lines(of: linked.text)[safe: rule.line - 1] ?? ""
        return [
            "uri": .string(uri(of: link.path)),
            "range": SourceRanges.range(line: rule.line - 1, from: 0, to: headingLine.utf16.count),
        ]
    }

    /// A range from the start of 1-based line `first` to the end of line `last`.
    private func span(_ first: Int, _ last: Int, _ lines: TextLines) -> JSONValue {
        let end = lines[ifPresent: last - 1]?.utf16.count ?? 0
        return [
            "start": ["line": .int(first - 1), "character": 0],
            "end": ["line": .int(last - 1), "character": .int(end)],
        ]
    }
}

extension Array {
    subscript(safe index: Int) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}
