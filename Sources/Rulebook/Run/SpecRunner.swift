/// Runs specs: every table (or those a filter selects), then every rule and checklist item.
public struct SpecRunner: Sendable {
    public internal(set) var tableRunner: TableRunner
    /// Which tables run; the others are reported as skipped.
    public var filter: TableFilter

    /// The filter as the user wrote it.
    public let filterText: String?
    /// Whether pending rules fail the run (`--strict`): their failing tables count as
    /// failed instead of pending.
    public var strict = false
    /// Whether tables of async models (`AsyncRulebookModel`) are left out as skipped, for
    /// runs on threads that cannot wait for the main actor (`rulebook mutants`' fault runs).
    var skipsMainActorTables = false

    public init(registry: ModelRegistry = .pureModels, filter: String? = nil) {
        self.tableRunner = TableRunner(registry: registry)
        self.filter = TableFilter(filter)
        self.filterText = filter
    }

    /// Runs the given specs. `lookUp` finds a spec that a checklist links to but that is not
    /// part of the run (it returns `nil` when there is no such file); the linked rule's
    /// tables are then run for the item, so an item never passes on a rule that did not run.
    ///
    /// The tables of pure models run on every core (those of one large file too); tables of
    /// async models (`AsyncRulebookModel`) run after them on the calling thread, which may
    /// have to serve the main actor. The result is the same, in the same order, as a serial
    /// run's.
    public func run(_ specs: [Spec], lookUp: (String) -> Spec? = { _ in nil }) -> RunResult {
        run(specs, lookUp: lookUp, progress: nil)
    }

    /// Runs the given specs (see `run(_:lookUp:)`); `progress`, if given, hears of every
    /// table (the command's progress line).
    package func run(
        _ specs: [Spec], lookUp: (String) -> Spec? = { _ in nil }, progress: RunProgress?
    ) -> RunResult {
        let ran = runTables(of: specs, progress: progress)
        var seen = Set(specs.map { Paths.normalize($0.path) })
        var linked: [Spec] = []
        for spec in specs {
            for item in spec.checklist {
                guard let destination = item.destination,
                    let link = SpecPath.ruleLink(destination, from: spec.path),
                    !seen.contains(link.path), let other = lookUp(link.path)
                else { continue }
                seen.insert(link.path)
                linked.append(other)
            }
        }
        return Self.resolvingChecklists(
            ran, linked: runTables(of: linked, progress: nil), filter: filterText)
    }

    /// Every spec with its tables and rules run, checklists not yet resolved.
    func runTables(of specs: [Spec], progress: RunProgress?) -> [SpecResult] {
        let jobs = specs.indices.flatMap { specIndex in
            specs[specIndex].tables.indices.map { (spec: specIndex, table: $0) }
        }
        let selected = specs.map(filter.selectedTables)
        @Sendable func runs(_ job: (spec: Int, table: Int)) -> Bool {
            selected[job.spec].contains(job.table)
                && !(skipsMainActorTables
                    && tableRunner.runsOnMainActor(specs[job.spec].tables[job.table]))
        }
        @Sendable func result(_ job: (spec: Int, table: Int)) -> TableResult {
            let spec = specs[job.spec]
            let table = spec.tables[job.table]
            let result =
                runs(job)
                ? tableRunner.run(table, file: spec.path)
                : TableResult(
                    table: table, status: .skipped, problem: nil,
                    rows: table.rows.map { RowResult(row: $0, status: .notRun) })
            progress?.tableFinished(spec: job.spec, status: result.status)
            return result
        }
        let onMainActor = jobs.map {
            runs($0) && tableRunner.runsOnMainActor(specs[$0.spec].tables[$0.table])
        }
        var results = ParallelMap.map(Array(jobs.indices), minimumChunk: 8) { index in
            onMainActor[index] ? nil : result(jobs[index])
        }
        for index in jobs.indices where onMainActor[index] {
            results[index] = result(jobs[index])
        }
        var next = 0
        return specs.map { spec in
            let tables = Self.judgingPending(
                Array(results[next..<next + spec.tables.count].compactMap { $0 }), of: spec,
                strict: strict)
            next += spec.tables.count
            let rules = spec.rules.map { rule in
                RuleResult(
                    rule: rule,
                    status: rule.tableIndices.isEmpty
                        ? nil : RunStatus.combined(rule.tableIndices.map { tables[$0].status }))
            }
            return SpecResult(spec: spec, tables: tables, rules: rules, checklist: [])
        }
    }

