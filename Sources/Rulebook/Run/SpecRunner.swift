/// Runs specs: every table (or those a filter selects), then every rule and checklist item.
public struct SpecRunner: Sendable {
    package internal(set) var tableRunner: TableRunner
    /// Which tables run; the others are reported as skipped.
    package var filter: TableFilter

    /// The filter as the user wrote it.
    package let filterText: String?
    /// Whether pending rules fail the run (`--strict`): their failing tables count as
    /// failed instead of pending.
    public var strict = false
    /// Whether tables of async models (`AsyncRulebookModel`) are left out as skipped, for
    /// runs on threads that cannot wait for the main actor (`rulebook mutants`' fault runs).
    var skipsMainActorTables = false

    /// Whether rows keep their traces (`TableRunner.recordsTraces`): a run whose reports
    /// draw no timeline and write no `--json` file may leave them out.
    package var recordsTraces: Bool {
        get { tableRunner.recordsTraces }
        set { tableRunner.recordsTraces = newValue }
    }

    /// How many rows of a table keep their traces (`TableRunner.tracedRowsPerTable`).
    package var tracedRowsPerTable: Int {
        get { tableRunner.tracedRowsPerTable }
        set { tableRunner.tracedRowsPerTable = newValue }
    }

    /// Whether rows keep what the model showed (`TableRunner.recordsActuals`): a run that
    /// writes no table back may leave it out.
    package var recordsActuals: Bool {
        get { tableRunner.recordsActuals }
        set { tableRunner.recordsActuals = newValue }
    }

    /// Whether rows keep what the model showed in their blank expectation cells
    /// (`TableRunner.recordsUncheckedValues`): a run that writes no report showing them may
    /// leave it out.
    package var recordsUncheckedValues: Bool {
        get { tableRunner.recordsUncheckedValues }
        set { tableRunner.recordsUncheckedValues = newValue }
    }

    /// The language of the specs that declare none (`TableRunner.language`, `--lang`).
    package var language: SpecLanguage {
        get { tableRunner.language }
        set { tableRunner.language = newValue }
    }

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
    /// async models (`AsyncRulebookModel`) run meanwhile, one by one, on the calling thread,
    /// which may have to serve the main actor. The result is the same, in the same order, as a serial
    /// run's.
    public func run(_ specs: [Spec], lookUp: (String) -> Spec? = { _ in nil }) -> RunResult {
        run(specs, lookUp: lookUp, progress: nil)
    }

    /// Runs the given specs (see `run(_:lookUp:)`); `progress`, if given, hears of every
    /// table (the command's progress line).
    package func run(
        _ specs: [Spec], lookUp: (String) -> Spec? = { _ in nil }, progress: RunProgress?
    ) -> RunResult {
        let ran = runTables(of: specs.count, progress: progress) { specs[$0] }
        return withLinkedSpecs(ran.results, of: ran.specs, lookUp: lookUp)
    }

    /// Reads the spec files and runs them (see `run(_:lookUp:)`): the files are read on the
    /// other cores while this thread runs the tables of async models of each file as soon as
    /// it is read, so their waits for the main actor overlap the reading. The result is the
    /// same as reading every file with `SpecLoader.load(files:)` and then running them.
    package func run(
        files: [String], lookUp: (String) -> Spec?, progress: RunProgress?
    ) -> RunResult {
        run(reading: SpecReading(files), lookUp: lookUp, progress: progress)
    }

    /// Runs the specs of `reading` (see `run(files:lookUp:progress:)`), whose files may have
    /// been started earlier.
    package func run(
        reading: SpecReading, lookUp: (String) -> Spec?, progress: RunProgress?
    ) -> RunResult {
        let ran = runTables(of: reading.files.count, progress: progress, specAt: reading.spec(at:))
        return withLinkedSpecs(ran.results, of: ran.specs, lookUp: lookUp)
    }

    /// The run of `results` (the specs `specs`, their tables run) with the specs their
    /// checklists link to run too, and every checklist resolved.
    private func withLinkedSpecs(
        _ results: [SpecResult], of specs: [Spec], lookUp: (String) -> Spec?
    ) -> RunResult {
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
        let linkedResults = runTables(of: linked.count, progress: nil) { linked[$0] }.results
        return Self.resolvingChecklists(results, linked: linkedResults, filter: filterText)
    }

