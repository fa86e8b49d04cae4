import Rulebook

/// A rule marked `Pending:` that the product does not do yet (its tables are pending, not
/// failed), as the console, `--format github` and `--summary` list it: once per rule, at its
/// `Pending:` line, with the first thing the product does not do yet.
struct PendingRule {
    /// The rule's marker, with its line and reason.
    let marker: PendingMarker
    /// The rule's title, as `RuleTitle` words it.
    let title: String
    /// The first failed or errored row (or table problem) among the rule's tables.
    let firstProblem: Diagnostic?
    /// How many rows (or table problems) of the rule's tables do not pass yet: counted apart
    /// from real failures.
    let problemCount: Int

    /// `reason (line N: row 1: ...; 3 rows do not pass yet)`: the reason, then the first
    /// problem when there is one, and how many there are when there are more.
    var detail: String {
        guard let firstProblem else { return marker.reason }
        let more = problemCount > 1 ? "; \(problemCount) rows do not pass yet" : ""
        return marker.reason + " (line \(firstProblem.line): \(firstProblem.message)\(more))"
    }

    /// The pending rules of a spec's run, in the order of their first table.
    static func of(_ spec: SpecResult) -> [PendingRule] {
        var rules: [PendingRule] = []
        var seen: Set<Int> = []
        for table in spec.tables {
            guard let pending = table.pending, pending.kind == .pending,
                seen.insert(pending.marker.line).inserted
            else { continue }
            let problems = spec.tables.filter { $0.pending?.marker.line == pending.marker.line }
                .flatMap { $0.pendingRows(file: spec.spec.path) }
            rules.append(
                PendingRule(
                    marker: pending.marker, title: RuleTitle.of(table.table, path: spec.spec.path),
                    firstProblem: problems.first, problemCount: problems.count))
        }
        return rules
    }
}
