/// A heading after the run: the worst status of the tables in its section.
public struct RuleResult: Equatable, Sendable {
    public let rule: SpecRule
    /// `nil` when the section holds no table.
    public let status: RunStatus?

    public init(rule: SpecRule, status: RunStatus?) {
        self.rule = rule
        self.status = status
    }
}
