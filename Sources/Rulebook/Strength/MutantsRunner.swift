/// Runs specs once per seeded fault, in parallel, and finds which rules catch each fault.
///
/// A fault is killed by a rule when a table of that rule passes without the fault and
/// fails (or errors) with it. A required checklist item kills the faults for which its
/// linked rule passes without them and fails with them.
public struct MutantsRunner: Sendable {
    package let registry: ModelRegistry

    public init(registry: ModelRegistry = .pureModels) {
        self.registry = registry
    }

    /// Runs the plain specs and every fault in `faults`, spreading the runs over every core.
    /// `lookUp` is as in `SpecRunner.run`.
    public func run(
        _ specs: [Spec], faults: [SeededFault],
        lookUp: @Sendable (String) -> Spec? = { _ in nil }
    ) -> MutantsResult {
        // The plain run on this thread, where tables of async models can wait for the main
        // actor. The faults of pure models run in parallel and leave the async models' tables
        // out (no such fault reaches them); the faults of async models (the adapter models)
        // then run one by one on this thread, each with its model's tables only (no other
        // table can change).
        let baseline = SpecRunner(registry: registry, filter: TableFilter(nil), fault: nil)
            .run(specs, lookUp: lookUp)
        let isAsync = faults.map { registry.model(named: $0.model) is any AsyncRulebookModel.Type }
        let pure = faults.indices.filter { !isAsync[$0] }
        let pureRuns = ParallelMap.map(pure) { [registry] index in
            var runner = SpecRunner(
                registry: registry, filter: TableFilter(nil), fault: faults[index])
            runner.skipsMainActorTables = true
            return runner.run(specs, lookUp: lookUp)
        }
        var runs = [RunResult?](repeating: nil, count: faults.count)
        for (index, run) in zip(pure, pureRuns) { runs[index] = run }
        for index in faults.indices where isAsync[index] {
            var filter = TableFilter(nil)
            filter.models = [Keyword.normalize(faults[index].model)]
            let runner = SpecRunner(registry: registry, filter: filter, fault: faults[index])
            runs[index] = runner.run(specs, lookUp: lookUp)
        }
        let results = [baseline] + runs.map { $0 ?? RunResult(specs: []) }
        let outcomes = zip(faults, results.dropFirst()).map { fault, run in
            MutantsResult.FaultOutcome(fault: fault, killers: killers(baseline, run))
        }
        return MutantsResult(
            baseline: baseline, faults: outcomes,
            required: required(
                baseline, outcomes: Array(zip(faults, results.dropFirst())), ran: faults))
    }

    /// The rules with a table that passed in `baseline` and failed in `run`, once each. A
    /// pending rule's tables never passed in `baseline` (pending, or failed when they all
    /// pass), so pending rules stay out of every verdict.
    private func killers(_ baseline: RunResult, _ run: RunResult) -> [MutantsResult.RuleRef] {
        var rules: [MutantsResult.RuleRef] = []
        for (plain, faulty) in zip(baseline.specs, run.specs) {
            for (table, result) in zip(plain.tables, faulty.tables)
            where table.status == .passed && result.status >= .failed {
                let rule = MutantsResult.RuleRef(table.table, in: plain.spec)
                if !rules.contains(rule) { rules.append(rule) }
            }
        }
        return rules
    }

    private func required(
        _ baseline: RunResult, outcomes: [(SeededFault, RunResult)], ran: [SeededFault]
    ) -> [MutantsResult.RequiredCase] {
        baseline.specs.enumerated().flatMap { specIndex, spec in
            spec.checklist.enumerated().map { itemIndex, check in
                let kills = outcomes.compactMap { fault, run -> SeededFault? in
                    let faulty = run.specs[specIndex].checklist[itemIndex].outcome
                    guard check.outcome == .rule(.passed), case .rule(let status) = faulty,
                        status >= .failed
                    else { return nil }
                    return fault
                }
                return MutantsResult.RequiredCase(
                    path: spec.spec.path, item: check.item, kills: kills,
                    notJudged: notJudged(check, in: baseline, ran: ran))
            }
        }
    }

    /// Why an item cannot be judged: it fails (or did not run) without faults, or some
    /// faults of the models its rule uses were not run.
    private func notJudged(
        _ check: ChecklistResult, in baseline: RunResult, ran: [SeededFault]
    ) -> String? {
        guard check.outcome == .rule(.passed) else {
            if check.outcome == .rule(.pending) {
                return "its rule is pending (ahead of the product), so no fault can be judged"
            }
            return check.failure.map { "it \($0) without any fault" }
                ?? "its rule was not part of this run"
        }
        guard let target = check.target,
            let spec = baseline.specs.first(where: {
                Paths.normalize($0.spec.path) == target.path
            }),
            let rule = spec.spec.rule(anchor: target.anchor)
        else { return nil }
        let models = Set(
            rule.tableIndices.map { Keyword.normalize(spec.tables[$0].table.modelName) })
        let withFaults = models.filter { model in
            registry.faults.contains { Keyword.normalize($0.model) == model }
        }
        guard !withFaults.isEmpty else {
            return "its models (\(models.sorted().joined(separator: ", "))) declare no faults"
        }
        let left = models.filter { model in
            registry.faults.contains { Keyword.normalize($0.model) == model && !ran.contains($0) }
        }
        guard !left.isEmpty else { return nil }
        return "not every fault of \(left.sorted().joined(separator: ", ")) was run"
    }
}
