/// An app's own state model: an inbox with a "mark all as read" button.
///
/// The button sends the ids that are unread when it is tapped. Only the answer to that
/// request may mark messages as read, and only those ids: a message that arrives while the
/// request is in flight stays unread.
public struct Inbox: Equatable, Sendable {
    /// A request to mark a set of messages as read.
    public struct Request: Hashable, Sendable {
        public let serial: Int
        public let ids: [String]
    }

    /// Message ids in arrival order.
    public private(set) var messages: [String] = []
    /// The ids marked as read.
    public private(set) var read: Set<String> = []
    /// The mark-all request in flight.
    public private(set) var inFlight: Request?
    private var serial = 0
    /// A seeded bug for `rulebook mutants`: internal, so only the spec model can set it.
    var fault: InboxFault?

    public init() {}

    /// The unread ids, in arrival order.
    public var unread: [String] { messages.filter { !read.contains($0) } }

    /// Whether the button is enabled: something is unread and no request is in flight.
    public var canMarkAll: Bool { inFlight == nil && !unread.isEmpty }

    /// A message arrives (a repeated id is ignored).
    public mutating func receive(_ id: String) {
        if !messages.contains(id) { messages.append(id) }
    }

    /// The user taps "mark all as read": returns the request to send, or `nil` when the
    /// button is disabled.
    public mutating func markAll() -> Request? {
        guard canMarkAll else { return nil }
        serial += 1
        let request = Request(serial: serial, ids: unread)
        inFlight = request
        return request
    }

    /// The server confirms a request; returns whether it was the one in flight.
    public mutating func confirm(_ request: Request) -> Bool {
        guard inFlight == request || fault == .noRequestCheck else { return false }
        read.formUnion(fault == .marksLaterArrivals ? messages : request.ids)
        inFlight = nil
        return true
    }

    /// The request failed; returns whether it was the one in flight.
    public mutating func fail(_ request: Request) -> Bool {
        guard inFlight == request else { return false }
        inFlight = nil
        return true
    }
}

/// The seeded bugs of `Inbox`: each breaks one rule of `spec/mark-all-read.md`.
enum InboxFault: String, CaseIterable {
    /// A confirmation also marks the messages that arrived after the tap.
    case marksLaterArrivals = "marks-later-arrivals"
    /// A confirmation is applied whatever its request.
    case noRequestCheck = "no-request-check"

    /// The rule the fault breaks.
    var rule: String {
        switch self {
        case .marksLaterArrivals: "only the messages sent with the request are marked"
        case .noRequestCheck: "a failed request leaves everything unread"
        }
    }
}
