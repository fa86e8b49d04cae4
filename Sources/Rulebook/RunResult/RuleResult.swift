/// A heading after the run: the status of its own tables, which every count and badge
/// reports, and the status of its whole section, which a checklist link to it reports.
public struct RuleResult: Equatable, Sendable {
    public let rule: SpecRule
    /// The status of the heading's section (sub-headings included), as a checklist link to
    /// it reports (the contract's sections 1 and 4b): the worst of its tables that are not
    /// pending; pending only when every table that ran is pending, or when the heading's own
    /// rule is pending and the rest passes. `nil` when the section holds no table.
    public let status: RunStatus?
    /// The status of the tables whose nearest heading this is: the rule's status in every
    /// count and badge. `nil` when the heading has no table of its own (a page title that
    /// only holds other rules), so it is not counted as a rule.
    public let ownStatus: RunStatus?

    package init(rule: SpecRule, status: RunStatus?, ownStatus: RunStatus?) {
        self.rule = rule
        self.status = status
        self.ownStatus = ownStatus
    }

    /// A heading counted by its section's status, as before rules were judged by their own
    /// tables.
    @available(*, deprecated, message: "give ownStatus, the status of the rule's own tables")
    package init(rule: SpecRule, status: RunStatus?) {
        self.init(rule: rule, status: status, ownStatus: status)
    }

    /// The heading `rule` of a spec whose tables gave `tables` (judged under their pending
    /// markers): its own status and its section's.
    package init(_ rule: SpecRule, tables: [TableResult]) {
        var own: [RunStatus] = []
        var section: [RunStatus] = []
        // Read in place: a table is not copied out of `tables` to read its status.
        for index in rule.tableIndices where tables.indices.contains(index) {
            let status = tables[index].status
            section.append(status)
            if tables[index].table.rule?.anchor == rule.anchor { own.append(status) }
        }
        let ownStatus = own.isEmpty ? nil : RunStatus.combined(own)
        self.init(
            rule: rule,
            status: section.isEmpty
                ? nil : RunStatus.section(section, ownIsPending: ownStatus == .pending),
            ownStatus: ownStatus)
    }
}
