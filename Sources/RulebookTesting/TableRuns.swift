import Rulebook

/// The tables of a `SpecSuite`, each run once and shared by its cases: a table's case and
/// the checklists case read the same result, so the checklists do not run every table
/// again. Each table runs on a thread of its own, as async models need.
actor TableRuns {
    private let registry: ModelRegistry
    private var runs: [Key: Task<TableResult, Never>] = [:]

    private struct Key: Hashable {
        let spec: String
        let table: Int
    }

    init(registry: ModelRegistry) {
        self.registry = registry
    }

    /// The table's own result (before its rule's `Pending:` marker is applied), run on first
    /// request.
    func own(_ index: Int, of spec: Spec) -> Task<TableResult, Never> {
        let key = Key(spec: spec.path, table: index)
        if let known = runs[key] { return known }
        let runner = TableRunner(registry: registry)
        let table = spec.tables[index]
        let path = spec.path
        let run = Task { await runner.runOnOwnThread(table, file: path) }
        runs[key] = run
        return run
    }

    /// Table `index` of `spec`, judged under its rule's `Pending:` marker (the rule's other
    /// tables are run too, as the verdict needs them).
    func judged(_ index: Int, of spec: Spec) async -> TableResult? {
        guard spec.tables.indices.contains(index) else { return nil }
        let anchor = spec.tables[index].rule?.anchor
        let isPending = spec.rules.contains { $0.anchor == anchor && $0.pending != nil }
        let indices =
            isPending
            ? spec.tables.indices.filter { spec.tables[$0].rule?.anchor == anchor } : [index]
        var results: [TableResult] = []
        for table in indices { results.append(await own(table, of: spec).value) }
        let judged = SpecRunner.judgingPending(results, of: spec, strict: false)
        return indices.firstIndex(of: index).map { judged[$0] }
    }

    /// Every table and rule of `spec`, judged, checklist not yet resolved.
    func specResult(_ spec: Spec) async -> SpecResult {
        var results: [TableResult] = []
        for table in spec.tables.indices { results.append(await own(table, of: spec).value) }
        return SpecRunner.specResult(spec, tables: results, strict: false)
    }
}
