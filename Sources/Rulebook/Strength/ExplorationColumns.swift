/// The columns of a table written from explored rows: by a counterexample (`explore`) and by
/// a suggested table (`coverage`), so that both print the same header for the same rows.
extension RulebookModel {
    /// The input columns `rows` use, in the order the vocabulary declares them.
    static func inputColumns(of rows: [ExplorationRow]) -> [String] {
        vocabulary.descriptor.verbs.flatMap { $0.inputs.map(\.name) }
            .reduce(into: [String]()) { names, name in
                if !names.contains(name) && rows.contains(where: { $0.inputs[name] != nil }) {
                    names.append(name)
                }
            }
    }

    /// The expectation columns `model`, as made with its options, accepts in a table.
    static func checkableColumns(of model: Self) -> [ObservableColumn<Self>] {
        vocabulary.observables.filter { column in
            (try? model.validate(columns: [Column(header: column.descriptor.name + "?")])) != nil
        }
    }
}

/// Explored rows replayed on a model, as the cells of a table: by a counterexample
/// (`explore`, expectations from the correct model) and by a suggested table (`coverage`,
/// from a reference model), so that both fill a table the same way.
struct ReplayedRows<Model: RulebookModel> {
    /// The expectation columns the model accepts, as made with the options.
    private(set) var observed: [ObservableColumn<Model>] = []
    /// Each replayed row's cells: its verb, its inputs, its result and every observed column.
    private(set) var cells: [[String]] = []
    /// Why the model could not be made or could not run the next row, if it could not.
    private(set) var error: ModelError?

    /// Replays `rows` (their inputs in `inputColumns`) on a model made with `options`, up to
    /// the first row it cannot run; with `fills` false, the rows' expectation cells are
    /// blank and no row is applied.
    init(_ rows: [ExplorationRow], options: [ModelOption], inputColumns: [String], fills: Bool) {
        do {
            var model = try Model(options: ModelOptions(options))
            observed = Model.checkableColumns(of: model)
            var labels = TicketLabels<Model.Ticket>()
            for (number, row) in rows.enumerated() {
                let written = [row.verb] + inputColumns.map { row.inputs[$0] ?? "" }
                guard fills else {
                    cells.append(written + [""] + observed.map { _ in "" })
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
                    } else if let label = row.inputs["ticket"], !labels.isBound(label) {
                        labels.noteUnbound(label, row: number + 1)
                    }
                case .rejected:
                    result = "rejected"
                }
                cells.append(written + [result] + observed.map { $0.read(model, labels).display })
            }
        } catch {
            self.error = error
        }
    }

    /// The header of the table: `event`, the input columns, `result?` and every observed
    /// column as an expectation.
    func header(inputColumns: [String]) -> [String] {
        ["event"] + inputColumns + ["result?"] + observed.map { $0.descriptor.name + "?" }
    }
}
