import Rulebook

/// The words a table may be written in, for completion and hover: its model's typed
/// vocabulary (``ModelDescriptor``), read in the spec's language (contract, section 7).
///
/// Headers, verbs and keywords written in the language's words or in English read the same;
/// what the server offers and shows is in the language's words, English beside them.
struct TableVocabulary {
    /// The table's model; `nil` when the fence names none the registry knows.
    let model: ModelDescriptor?
    /// The words of the spec's language (the model's own and the shared ones); `nil` for
    /// English.
    let names: LocalizedNames?

    /// The vocabulary of a table of model `modelName` in a spec of `language`.
    init(registry: ModelRegistry, modelName: String?, language: SpecLanguage) {
        let type = modelName.flatMap { registry.model(named: $0) }
        model = type?.descriptor
        names =
            if let type {
                ModelDescriptor.words(of: type, in: language)
            } else {
                LocalizedNames.shared(language)
            }
    }

    /// The column a header stands for, in canonical (English) words: `Ergebnis?` is
    /// `result?`.
    func column(_ header: String) -> Column {
        LocalizedHeader.column(header: header, columns: nil) { names?.canonicalColumn($0) }
    }

    /// The verb an event cell names, in the language's words or in English.
    func verb(_ written: String) -> VerbDescriptor? {
        model?.verb(named: names?.canonicalVerb(written) ?? written)
    }

    /// The language's word for a verb.
    func word(forVerb verb: String) -> String {
        names?.word(forVerb: verb) ?? verb
    }

    /// The language's header for a column (`Ergebnis?` for `result?`).
    func header(_ column: Column) -> String {
        let word = names?.word(forColumn: column.name) ?? column.name
        return column.role == .expectation ? word + "?" : word
    }

    /// The language's word for a keyword (`akzeptiert` for `accepted`).
    func word(forValue keyword: String) -> String {
        names?.word(forValue: keyword) ?? keyword
    }

    /// A word of the language with its English one beside it when they differ:
    /// `akzeptiert (accepted)`.
    func both(_ word: String, _ english: String) -> String {
        Keyword.matches(word, english) ? word : "\(word) (\(english))"
    }

    /// How a form is written in the language: a keyword in its word, a phrase's words too
    /// (`angefordert Seite N`), any other form described (`a ticket label`).
    func describe(_ form: ColumnType.Form) -> String {
        switch form {
        case .word(let keyword): word(forValue: keyword)
        case .phrase(let words, _): word(forValue: words) + form.description.dropFirst(words.count)
        default: form.description
        }
    }

    /// A type's forms in the language's words: `ja or nein`.
    func describe(_ type: ColumnType) -> String {
        type.description(naming: describe)
    }

    /// The verbs that have an input column, in declaration order.
    func verbs(taking input: String) -> [VerbDescriptor] {
        (model?.verbs ?? []).filter { $0.inputs.contains { $0.name == input } }
    }

    /// A verb's inputs in the language's words, `[name]` when a row may leave it blank.
    func inputs(of verb: VerbDescriptor) -> String {
        let inputs = verb.inputs.map { input in
            let word = names?.word(forColumn: input.name) ?? input.name
            return input.isRequired ? word : "[\(word)]"
        }
        return inputs.isEmpty ? "none" : inputs.joined(separator: ", ")
    }

    /// The type of a column on a row of `verb` (any verb's, for an input, when `nil`); for
    /// `result?` with no known verb, the outcomes of every verb.
    func type(of column: Column, verb: VerbDescriptor?) -> ColumnType? {
        guard let model else { return nil }
        if column.role == .expectation, column.name == "result", verb == nil {
            let all = model.verbs.compactMap(\.resultType)
            return all.dropFirst().reduce(all.first) { $0?.adding($1) }
        }
        return model.columnType(header: column.displayName, verb: verb?.name)
    }
}
