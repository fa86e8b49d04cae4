/// Optimistic toggles for many records, at most one write in flight per record.
///
/// A tap shows the user's value at once; the server's answer then confirms it (with the
/// server's final value), reverts it, or, when the outcome is unknown, reverts it and locks
/// the record until fresh server data arrives. Answers are applied only for the exact ticket
/// in flight, so late callbacks and callbacks from an older session change nothing.
public struct OptimisticRecords<RecordID: Hashable & Sendable, Value: Equatable & Sendable>:
    Sendable, Equatable
{
    /// The state of one record.
    public typealias State = OptimisticValue<RecordID, Value>

    /// The account session; `switchAccount` starts a new one.
    public private(set) var session = 0
    /// The value of every record not seen since the session started.
    public private(set) var initialValue: Value

    /// The records that differ from an unseen one.
    var records: [RecordID: State] = [:]
    private var serial = 0
    /// A seeded bug switched on by `rulebook mutants`; never set outside this package.
    package var fault: OptimisticFault?

    /// Makes a model where every record holds `initialValue`.
    public init(initialValue: Value) {
        self.initialValue = initialValue
    }

    /// The state of a record; unseen records hold the initial value.
    public subscript(record: RecordID) -> State {
        state(of: record)
    }

    /// The record's server value is known (a list load or reload). Server data is what an
    /// uncertain record waits for, so this is the same as `synced`.
    public mutating func show(_ record: RecordID, value: Value) {
        synced(record, value: value)
    }

    // The events are specialized for `Int` records and `Bool` values (those of `rulebook
    // explore optimistic`) and `String` records (those of the `optimistic` tables), as
    // `Pager`'s are (`@specialized`, SE-0460, Swift 6.3).

    /// The user sets `value`: shows it at once and starts a write, unless the record has a
    /// write in flight or needs a sync.
    #if compiler(>=6.3)
        @specialized(where RecordID == Int, Value == Bool)
        @specialized(where RecordID == String, Value == Bool)
    #endif
    public mutating func tap(_ record: RecordID, value: Value) -> TapOutcome<RecordID> {
        var state = self[record]
        if state.pending != nil && fault != .secondWritePerRecord {
            return .ignored(.writeInFlight)
        }
        if fault == .globalSavingFlag, records.values.contains(where: \.isSaving) {
            return .ignored(.writeInFlight)
        }
        if state.needsSync && fault != .uncertainLeavesButtonEnabled {
            return .ignored(.needsSync)
        }
        serial = serial &+ 1
        let ticket = WriteTicket(session: session, serial: serial, record: record)
        state.pending = ticket
        if fault != .tapShownAfterSave { state.visible = value }
        store(state, for: record)
        return .saving(ticket)
    }

    /// The server applied the write, ending with `value` (which may differ from the tap):
    /// confirmed and visible take it.
    #if compiler(>=6.3)
        @specialized(where RecordID == Int, Value == Bool)
        @specialized(where RecordID == String, Value == Bool)
    #endif
    public mutating func saved(_ ticket: WriteTicket<RecordID>, value: Value) -> WriteOutcome {
        let keepsTap = fault == .tappedValueKept
        return finish(ticket) { state in
            state.confirmed = keepsTap ? state.visible : value
            state.visible = state.confirmed
        }
    }

    /// The server certainly did not apply the write: visible returns to confirmed.
    #if compiler(>=6.3)
        @specialized(where RecordID == Int, Value == Bool)
        @specialized(where RecordID == String, Value == Bool)
    #endif
    public mutating func rejected(_ ticket: WriteTicket<RecordID>) -> WriteOutcome {
        let needsSync = fault == .rejectionNeedsSync
        return finish(ticket) { state in
            state.visible = state.confirmed
            state.needsSync = needsSync
        }
    }

    /// The outcome is unknown (timeout, lost connection): visible returns to confirmed and
    /// the record needs a sync before taps work again.
    #if compiler(>=6.3)
        @specialized(where RecordID == Int, Value == Bool)
        @specialized(where RecordID == String, Value == Bool)
    #endif
    public mutating func uncertain(_ ticket: WriteTicket<RecordID>) -> WriteOutcome {
        let needsSync = fault != .uncertainAsRejection
        return finish(ticket) { state in
            state.visible = state.confirmed
            state.needsSync = needsSync
        }
    }

    /// Fresh server data: confirmed takes `value`, and visible too unless a write is in
    /// flight (it keeps the user's intent until the write ends); the sync need is cleared.
    #if compiler(>=6.3)
        @specialized(where RecordID == Int, Value == Bool)
        @specialized(where RecordID == String, Value == Bool)
    #endif
    public mutating func synced(_ record: RecordID, value: Value) {
        var state = self[record]
        state.confirmed = value
        if state.pending == nil { state.visible = value }
        state.needsSync = false
        store(state, for: record)
    }

    /// Another account: every record, seen or not, holds `initialValue`, and every earlier
    /// ticket is dead.
    #if compiler(>=6.3)
        @specialized(where RecordID == Int, Value == Bool)
        @specialized(where RecordID == String, Value == Bool)
    #endif
    public mutating func switchAccount(initialValue: Value) {
        session = session &+ 1
        self.initialValue = initialValue
        if fault == .sessionLeftOutOfTickets { serial = 0 }
        if fault != .switchKeepsRecords { records = [:] }
    }

    private mutating func finish(
        _ ticket: WriteTicket<RecordID>, apply: (inout State) -> Void
    ) -> WriteOutcome {
        var state = self[ticket.record]
        guard accepts(ticket, for: state) else { return .ignored }
        state.pending = nil
        apply(&state)
        store(state, for: ticket.record)
        return .accepted
    }

    /// Whether an answer may end the record's write: its ticket is the write in flight
    /// (unless a fault weakens the check).
    private func accepts(_ ticket: WriteTicket<RecordID>, for state: State) -> Bool {
        guard let pending = state.pending else {
            // With no write in flight, a ticket of this session is of a write that has ended.
            return fault == .answerAppliedTwice && ticket.session == session
        }
        guard fault == .sessionLeftOutOfTickets else { return pending == ticket }
        return pending.serial == ticket.serial && pending.record == ticket.record
    }

    /// The subscript's body, specialized as the events are (a subscript cannot be).
    #if compiler(>=6.3)
        @specialized(where RecordID == Int, Value == Bool)
        @specialized(where RecordID == String, Value == Bool)
    #endif
    private func state(of record: RecordID) -> State {
        records[record] ?? State(initialValue)
    }

    /// Keeps only records that differ from an unseen one, so equal models compare equal.
    private mutating func store(_ state: State, for record: RecordID) {
        records[record] = state == State(initialValue) ? nil : state
    }
}