    /// `count` specs, each given by `specAt` (which may wait for it to be read), with their
    /// tables and rules run. The pure models' tables of each spec start on the other cores
    /// as soon as it is there; the async models' ones run on this thread, which may have to
    /// serve the main actor.
    private func runTables(
        of count: Int, progress: RunProgress?, specAt: (Int) -> Spec
    ) -> (specs: [Spec], results: [SpecResult]) {
        var specs: [Spec] = []
        var pure: [PureTables] = []
        var waited: [[(index: Int, result: TableResult)]] = []
        for specIndex in 0..<count {
            let spec = specAt(specIndex)
            specs.append(spec)
            progress?.specRead(specIndex, tableCount: spec.tables.count)
            let selected = filter.selectedTables(of: spec)
            let runner = tableRunner
            let skipsMainActorTables = skipsMainActorTables
            let runs = spec.tables.indices.map { index in
                selected.contains(index)
                    && !(skipsMainActorTables && runner.runsOnMainActor(spec.tables[index]))
            }
            let onMainActor = spec.tables.indices.map { index in
                runs[index] && runner.runsOnMainActor(spec.tables[index])
            }
            @Sendable func result(_ index: Int) -> TableResult {
                // The table is read where it lies in the spec, not copied out to be run.
                let result =
                    runs[index]
                    ? runner.run(spec.tables[index], file: spec.path)
                    : TableResult(
                        table: spec.tables[index], status: .skipped, problem: nil,
                        rows: spec.tables[index].rows.map { RowResult(row: $0, status: .notRun) })
                progress?.tableFinished(spec: specIndex, status: result.status)
                return result
            }
            @Sendable func pureResults() -> [TableResult?] {
                ParallelMap.map(Array(spec.tables.indices), minimumChunk: 8) { index in
                    onMainActor[index] ? nil : result(index)
                }
            }
            // The last spec's pure tables run here when this thread has nothing else to do.
            if specIndex == count - 1 && !onMainActor.contains(true) {
                pure.append(.done(pureResults()))
            } else {
                pure.append(.inBackground(BackgroundWork(pureResults)))
            }
            waited.append(spec.tables.indices.filter { onMainActor[$0] }.map { ($0, result($0)) })
        }
        var results: [SpecResult] = []
        for specIndex in specs.indices {
            // Taken, so that this is the only copy of the results and they move, not copy.
            var tables = pure[specIndex].take()
            for (index, table) in waited[specIndex] { tables[index] = table }
            var ran: [TableResult] = []
            ran.reserveCapacity(tables.count)
            for index in tables.indices {
                if let table = tables[index].take() { ran.append(table) }
            }
            results.append(Self.specResult(specs[specIndex], tables: ran, strict: strict))
        }
        return (specs, results)
    }

    /// The results of a spec's pure models' tables: made, or being made on another thread.
    private enum PureTables {
        case done([TableResult?])
        case inBackground(BackgroundWork<[TableResult?]>)

        /// The results, leaving none behind (nor the work that made them), so that the
        /// caller holds their only copy.
        mutating func take() -> [TableResult?] {
            let results =
                switch self {
                case .done(let results): results
                case .inBackground(let work): work.wait()
                }
            self = .done([])
            return results
        }
    }

    /// A spec's result from its tables' results: its pending rules judged, each rule's
    /// status combined from its tables', the checklist not yet resolved. The language server
    /// and `RulebookTesting` make theirs with it too.
    package static func specResult(
        _ spec: Spec, tables: [TableResult], strict: Bool
    ) -> SpecResult {
        let tables = judgingPending(tables, of: spec, strict: strict)
        let rules = spec.rules.map { RuleResult($0, tables: tables) }
        return SpecResult(spec: spec, tables: tables, rules: rules, checklist: [])
    }

    /// The tables of `spec` with the verdicts of its pending rules applied: each marker
    /// judges the tables whose nearest heading is its rule (`RulebookTesting` judges a
    /// single table with it).
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
    package static func resolvingChecklists(
        _ specs: [SpecResult], linked: [SpecResult] = [], filter: String? = nil
    ) -> RunResult {
        let byPath = Dictionary((specs + linked).map { (Paths.normalize($0.spec.path), $0) }) {
            first, _ in first
        }
        // Each rule by its index, not copied: a spec may have thousands.
        let rulesByPath = byPath.mapValues { result in
            Dictionary(result.rules.indices.map { (result.rules[$0].rule.anchor, $0) }) {
                first, _ in first
            }
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
        rulesByPath: [String: [String: Int]]
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
        guard let rule = rules[link.anchor].map({ result.rules[$0] }) else {
            let nearest = AnchorSuggestion.closest(
                to: link.anchor, among: result.spec.rules.map(\.anchor))
            let reason =
                "\(link.path) has no heading #\(link.anchor)"
                + (nearest.map { ": did you mean #\($0)?" } ?? "")
            return ChecklistResult(
                item: item, target: target,
                outcome: .missing(
                    Diagnostic(
                        .checklist, at: FileLocation(file: spec.path, line: item.line), reason,
                        suggestion: nearest)))
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

    /// `FILE:LINE: row N: ...` for the first failed or errored row of a rule's tables that
    /// are not pending (a pending table's rows are what the product does not do yet).
    private static func firstProblem(of rule: SpecRule, in result: SpecResult) -> String? {
        for index in rule.tableIndices where result.tables.indices.contains(index) {
            guard result.tables[index].status != .pending else { continue }
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
