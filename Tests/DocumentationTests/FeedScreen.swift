import RulebookAdapters

/// One page of a feed from a cursor API: the cursor to send for the next page.
struct FeedPage: Sendable {
    var ids: [String]
    var hasMore: Bool
    var next: String?
}

protocol FeedAPI: Sendable {
    /// The first page when `cursor` is `nil`.
    func feed(after cursor: String?) async throws -> FeedPage
}

/// A feed from a cursor API (`rulebook pager cursor`): the first request has no cursor,
/// every later one sends the cursor of the last accepted answer.
@MainActor
final class FeedScreen {
    let loader: PageLoader<String>

    init(api: some FeedAPI) {
        loader = PageLoader(mode: .cursor) { request in
            let cursor: String? = if case .cursor(let cursor) = request { cursor } else { nil }
            let page = try await api.feed(after: cursor)
            return PageResponse(rows: page.ids, hasMore: page.hasMore, nextCursor: page.next)
        }
        loader.onChange = { [weak self] in self?.render() }
    }

    func listEndReached() { loader.loadNext() }
    func retryTapped() { loader.retry() }  // after a failure or a stall: the same cursor again

    func render() {
        switch loader.error {
        case .failed?: break  // "Could not load more", with a retry button
        case .cursorStall?: break  // the server repeated its cursor: stop, offer a retry
        case nil: break  // rows: loader.ids; load more on scroll while loader.isAutoloadOn
        }
    }
}
