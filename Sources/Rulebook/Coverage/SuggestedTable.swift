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
        var written: [[String]] = []
        var observed: [ObservableColumn<Model>] = []
        do {
            var model = try Model(options: ModelOptions(options))
            observed = Model.checkableColumns(of: model)
            var labels = TicketLabels<Model.Ticket>()
            for row in rows {
                let cells = [row.verb] + inputColumns.map { row.inputs[$0] ?? "" }
                guard fills else {
                    written.append(cells + [""] + observed.map { _ in "" })
                    continue
                }
                let outcome = try model.apply(
                    ModelEvent(
                        verb: row.verb, inputs: row.inputs.mapValues(Cell.init), labels: labels))
                let result: String
                switch outcome {
                case .done(let observation, let started):
                    result = observation.display
                    if let started, let label = row.inputs["ticket"], !labels.isBound(label) {
                        labels.bind(label, to: started)
                    }
                case .rejected:
                    result = "rejected"
                }
                written.append(cells + [result] + observed.map { $0.read(model, labels).display })
            }
        } catch {
            note = "the reference model cannot run row \(written.count + 1): \(error.message)"
            written += rows.dropFirst(written.count).map { row in
                [row.verb] + inputColumns.map { row.inputs[$0] ?? "" } + [""]
                    + observed.map { _ in "" }
            }
        }
        let header =
            ["event"] + inputColumns + ["result?"] + observed.map { $0.descriptor.name + "?" }
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
