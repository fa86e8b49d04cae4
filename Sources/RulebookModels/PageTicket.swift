/// How a pager asks the server for pages.
public enum PagingMode: Sendable, Hashable {
    /// Numbered pages, starting at 1.
    case pageNumbers
    /// An opaque cursor returned by each response; the first request has none.
    case cursor
}

/// What one request asks the server for.
public enum PageRequest: Sendable, Hashable, CustomStringConvertible {
    /// A numbered page (page-number mode).
    case page(Int)
    /// The first page of a cursor API, asked for without a cursor.
    case start
    /// The page after the given cursor (cursor mode).
    case cursor(String)

    public var description: String {
        switch self {
        case .page(let number): "page \(number)"
        case .start: "start"
        case .cursor(let cursor): "cursor \(cursor)"
        }
    }
}

/// Identifies one request: a response or failure is applied only for the exact ticket in flight.
public struct PageTicket: Sendable, Hashable {
    /// The query the request belongs to; `Pager.reset()` starts a new one.
    public let generation: Int
    /// The page or cursor the request asks for.
    public let request: PageRequest
    /// A number no other request of the same pager gets, so a retry differs from the failed try.
    public let serial: Int

    /// Makes a ticket; pagers make their own, this is for tests and adapters.
    public init(generation: Int, request: PageRequest, serial: Int) {
        self.generation = generation
        self.request = request
        self.serial = serial
    }
}
