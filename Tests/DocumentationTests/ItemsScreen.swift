import RulebookAdapters

/// The app's API client: one page of item ids per call.
protocol ItemsAPI: Sendable {
    func items(_ request: PageRequest) async throws -> (ids: [Int], hasMore: Bool)
}

@MainActor
final class ItemsScreen {
    let loader: PageLoader<Int>

    init(api: some ItemsAPI) {
        loader = PageLoader(mode: .pageNumbers) { request in
            // request is .page(n) here; throw on errors and timeouts
            let page = try await api.items(request)
            return PageResponse(rows: page.ids, hasMore: page.hasMore)
        }
        // Weak: the loader must not keep the screen (and so itself) alive.
        loader.onChange = { [weak self] in self?.render() }
    }

    // Ignored while loading, after an error or after the last page.
    func listEndReached() { loader.loadNext() }

    // After an error: asks for the same page again.
    func retryTapped() { loader.retry() }

    // Pull-to-refresh: empties the list; late answers of the old query are ignored.
    func pulledToRefresh() {
        loader.reset()
        loader.loadNext()
    }

    // View restoration: a list saved from `loader.pager.saved`; answers from before it are
    // ignored, and the next load asks for the saved page.
    func restore(_ saved: SavedList<Int>) { loader.restore(saved) }

    func render() {
        // Show loader.ids, loader.isLoading, loader.error and loader.hasMore.
    }
}
