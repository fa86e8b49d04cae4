import Rulebook

/// What `--history` says about the rules of this run: the new failures, the fixes, the
/// flaky rules, the rules whose tables were removed and the removed required cases, each in the history's order (by
/// path and anchor), and each rule's change by its spec path and anchor. Only rules of
/// specs in this run count.
struct RunTrends {
    let newFailures: [RunHistory.Rule]
    let fixed: [RunHistory.Rule]
    let flaky: [RunHistory.Rule]
    let removed: [RunHistory.Rule]
    /// The checklist items (required cases) deleted since the last run.
    let removedCases: [RunHistory.Rule]
    /// Each changed rule's change, by shown path, then anchor.
    private let changes: [String: [String: RunHistory.Change]]

    init(history: RunHistory, result: RunResult, context: ReportContext) {
        let paths = Set(result.specs.map { context.shownPath($0.spec.path) })
        var changes: [String: [String: RunHistory.Change]] = [:]
        var lists: [RunHistory.Change: [RunHistory.Rule]] = [:]
        for rule in history.rules where paths.contains(rule.path) {
            guard let change = rule.change else { continue }
            changes[rule.path, default: [:]][rule.anchor] = change
            lists[change, default: []].append(rule)
        }
        self.changes = changes
        newFailures = lists[.newFailure] ?? []
        fixed = lists[.fixed] ?? []
        flaky = lists[.flaky] ?? []
        removed = lists[.removed] ?? []
        removedCases = history.cases.filter { paths.contains($0.path) && $0.change == .removed }
    }

    /// Whether no rule changed and no required case was removed.
    var isEmpty: Bool { changes.isEmpty && removedCases.isEmpty }

    /// The change of the rule at `anchor` of the spec shown as `shownPath`, if any.
    func change(shownPath: String, anchor: String) -> RunHistory.Change? {
        changes[shownPath]?[anchor]
    }

    /// The changed rules of the spec shown as `shownPath`, by anchor.
    func changes(shownPath: String) -> [String: RunHistory.Change] {
        changes[shownPath] ?? [:]
    }
}
