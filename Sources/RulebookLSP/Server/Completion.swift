import Foundation
import Rulebook

/// `textDocument/completion`, from the models' vocabularies and the specs' headings.
extension LanguageServer {
    /// The protocol's completion item kinds used here.
    private enum ItemKind: Int {
        case function = 3
        case field = 5
        case module = 9
        case property = 10
        case value = 12
        case keyword = 14
        case reference = 18
    }

    /// One completion item: `newText` replaces the word typed so far (the label when `nil`).
    private struct Item {
        var label: String
        var kind: ItemKind
        var detail: String
        var newText: String?
    }

    func completion(_ params: JSONValue) throws(RPCError) -> JSONValue {
        let (document, path, position) = try target(params)
        let context = SourceContext.at(
            line: position.line, character: position.character, in: document.lines)
        var items: [Item] = []
        let typed: SourceContext.Typed
        switch context {
        case .fenceInfo(let words, let typedWord):
            typed = typedWord
            if words.isEmpty {
                items = [Item(label: "rulebook", kind: .keyword, detail: "an event table")]
            } else if words.count == 1 {
                items = registry.descriptors.map {
                    Item(label: $0.name, kind: .module, detail: $0.summary)
                }
            } else if let model = registry.model(named: words[1])?.descriptor {
                let given = Set(words.dropFirst(2).map { String($0.prefix { $0 != "=" }) })
                items = model.options.filter { !given.contains($0.name) }.map {
                    Item(
                        label: $0.takesValue ? $0.name + "=" : $0.name, kind: .property,
                        detail: $0.summary)
                }
            }
        case .header(let cells, let typedCell):
            typed = typedCell
            let vocabulary = TableVocabulary(
                registry: registry, modelName: modelOfTable(at: position.line, in: document.lines),
                language: workspace.language(of: path))
            items = headerItems(vocabulary, present: cells.map { vocabulary.column($0).name })
        case .row(let modelName, let header, let cell, let above, let typedCell):
            typed = typedCell
            guard header.indices.contains(cell) else { break }
            let vocabulary = TableVocabulary(
                registry: registry, modelName: modelName, language: workspace.language(of: path))
            let row = SourceContext.cells(of: document.lines[position.line]).map(
                SourceContext.trimmed)
            items = rowItems(vocabulary, header: header, cell: cell, row: row, above: above)
        case .checklistLink(let typedLink):
            typed = typedLink
            items = ruleLinks(from: path)
        case .other:
            return []
        }
        let start = typed.start
        return .array(
            items.map { item in
                [
                    "label": .string(item.label), "kind": .int(item.kind.rawValue),
                    "detail": .string(item.detail),
                    "filterText": .string(item.newText ?? item.label),
                    "textEdit": [
                        "range": SourceRanges.range(
                            line: position.line, from: start, to: position.character),
                        "newText": .string(item.newText ?? item.label),
                    ],
                ]
            })
    }

    /// The model named by the fence above a table line.
    private func modelOfTable(at line: Int, in lines: [Substring]) -> String? {
        guard let opener = SourceContext.openingFence(lines, holding: line) else { return nil }
        let info = SourceContext.content(lines[opener]).drop { $0 == "`" || $0 == "~" }
        return info.split(whereSeparator: { $0 == " " || $0 == "\t" }).dropFirst().first.map {
            String($0)
        }
    }

    /// The headers a table of the model may have that it does not have yet (`present`, in
    /// canonical names), in the language's words, each with its forms.
    private func headerItems(_ vocabulary: TableVocabulary, present: [String]) -> [Item] {
        var columns = [
            (Column(header: "event"), "the row's verb"), (Column(header: "note"), "free text"),
        ]
        if let model = vocabulary.model {
            var inputs: [String] = []
            for input in model.verbs.flatMap(\.inputs) where !inputs.contains(input.name) {
                inputs.append(input.name)
            }
            columns += inputs.map { input in
                let column = Column(header: input)
                let verbs = vocabulary.verbs(taking: input).map {
                    vocabulary.word(forVerb: $0.name)
                }
                let forms = vocabulary.type(of: column, verb: nil).map { vocabulary.describe($0) }
                return (
                    column,
                    (forms.map { $0 + "; " } ?? "") + "input of " + verbs.joined(separator: ", ")
                )
            }
            columns.append((Column(header: "result?"), "what the event did (the verb's outcomes)"))
            columns += model.observables.map { observable in
                let forms = observable.type.map { vocabulary.describe($0) }
                return (
                    Column(header: observable.name + "?"),
                    observable.summary + " (" + (forms ?? observable.kind.description) + ")"
                )
            }
        }
        return columns.filter { !present.contains($0.0.name) }.map { column, detail in
            let header = vocabulary.header(column)
            return Item(
                label: header, kind: .field,
                detail: (header == column.displayName ? "" : column.displayName + ": ") + detail)
        }
    }

