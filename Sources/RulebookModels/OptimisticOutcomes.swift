/// Why a tap started no write.
public enum TapIgnoreReason: Sendable, Hashable, CustomStringConvertible {
    /// The record already has a write in flight.
    case writeInFlight
    /// An uncertain write left the record needing a sync first.
    case needsSync

    public var description: String {
        switch self {
        case .writeInFlight: "a write is already in flight"
        case .needsSync: "the record needs a sync"
        }
    }
}

/// What a tap did.
public enum TapOutcome<RecordID: Hashable & Sendable>: Sendable, Hashable,
    CustomStringConvertible
{
    /// A write started; the caller sends it and answers with this ticket.
    case saving(WriteTicket<RecordID>)
    /// Nothing changed, for the given reason.
    case ignored(TapIgnoreReason)

    /// The ticket of a `saving` outcome; `nil` when the tap was ignored.
    public var ticket: WriteTicket<RecordID>? {
        if case .saving(let ticket) = self { ticket } else { nil }
    }

    public var description: String {
        switch self {
        case .saving: "saving"
        case .ignored(let reason): "ignored: \(reason)"
        }
    }
}

/// What a write's answer (`saved`, `rejected`, `uncertain`) did.
public enum WriteOutcome: Sendable, Hashable, CustomStringConvertible {
    /// The answer was for the write in flight and was applied.
    case accepted
    /// The ticket is not the record's write in flight (finished, older session): nothing changed.
    case ignored

    public var description: String {
        switch self {
        case .accepted: "accepted"
        case .ignored: "ignored: the ticket is not the write in flight"
        }
    }
}
