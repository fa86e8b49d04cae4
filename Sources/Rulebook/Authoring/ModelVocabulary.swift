/// What `rulebook models` and `rulebook new` print, derived from the models' descriptors.
package enum ModelVocabulary {
    /// A model's options, verbs with their input columns (`[name]` when optional) and
    /// expectation columns with their value kinds, as aligned text lines.
    package static func lines(_ descriptor: ModelDescriptor) -> [String] {
        var lines = ["\(descriptor.name): \(descriptor.summary)"]
        if !descriptor.options.isEmpty {
            lines.append("  options:")
            lines += aligned(
                descriptor.options.map { option in
                    [option.takesValue ? "\(option.name)=VALUE" : option.name, option.summary]
                })
        }
        lines.append("  verbs (event):")
        lines += aligned(
            descriptor.verbs.map { verb in
                let inputs = verb.inputs.map { $0.isRequired ? $0.name : "[\($0.name)]" }
                return [
                    verb.name, inputs.isEmpty ? "-" : inputs.joined(separator: ", "), verb.summary,
                ]
            })
        let outcomes = descriptor.verbs.compactMap { verb in
            verb.resultType.map { [verb.name, $0.description] }
        }
        if !outcomes.isEmpty {
            lines.append("  outcomes (result?):")
            lines += aligned(outcomes)
        }
        let inputs = inputForms(descriptor)
        if !inputs.isEmpty {
            lines.append("  inputs (blank or none: no value):")
            lines += aligned(inputs)
        }
        lines.append("  expectations:")
        lines += aligned(
            [["result?", "outcome", "what the event did (see the outcomes)"]]
                + descriptor.observables.map { ["\($0.name)?", $0.kind.description, $0.summary] })
        return lines
    }

    /// Each input column once, with the forms its cells take (the first verb's that
    /// declares a type for it) and the verbs that require it.
    private static func inputForms(_ descriptor: ModelDescriptor) -> [[String]] {
        var names: [String] = []
        for input in descriptor.verbs.flatMap(\.inputs) where !names.contains(input.name) {
            names.append(input.name)
        }
        return names.map { name in
            let declared = descriptor.verbs.flatMap(\.inputs).filter { $0.name == name }
            let type = declared.lazy.compactMap(\.type).first
            let requiring = descriptor.verbs.filter { verb in
                verb.inputs.contains { $0.name == name && $0.isRequired }
            }.map(\.name)
            return [
                name, type?.description ?? "any value",
                requiring.isEmpty
                    ? "optional" : "required by " + requiring.joined(separator: ", "),
            ]
        }
    }

    /// A fenced event table with the model's usual columns and no rows, ready to paste.
    package static func newTable(
        _ model: any RulebookModel.Type, options: [ModelOption]
    ) throws(ModelError) -> String {
        try newTable(model, options: options, words: nil)
    }

    /// A new table whose headers are in the words of `words`' language (`rulebook new
    /// --lang`); English headers for `nil`.
    package static func newTable(
        _ model: any RulebookModel.Type, options: [ModelOption], words: LocalizedNames?
    ) throws(ModelError) -> String {
        let columns = try newTableColumns(model, options: options)
        return TableWriter(header: words.map { $0.headers(columns) } ?? columns)
            .fenced(model: model.descriptor.name, options: options)
    }

    /// The columns of a new table for a model: `event`, every input column, `result?` and
    /// every expectation column, leaving out those the model refuses with these options
    /// (`next cursor?` without `cursor`).
    package static func newTableColumns<Model: RulebookModel>(
        _: Model.Type, options: [ModelOption]
    ) throws(ModelError) -> [String] {
        let descriptor = Model.descriptor
        try descriptor.check(options: options)
        let model = try Model(options: ModelOptions(options))
        var inputs: [String] = []
        for input in descriptor.verbs.flatMap(\.inputs) where !inputs.contains(input.name) {
            inputs.append(input.name)
        }
        let headers =
            ["event"] + inputs + ["result?"] + descriptor.observables.map { "\($0.name)?" }
        return headers.filter { header in
            (try? model.validate(columns: [Column(header: header)])) != nil
        }
    }

    /// Rows of cells as lines, each column padded to its widest cell (display width), for
    /// `rulebook models` in any language.
    static func aligned(_ rows: [[String]]) -> [String] {
        let count = rows.map(\.count).max() ?? 0
        let widths = (0..<count).map { index in
            rows.map { index < $0.count ? DisplayWidth.of($0[index]) : 0 }.max() ?? 0
        }
        return rows.map { row in
            var line = "    "
            for (index, cell) in row.enumerated() {
                let isLast = index == row.count - 1
                line += cell
                if !isLast {
                    line += String(
                        repeating: " ", count: max(0, widths[index] - DisplayWidth.of(cell)) + 2)
                }
            }
            return line
        }
    }
}
