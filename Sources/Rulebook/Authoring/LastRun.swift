import Foundation

/// The rules whose tables failed or errored in the last run, kept in a small file so that
/// `--rerun-failed` runs only those. Rules are named by spec path and heading anchor, so a
/// record survives edits that move lines.
package struct LastRun: Equatable, Sendable {
    /// Where `rulebook check` keeps the record, relative to the working folder.
    package static let defaultPath = ".build/rulebook-last-run"

    /// The rules (spec path and anchor) with a failed or errored table.
    package var failedRules: Set<RuleLocation>

    package init(failedRules: Set<RuleLocation>) {
        self.failedRules = failedRules
    }

    /// The record of `result`. A rule that this run skipped (filtered out) keeps its place
    /// from `previous`, so a partial run does not forget an earlier failure.
    package init(_ result: RunResult, previous: LastRun? = nil) {
        var failed: Set<RuleLocation> = []
        var skipped: Set<RuleLocation> = []
        for spec in result.specs {
            let path = Paths.normalize(spec.spec.path)
            for table in spec.tables {
                let location = RuleLocation(
                    normalizedPath: path, anchor: table.table.rule?.anchor ?? "")
                switch table.status {
                case .failed, .error: failed.insert(location)
                case .skipped: skipped.insert(location)
                case .passed, .pending: continue
                }
            }
        }
        failedRules = failed.union(previous?.failedRules.intersection(skipped) ?? [])
    }

    /// The record as text: one `path<TAB>anchor` line per rule, sorted.
    package var text: String {
        failedRules.map { "\($0.path)\t\($0.anchor)\n" }.sorted().joined()
    }

    /// Reads a record written by `text`; `nil` when there is none at `path`.
    package static func read(_ path: String) -> LastRun? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n")
        return LastRun(
            failedRules: Set(
                lines.compactMap { line in
                    let parts = line.split(separator: "\t", omittingEmptySubsequences: false)
                    guard parts.count == 2 else { return nil }
                    return RuleLocation(path: String(parts[0]), anchor: String(parts[1]))
                }))
    }

    /// Writes the record atomically to `path`, creating its folder.
    package func write(to path: String) throws(Diagnostic) {
        try OutputFiles.writeAtomically(text, to: path)
    }
}

/// A rule named by its spec's path (normalised) and its heading's anchor (empty for tables
/// above every heading).
package struct RuleLocation: Hashable, Sendable {
    package let path: String
    package let anchor: String

    package init(path: String, anchor: String) {
        self.init(normalizedPath: Paths.normalize(path), anchor: anchor)
    }

    /// A rule of the spec at `path`, already normalised.
    init(normalizedPath path: String, anchor: String) {
        self.path = path
        self.anchor = anchor
    }

    /// The rule a table belongs to.
    package init(path: String, table: EventTable) {
        self.init(path: path, anchor: table.rule?.anchor ?? "")
    }
}
