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

    func completion(_ params: JSONValue) throws(RPCError) -> JSONValue {
        let (document, path, position) = try target(params)
        let context = SourceContext.at(
            line: position.line, character: position.character, in: document.lines)
        var items: [(label: String, kind: ItemKind, detail: String)] = []
        let typed: SourceContext.Typed
        switch context {
        case .fenceInfo(let words, let typedWord):
            typed = typedWord
            if words.isEmpty {
                items = [("rulebook", .keyword, "an event table")]
            } else if words.count == 1 {
                items = registry.descriptors.map { ($0.name, .module, $0.summary) }
            } else if let model = registry.model(named: words[1])?.descriptor {
                let given = Set(words.dropFirst(2).map { String($0.prefix { $0 != "=" }) })
                items = model.options.filter { !given.contains($0.name) }.map {
                    ($0.takesValue ? $0.name + "=" : $0.name, .property, $0.summary)
                }
            }
        case .header(let cells, let typedCell):
            typed = typedCell
            let model = modelOfTable(at: position.line, in: document.lines)
            let present = Set(cells.map { Keyword.normalize($0) })
            items = headerColumns(model).filter { !present.contains(Keyword.normalize($0.0)) }
                .map { ($0.0, .field, $0.1) }
        case .row(let modelName, let header, let cell, let above, let typedCell):
            typed = typedCell
            guard header.indices.contains(cell) else { break }
            let column = Column(header: header[cell])
            let model = registry.model(named: modelName)?.descriptor
            let ticket = header.firstIndex { Column(header: $0).name.contains("ticket") }
            items = rowItems(column, model: model, cell: cell, ticket: ticket, above: above)
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
                    "detail": .string(item.detail), "filterText": .string(item.label),
                    "textEdit": [
                        "range": SourceRanges.range(
                            line: position.line, from: start, to: position.character),
                        "newText": .string(item.label),
                    ],
                ]
            })
    }

    /// The model named by the fence above a table line.
    private func modelOfTable(at line: Int, in lines: [Substring]) -> ModelDescriptor? {
        guard let opener = SourceContext.openingFence(lines, holding: line) else { return nil }
        let info = SourceContext.content(lines[opener]).drop { $0 == "`" || $0 == "~" }
        let name = info.split(whereSeparator: { $0 == " " || $0 == "\t" }).dropFirst().first
        return name.flatMap { registry.model(named: String($0))?.descriptor }
    }

    /// The headers a table of the model may have, with what each means.
    private func headerColumns(_ model: ModelDescriptor?) -> [(String, String)] {
        var columns = [("event", "the row's verb"), ("note", "free text for people")]
        guard let model else { return columns }
        var inputs: [String] = []
        for input in model.verbs.flatMap(\.inputs) where !inputs.contains(input.name) {
            inputs.append(input.name)
        }
        columns += inputs.map { input in
            let verbs = model.verbs.filter { $0.inputs.contains { $0.name == input } }.map(\.name)
            return (input, "input of " + verbs.joined(separator: ", "))
        }
        columns.append(("result?", "what the event did"))
        columns += model.observables.map { ("\($0.name)?", "\($0.summary) (\($0.kind))") }
        return columns
    }

    private func rowItems(
        _ column: Column, model: ModelDescriptor?, cell: Int, ticket: Int?, above: [[String]]
    ) -> [(label: String, kind: ItemKind, detail: String)] {
        switch column.role {
        case .event:
            return (model?.verbs ?? []).map { verb in
                let inputs = verb.inputs.map { $0.isRequired ? $0.name : "[\($0.name)]" }
                return (verb.name, .function, inputs.joined(separator: ", ") + " - " + verb.summary)
            }
        case .input where column.name.contains("ticket"):
            return labels(inColumn: cell, of: above).map {
                ($0, .reference, "a ticket bound above")
            }
        case .expectation:
            let kind =
                model?.observables.first { $0.name == column.name }?.kind.description
                ?? (column.name == "result" ? "accepted/ignored/rejected" : "")
            var words = Self.keywords(of: kind)
            // Ticket labels only where the column's kind holds one (`loading?`: no, yes or a
            // ticket label), never in `result?`, which holds outcomes.
            if kind.contains("label") {
                for label in labels(inColumn: ticket, of: above) where !words.contains(label) {
                    words.append(label)
                }
            }
            for earlier in above where earlier.indices.contains(cell) {
                let value = earlier[cell]
                if !value.isEmpty, !words.contains(value), column.name == "result" {
                    words.append(value)
                }
            }
            return words.map { ($0, .value, column.displayName) }
        case .input, .ignored:
            return []
        }
    }

    /// The distinct values of the rows above in column `index` (the ticket labels they bound).
    private func labels(inColumn index: Int?, of rows: [[String]]) -> [String] {
        var labels: [String] = []
        for row in rows {
            guard let index, row.indices.contains(index) else { continue }
            let label = row[index]
            if !label.isEmpty, !labels.contains(label) { labels.append(label) }
        }
        return labels
    }

    /// The keywords a value kind's description names (`on/off`, `no, yes or a ticket
    /// label`, `list or none`).
    static func keywords(of kind: String) -> [String] {
        let generic: Set<String> = ["text", "list", "number", "value", "a ticket label", "label"]
        var words: [String] = []
        for part in kind.split(whereSeparator: { $0 == "/" || $0 == "," }) {
            for word in part.components(separatedBy: " or ") {
                let trimmed = SourceContext.trimmed(Substring(word))
                if !trimmed.isEmpty, !generic.contains(trimmed), !words.contains(trimmed) {
                    words.append(trimmed)
                }
            }
        }
        return words
    }

    /// `#anchor` for this spec's rules and `path.md#anchor` for every other spec's.
    private func ruleLinks(from path: String) -> [(label: String, kind: ItemKind, detail: String)] {
        var items: [(String, ItemKind, String)] = []
        for other in workspace.allSpecPaths() {
            guard let spec = workspace.spec(other) else { continue }
            let file = other == path ? "" : Paths.relative(from: path, to: other)
            items += spec.rules.map { (file + "#" + $0.anchor, .reference, $0.title) }
        }
        return items
    }
}
