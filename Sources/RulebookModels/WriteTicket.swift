/// Identifies one write. Tickets are never reused: a new session or a new tap makes a new one.
public struct WriteTicket<RecordID: Hashable & Sendable>: Sendable, Hashable {
    /// The account session the write was started in; `switchAccount` starts a new one.
    public let session: Int
    /// A number no other write of the same model gets.
    public let serial: Int
    /// The record written.
    public let record: RecordID

    /// Makes a ticket; models make their own, this is for tests and adapters.
    public init(session: Int, serial: Int, record: RecordID) {
        self.session = session
        self.serial = serial
        self.record = record
    }

    // Written out, field by field, so that comparing and hashing reads no generic metadata.

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.session == rhs.session && lhs.serial == rhs.serial && lhs.record == rhs.record
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(session)
        hasher.combine(serial)
        hasher.combine(record)
    }
}
