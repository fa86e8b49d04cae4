/// Runs specs: every table (or those a filter selects), then every rule and checklist item.
public struct SpecRunner: Sendable {
    public let tableRunner: TableRunner
    /// Which tables run; the others are reported as skipped.
    public let filter: TableFilter

    public init(registry: ModelRegistry = .builtIn, filter: String? = nil) {
        self.tableRunner = TableRunner(registry: registry)
        self.filter = TableFilter(filter)
    }

    /// Runs the given specs. `lookUp` finds a spec that a checklist links to but that is not
    /// part of the run (it returns `nil` when there is no such file).
    ///
    /// The tables run on every core (those of one large file too); the result is the same,
    /// in the same order, as a serial run's. `progress`, if given, hears of every table.
    public func run(
        _ specs: [Spec], lookUp: (String) -> Spec? = { _ in nil }, progress: RunProgress? = nil
    ) -> RunResult {
        Self.resolvingChecklists(runTables(of: specs, progress: progress), lookUp: lookUp)
    }

    /// Every spec with its tables and rules run, checklists not yet resolved.
    func runTables(of specs: [Spec], progress: RunProgress?) -> [SpecResult] {
        let jobs = specs.indices.flatMap { specIndex in
            specs[specIndex].tables.indices.map { (spec: specIndex, table: $0) }
        }
        let selected = specs.map(filter.selectedTables)
        let results = ParallelMap.map(jobs, minimumChunk: 8) { job in
            let spec = specs[job.spec]
            let table = spec.tables[job.table]
            let result =
                selected[job.spec].contains(job.table)
                ? tableRunner.run(table, file: spec.path)
                : TableResult(
                    table: table, status: .skipped, problem: nil,
                    rows: table.rows.map { RowResult(row: $0, status: .notRun) })
            progress?.tableFinished(spec: job.spec, status: result.status)
            return result
        }
        var next = 0
        return specs.map { spec in
            let tables = Array(results[next..<next + spec.tables.count])
            next += spec.tables.count
            let rules = spec.rules.map { rule in
                RuleResult(
                    rule: rule,
                    status: rule.tableIndices.isEmpty
                        ? nil : Status.combined(rule.tableIndices.map { tables[$0].status }))
            }
            return SpecResult(spec: spec, tables: tables, rules: rules, checklist: [])
        }
    }

    /// The run of `specs` (tables and rules already run) with every checklist item resolved
    /// against them; `lookUp` finds specs outside the run, as in `run`.
    public static func resolvingChecklists(
        _ specs: [SpecResult], lookUp: (String) -> Spec? = { _ in nil }
    ) -> RunResult {
        let byPath = Dictionary(specs.map { (SpecPath.normalize($0.spec.path), $0) }) {
            first, _ in first
        }
        let rulesByPath = byPath.mapValues { result in
            Dictionary(result.rules.map { ($0.rule.anchor, $0) }) { first, _ in first }
        }
        let results = specs.map { result in
            SpecResult(
                spec: result.spec, tables: result.tables, rules: result.rules,
                checklist: result.spec.checklist.map { item in
                    resolve(item, in: result.spec, rulesByPath: rulesByPath, lookUp: lookUp)
                })
        }
        return RunResult(specs: results)
    }

    private static func resolve(
        _ item: ChecklistItem, in spec: Spec, rulesByPath: [String: [String: RuleResult]],
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
        if let rules = rulesByPath[link.path] {
            guard let rule = rules[link.anchor] else {
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
