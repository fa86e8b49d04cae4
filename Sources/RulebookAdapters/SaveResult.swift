/// What the server said about a write. A thrown error (timeout, lost connection) means the
/// outcome is unknown.
public enum SaveResult<Value: Equatable & Sendable>: Sendable, Equatable {
    /// The server applied the write and now holds this value (which may differ from the tap).
    case confirmed(Value)
    /// The server certainly did not apply the write.
    case rejected
}

/// Saves a record's new value. Throw when the outcome is unknown (timeout, lost connection):
/// the record then needs a sync before taps work again.
public typealias RecordSave<RecordID: Hashable & Sendable, Value: Equatable & Sendable> =
    @Sendable (RecordID, Value) async throws -> SaveResult<Value>

/// Fetches a record's current server value, for a sync.
public typealias RecordRefetch<RecordID: Hashable & Sendable, Value: Equatable & Sendable> =
    @Sendable (RecordID) async throws -> Value

/// Fetches the current server values of the records a new account shows, after an account
/// switch. Records missing from the answer keep the initial value.
public typealias RecordReload<RecordID: Hashable & Sendable, Value: Equatable & Sendable> =
    @Sendable ([RecordID]) async throws -> [RecordID: Value]
