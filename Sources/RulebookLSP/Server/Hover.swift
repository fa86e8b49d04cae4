import Rulebook

/// `textDocument/hover`: a verb or column from the vocabulary, a cell's result, a checklist
/// link's rule.
extension LanguageServer {
    func hover(_ params: JSONValue) throws(RPCError) -> JSONValue {
        let (_, path, position) = try target(params)
        guard let result = workspace.result(path),
            let text = hoverText(result, line: position.line + 1, column: position.character + 1)
        else { return .null }
        return ["contents": ["kind": "markdown", "value": .string(text)]]
    }

    private func hoverText(_ result: SpecResult, line: Int, column: Int) -> String? {
        if let item = result.checklist.first(where: { $0.item.line == line }) {
            return checklistText(item)
        }
        for table in result.tables {
            let model = registry.model(named: table.table.modelName)?.descriptor
            if table.table.headerLine == line,
                let index = table.table.columns.firstIndex(where: { Self.holds($0.columns, column) }
                )
            {
                return columnText(table.table.columns[index], model: model)
            }
            guard let row = table.rows.first(where: { $0.row.line == line }),
                let index = row.row.cells.firstIndex(where: { Self.holds($0.columns, column) })
                    ?? Self.blankCell(row.row.cells, around: column),
                table.table.columns.indices.contains(index)
            else { continue }
            return cellText(
                row, column: table.table.columns[index], source: row.row.cells[index].source,
                model: model)
        }
        return nil
    }

    /// Whether 1-based `column` is on a cell (its end included, where the cursor sits after
    /// typing).
    static func holds(_ columns: Range<Int>?, _ column: Int) -> Bool {
        guard let columns else { return false }
        return columns.lowerBound <= column && column <= columns.upperBound
    }

    /// The blank cell whose neighbours' text surrounds 1-based `column`: a blank cell has no
    /// width of its own to hover.
    static func blankCell(_ cells: [Cell], around column: Int) -> Int? {
        cells.indices.first { index in
            guard cells[index].source.isEmpty else { return false }
            let before = index > 0 ? cells[index - 1].columns?.upperBound ?? Int.max : 0
            let after =
                index + 1 < cells.count ? cells[index + 1].columns?.lowerBound ?? 0 : Int.max
            return before < column && column < after
        }
    }

    private func columnText(_ column: Column, model: ModelDescriptor?) -> String {
        switch column.role {
        case .event:
            return "**event**: the row's verb"
                + (model.map { ": " + $0.verbs.map(\.name).joined(separator: ", ") } ?? "")
        case .input:
            let verbs = model?.verbs.filter { $0.inputs.contains { $0.name == column.name } }
            return "**\(column.name)**: input of "
                + (verbs ?? []).map(\.name).joined(separator: ", ")
        case .expectation:
            guard let observable = model?.observables.first(where: { $0.name == column.name })
            else {
                return "**\(column.displayName)**: what the event did"
            }
            return "**\(column.displayName)**: \(observable.summary) (\(observable.kind))"
        case .ignored:
            return "**\(column.name)**: free text, not checked"
        }
    }

    private func cellText(
        _ row: RowResult, column: Column, source: String, model: ModelDescriptor?
    ) -> String? {
        var lines: [String] = []
        // A blank expectation cell checks nothing: say what the model had there.
        if column.role == .expectation, source.isEmpty,
            let value = row.uncheckedValues[column.name] ?? row.actuals[column.name]?.display
        {
            lines.append(
                "**\(column.displayName)** not checked: the model had `\(value)` after row \(row.row.number)"
            )
        }
        switch row.status {
        case .failed(let mismatches):
            if let mismatch = mismatches.first(where: { $0.column == column.displayName }) {
                lines.append(
                    "**\(column.displayName)** expected `\(mismatch.expected)`, got `\(mismatch.actual)`"
                )
            }
            lines.append(
                "row \(row.row.number) failed: "
                    + mismatches.map(\.description).joined(separator: "; "))
        case .error(let problem):
            lines.append("row \(row.row.number): error: \(problem.message)")
        case .notRun:
            lines.append("row \(row.row.number) did not run")
        case .passed:
            if column.role == .expectation, !source.isEmpty, let actual = row.actuals[column.name] {
                lines.append(
                    "**\(column.displayName)** got `\(actual.display)`: row \(row.row.number) passed"
                )
            }
        }
        if column.role == .event, let verb = model?.verb(named: source) {
            let inputs = verb.inputs.map { $0.isRequired ? $0.name : "[\($0.name)]" }
            lines.append("**\(verb.name)** (\(inputs.joined(separator: ", "))): \(verb.summary)")
        }
        return lines.isEmpty ? nil : lines.joined(separator: "\n\n")
    }

    private func checklistText(_ item: ChecklistResult) -> String {
        let target =
            item.target.map { "\($0.path)#\($0.anchor)" } ?? (item.item.destination ?? "no link")
        switch item.outcome {
        case .rule(let status):
            return "**\(target)**: \(status)" + (item.firstProblem.map { " (\($0))" } ?? "")
        case .missing(let reason):
            return "**\(target)**: missing: \(reason.message)"
        }
    }
}
