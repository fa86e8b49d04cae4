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
