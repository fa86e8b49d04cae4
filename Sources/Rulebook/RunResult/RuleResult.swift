/// A heading after the run: the worst status of the tables in its section.
public struct RuleResult: Equatable, Sendable {
    public let rule: Rule
    /// `nil` when the section holds no table.
    public let status: Status?

    public init(rule: Rule, status: Status?) {
        self.rule = rule
        self.status = status
    }
}
