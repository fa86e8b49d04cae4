import RulebookModels

/// The exploration of the `optimistic` model on two records: taps, syncs with either value
/// and account switches, plus the saved (with either value), rejected and uncertain answers
/// to each of the last writes still out, repeated or late.
package struct OptimisticExploration: ModelExploration {
    package enum Event: Sendable, Hashable {
        case tap(record: Int)
        case saved(write: Int, value: Bool)
        case rejected(write: Int)
        case uncertain(write: Int)
        case synced(record: Int, value: Bool)
        case switchAccount
    }

    /// What an event did.
    package enum Outcome: Sendable, Equatable {
        case started, applied, ignored
    }

    static let recordIDs = [1, 2]
    /// How many of the latest writes may still be answered; older answers are lost.
    static let writesOut = 3

    var records = OptimisticRecords<Int, Bool>(initialValue: false)
    /// Every write started, oldest first.
    var writes: [WriteTicket<Int>] = []

    init(fault: OptimisticFault?) {
        records.fault = fault
    }

    package static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.writes == rhs.writes && lhs.records == rhs.records
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(writes)
        hasher.combine(records.session)
        for id in Self.recordIDs {
            let state = records[id]
            hasher.combine(state.confirmed)
            hasher.combine(state.visible)
            hasher.combine(state.pending)
            hasher.combine(state.needsSync)
        }
    }

    package func events() -> [Event] {
        var events: [Event] = Self.recordIDs.map { .tap(record: $0) }
        for write in writes.indices.suffix(Self.writesOut) {
            events += [
                .saved(write: write, value: true), .saved(write: write, value: false),
                .rejected(write: write), .uncertain(write: write),
            ]
        }
        for id in Self.recordIDs {
            events += [.synced(record: id, value: true), .synced(record: id, value: false)]
        }
        events.append(.switchAccount)
        return events
    }

    package mutating func apply(_ event: Event) -> Outcome {
        switch event {
        case .tap(let id):
            guard case .saving(let ticket) = records.tap(id, value: !records[id].visible) else {
                return .ignored
            }
            writes.append(ticket)
            return .started
        case .saved(let write, let value):
            return Self.outcome(records.saved(writes[write], value: value))
        case .rejected(let write):
            return Self.outcome(records.rejected(writes[write]))
        case .uncertain(let write):
            return Self.outcome(records.uncertain(writes[write]))
        case .synced(let id, let value):
            records.synced(id, value: value)
            return .applied
        case .switchAccount:
            records.switchAccount(initialValue: false)
            return .applied
        }
    }

    private static func outcome(_ outcome: WriteOutcome) -> Outcome {
        outcome == .accepted ? .applied : .ignored
    }

    package func row(for event: Event) -> ExplorationRow {
        switch event {
        case .tap(let id):
            // A tap flips what the record shows (the value the exploration applies).
            return ExplorationRow(
                "tap",
                [
                    "record": "\(id)", "value": records[id].visible ? "off" : "on",
                    "ticket": ExplorationRow.label(writes.count),
                ])
        case .saved(let write, let value):
            return ExplorationRow(
                "saved", ["ticket": ExplorationRow.label(write), "value": value ? "on" : "off"])
        case .rejected(let write):
            return ExplorationRow("rejected", ["ticket": ExplorationRow.label(write)])
        case .uncertain(let write):
            return ExplorationRow("uncertain", ["ticket": ExplorationRow.label(write)])
        case .synced(let id, let value):
            return ExplorationRow("synced", ["record": "\(id)", "value": value ? "on" : "off"])
        case .switchAccount:
            return ExplorationRow("switch account", ["value": "off"])
        }
    }

    /// The write an answer event is about, if it is one.
    private func answered(_ event: Event) -> WriteTicket<Int>? {
        switch event {
        case .saved(let write, _), .rejected(let write), .uncertain(let write): writes[write]
        case .tap, .synced, .switchAccount: nil
        }
    }

    package static let invariants: [ModelInvariant<Self>] = [
        ModelInvariant("visible equals confirmed unless a write is pending") { state in
            recordIDs.allSatisfy { id in
                let record = state.records[id]
                return record.visible == record.confirmed || record.pending != nil
            }
        },
        ModelInvariant("no old-session or foreign-ticket outcome is applied") {
            before, event, outcome, after in
            guard let ticket = before.answered(event), outcome == .applied
            else { return true }
            return ticket.session == before.records.session
                && before.records[ticket.record].pending == ticket
        },
        ModelInvariant("a record needing a sync accepts no tap") { before, event, outcome, after in
            guard case .tap(let id) = event, before.records[id].needsSync else {
                return true
            }
            return outcome == .ignored
        },
        ModelInvariant("a record with a write in flight accepts no tap") {
            before, event, outcome, after in
            guard case .tap(let id) = event, before.records[id].pending != nil else {
                return true
            }
            return outcome == .ignored
        },
        ModelInvariant("a tap shows the tapped value at once") { before, event, outcome, after in
            guard case .tap(let id) = event, outcome == .started else { return true }
            return after.records[id].visible != before.records[id].visible
        },
        ModelInvariant("a tap on an idle record starts a write, whatever other records do") {
            before, event, outcome, after in
            guard case .tap(let id) = event, before.records[id].isTappable else {
                return true
            }
            return outcome == .started
        },
        ModelInvariant("a confirmation shows the server's value") { before, event, outcome, after in
            guard case .saved(let write, let value) = event, outcome == .applied
            else { return true }
            let record = after.records[after.writes[write].record]
            return record.confirmed == value && record.visible == value
        },
        ModelInvariant("a rejection leaves the record tappable") { before, event, outcome, after in
            guard case .rejected(let write) = event, outcome == .applied else {
                return true
            }
            return after.records[after.writes[write].record].isTappable
        },
        ModelInvariant("an uncertain outcome needs a sync") { before, event, outcome, after in
            guard case .uncertain(let write) = event, outcome == .applied else {
                return true
            }
            return after.records[after.writes[write].record].needsSync
        },
        ModelInvariant("an account switch replaces every record") { before, event, outcome, after in
            guard case .switchAccount = event else { return true }
            return recordIDs.allSatisfy {
                after.records[$0] == OptimisticValue<Int, Bool>(false)
            }
        },
        ModelInvariant("an ignored event changes nothing") { before, event, outcome, after in
            outcome != .ignored || after.records == before.records
        },
    ]
}

extension OptimisticSpecModel: ModelWithExploration {
    package static func exploration(
        options: ModelOptions, fault: FaultSwitch?
    ) throws(ModelError) -> OptimisticExploration {
        OptimisticExploration(
            fault: try fault.map { fault throws(ModelError) in
                try Self.seeded(fault, as: OptimisticFault.self)
            })
    }
}

// The situations: how the table's first record stands (record 1 in the exploration).
extension OptimisticExploration {
    package var situation: String? { Self.situation(of: records[1]) }

    /// `record 1 idle`, `record 1 saving`, `record 1 needs sync`, `record 1 saving, needs
    /// sync`.
    package static func situation<ID, Value>(of record: OptimisticValue<ID, Value>) -> String {
        switch (record.isSaving, record.needsSync) {
        case (false, false): "record 1 idle"
        case (true, false): "record 1 saving"
        case (false, true): "record 1 needs sync"
        case (true, true): "record 1 saving, needs sync"
        }
    }
}

extension OptimisticSpecModel: ModelWithSituations {
    /// The situation of the first record the table named (record 1 before any).
    package var situation: String {
        OptimisticExploration.situation(of: records[named.first ?? "1"])
    }
}
