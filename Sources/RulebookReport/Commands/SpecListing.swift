import Rulebook

/// The `--list` output: each spec's rules (as an outline, a pending rule with its reason),
/// tables and checklist, without running anything.
package struct SpecListing: Sendable {
    package let specs: [Spec]
    /// Only the tables this filter selects are listed.
    package let filter: TableFilter

    package init(specs: [Spec], filter: TableFilter = TableFilter(nil)) {
        self.specs = specs
        self.filter = filter
    }

    package var lines: [String] {
        var lines: [String] = []
        var tableCount = 0
        for spec in specs {
            lines.append(spec.path)
            if let problem = spec.loadProblem {
                lines.append("  error: \(problem.description)")
                continue
            }
            let selection = filter.selectedTables(of: spec)
            let selected = spec.tables.indices.filter(selection.contains)
            tableCount += selected.count
            let tablesByRule = Dictionary(grouping: selected) { spec.tables[$0].rule?.anchor ?? "" }
            for index in selected where spec.tables[index].rule == nil {
                lines.append("  " + describe(spec.tables[index]))
            }
            for rule in spec.rules {
                let indent = String(repeating: "  ", count: rule.level)
                let pending = rule.pending.map { "  pending: \($0.reason)" } ?? ""
                lines.append(
                    "\(indent)\(String(repeating: "#", count: rule.level)) \(rule.title)  (#\(rule.anchor))\(pending)"
                )
                for index in tablesByRule[rule.anchor] ?? [] {
                    lines.append("\(indent)  " + describe(spec.tables[index]))
                }
            }
            for item in spec.checklist {
                lines.append(
                    "  [ ] \(item.text) -> \(item.destination ?? "(no link)")  line \(item.line)")
            }
        }
        let itemCount = specs.map(\.checklist.count).reduce(0, +)
        lines.append(
            "\(CountWords.of(specs.count, "spec")), \(CountWords.of(tableCount, "table")), "
                + CountWords.of(itemCount, "checklist item"))
        return lines.map(ConsoleEscaping.visible)
    }

    private func describe(_ table: EventTable) -> String {
        let options = table.options.map { option in
            option.value.map { "\(option.name)=\($0)" } ?? option.name
        }
        let info = ([table.modelName] + options).joined(separator: " ")
        return "line \(table.line): table \(info), \(CountWords.of(table.rows.count, "row"))"
    }
}
