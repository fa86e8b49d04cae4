/// `--filter TEXT`: selects the tables whose spec path, or the title of any heading whose
/// section holds them, contains the text (case-insensitive). No text selects every table.
public struct TableFilter: Sendable {
    /// The text to look for, lower-cased; `nil` or empty selects everything.
    public let text: String?

    /// With `--rerun-failed`: only the tables of these rules are selected.
    public var rules: Set<RuleLocation>?

    public init(_ text: String?) {
        self.text = text.map { $0.lowercased() }
    }

    /// Whether the table at `index` in `spec.tables` is selected.
    public func selects(table index: Int, of spec: Spec) -> Bool {
        if let rules {
            guard spec.tables.indices.contains(index),
                rules.contains(RuleLocation(path: spec.path, table: spec.tables[index]))
            else { return false }
        }
        guard let text, !text.isEmpty else { return true }
        if spec.path.lowercased().contains(text) { return true }
        return spec.rules.contains { rule in
            rule.tableIndices.contains(index) && rule.title.lowercased().contains(text)
        }
    }
}
