/// `--filter TEXT`: selects the tables whose spec path, or the title of any heading whose
/// section holds them, contains the text (case-insensitive). No text selects every table.
package struct TableFilter: Sendable {
    /// The text to look for, lower-cased; `nil` or empty selects everything.
    package let text: String?

    /// With `--rerun-failed`: only the tables of these rules are selected.
    package var rules: Set<RuleLocation>?

    /// Only the tables of these models (normalized names), for the fault runs of
    /// `rulebook mutants` that can only change the tables of the fault's model.
    package var models: Set<String>?

    package init(_ text: String?) {
        self.text = text.map { $0.lowercased() }
    }

    /// The indices in `spec.tables` of the selected tables, in time linear in the spec.
    package func selectedTables(of spec: Spec) -> Set<Int> {
        var selected = Set(spec.tables.indices)
        if let models {
            selected = selected.filter {
                models.contains(Keyword.normalize(spec.tables[$0].modelName))
            }
        }
        if let rules {
            selected = selected.filter {
                rules.contains(RuleLocation(path: spec.path, table: spec.tables[$0]))
            }
        }
        guard let text, !text.isEmpty, !spec.path.lowercased().contains(text) else {
            return selected
        }
        var matching: Set<Int> = []
        for rule in spec.rules where rule.title.lowercased().contains(text) {
            matching.formUnion(rule.tableIndices)
        }
        return selected.intersection(matching)
    }

    /// Whether the table at `index` in `spec.tables` is selected (for one table; use
    /// `selectedTables` for all of a spec's).
    package func selects(table index: Int, of spec: Spec) -> Bool {
        selectedTables(of: spec).contains(index)
    }
}
