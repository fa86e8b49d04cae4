/// A paginated list driven by request tickets.
///
/// Only the response to the exact request in flight may write to the list. Rows are appended
/// in server order, skipping ids already shown. `reset()` starts a new query, so answers to
/// the old one are stale even when they carry the same page.
public struct Pager<ID: Hashable & Sendable>: Sendable, Equatable {
    /// Page numbers or cursors.
    public let mode: PagingMode
    /// The rows shown, in server order, without duplicates.
    public private(set) var ids: [ID] = []
    /// The current query; bumped by `reset()`.
    public private(set) var generation = 0
    /// The request whose answer is awaited, if any.
    public private(set) var inFlight: PageTicket?
    /// Whether the last accepted response said there are more pages (`true` before any).
    public private(set) var hasMore = true
    /// The error shown, if any.
    public private(set) var error: PagerError?

    private var shown: Set<ID> = []
    private var nextPage = 1
    private var cursor: String?
    private var serial = 0
    /// A seeded bug switched on by `rulebook mutants`; never set outside this package.
    package var fault: PagerFault?
    /// A seeded bug of `restore`, switched on through the `page-loader` adapter model.
    package var restoreFault: PagerRestoreFault?

    /// Makes an empty pager for a new query.
    public init(mode: PagingMode = .pageNumbers) {
        self.mode = mode
    }

    /// What the next load (or a retry) would ask for.
    public var nextRequest: PageRequest {
        switch mode {
        case .pageNumbers: .page(nextPage)
        case .cursor: cursor.map(PageRequest.cursor) ?? .start
        }
    }

    /// Whether reaching the end of the list loads more: more pages and no error shown.
    /// Inlinable (it reads only public properties), so that callers in other modules read
    /// it without generic code.
    @inlinable public var isAutoloadOn: Bool { hasMore && error == nil }

    // The events are specialized for `Int` ids (those of `rulebook explore pager`) and `String`
    // ids (those of the `pager` tables) with `@specialized` (SE-0460, Swift 6.3): a caller in
    // another module, where the generic code would run unspecialized and look up generic
    // metadata on every call, lands in the specialized body when the types match. Nothing
    // is added to the public API; an older compiler builds the generic code alone.

    /// The end of the list is reached: requests the next page unless one is in flight,
    /// an error is shown, or there are no more pages.
    #if compiler(>=6.3)
        @specialized(where ID == Int)
        @specialized(where ID == String)
    #endif
    public mutating func loadNext() -> PagerOutcome {
        if inFlight != nil && fault != .secondLoadWhileLoading { return .ignored(.requestInFlight) }
        if error != nil { return .ignored(.errorShown) }
        if !hasMore && fault != .lastPageKeepsLoading { return .ignored(.noMorePages) }
        return request()
    }

    /// A response arrives. Applied only for the ticket in flight: appends the new ids, takes
    /// `hasMore`, advances the page (or stores `nextCursor`, in cursor mode).
    ///
    /// In cursor mode, a response that says `hasMore` but returns the cursor it was asked
    /// with (or none) is still applied, and shows `PagerError.cursorStall`.
    #if compiler(>=6.3)
        @specialized(where ID == Int)
        @specialized(where ID == String)
    #endif
    public mutating func receive(
        _ ticket: PageTicket, rows: [ID], hasMore: Bool, nextCursor: String? = nil
    ) -> PagerOutcome {
        if fault == .cursorStoredBeforeAcceptance, mode == .cursor, let nextCursor {
            cursor = nextCursor
        }
        guard isInFlight(ticket) else {
            if fault == .hasMoreFromAnyResponse { self.hasMore = hasMore }
            return .ignored(.staleTicket)
        }
        inFlight = nil
        append(rows)
        self.hasMore = hasMore
        switch mode {
        case .pageNumbers:
            advancePage()
        case .cursor:
            let asked: String? = if case .cursor(let used) = ticket.request { used } else { nil }
            if hasMore && (nextCursor == nil || nextCursor == asked) && fault != .noStallDetection {
                error = .cursorStall
            }
            if let nextCursor { cursor = nextCursor }
        }
        return .accepted
    }

