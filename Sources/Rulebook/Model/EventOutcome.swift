/// What applying one event did.
public enum EventOutcome<Ticket: Hashable & Sendable> {
    /// The event ran. `result` is what `result?` is compared with; `started` is the ticket
    /// of a request it started, which the row's `ticket` label binds to.
    case done(ObservedValue, started: Ticket? = nil)
    /// The model refused the event as invalid and left its state unchanged.
    case rejected(reason: String)
}