    /// The tables of `spec` with the verdicts of its pending rules applied: each marker
    /// judges the tables whose nearest heading is its rule. The language server judges its
    /// runs with it too.
    package static func judgingPending(
        _ tables: [TableResult], of spec: Spec, strict: Bool
    ) -> [TableResult] {
        var judged = tables
        for rule in spec.rules {
            guard let marker = rule.pending else { continue }
            let own = tables.indices.filter { tables[$0].table.rule?.anchor == rule.anchor }
            let verdicts = PendingVerdict.judge(
                own.map { tables[$0] }, marker: marker, strict: strict)
            for (index, verdict) in zip(own, verdicts) {
                judged[index] = tables[index].judged(verdict)
            }
        }
        return judged
    }

    /// The run of `specs` (tables and rules already run) with every checklist item resolved
    /// against them and against `linked`, the specs outside the run that items link to (also
    /// already run). `filter` is the filter the run used, if any.
    public static func resolvingChecklists(
        _ specs: [SpecResult], linked: [SpecResult] = [], filter: String? = nil
    ) -> RunResult {
        let byPath = Dictionary((specs + linked).map { (Paths.normalize($0.spec.path), $0) }) {
            first, _ in first
        }
        let rulesByPath = byPath.mapValues { result in
            Dictionary(result.rules.map { ($0.rule.anchor, $0) }) { first, _ in first }
        }
        let results = specs.map { result in
            SpecResult(
                spec: result.spec, tables: result.tables, rules: result.rules,
                checklist: result.spec.checklist.map { item in
                    resolve(item, in: result.spec, byPath: byPath, rulesByPath: rulesByPath)
                })
        }
        return RunResult(specs: results, filter: filter)
    }

    private static func resolve(
        _ item: ChecklistItem, in spec: Spec, byPath: [String: SpecResult],
        rulesByPath: [String: [String: RuleResult]]
    ) -> ChecklistResult {
        /// The item is missing: its link leads to no rule with tables.
        func missing(_ reason: String) -> ChecklistResult.Outcome {
            .missing(
                Diagnostic(.checklist, at: FileLocation(file: spec.path, line: item.line), reason))
        }
        guard let destination = item.destination else {
            return ChecklistResult(
                item: item, target: nil, outcome: missing("the item links to no rule"))
        }
        guard let link = SpecPath.ruleLink(destination, from: spec.path) else {
            return ChecklistResult(
                item: item, target: nil,
                outcome: missing(
                    "\(destination) is not a link to a rule: write file.md#anchor or #anchor, relative to this file"
                ))
        }
        let target = (path: link.path, anchor: link.anchor)
        guard let result = byPath[link.path], let rules = rulesByPath[link.path] else {
            return ChecklistResult(
                item: item, target: target, outcome: missing("no file \(link.path)"))
        }
        guard let rule = rules[link.anchor] else {
            return ChecklistResult(
                item: item, target: target,
                outcome: missing("\(link.path) has no heading #\(link.anchor)"))
        }
        guard let status = rule.status else {
            return ChecklistResult(
                item: item, target: target,
                outcome: missing("rule #\(link.anchor) in \(link.path) has no event table"))
        }
        return ChecklistResult(
            item: item, target: target, outcome: .rule(status),
            firstProblem: status >= .failed ? firstProblem(of: rule.rule, in: result) : nil,
            pendingReason: status == .pending ? pendingReason(of: rule.rule, in: result) : nil)
    }

    /// The reason of the first pending table in a rule's section.
    private static func pendingReason(of rule: SpecRule, in result: SpecResult) -> String? {
        rule.tableIndices.lazy.compactMap { index in
            result.tables.indices.contains(index) ? result.tables[index].pending : nil
        }.first { $0.kind == .pending }?.marker.reason
    }

    /// `FILE:LINE: row N: ...` for the first failed or errored row of a rule's tables.
    private static func firstProblem(of rule: SpecRule, in result: SpecResult) -> String? {
        for index in rule.tableIndices where result.tables.indices.contains(index) {
            if let problem = result.tables[index].firstProblem {
                return "\(result.spec.path):\(problem.line): \(problem.message)"
            }
        }
        return nil
    }
}

extension SpecRunner {
    /// A runner that switches `fault` on for the tables of its model (`rulebook mutants`).
    init(registry: ModelRegistry, filter: TableFilter, fault: SeededFault?) {
        self.tableRunner = TableRunner(registry: registry, fault: fault)
        self.filter = filter
        self.filterText = filter.text
    }
}
