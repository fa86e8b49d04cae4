/// `rulebook coverage`: runs the specs recording each row's (situation, verb) pair, lists the
/// pairs each model can reach, and puts them together per model and per rule.
package struct CoverageRunner: Sendable {
    /// The depth `rulebook coverage` explores to when none is given.
    package static let defaultDepth = 5

    package let registry: ModelRegistry
    /// How many events the search explores: at least this many, and by default as many as
    /// the rows of the model's longest table (`searchesLongestTable`).
    package let depth: Int
    /// Whether the search goes as deep as the model's longest table when that is deeper than
    /// `depth` (the default), so that every pair a row of the specs covers can be found
    /// reachable. `rulebook coverage --depth N` turns it off: the search then stops at N,
    /// and rows deeper than N are counted in `ModelCoverage.rowsBeyondSearch`.
    package var searchesLongestTable = true
    /// How many states the search of one model keeps at most: where a model's states never
    /// repeat, each event multiplies them, and the search stops short of `depth` (it says
    /// so, and rows deeper than it reached are counted in `ModelCoverage.rowsBeyondSearch`).
    package var maximumStates = 100_000

    package init(registry: ModelRegistry = .pureModels, depth: Int = CoverageRunner.defaultDepth) {
        self.registry = registry
        self.depth = depth
    }

    /// The coverage of the models of `specs` that declare situations (or of `models` alone,
    /// when given), with the run it measured.
    package func run(
        _ specs: [Spec], models chosen: [String] = [], lookUp: (String) -> Spec? = { _ in nil }
    ) throws(ModelError) -> (coverage: CoverageResult, run: RunResult) {
        var runner = SpecRunner(registry: registry)
        runner.recordsSituations = true
        let run = runner.run(specs, lookUp: lookUp)
        var names: [String] = []
        for model in chosen {
            let type = try registry.resolve(model)
            guard type is any ModelWithSituations.Type else {
                throw ModelError("\(type.descriptor.name) declares no situations")
            }
            if !names.contains(type.descriptor.name) { names.append(type.descriptor.name) }
        }
        if chosen.isEmpty {
            for spec in specs {
                for table in spec.tables {
                    guard let type = registry.model(named: table.modelName),
                        type is any ModelWithSituations.Type,
                        !names.contains(type.descriptor.name)
                    else { continue }
                    names.append(type.descriptor.name)
                }
            }
        }
        var models: [ModelCoverage] = []
        var rules: [RuleCoverage] = []
        for name in names.sorted() {
            guard let type = registry.model(named: name) as? any ModelWithSituations.Type else {
                continue
            }
            let (coverage, byRule) = measure(type, in: run)
            models.append(coverage)
            rules += byRule
        }
        return (CoverageResult(models: models, rules: rules, specsPass: run.isPassing), run)
    }

    private func measure<Model: ModelWithSituations>(
        _: Model.Type, in run: RunResult
    ) -> (ModelCoverage, [RuleCoverage]) {
        let descriptor = Model.descriptor
        let name = Keyword.normalize(descriptor.name)
        let longest =
            run.specs.lazy.flatMap(\.tables).filter {
                Keyword.normalize($0.table.modelName) == name
            }
            .map(\.table.rows.count).max() ?? 0
        var coverage = reachable(
            Model.self, depth: searchesLongestTable ? max(depth, longest) : depth)
        coverage.longestTable = longest
        var beyondSearch = 0
        var rules: [RuleCoverage] = []
        for spec in run.specs {
            for table in spec.tables
            where Keyword.normalize(table.table.modelName) == Keyword.normalize(descriptor.name) {
                let eventColumn = table.table.columns.firstIndex { $0.role == .event }
                for row in table.rows {
                    guard let situation = row.situation, let eventColumn,
                        eventColumn < row.row.cells.count,
                        let verb = Model.vocabulary.verb(
                            named: Keyword.normalize(row.row.cells[eventColumn].source))
                    else { continue }
                    if let searched = coverage.searchDepth, row.row.number > searched {
                        beyondSearch += 1
                    }
                    let pair = BehaviourPair(situation: situation, verb: verb.descriptor.name)
                    let covering = CoveringRow(
                        path: spec.spec.path, line: row.row.line, rule: table.table.rule?.title,
                        anchor: table.table.rule?.anchor)
                    coverage.cover(pair, by: covering)
                    guard let rule = table.table.rule else { continue }
                    if let index = rules.firstIndex(where: {
                        $0.path == spec.spec.path && $0.anchor == rule.anchor
                    }) {
                        if !rules[index].pairs.contains(pair) { rules[index].pairs.append(pair) }
                    } else {
                        rules.append(
                            RuleCoverage(
                                path: spec.spec.path, anchor: rule.anchor, title: rule.title,
                                model: descriptor.name, pairs: [pair]))
                    }
                }
            }
        }
        if coverage.searchDepth != nil { coverage.rowsBeyondSearch = beyondSearch }
        for index in coverage.pairs.indices where coverage.pairs[index].isCovered {
            coverage.pairs[index].suggestion = nil
            coverage.pairs[index].note = nil
        }
        for index in rules.indices {
            rules[index].pairs.removeAll {
                coverage.pair($0.situation, $0.verb)?.isReachable != true
            }
        }
        return (coverage, rules)
    }

    /// The pairs the model reaches, each with its suggested table, before any is covered.
    private func reachable<Model: ModelWithSituations>(_: Model.Type, depth: Int) -> ModelCoverage {
        let verbs = Model.descriptor.verbs.map(\.name)
        var coverage = ModelCoverage(
            model: Model.descriptor.name, reachableFrom: "", situations: Model.situations,
            verbs: verbs, pairs: [])
        if let explorable = Model.self as? any ModelWithExploration.Type {
            let (explored, completeDepth) = explore(
                explorable, as: Model.self, verbs: verbs.count, depth: depth)
            if let explored {
                coverage.reachableFrom =
                    completeDepth < depth
                    ? "explored to depth \(completeDepth) (the search stopped at \(maximumStates) states, short of depth \(depth))"
                    : "explored to depth \(depth)"
                coverage.searchDepth = completeDepth
                coverage.searchStopped = completeDepth < depth
                for (pair, options, rows) in explored {
                    let (table, note) = SuggestedTable.make(
                        Model.self, options: options, rows: rows)
                    coverage.add(
                        PairCoverage(
                            pair: pair, isReachable: true, rows: [], suggestion: table,
                            note: note))
                }
                return coverage
            }
        }
        coverage.reachableFrom = "every declared situation with every verb"
        for situation in Model.situations {
            for verb in verbs {
                coverage.add(
                    PairCoverage(
                        pair: BehaviourPair(situation: situation, verb: verb), isReachable: true,
                        rows: [], suggestion: nil,
                        note: "the model does not explore: no table can be suggested"))
            }
        }
        return coverage
    }

    /// Every pair the exploration reaches, over the model's option sets, with the options
    /// and rows of its shortest sequence (`nil` when its states name no situation), and the
    /// depth every option set was searched to in full.
    private func explore<Explored: ModelWithExploration, Model: RulebookModel>(
        _: Explored.Type, as _: Model.Type, verbs: Int, depth: Int
    ) -> ([(BehaviourPair, [ModelOption], [ExplorationRow])]?, Int) {
        var found: [(BehaviourPair, [ModelOption], [ExplorationRow])] = []
        var completeDepth = depth
        for options in Explored.explorationOptions {
            guard let start = try? Explored.exploration(options: ModelOptions(options), fault: nil)
            else { continue }
            if start.situation == nil { return (nil, depth) }
            let search = SituationSearch(
                start: start, depth: depth, verbs: verbs, maximumStates: maximumStates)
            completeDepth = min(completeDepth, search.completeDepth)
            for reached in search.reached {
                if let index = found.firstIndex(where: { $0.0 == reached.pair }) {
                    if reached.rows.count < found[index].2.count {
                        found[index] = (reached.pair, options, reached.rows)
                    }
                } else {
                    found.append((reached.pair, options, reached.rows))
                }
            }
        }
        return (found, completeDepth)
    }
}

extension ModelCoverage {
    /// Adds a pair, keeping the situations' and verbs' order of first appearance.
    mutating func add(_ entry: PairCoverage) {
        if !situations.contains(entry.pair.situation) { situations.append(entry.pair.situation) }
        if !verbs.contains(entry.pair.verb) { verbs.append(entry.pair.verb) }
        pairs.append(entry)
    }

    /// Notes a row that applied the pair's verb in its situation.
    mutating func cover(_ pair: BehaviourPair, by row: CoveringRow) {
        guard let index = pairs.firstIndex(where: { $0.pair == pair }) else {
            add(
                PairCoverage(
                    pair: pair, isReachable: false, rows: [row], suggestion: nil, note: nil))
            return
        }
        if !pairs[index].rows.contains(row) { pairs[index].rows.append(row) }
    }
}

extension SpecRunner {
    /// Whether each row's result records the model's situation before it.
    var recordsSituations: Bool {
        get { tableRunner.recordsSituations }
        set { tableRunner.recordsSituations = newValue }
    }
}
