import RulebookModels

/// Drives a `Pager` from an async fetch function; the model decides, this only fetches
/// and forwards.
///
/// Every response and every error goes back to the model on the main actor with the ticket
/// of its request, so a late answer to an old query, a finished request or a failed try
/// changes nothing. Cancelling the old request on ``reset()`` only saves work.
///
/// Read the published state (``ids``, ``isLoading``, ``error``, ``hasMore``,
/// ``isAutoloadOn``) after ``onChange`` fires.
///
/// There is nothing to close: releasing the last reference to the loader cancels its fetch
/// tasks (in its task set's `deinit`; the tasks hold the loader weakly, so they never keep it
/// alive), and a fetch that ends after that changes nothing.
@MainActor
public final class PageLoader<ID: Hashable & Sendable> {
    /// The pagination state.
    public private(set) var pager: Pager<ID>
    /// Called on the main actor after every change of ``pager``.
    public var onChange: (@MainActor () -> Void)?
    /// Fetch tasks that have not finished yet, cancelled ones included until they unwind.
    /// For tests and diagnostics.
    public var runningTasks: Int { tasks.count }

    /// The query of the latest ``search(_:)``; empty for a loader made with a plain fetch.
    public private(set) var query = ""

    private let fetch: SearchPageFetch<ID>
    /// A seeded bug switched on by `rulebook mutants`; never set outside this package.
    package var fault: PageLoaderFault? {
        didSet { pager.restoreFault = fault?.restoreFault }
    }
    /// Released with this object, which cancels the tasks still running.
    private let tasks = TaskSet()

    /// Makes an empty loader; nothing is fetched until ``loadNext()``.
    public init(mode: PagingMode = .pageNumbers, fetch: @escaping PageFetch<ID>) {
        pager = Pager(mode: mode)
        self.fetch = { _, request in try await fetch(request) }
    }

    /// Makes an empty loader for search results: every fetch gets the query of the
    /// ``search(_:)`` it belongs to, with its page or cursor.
    public init(mode: PagingMode = .pageNumbers, search: @escaping SearchPageFetch<ID>) {
        pager = Pager(mode: mode)
        self.fetch = search
    }

    /// The rows shown, in server order, without duplicates.
    public var ids: [ID] { pager.ids }
    /// Whether a request is in flight.
    public var isLoading: Bool { pager.inFlight != nil }
    /// The error shown, if any; ``retry()`` clears it and asks again.
    public var error: PagerError? { pager.error }
    /// Whether the last accepted response said there are more pages.
    public var hasMore: Bool { pager.hasMore }
    /// Whether reaching the end of the list should call ``loadNext()``.
    public var isAutoloadOn: Bool { pager.isAutoloadOn }

    /// The end of the list is reached: fetches the next page if the model asks for it.
    @discardableResult
    public func loadNext() -> PagerOutcome {
        run(pager.loadNext())
    }

    /// The user taps retry: fetches the same page or cursor again if the model asks for it.
    @discardableResult
    public func retry() -> PagerOutcome {
        run(pager.retry())
    }

    /// Starts a new query (filter change, pull to refresh): empties the list and cancels the
    /// request in flight. Call ``loadNext()`` to fetch the first page.
    public func reset() {
        pager.reset()
        // Every running fetch belongs to the old query now (at most one is the request in
        // flight; the others are stale already), so all of them can go.
        if fault != .resetLeavesFetchRunning { tasks.cancelAll() }
        onChange?()
    }

    /// A new search (for example a query that ``SearchDebouncer`` delivered): a new query
    /// like ``reset()``, and the first page of it is fetched with `query`. Results are keyed
    /// by the pager's generation, so a late answer to an older search changes nothing, even
    /// when it arrives last.
    @discardableResult
    public func search(_ query: String) -> PagerOutcome {
        self.query = query
        if fault != .searchSkipsReset { reset() }
        return loadNext()
    }

    /// View restoration: shows a saved list (``Pager/saved``) through the model, as a new
    /// query, so an answer to a request from before the restoration changes nothing; cancels
    /// the requests running. The next ``loadNext()`` asks for the saved page or cursor.
    public func restore(_ saved: SavedList<ID>) {
        pager.restore(saved)
        if fault != .restoreLeavesFetchesRunning { tasks.cancelAll() }
        onChange?()
    }

    private func run(_ outcome: PagerOutcome) -> PagerOutcome {
        guard case .requested(let ticket) = outcome else { return outcome }
        let fetch = fetch
        let query = query  // captured with the ticket, before the task starts
        tasks.start { [weak self] in
            let result: Result<PageResponse<ID>, any Error>
            do {
                result = .success(try await fetch(query, ticket.request))
            } catch {
                result = .failure(error)
            }
            self?.complete(ticket, with: result)
        }
        onChange?()
        return outcome
    }

    /// Forwards the answer to `ticket`'s request to the model, which ignores stale tickets.
    @discardableResult
    func complete(
        _ ticket: PageTicket, with result: Result<PageResponse<ID>, any Error>
    ) -> PagerOutcome {
        let outcome =
            switch result {
            case .success(let page):
                pager.receive(
                    ticket, rows: page.rows, hasMore: page.hasMore, nextCursor: page.nextCursor)
            case .failure where fault == .fetchErrorDropped:
                PagerOutcome.ignored(.staleTicket)
            case .failure:
                pager.fail(ticket)
            }
        if outcome == .accepted { onChange?() }
        return outcome
    }
}
