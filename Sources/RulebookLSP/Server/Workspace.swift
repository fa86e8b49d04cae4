import Foundation
import Rulebook

/// The specs the server knows, by their path relative to the spec root (the process's
/// working directory, set to the workspace folder), and what their runs found.
///
/// An open document's text wins over the file's; every other spec is read from disk when a
/// checklist, a completion or a definition needs it. An edit re-runs only the edited spec's
/// tables, and of those only the ones it changed (a table equal to the one at its place
/// before, lines included, keeps its result), then resolves again the checklists that link
/// into it, in open and unopened specs alike.
///
/// Running stops between tables once `isStopped` says so (a cancelled request, a message
/// waiting): `result` is then `nil`, and the tables run so far are kept for the next call.
final class Workspace {
    /// Whether the work under way is to stop; checked before each table runs.
    var isStopped: () -> Bool = { false }
    private var runner: TableRunner
    /// The language of the specs that declare none (the client's `lang` initialization
    /// option, as `--lang` gives it to a run); English by default.
    var language: SpecLanguage {
        get { runner.language }
        set { runner.language = newValue }
    }
    /// The texts of open documents, by spec path.
    private var openTexts: [String: String] = [:]
    /// Parsed specs (open or read from disk), by spec path; `nil` for a path with no file.
    private var specs: [String: Spec?] = [:]
    /// Each spec with its tables and rules run, its checklist not resolved.
    private var tableRuns: [String: SpecResult] = [:]
    /// The last table results of each spec, kept across edits for the tables they leave as
    /// they were.
    private var lastTables: [String: [TableResult]] = [:]
    /// The tables that edits within tables' bodies changed since each spec's last complete
    /// run (`Spec.replacingLine`), by index; `nil` when any other edit came, and every
    /// table is compared with its last result.
    private var editedTables: [String: Set<Int>] = [:]
    /// Each spec's result with its checklist resolved against the specs it links to.
    private var results: [String: SpecResult] = [:]

    init(registry: ModelRegistry) {
        runner = TableRunner(registry: registry)
        // The server shows no timeline: rows keep no trace, which a large spec's results
        // would otherwise hold by the tens of thousands.
        runner.recordsTraces = false
    }

    /// Records an open document's text (or, with `nil`, that it was closed) and returns the
    /// spec paths whose results may have changed: the spec itself and every known spec with
    /// a checklist item that links into it.
    ///
    /// `editedLine`, the 1-based line an edit changed and its new content, lets an edit
    /// inside a table's body read that table again instead of the whole document
    /// (`Spec.replacingLine`).
    @discardableResult
    func setText(
        _ text: String?, of path: String, editedLine: (number: Int, content: String)? = nil
    ) -> [String] {
        let patched: Spec? =
            if let text, let editedLine, case .some(.some(let known)) = specs[path],
                let edited = known.replacingLine(editedLine.number, with: editedLine.content),
                edited.text == text
            {
                edited
            } else {
                nil
            }
        openTexts[path] = text
        if let patched, let editedLine,
            let table = patched.tables.lastIndex(where: { $0.line < editedLine.number })
        {
            editedTables[path]?.insert(table)
        } else {
            editedTables[path] = nil
        }
        specs[path] = patched.map { .some($0) }
        tableRuns[path] = nil
        var affected = [path]
        for (other, result) in results where other != path {
            if result.spec.checklist.contains(where: { links($0, in: result.spec, to: path) }) {
                affected.append(other)
            }
        }
        for stale in affected { results[stale] = nil }
        return affected
    }

    /// The spec at a path: the open text, else the file; `nil` when there is neither.
    func spec(_ path: String) -> Spec? {
        if let known = specs[path] { return known }
        let spec: Spec? =
            if let text = openTexts[path] {
                Spec(path: path, text: text)
            } else {
                SpecLoader.loadIfPresent(path)
            }
        specs[path] = spec
        return spec
    }

    /// The language a spec is written in: the one it declares, else the workspace's.
    func language(of path: String) -> SpecLanguage {
        spec(path)?.language ?? language
    }

