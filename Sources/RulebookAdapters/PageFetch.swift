import RulebookModels

/// One page as the server returned it.
public struct PageResponse<ID: Hashable & Sendable>: Sendable, Equatable {
    /// The rows of the page, in server order.
    public var rows: [ID]
    /// Whether the server says there are more pages.
    public var hasMore: Bool
    /// The cursor for the next page (cursor mode); `nil` for page numbers.
    public var nextCursor: String?

    /// Makes a response.
    public init(rows: [ID], hasMore: Bool, nextCursor: String? = nil) {
        self.rows = rows
        self.hasMore = hasMore
        self.nextCursor = nextCursor
    }
}

/// Fetches one page (a page number, the start, or a cursor). Throwing means the request
/// failed (error, timeout); the pager shows `PagerError.failed` and offers a retry.
public typealias PageFetch<ID: Hashable & Sendable> =
    @Sendable (PageRequest) async throws -> PageResponse<ID>

/// Fetches one page of a search's results: the query, and the page or cursor.
public typealias SearchPageFetch<ID: Hashable & Sendable> =
    @Sendable (String, PageRequest) async throws -> PageResponse<ID>
