/// The state of one record's optimistic toggle.
public struct OptimisticValue<RecordID: Hashable & Sendable, Value: Equatable & Sendable>:
    Sendable, Equatable
{
    /// The value the server is known to hold.
    public internal(set) var confirmed: Value
    /// The value shown to the user.
    public internal(set) var visible: Value
    /// The write in flight, if any.
    public internal(set) var pending: WriteTicket<RecordID>?
    /// Whether an uncertain write left the record needing fresh server data before taps work.
    public internal(set) var needsSync: Bool

    /// Makes a settled state showing `value`.
    public init(_ value: Value) {
        confirmed = value
        visible = value
        pending = nil
        needsSync = false
    }

    // Inlinable (they read only public properties), so that callers in other modules read a
    // record without generic code.

    /// Whether a write is in flight.
    @inlinable public var isSaving: Bool { pending != nil }
    /// Whether a tap now would start a write.
    @inlinable public var isTappable: Bool { pending == nil && !needsSync }
}