    /// The run of a spec, checklist items resolved across files.
    func result(_ path: String) -> SpecResult? {
        if let known = results[path] { return known }
        guard let own = tableRun(path) else { return nil }
        var linked: [SpecResult] = []
        var seen: Set<String> = [path]
        for item in own.spec.checklist {
            guard let destination = item.destination,
                let link = SpecPath.ruleLink(destination, from: path),
                seen.insert(link.path).inserted
            else { continue }
            if let other = tableRun(link.path) {
                linked.append(other)
            } else if isStopped() {
                return nil
            }
        }
        let resolved =
            SpecRunner.resolvingChecklists([own], linked: linked).specs.first ?? own
        results[path] = resolved
        return resolved
    }

    /// Every Markdown file under the root, by spec path, for completion of rule links.
    func allSpecPaths() -> [String] {
        let found = (try? SpecLoader.files(["."])) ?? []
        var paths = Set(found.map { Paths.normalize($0) })
        paths.formUnion(openTexts.keys)
        return paths.sorted()
    }

    private func tableRun(_ path: String) -> SpecResult? {
        if let known = tableRuns[path] { return known }
        guard let spec = spec(path) else { return nil }
        // After edits within tables' bodies, only the tables they edited can differ from
        // their last results: those run again in place, the others' results are not copied.
        if let edited = editedTables[path], lastTables[path]?.count == spec.tables.count {
            var tables = lastTables.removeValue(forKey: path) ?? []
            for index in edited.sorted() where index < tables.count {
                if isStopped() {
                    // The tables run so far are kept; the edited set stays, for the next run.
                    lastTables[path] = tables
                    return nil
                }
                tables[index] = runner.run(spec.tables[index], file: path)
            }
            return finished(spec, at: path, tables: tables)
        }
        let last = lastTables[path] ?? []
        // Otherwise each table is compared with the one at its place.
        var tables: [TableResult] = []
        tables.reserveCapacity(spec.tables.count)
        var index = 0
        while index < spec.tables.count {
            // Reuse the results of the tables as they were, up to the next one to run.
            while index < spec.tables.count, index < last.count,
                last[index].table == spec.tables[index]
            {
                tables.append(last[index])
                index += 1
            }
            guard index < spec.tables.count else { break }
            if isStopped() {
                // The tables run so far are kept, the others' last results stay for the
                // next run to compare.
                lastTables[path] = tables + last.dropFirst(tables.count)
                return nil
            }
            let batch = runBatch(spec, from: index, last: last)
            tables += batch
            index += batch.count
        }
        return finished(spec, at: path, tables: tables)
    }

    /// Records a complete run of a spec's tables and returns the spec's result.
    private func finished(_ spec: Spec, at path: String, tables: [TableResult]) -> SpecResult {
        // The cache keeps each table's own result; pending rules are judged on every run.
        lastTables[path] = tables
        editedTables[path] = []
        let result = SpecRunner.specResult(spec, tables: tables, strict: false)
        tableRuns[path] = result
        return result
    }

    /// The results of the tables from `start` on, up to `batchSize` of them, run on every
    /// core (a table of an async model on this thread, where the main actor is): those equal
    /// to their last result keep it.
    private func runBatch(_ spec: Spec, from start: Int, last: [TableResult]) -> [TableResult] {
        let indices = Array(start..<min(spec.tables.count, start + Self.batchSize))
        let runner = runner
        let path = spec.path
        let kept: [TableResult?] = indices.map { index in
            guard index < last.count, last[index].table == spec.tables[index] else { return nil }
            return last[index]
        }
        // Only the tables to run are shared out: an edit's one table runs here, unshared.
        let pure = indices.indices.filter { offset in
            kept[offset] == nil && !runner.runsOnMainActor(spec.tables[indices[offset]])
        }
        let ran = ParallelMap.map(pure, minimumChunk: 4) { offset in
            runner.run(spec.tables[indices[offset]], file: path)
        }
        var results = kept
        for (offset, result) in zip(pure, ran) { results[offset] = result }
        return indices.indices.map { offset in
            results[offset] ?? runner.run(spec.tables[indices[offset]], file: path)
        }
    }

    /// How many tables run between two checks of `isStopped`.
    private static let batchSize = 128

    private func links(_ item: ChecklistItem, in spec: Spec, to path: String) -> Bool {
        guard let destination = item.destination,
            let link = SpecPath.ruleLink(destination, from: spec.path)
        else { return false }
        return link.path == path
    }
}