    /// The request failed. For the ticket in flight: nothing in flight, same page next,
    /// rows kept, error `failed` shown. Any other ticket changes nothing.
    #if compiler(>=6.3)
        @specialized(where ID == Int)
        @specialized(where ID == String)
    #endif
    public mutating func fail(_ ticket: PageTicket) -> PagerOutcome {
        guard isInFlight(ticket) else {
            if fault == .staleFailureShown { error = .failed }
            return .ignored(.staleTicket)
        }
        inFlight = nil
        error = .failed
        if fault == .pageAdvancedOnFailure { advancePage() }
        return .accepted
    }

    /// The user taps retry: while an error is shown and nothing is in flight, clears the
    /// error and requests the same page or cursor again, with a new ticket.
    #if compiler(>=6.3)
        @specialized(where ID == Int)
        @specialized(where ID == String)
    #endif
    public mutating func retry() -> PagerOutcome {
        if inFlight != nil { return .ignored(.requestInFlight) }
        if error == nil { return .ignored(.nothingToRetry) }
        error = nil
        if fault == .retryAsksNextPage { advancePage() }
        return request()
    }

    /// Starts a new query (filter change, pull to refresh): new generation, empty list,
    /// nothing in flight, no error, more pages, first page.
    #if compiler(>=6.3)
        @specialized(where ID == Int)
        @specialized(where ID == String)
    #endif
    public mutating func reset() {
        generation = generation &+ 1
        ids = []
        shown = []
        inFlight = nil
        hasMore = true
        error = nil
        nextPage = 1
        cursor = nil
        if fault == .generationIgnored { serial = 0 }
    }

    /// Whether `ticket` is the request in flight (the ticket check, unless a fault weakens it).
    private func isInFlight(_ ticket: PageTicket) -> Bool {
        switch fault {
        case .noTicketCheck: true
        case .generationIgnored:
            inFlight.map { $0.request == ticket.request && $0.serial == ticket.serial } ?? false
        default: ticket == inFlight
        }
    }

    /// Appends the ids not shown yet, in server order.
    private mutating func append(_ rows: [ID]) {
        switch fault {
        case .noDedup:
            ids.append(contentsOf: rows)
        case .reorderingDedup:
            for id in rows {
                if !shown.insert(id).inserted { ids.removeAll { $0 == id } }
                ids.append(id)
            }
        default:
            for id in rows where shown.insert(id).inserted {
                ids.append(id)
            }
        }
    }

    private mutating func advancePage() {
        let (next, overflow) = nextPage.addingReportingOverflow(1)
        if !overflow { nextPage = next }
    }

    /// What view restoration saves: the rows shown, whether more pages exist, and what the
    /// next load asks for.
    public var saved: SavedList<ID> {
        SavedList(ids: ids, hasMore: hasMore, nextRequest: nextRequest)
    }

    /// View restoration puts a saved list back. It is a new query like `reset()` (so an
    /// answer to a request from before the restoration is stale), showing the saved rows;
    /// the next load asks for the saved page or cursor (a request of the other mode is
    /// ignored, so loading starts over from the first page).
    public mutating func restore(_ saved: SavedList<ID>) {
        reset()
        for id in saved.ids
        where shown.insert(id).inserted || restoreFault == .duplicatesKept {
            ids.append(id)
        }
        hasMore = saved.hasMore
        switch (mode, saved.nextRequest) {
        case (.pageNumbers, .page(let page)) where page >= 1 || restoreFault == .pageZeroAccepted:
            nextPage = page
        case (.cursor, .cursor(let saved)): cursor = saved
        default: break
        }
    }

    private mutating func request() -> PagerOutcome {
        serial = serial &+ 1
        let ticket = PageTicket(generation: generation, request: nextRequest, serial: serial)
        inFlight = ticket
        return .requested(ticket)
    }
}
