/// What `rulebook mutants` found: the plain run, and for every fault the rules that catch it.
public struct MutantsResult: Sendable {
    /// A rule (the nearest heading of a table) that catches a fault.
    public struct RuleRef: Sendable, Hashable {
        package let path: String
        public let title: String
        package let anchor: String?
        /// The line of the heading, or of the table when it has none.
        package let line: Int

        /// The nearest heading of `table`, a table of `spec`.
        package init(_ table: EventTable, in spec: Spec) {
            path = spec.path
            title = RuleTitle.of(table, path: spec.path)
            anchor = table.rule?.anchor
            line = table.rule.flatMap { spec.rule(anchor: $0.anchor)?.line } ?? table.line
        }
    }

    /// One fault and the rules whose tables pass without it and fail with it.
    public struct FaultOutcome: Sendable {
        public let fault: SeededFault
        /// The killing rules, in spec and document order.
        public let killers: [RuleRef]

        public var isKilled: Bool { !killers.isEmpty }
    }

    /// One required checklist item and the faults its rule kills.
    package struct RequiredCase: Sendable {
        package let path: String
        package let item: ChecklistItem
        /// The faults the item's rule kills, in the order they ran.
        package let kills: [SeededFault]
        /// Why the item could not be judged against every fault of its models, if so: it
        /// fails without any fault, or some faults of its models were not run.
        package let notJudged: String?

        /// Whether the item is flagged: its rule was judged and kills no fault.
        package var provesNothing: Bool { notJudged == nil && kills.isEmpty }
    }

    /// The run with no fault switched on.
    public let baseline: RunResult
    /// Every fault run, in order.
    public let faults: [FaultOutcome]
    /// Every checklist item of the specs, in order.
    package let required: [RequiredCase]

    package init(baseline: RunResult, faults: [FaultOutcome], required: [RequiredCase]) {
        self.baseline = baseline
        self.faults = faults
        self.required = required
    }

    /// The faults no rule caught.
    public var survivors: [FaultOutcome] { faults.filter { !$0.isKilled } }

    /// The required items that could not be judged (`RequiredCase.notJudged` says why).
    package var notJudged: [RequiredCase] { required.filter { $0.notJudged != nil } }

    /// The required items whose rule kills no fault.
    package var provingNothing: [RequiredCase] { required.filter(\.provesNothing) }

    /// Whether the specs prove every fault: the plain run passes, every fault is caught, and
    /// every judged required rule catches at least one.
    public var isPassing: Bool {
        baseline.isPassing && survivors.isEmpty && provingNothing.isEmpty
    }
}
