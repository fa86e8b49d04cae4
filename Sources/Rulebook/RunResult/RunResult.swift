/// A whole run: every spec file given, in order.
public struct RunResult: Equatable, Sendable {
    public let specs: [SpecResult]
    /// The `--filter` text the run used, if any.
    package let filter: String?

    package init(specs: [SpecResult], filter: String? = nil) {
        self.specs = specs
        self.filter = filter
    }

    package var tables: [TableResult] { specs.flatMap(\.tables) }
    package var checklist: [ChecklistResult] { specs.flatMap(\.checklist) }

    /// Whether some table ran: one of the run's own, or one a checklist item links to
    /// (run for the item). When none did, nothing was checked.
    package var checkedSomething: Bool {
        // Lazily, spec by spec: the tables of a large run are not copied into one array.
        specs.lazy.flatMap(\.tables).contains { $0.status != .skipped }
            || specs.lazy.flatMap(\.checklist).contains {
                if case .rule(let status) = $0.outcome { status != .skipped } else { false }
            }
    }

    /// Whether the run passes: something was checked, no table failed or errored (pending
    /// tables do not fail a run), and no checklist item fails (so a file of checklist items
    /// alone passes on its linked rules).
    public var isPassing: Bool {
        checkedSomething && specs.lazy.flatMap(\.tables).allSatisfy { $0.status < .failed }
            && !specs.lazy.flatMap(\.checklist).contains(where: \.isFailing)
    }
}
