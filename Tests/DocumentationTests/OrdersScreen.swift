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
    private let api: any OrdersAPI
    private(set) var filter: String
    private(set) var loader: PageLoader<String>

    init(api: any OrdersAPI, filter: String) {
        self.api = api
        self.filter = filter
        loader = Self.loader(api: api, filter: filter)
        loader.onChange = { [weak self] in self?.render() }
    }

    /// A loader for one query: the filter is captured with every request it sends, so a
    /// request can never mix the old query's page number with the new filter.
    private static func loader(api: any OrdersAPI, filter: String) -> PageLoader<String> {
        PageLoader(mode: .pageNumbers) { request in
            guard case .page(let number) = request else {
                return PageResponse(rows: [], hasMore: false)
            }
            let page = try await api.orders(page: number, filter: filter)  // throws: `fail`
            return PageResponse(rows: page.ids, hasMore: page.hasMore)  // `respond`
        }
    }

    /// The list's end is visible (`load next`): ignored while a page is loading, while an
    /// error is shown, and after the last page.
    func listEndReached() { loader.loadNext() }

    /// The retry button (`retry`): asks again for the page that failed.
    func retryTapped() { loader.retry() }

    /// A new filter is a new query (`reset`): a fresh loader. Releasing the old one
    /// cancels its fetch, and a late answer to it reaches nobody.
    func filterChanged(to newFilter: String) {
        filter = newFilter
        loader = Self.loader(api: api, filter: newFilter)
        loader.onChange = { [weak self] in self?.render() }
        render()
        loader.loadNext()
    }

    /// Pull-to-refresh (`reset` on the same query): an empty list, then page 1 again.
    func pulledToRefresh() {
        loader.reset()
        loader.loadNext()
    }

    func render() {
        // Rows: loader.ids. Spinner: loader.isLoading. Retry button: loader.error != nil.
        // Load more on scroll only while loader.isAutoloadOn.
    }
}
