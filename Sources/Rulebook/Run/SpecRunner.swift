/// Runs specs: every table (or those a filter selects), then every rule and checklist item.
public struct SpecRunner: Sendable {
    public let tableRunner: TableRunner
    /// Which tables run; the others are reported as skipped.
    public var filter: TableFilter

    /// The filter as the user wrote it.
    public let filterText: String?

    public init(registry: ModelRegistry = .builtIn, filter: String? = nil) {
        self.tableRunner = TableRunner(registry: registry)
        self.filter = TableFilter(filter)
        self.filterText = filter
    }

    /// Runs the given specs. `lookUp` finds a spec that a checklist links to but that is not
    /// part of the run (it returns `nil` when there is no such file); the linked rule's
    /// tables are then run for the item, so an item never passes on a rule that did not run.
    public func run(_ specs: [Spec], lookUp: (String) -> Spec? = { _ in nil }) -> RunResult {
        let ran = specs.map(runTables)
        var byPath = Dictionary(ran.map { (SpecPath.normalize($0.spec.path), $0) }) { first, _ in
            first
        }
        for spec in specs {
            for item in spec.checklist {
                guard let destination = item.destination,
                    let link = SpecPath.ruleLink(destination, from: spec.path),
                    byPath[link.path] == nil, let other = lookUp(link.path)
                else { continue }
                byPath[link.path] = runTables(other)
            }
        }
        let results = ran.map { result in
            SpecResult(
                spec: result.spec, tables: result.tables, rules: result.rules,
                checklist: result.spec.checklist.map { item in
                    resolve(item, in: result.spec, byPath: byPath)
                })
        }
        return RunResult(specs: results, filter: filterText)
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
        _ item: ChecklistItem, in spec: Spec, byPath: [String: SpecResult]
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
        guard let result = byPath[link.path] else {
            return ChecklistResult(
                item: item, target: target, outcome: .missing("no file \(link.path)"))
        }
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
            item: item, target: target, outcome: .rule(status),
            firstProblem: status >= .failed
                ? Self.firstProblem(of: rule.rule, in: result) : nil)
    }

    /// `FILE:LINE: row N: ...` for the first failed or errored row of a rule's tables.
    private static func firstProblem(of rule: Rule, in result: SpecResult) -> String? {
        for index in rule.tableIndices where result.tables.indices.contains(index) {
            if let problem = result.tables[index].firstProblem {
                return "\(result.spec.path):\(problem.line): \(problem.message)"
            }
        }
        return nil
    }
}
