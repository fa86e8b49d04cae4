/// How a table of a pending rule (a rule marked `Pending:`) was judged.
///
/// While any table of the rule fails or errors, the rule is ahead of the product: all of
/// its tables are `pending` and do not fail the run. Once they all pass, the marker is
/// stale: the tables count as failed until the `Pending:` line is removed. `--strict`
/// counts pending tables as failed too.
package struct PendingVerdict: Equatable, Sendable {
    package enum Kind: String, Equatable, Sendable {
        /// Some table of the rule fails or errors: the table is pending.
        case pending
        /// Every table of the rule passes: the product does it now, so the table fails
        /// with a message telling the author to remove the `Pending:` line.
        case built
        /// Some table of the rule fails or errors, and `--strict` counts it as failed.
        case strict
    }

    package let kind: Kind
    /// The rule's marker, with its reason.
    package let marker: PendingMarker
    /// What the table's own rows gave, before the rule's marker was applied.
    package let ownStatus: RunStatus

    package init(kind: Kind, marker: PendingMarker, ownStatus: RunStatus) {
        self.kind = kind
        self.marker = marker
        self.ownStatus = ownStatus
    }

    /// The table's status under this verdict.
    package var status: RunStatus {
        switch kind {
        case .pending: .pending
        case .built: .failed
        case .strict: max(.failed, ownStatus)
        }
    }

    /// Why the table fails the run (`built`, `strict`), or `nil` while it is pending.
    package var failure: String? {
        switch kind {
        case .pending: nil
        case .built:
            "the rule is marked Pending: but all its tables pass: the product does this now, so remove the Pending: line (it is now a rule that passes)"
        case .strict: "pending (--strict counts pending rules as failed): \(marker.reason)"
        }
    }

    /// The verdicts of the tables of a pending rule, given their own results (all ran or
    /// skipped by the filter); `nil` for each table when none of them ran.
    static func judge(
        _ tables: [TableResult], marker: PendingMarker, strict: Bool
    ) -> [PendingVerdict?] {
        let ran = tables.filter { $0.status != .skipped }
        guard !ran.isEmpty else { return tables.map { _ in nil } }
        let kind: Kind =
            ran.allSatisfy { $0.status == .passed } ? .built : strict ? .strict : .pending
        return tables.map { table in
            table.status == .skipped
                ? nil : PendingVerdict(kind: kind, marker: marker, ownStatus: table.status)
        }
    }
}
