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

    /// `reason (line N: row 1: ...)`: the reason, then the first problem when there is one.
    var detail: String {
        marker.reason + (firstProblem.map { " (line \($0.line): \($0.message))" } ?? "")
    }

    /// The pending rules of a spec's run, in the order of their first table.
    static func of(_ spec: SpecResult) -> [PendingRule] {
        var rules: [PendingRule] = []
        var seen: Set<Int> = []
        for table in spec.tables {
            guard let pending = table.pending, pending.kind == .pending,
                seen.insert(pending.marker.line).inserted
            else { continue }
            let first = spec.tables.lazy.filter { $0.pending?.marker.line == pending.marker.line }
                .compactMap { $0.pendingRows(file: spec.spec.path).first }.first
            rules.append(
                PendingRule(
                    marker: pending.marker, title: RuleTitle.of(table.table, path: spec.spec.path),
                    firstProblem: first))
        }
        return rules
    }
}
