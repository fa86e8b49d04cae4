/// A checklist item after the run: a test case of its own, ticked from its rule's status.
public struct ChecklistResult: Equatable, Sendable {
    /// How a required case stands.
    public enum Outcome: Equatable, Sendable {
        /// The linked rule ran with this status; `skipped` when the filter left all of its
        /// tables out.
        case rule(RunStatus)
        /// The link leads to no rule with tables; the item fails, for this reason (a
        /// `.checklist` diagnostic at the item's line).
        case missing(Diagnostic)
    }

    public let item: ChecklistItem
    /// The linked spec's path and anchor, when the link could be resolved.
    package let target: (path: String, anchor: String)?
    public let outcome: Outcome
    /// Where the linked rule first went wrong (`FILE:LINE: row N: ...`), when it failed.
    package let firstProblem: String?
    /// The reason of the `Pending:` marker that makes the item pending, when it is.
    package let pendingReason: String?

    package init(
        item: ChecklistItem, target: (path: String, anchor: String)?, outcome: Outcome,
        firstProblem: String? = nil, pendingReason: String? = nil
    ) {
        self.item = item
        self.target = target
        self.outcome = outcome
        self.firstProblem = firstProblem
        self.pendingReason = pendingReason
    }

    /// The item as a test case: its rule's status, and `failed` when it is missing.
    public var status: RunStatus {
        switch outcome {
        case .rule(let status): status
        case .missing: .failed
        }
    }

    /// Why this item makes the run fail, or `nil` when it does not.
    public var failure: String? {
        let problem = firstProblem.map { " (\($0))" } ?? ""
        return switch outcome {
        case .missing(let reason): "is missing: \(reason.message)"
        case .rule(.failed): "links to a rule that failed" + problem
        case .rule(.error): "links to a rule with errors" + problem
        case .rule: nil
        }
    }

    /// Whether this item makes the run fail.
    package var isFailing: Bool { failure != nil }

    public static func == (lhs: ChecklistResult, rhs: ChecklistResult) -> Bool {
        lhs.item == rhs.item && lhs.target?.path == rhs.target?.path
            && lhs.target?.anchor == rhs.target?.anchor && lhs.outcome == rhs.outcome
            && lhs.firstProblem == rhs.firstProblem && lhs.pendingReason == rhs.pendingReason
    }
}
