/// `--filter TEXT`: selects the tables whose spec path, or the title of any heading whose
/// section holds them, contains the text (case-insensitive). No text selects every table.
public struct TableFilter: Sendable {
    /// The text to look for, lower-cased; `nil` or empty selects everything.
    public let text: String?

    public init(_ text: String?) {
        self.text = text.map { $0.lowercased() }
    }

    /// The indices in `spec.tables` of the selected tables, in time linear in the spec.
    public func selectedTables(of spec: Spec) -> Set<Int> {
        guard let text, !text.isEmpty, !spec.path.lowercased().contains(text) else {
            return Set(spec.tables.indices)
        }
        var selected: Set<Int> = []
        for rule in spec.rules where rule.title.lowercased().contains(text) {
            selected.formUnion(rule.tableIndices)
        }
        return selected
    }

    /// Whether the table at `index` in `spec.tables` is selected (for one table; use
    /// `selectedTables` for all of a spec's).
    public func selects(table index: Int, of spec: Spec) -> Bool {
        selectedTables(of: spec).contains(index)
    }
}
