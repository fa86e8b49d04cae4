/// The input cells of one row by column name: the row's cells with the table's list of
/// input columns and their positions, which every row of the table shares.
struct RowInputs: Sendable {
    /// The input columns, in table order, with their positions in `cells`. A table has a
    /// few inputs, so a look-up compares names instead of hashing them.
    let columns: [InputColumn]
    let cells: [Cell]

    init(columns: [InputColumn], cells: [Cell]) {
        self.columns = columns
        self.cells = cells
    }

    /// Inputs given by name, as a model's own tests write them.
    init(_ cellsByName: [String: Cell]) {
        let named = cellsByName.sorted { $0.key < $1.key }
        self.init(
            columns: named.indices.map { InputColumn(name: named[$0].key, index: $0) },
            cells: named.map(\.value))
    }

    /// The cell of the input column `name` (normalized); `nil` when there is no such column.
    func cell(_ name: String) -> Cell? {
        guard let column = columns.first(where: { $0.name == name }), column.index < cells.count
        else { return nil }
        return cells[column.index]
    }
}

/// An input column of a table: its normalized name and its position in a row.
struct InputColumn: Sendable {
    let name: String
    let index: Int
}
