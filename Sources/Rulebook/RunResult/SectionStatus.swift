extension RunStatus {
    /// The status of a heading's section, from the statuses of its tables (the contract's
    /// section 4b): a proposal added to a section never changes the status of the rules
    /// already built there, so pending tables count only when every table that ran is
    /// pending. Otherwise the section takes the worst of its tables that are not pending,
    /// except that a heading whose own rule is pending (`ownIsPending`) stays pending while
    /// the rest of its section passes. `skipped` when no table ran.
    package static func section(
        _ statuses: some Sequence<RunStatus>, ownIsPending: Bool
    ) -> RunStatus {
        var built = RunStatus.skipped
        var anyPending = false
        for status in statuses {
            if status == .pending {
                anyPending = true
            } else if status > built {
                built = status
            }
        }
        guard anyPending else { return built }
        return built == .skipped || (built == .passed && ownIsPending) ? .pending : built
    }
}
