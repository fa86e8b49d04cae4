/// How a table, a rule or a whole run ended. Ordered from best to worst, so a rule takes
/// the `max` of its tables.
public enum RunStatus: Int, Comparable, Sendable, CustomStringConvertible {
    /// Left out by `--filter`.
    case skipped
    case passed
    /// A table of a rule marked `Pending:` (ahead of the product) that fails or errors: it
    /// does not fail the run. Ranked above passed and below failed.
    case pending
    case failed
    /// The table could not run (bad model, column, cell or label).
    case error

    public static func < (lhs: RunStatus, rhs: RunStatus) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The status of a group: the worst of its members that ran; `skipped` when none ran.
    package static func combined(_ statuses: some Sequence<RunStatus>) -> RunStatus {
        statuses.filter { $0 != .skipped }.max() ?? .skipped
    }

    public var description: String {
        switch self {
        case .skipped: "skipped"
        case .passed: "passed"
        case .pending: "pending"
        case .failed: "failed"
        case .error: "error"
        }
    }
}
