import RulebookAdapters

/// One page of the order history, as the app's API returns it.
struct OrdersPage: Sendable {
    var ids: [String]
    var hasMore: Bool
}

/// The app's API client; `filter` is part of every request.
protocol OrdersAPI: Sendable {
    func orders(page: Int, filter: String) async throws -> OrdersPage
}

/// An order history that loads page by page, with a filter, a retry button and
/// pull-to-refresh. The `PageLoader` asks the `pager` model before every request and
/// forwards every answer with its ticket, so the screen never writes to the list itself.
@MainActor
final class OrdersScreen {
    let loader: PageLoader<String>

    init(api: some OrdersAPI) {
        // A search loader: every fetch gets the filter of the query it belongs to, fixed
        // when the query starts, so a request never mixes one query's page with another's
        // filter.
        loader = PageLoader(mode: .pageNumbers) { filter, request in
            guard case .page(let number) = request else {
                return PageResponse(rows: [], hasMore: false)
            }
            let page = try await api.orders(page: number, filter: filter)  // throws: `fail`
            return PageResponse(rows: page.ids, hasMore: page.hasMore)  // `respond`
        }
        loader.onChange = { [weak self] in self?.render() }
    }

    /// The screen appears, or the filter changes (`reset`, then `load next`): a new query
    /// from page 1. The old query's late answer changes nothing.
    func filterChanged(to filter: String) { loader.search(filter) }

    /// The list's end is visible (`load next`): ignored while a page is loading, while an
    /// error is shown, and after the last page.
    func listEndReached() { loader.loadNext() }

    /// The retry button (`retry`): asks again for the page that failed.
    func retryTapped() { loader.retry() }

    /// Pull-to-refresh (`reset` on the same filter): an empty list, then page 1 again.
    func pulledToRefresh() { loader.search(loader.query) }

    func render() {
        // Rows: loader.ids. Spinner: loader.isLoading. Retry button: loader.error != nil.
        // Load more on scroll only while loader.isAutoloadOn.
    }
}
