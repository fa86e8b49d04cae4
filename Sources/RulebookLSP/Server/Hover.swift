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
            let vocabulary = TableVocabulary(
                registry: registry, modelName: table.table.modelName,
                language: table.table.language ?? workspace.language)
            if table.table.headerLine == line,
                let index = table.table.columns.firstIndex(where: { Self.holds($0.columns, column) }
                )
            {
                return columnText(vocabulary.column(table.table.columns[index].header), vocabulary)
            }
            guard let row = table.rows.first(where: { $0.row.line == line }),
                let index = row.row.cells.firstIndex(where: { Self.holds($0.columns, column) })
                    ?? Self.blankCell(row.row.cells, around: column),
                table.table.columns.indices.contains(index)
            else { continue }
            return cellText(
                row, column: table.table.columns[index], source: row.row.cells[index].source,
                vocabulary: vocabulary)
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

    /// A header's hover: the column's type and forms in the spec's language (each verb's
    /// outcomes for `result?`, the verbs for `event`, the verbs that take an input).
    private func columnText(_ column: Column, _ vocabulary: TableVocabulary) -> String {
        let title = "**" + vocabulary.both(vocabulary.header(column), column.displayName) + "**"
        let model = vocabulary.model
        switch column.role {
        case .event:
            let verbs = (model?.verbs ?? []).map {
                vocabulary.both(vocabulary.word(forVerb: $0.name), $0.name)
            }
            return title + ": the row's verb"
                + (verbs.isEmpty ? "" : ", one of: " + verbs.joined(separator: ", "))
        case .input:
            let verbs = vocabulary.verbs(taking: column.name)
            let forms = vocabulary.type(of: column, verb: nil).map { vocabulary.describe($0) }
            var lines = [
                title + ": input, " + (forms ?? "any value") + "; blank or `"
                    + vocabulary.word(forValue: "none") + "`: no value"
            ]
            let required = verbs.filter { verb in
                verb.inputs.contains { $0.name == column.name && $0.isRequired }
            }
            let optional = verbs.filter { verb in !required.contains { $0.name == verb.name } }
            if !required.isEmpty {
                lines.append("required by " + words(required, vocabulary))
            }
            if !optional.isEmpty {
                lines.append("optional for " + words(optional, vocabulary))
            }
            return lines.joined(separator: "\n\n")
        case .expectation where column.name == "result":
            let outcomes = (model?.verbs ?? []).compactMap { verb in
                verb.resultType.map {
                    "- " + vocabulary.word(forVerb: verb.name) + ": " + vocabulary.describe($0)
                }
            }
            return title + ": what the event did"
                + (outcomes.isEmpty ? "" : ", by verb:\n\n" + outcomes.joined(separator: "\n"))
        case .expectation:
            guard let observable = model?.observables.first(where: { $0.name == column.name })
            else {
                return title + ": not a column of this model"
            }
            let forms = observable.type.map { vocabulary.describe($0) }
            return title + ": " + observable.summary + "; "
                + (forms ?? observable.kind.description)
        case .ignored:
            return title + ": free text, not checked"
        }
    }

    /// Verbs in the language's words, comma-separated.
    private func words(_ verbs: [VerbDescriptor], _ vocabulary: TableVocabulary) -> String {
        verbs.map { vocabulary.word(forVerb: $0.name) }.joined(separator: ", ")
    }

    /// A verb's hover: its inputs and outcomes in the language's words, and what it does.
    private func verbText(_ verb: VerbDescriptor, _ vocabulary: TableVocabulary) -> String {
        var text =
            "**" + vocabulary.both(vocabulary.word(forVerb: verb.name), verb.name) + "** ("
            + vocabulary.inputs(of: verb) + "): " + verb.summary
        if let outcomes = verb.resultType {
            text +=
                "\n\n" + vocabulary.header(Column(header: "result?")) + " "
                + vocabulary.describe(outcomes)
        }
        return text
    }

    private func cellText(
        _ row: RowResult, column: Column, source: String, vocabulary: TableVocabulary
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
        if column.role == .event, let verb = vocabulary.verb(source) {
            lines.append(verbText(verb, vocabulary))
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
