/// The input cells of one row by column name: the row's cells with the table's list of
/// input columns and their positions, which every row of the table shares.
struct RowInputs: Sendable {
    /// Each input column's normalized name and position in `cells`, in table order. A
    /// table has a few inputs, so a look-up compares names instead of hashing them.
    let positions: [(name: String, index: Int)]
    let cells: [Cell]

    init(positions: [(name: String, index: Int)], cells: [Cell]) {
        self.positions = positions
        self.cells = cells
    }

    /// Inputs given by name, as a model's own tests write them.
    init(_ cellsByName: [String: Cell]) {
        let named = cellsByName.sorted { $0.key < $1.key }
        self.init(
            positions: named.indices.map { (named[$0].key, $0) }, cells: named.map(\.value))
    }

    /// The cell of the input column `name` (normalized); `nil` when there is no such column.
    func cell(_ name: String) -> Cell? {
        guard let position = positions.first(where: { $0.name == name }),
            position.index < cells.count
        else { return nil }
        return cells[position.index]
    }
}
