/// The table `rulebook coverage` suggests for a pair no table covers: the shortest sequence
/// of events that reaches the situation, then the verb. Its expectations are filled only for
/// a built-in reference model (`pager`, `optimistic`, `debounce`: the models the contract
/// defines); for any other model they are left blank, so that what an app does today is
/// never offered as its rule.
enum SuggestedTable {
    /// The fenced table and its note.
    static func make<Model: RulebookModel>(
        _: Model.Type, options: [ModelOption], rows: [ExplorationRow]
    ) -> (table: String, note: String) {
        let vocabulary = Model.vocabulary
        let descriptor = vocabulary.descriptor
        let inputColumns = Model.inputColumns(of: rows)
        let fills = Model.self is any ReferenceModel.Type
        var note =
            fills
            ? "expectations from the built-in reference model \(descriptor.name): read them against the rule before you paste"
            : "expectations left blank: write what the rule says happens (the model's behaviour today is not offered as its rule)"
        let replayed = ReplayedRows<Model>(
            rows, options: options, inputColumns: inputColumns, fills: fills)
        var written = replayed.cells
        if let error = replayed.error {
            note = "the reference model cannot run row \(written.count + 1): \(error.message)"
            written += rows.dropFirst(written.count).map { row in
                [row.verb] + inputColumns.map { row.inputs[$0] ?? "" } + [""]
                    + replayed.observed.map { _ in "" }
            }
        }
        let header = replayed.header(inputColumns: inputColumns)
        let table = TableWriter(header: header, rows: written)
            .fenced(model: descriptor.name, options: options)
        return (table, note)
    }
}

/// A model the contract defines, whose behaviour is the rule: a suggested table takes its
/// expectations from it.
protocol ReferenceModel: RulebookModel {}

extension PagerSpecModel: ReferenceModel {}
extension OptimisticSpecModel: ReferenceModel {}
extension DebounceSpecModel: ReferenceModel {}