    /// What a cell of a data row may hold: the verbs in the event column; elsewhere the
    /// forms of the column's type on a row of this verb (the verb's own outcomes in
    /// `result?`), `none` where the column takes it, and the ticket labels bound above where
    /// a label is held (an answer's ticket, `loading?`). All in the spec's language.
    private func rowItems(
        _ vocabulary: TableVocabulary, header: [String], cell: Int, row: [String],
        above: [[String]]
    ) -> [Item] {
        let columns = header.map { vocabulary.column($0) }
        let column = columns[cell]
        let verb = columns.firstIndex { $0.role == .event }.flatMap { index in
            index != cell && row.indices.contains(index) ? vocabulary.verb(row[index]) : nil
        }
        switch column.role {
        case .event:
            return (vocabulary.model?.verbs ?? []).map { verb in
                let word = vocabulary.word(forVerb: verb.name)
                return Item(
                    label: word, kind: .function,
                    detail: (word == verb.name ? "" : verb.name + ": ")
                        + vocabulary.inputs(of: verb)
                        + " - " + verb.summary)
            }
        case .ignored:
            return []
        case .input, .expectation:
            guard let type = vocabulary.type(of: column, verb: verb) else { return [] }
            var items: [Item] = []
            func add(_ item: Item) {
                if !items.contains(where: { $0.label == item.label }) { items.append(item) }
            }
            let declared = verb?.inputs.first { $0.name == column.name }
            for form in type.forms {
                switch form {
                case .word(let keyword):
                    let word = vocabulary.word(forValue: keyword)
                    add(Item(label: word, kind: .value, detail: word == keyword ? "" : keyword))
                case .phrase(let words, _):
                    let word = vocabulary.word(forValue: words)
                    add(
                        Item(
                            label: vocabulary.describe(form), kind: .value,
                            detail: word == words ? "" : form.description, newText: word + " "))
                case .label:
                    // An optional ticket starts a request and binds a new label; a required
                    // one answers a request bound above, as `loading?` names one.
                    guard column.role == .expectation || declared?.isRequired != false else {
                        continue
                    }
                    let labelColumns = columns.indices.filter { index in
                        columns[index].role == .input
                            && vocabulary.type(of: columns[index], verb: nil)?.forms.contains(
                                .label) == true
                    }
                    for label in labels(inColumns: labelColumns, of: above) {
                        add(Item(label: label, kind: .reference, detail: "a ticket bound above"))
                    }
                default:
                    continue
                }
            }
            // In an input cell, `none` is no value where the row may leave the input blank.
            if column.role == .input, declared?.isRequired != true {
                let word = vocabulary.word(forValue: "none")
                add(Item(label: word, kind: .value, detail: "no value"))
            }
            return items
        }
    }

    /// The distinct values of the rows above in these columns (the ticket labels they bound).
    private func labels(inColumns indices: [Int], of rows: [[String]]) -> [String] {
        var labels: [String] = []
        for row in rows {
            for index in indices where row.indices.contains(index) {
                let label = row[index]
                if !label.isEmpty, !labels.contains(label) { labels.append(label) }
            }
        }
        return labels
    }

    /// `#anchor` for this spec's rules and `path.md#anchor` for every other spec's.
    private func ruleLinks(from path: String) -> [Item] {
        var items: [Item] = []
        for other in workspace.allSpecPaths() {
            guard let spec = workspace.spec(other) else { continue }
            let file = other == path ? "" : Paths.relative(from: path, to: other)
            items += spec.rules.map {
                Item(label: file + "#" + $0.anchor, kind: .reference, detail: $0.title)
            }
        }
        return items
    }
}
