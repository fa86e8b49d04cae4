/// `rulebook merge`: the run that the shards' results files make together, the same run a
/// single run of every spec would have given.
package enum ResultsMerge {
    /// Combines results files into one run, as `merge(_:files:)` does, naming them by number.
    package static func merge(_ documents: [ResultsDocument]) throws(Diagnostic) -> RunResult {
        try merge(documents, files: [])
    }

    /// Combines results files into one run: the shards of one split (specs in the unsharded
    /// run's order), or whole runs of different specs (in the order given).
    ///
    /// Checklist items are resolved again against the combined run, since an item in one
    /// shard may link to a rule that ran in another; an item whose linked spec is in no
    /// file keeps the outcome its own run recorded.
    ///
    /// Throws when a file cannot be read back, when two files hold the same spec, when the
    /// files were written by another version of rulebook or in an older format, or when the
    /// files are shards of different splits, of different spec sets (another commit, another
    /// `--root`) or of different `--filter`s, or some shard is missing. `files` names the
    /// documents in messages (`results file 1`... for those it does not name).
    package static func merge(
        _ documents: [ResultsDocument], files: [String]
    ) throws(Diagnostic) -> RunResult {
        let names = documents.indices.map { files[safe: $0] ?? "results file \($0 + 1)" }
        try checkVersions(documents, names: names)
        try checkShards(documents)
        try checkSpecSets(documents, names: names)
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
        try checkSpecSet(of: recorded, against: documents)
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

    /// Every file is of this format version and was written by this rulebook, which reads the
    /// specs again and renders the reports: a merge is then one run of one version.
    private static func checkVersions(
        _ documents: [ResultsDocument], names: [String]
    ) throws(Diagnostic) {
        for (document, name) in zip(documents, names) {
            guard document.version == ResultsDocument.currentVersion else {
                throw Diagnostic(
                    .results,
                    "\(name) has results format version \(document.version) (rulebook \(document.rulebook)); merge needs files of version \(ResultsDocument.currentVersion): run every shard again with rulebook \(RulebookVersion.current)"
                )
            }
            guard document.rulebook == RulebookVersion.current else {
                throw Diagnostic(
                    .results,
                    "\(name) was written by rulebook \(document.rulebook), and this is rulebook \(RulebookVersion.current): run every shard and the merge with the same rulebook"
                )
            }
        }
    }

    /// The shards of a split ran on one spec set (the same files, texts and root) with one
    /// filter.
    private static func checkSpecSets(
        _ documents: [ResultsDocument], names: [String]
    ) throws(Diagnostic) {
        let shards = zip(documents, names).filter { $0.0.shard != nil }
        guard let (first, firstName) = shards.first else { return }
        for (document, name) in shards {
            guard let set = document.specSet else {
                throw Diagnostic(.results, "\(name) records no spec set (specSet)")
            }
            if let firstSet = first.specSet, set != firstSet {
                throw Diagnostic(
                    .results,
                    "\(firstName) and \(name) are shards of different spec sets (\(firstSet.files) files, fingerprint \(firstSet.fingerprint); \(set.files) files, fingerprint \(set.fingerprint)): run every shard on the same commit, with the same --root"
                )
            }
            guard document.filter == first.filter else {
                func shown(_ filter: String?) -> String {
                    filter.map { "--filter \"\($0)\"" } ?? "no --filter"
                }
                throw Diagnostic(
                    .results,
                    "\(firstName) ran with \(shown(first.filter)) and \(name) with \(shown(document.filter)): run every shard with the same filter"
                )
            }
        }
    }

    /// The specs of the shards, put together, are the spec set each shard recorded.
    private static func checkSpecSet(
        of specs: [SpecResult], against documents: [ResultsDocument]
    ) throws(Diagnostic) {
        guard let recorded = documents.first(where: { $0.shard != nil })?.specSet else { return }
        let merged = SpecSetDocument(
            names: specs.map(\.spec.path), texts: specs.map(\.spec.text))
        guard merged == recorded else {
            throw Diagnostic(
                .results,
                "the shards hold \(merged.files) spec files (fingerprint \(merged.fingerprint)), not the \(recorded.files) they ran on (fingerprint \(recorded.fingerprint))"
            )
        }
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

extension Array {
    fileprivate subscript(safe index: Int) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}
