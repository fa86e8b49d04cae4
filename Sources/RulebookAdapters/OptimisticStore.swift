import RulebookModels

/// Per-record optimistic toggles over an async save function; the model decides, this only
/// saves, refetches and forwards.
///
/// A tap shows the value at once and saves it. The answer goes back to the model on the main
/// actor with the write's ticket, which holds the session and the record id, so late answers
/// and answers from an older account change nothing. A thrown save error makes the outcome
/// unknown: the record reverts, blocks taps and is synced (refetched) automatically.
/// A sync applies only if it is the record's latest one, in the same session, and no tap on
/// the record started since. Cancelling tasks on ``switchAccount(initialValue:reloading:)``
/// only saves work. With a `reload` function, an account switch reloads the records shown.
///
/// There is nothing to close: releasing the last reference to the store cancels its save and
/// sync tasks (in its task set's `deinit`; the tasks hold the store weakly, so they never keep
/// it alive), and an answer that arrives after that changes nothing.
@MainActor
public final class OptimisticStore<RecordID: Hashable & Sendable, Value: Equatable & Sendable> {
    /// The state of all records.
    public private(set) var records: OptimisticRecords<RecordID, Value>
    /// Records whose latest sync failed (a record that needs a sync stays blocked until
    /// ``sync(_:)`` succeeds).
    public private(set) var failedSyncs: Set<RecordID> = []
    /// Called on the main actor after every change of ``records`` or ``failedSyncs``.
    public var onChange: (@MainActor () -> Void)?
    /// Save and sync tasks that have not finished yet, cancelled ones included until they
    /// unwind. For tests and diagnostics.
    public var runningTasks: Int { tasks.count }

    private struct SyncToken: Equatable {
        let session: Int
        let serial: Int
    }

    private let save: RecordSave<RecordID, Value>
    private let refetch: RecordRefetch<RecordID, Value>
    private let reload: RecordReload<RecordID, Value>?
    /// The records the running reload may still set (a tap drops its record), with its session.
    private var reloading: (session: Int, records: Set<RecordID>)?
    private var syncs: [RecordID: SyncToken] = [:]
    /// Released with the store, which cancels the tasks still running.
    private let tasks = TaskSet()
    /// Numbers the syncs, so only a record's latest sync applies.
    private var syncSerial = 0
    /// A seeded bug switched on by `rulebook mutants`; never set outside this package.
    package var fault: OptimisticStoreFault?

    /// Makes a store where every record holds `initialValue` until shown, tapped or synced.
    /// `reload` fetches the authoritative values after an account switch.
    public init(
        initialValue: Value, save: @escaping RecordSave<RecordID, Value>,
        refetch: @escaping RecordRefetch<RecordID, Value>,
        reload: RecordReload<RecordID, Value>? = nil
    ) {
        records = OptimisticRecords(initialValue: initialValue)
        self.save = save
        self.refetch = refetch
        self.reload = reload
    }

    /// The state of a record (visible value, saving, tappable).
    public subscript(record: RecordID) -> OptimisticValue<RecordID, Value> {
        records[record]
    }

    /// Whether the reload after an account switch is in flight.
    public var isReloading: Bool { reloading != nil }

    /// Whether a sync of the record is in flight.
    public func isSyncing(_ record: RecordID) -> Bool {
        syncs[record] != nil
    }

    /// The record's server value is known (list load): shows it unless a write is in flight.
    public func show(_ record: RecordID, value: Value) {
        records.show(record, value: value)
        onChange?()
    }

    /// The user sets `value`: shows it at once and saves it, unless the record has a write in
    /// flight or needs a sync.
    @discardableResult
    public func tap(_ record: RecordID, value: Value) -> TapOutcome<RecordID> {
        let outcome = records.tap(record, value: value)
        guard case .saving(let ticket) = outcome else { return outcome }
        if fault != .tapKeepsRunningSync { syncs[record] = nil }
        failedSyncs.remove(record)
        if fault != .tapKeepsRecordInReload { reloading?.records.remove(record) }
        let save = save
        tasks.start { [weak self] in
            let result: SaveResult<Value>?
            do {
                result = try await save(record, value)
            } catch {
                result = nil
            }
            self?.finish(ticket, with: result)
        }
        onChange?()
        return outcome
    }

    /// Refetches the record and applies the fresh value (clears a needed sync). Apps call
    /// this after a failed sync, or to refresh a record.
    public func sync(_ record: RecordID) {
        syncSerial &+= 1
        let token = SyncToken(session: records.session, serial: syncSerial)
        syncs[record] = token
        failedSyncs.remove(record)
        let refetch = refetch
        tasks.start { [weak self] in
            let value: Value?
            do {
                value = try await refetch(record)
            } catch {
                value = nil
            }
            self?.finishSync(record, token: token, value: value)
        }
        onChange?()
    }

    /// Another account: every record holds `initialValue`, every earlier write, sync and
    /// reload is dead, and their tasks are cancelled. With a `reload` function, the `visible`
    /// records are then reloaded from the server in one call: each shows its value unless it
    /// was tapped since, and a failed reload puts them in ``failedSyncs``. Without one, show
    /// the new account's values with ``show(_:value:)``.
    public func switchAccount(initialValue: Value, reloading visible: [RecordID] = []) {
        records.switchAccount(initialValue: initialValue)
        if fault != .switchLeavesSyncing { syncs = [:] }
        failedSyncs = []
        reloading = nil
        if fault == .switchCancelsNewestOnly { tasks.cancelNewest() } else { tasks.cancelAll() }
        if let reload, !visible.isEmpty {
            let session = records.session
            reloading = (session, Set(visible))
            tasks.start { [weak self] in
                let values: [RecordID: Value]?
                do {
                    values = try await reload(visible)
                } catch {
                    values = nil
                }
                self?.finishReload(session: session, values: values)
            }
        }
        onChange?()
    }

    /// Forwards a save's answer (`nil`: unknown outcome) to the model, which ignores any
    /// ticket that is not the record's write in flight.
    @discardableResult
    func finish(_ ticket: WriteTicket<RecordID>, with result: SaveResult<Value>?) -> WriteOutcome {
        let outcome =
            switch result {
            case .confirmed(let value): records.saved(ticket, value: value)
            case .rejected: records.rejected(ticket)
            case nil: records.uncertain(ticket)
            }
        guard outcome == .accepted else { return outcome }
        if result == nil && fault != .uncertainWriteNotSynced {
            sync(ticket.record)
        } else {
            onChange?()
        }
        return outcome
    }

    private func finishSync(_ record: RecordID, token: SyncToken, value: Value?) {
        guard token.session == records.session, syncs[record] == token else { return }
        syncs[record] = nil
        if let value {
            records.synced(record, value: value)
        } else if fault != .failedSyncNotShown {
            failedSyncs.insert(record)
        }
        onChange?()
    }

    private func finishReload(session: Int, values: [RecordID: Value]?) {
        guard let reloading, reloading.session == session, records.session == session else {
            return
        }
        self.reloading = nil
        for record in reloading.records {
            if let values {
                if let value = values[record] { records.show(record, value: value) }
            } else if fault != .failedReloadNotShown {
                failedSyncs.insert(record)
            }
        }
        onChange?()
    }
}
