/// `rulebook merge`: the run that the shards' results files make together, the same run a
/// single run of every spec would have given.
package enum ResultsMerge {
    /// Combines results files into one run: the shards of one split (specs in the unsharded
    /// run's order), or whole runs of different specs (in the order given).
    ///
    /// Checklist items are resolved again against the combined run, since an item in one
    /// shard may link to a rule that ran in another; an item whose linked spec is in no
    /// file keeps the outcome its own run recorded.
    ///
    /// Throws when a file cannot be read back, when two files hold the same spec, or when
    /// the files are shards of different splits or some shard is missing.
    package static func merge(_ documents: [ResultsDocument]) throws(Diagnostic) -> RunResult {
        try checkShards(documents)
        var entries: [(position: Int, order: Int, result: SpecResult)] = []
        var seen: Set<String> = []
        for document in documents {
            let run = try document.runResult()
            for (spec, result) in zip(document.specs, run.specs) {
                guard seen.insert(Paths.normalize(spec.path)).inserted else {
                    throw Diagnostic(.results, "\(spec.path) is in more than one results file")
                }
                entries.append((spec.position, entries.count, result))
            }
        }
        // Shards go back to the unsharded order; whole runs stay in the order given.
        if documents.contains(where: { $0.shard != nil }) {
            entries.sort { ($0.position, $0.order) < ($1.position, $1.order) }
        }
        let recorded = entries.map(\.result)
        let resolved = SpecRunner.resolvingChecklists(
            recorded, filter: documents.first?.filter)
        return RunResult(
            specs: zip(recorded, resolved.specs).map { old, new in
                SpecResult(
                    spec: new.spec, tables: new.tables, rules: new.rules,
                    checklist: zip(old.checklist, new.checklist).map { old, new in
                        if let target = old.target, !seen.contains(Paths.normalize(target.path)) {
                            return old
                        }
                        return new
                    })
            }, filter: documents.first?.filter)
    }

    private static func checkShards(_ documents: [ResultsDocument]) throws(Diagnostic) {
        let shards = documents.compactMap(\.shard)
        guard let first = shards.first else { return }
        guard first.count >= 1, shards.count == documents.count,
            shards.allSatisfy({ $0.count == first.count })
        else {
            throw Diagnostic(.results, "the results files are not shards of the same split")
        }
        let indices = Set(shards.map(\.index))
        guard indices.count == shards.count, indices.allSatisfy({ (1...first.count).contains($0) })
        else {
            throw Diagnostic(.results, "a shard is given twice, or its number is out of range")
        }
        guard first.count == documents.count else {
            throw Diagnostic(
                .results,
                "\(documents.count) of \(first.count) shards given: merge needs every shard's results"
            )
        }
    }
}
