/// Runs specs: every table (or those a filter selects), then every rule and checklist item.
public struct SpecRunner: Sendable {
    public let tableRunner: TableRunner
    /// Which tables run; the others are reported as skipped.
    public var filter: TableFilter

    public init(registry: ModelRegistry = .builtIn, filter: String? = nil) {
        self.tableRunner = TableRunner(registry: registry)
        self.filter = TableFilter(filter)
    }

    /// Runs the given specs. `lookUp` finds a spec that a checklist links to but that is not
    /// part of the run (it returns `nil` when there is no such file).
    public func run(_ specs: [Spec], lookUp: (String) -> Spec? = { _ in nil }) -> RunResult {
        let ran = specs.map(runTables)
        let byPath = Dictionary(ran.map { (SpecPath.normalize($0.spec.path), $0) }) { first, _ in
            first
        }
        let results = ran.map { result in
            SpecResult(
                spec: result.spec, tables: result.tables, rules: result.rules,
                checklist: result.spec.checklist.map { item in
                    resolve(item, in: result.spec, byPath: byPath, lookUp: lookUp)
                })
        }
        return RunResult(specs: results)
    }

    private func runTables(_ spec: Spec) -> SpecResult {
        let tables = spec.tables.enumerated().map { index, table in
            filter.selects(table: index, of: spec)
                ? tableRunner.run(table, file: spec.path)
                : TableResult(
                    table: table, status: .skipped, problem: nil,
                    rows: table.rows.map { RowResult(row: $0, status: .notRun) })
        }
        let rules = spec.rules.map { rule in
            RuleResult(
                rule: rule,
                status: rule.tableIndices.isEmpty
                    ? nil : Status.combined(rule.tableIndices.map { tables[$0].status }))
        }
        return SpecResult(spec: spec, tables: tables, rules: rules, checklist: [])
    }

    private func resolve(
        _ item: ChecklistItem, in spec: Spec, byPath: [String: SpecResult],
        lookUp: (String) -> Spec?
    ) -> ChecklistResult {
        guard let destination = item.destination else {
            return ChecklistResult(
                item: item, target: nil, outcome: .missing("the item links to no rule"))
        }
        guard let link = SpecPath.ruleLink(destination, from: spec.path) else {
            return ChecklistResult(
                item: item, target: nil,
                outcome: .missing(
                    "\(destination) is not a link to a rule: write file.md#anchor or #anchor, relative to this file"
                ))
        }
        let target = (path: link.path, anchor: link.anchor)
        if let result = byPath[link.path] {
            guard let rule = result.rules.first(where: { $0.rule.anchor == link.anchor }) else {
                return ChecklistResult(
                    item: item, target: target,
                    outcome: .missing("\(link.path) has no heading #\(link.anchor)"))
            }
            guard let status = rule.status else {
                return ChecklistResult(
                    item: item, target: target,
                    outcome: .missing("rule #\(link.anchor) in \(link.path) has no event table"))
            }
            return ChecklistResult(
                item: item, target: target, outcome: status == .skipped ? .notRun : .rule(status))
        }
        guard let other = lookUp(link.path) else {
            return ChecklistResult(
                item: item, target: target, outcome: .missing("no file \(link.path)"))
        }
        guard let rule = other.rule(anchor: link.anchor), !rule.tableIndices.isEmpty else {
            return ChecklistResult(
                item: item, target: target,
                outcome: .missing("\(link.path) has no heading #\(link.anchor) with an event table")
            )
        }
        return ChecklistResult(item: item, target: target, outcome: .notRun)
    }
}
