import RulebookModels

/// The exploration of the `pager` model: the user's loads, retries and resets, plus the
/// answer (with more pages or not), the repeated answer and the failure of each of the last
/// requests still out. Ids encode the query they belong to (`a-1` for the first query,
/// `b-1` after a reset), and each answer repeats an id of the page before it.
package struct PagerExploration: ModelExploration {
    package enum Event: Sendable, Hashable {
        case loadNext, retry, reset
        /// The answer to the n-th request; in cursor mode a "more" answer carries a new
        /// cursor unless `stalls`.
        case respond(request: Int, more: Bool, stalls: Bool)
        case fail(request: Int)
    }

    /// How many of the latest requests may still be answered; older answers are lost.
    static let requestsOut = 3

    var pager: Pager<Int>
    /// Every request started, oldest first.
    var requests: [PageTicket] = []

    init(mode: PagingMode, fault: PagerFault?) {
        pager = Pager(mode: mode)
        pager.fault = fault
    }

    /// Equal when the observable state and the requests are: together they fix the rest of
    /// the pager (its shown set is the set of its ids, its serial counter follows from the
    /// requests), and comparing them is much cheaper than comparing whole pagers.
    package static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.pager.ids == rhs.pager.ids && lhs.pager.generation == rhs.pager.generation
            && lhs.pager.inFlight == rhs.pager.inFlight && lhs.pager.hasMore == rhs.pager.hasMore
            && lhs.pager.error == rhs.pager.error
            && lhs.pager.nextRequest == rhs.pager.nextRequest && lhs.requests == rhs.requests
    }

    /// Hashes what `==` compares but the next request, which mostly follows from the rest,
    /// and the requests older than the last ones, which can no longer be answered: they
    /// rarely tell states apart, and hashing every request cost more than all the rest.
    package func hash(into hasher: inout Hasher) {
        hasher.combine(requests.count)
        for ticket in requests.suffix(Self.requestsOut) { hasher.combine(ticket) }
        hasher.combine(pager.ids)
        hasher.combine(pager.inFlight)
        hasher.combine(pager.hasMore)
        hasher.combine(pager.error)
        hasher.combine(pager.generation)
    }

    package func events() -> [Event] {
        let answerable = requests.indices.suffix(Self.requestsOut)
        var events: [Event] = []
        events.reserveCapacity(3 + answerable.count * 4)
        events += [.loadNext, .retry, .reset]
        for request in answerable {
            events.append(.respond(request: request, more: true, stalls: false))
            if pager.mode == .cursor {
                events.append(.respond(request: request, more: true, stalls: true))
            }
            events.append(.respond(request: request, more: false, stalls: false))
            events.append(.fail(request: request))
        }
        return events
    }

    package mutating func apply(_ event: Event) -> PagerOutcome {
        let outcome: PagerOutcome
        switch event {
        case .loadNext: outcome = pager.loadNext()
        case .retry: outcome = pager.retry()
        case .reset:
            pager.reset()
            outcome = .accepted
        case .respond(let index, let more, let stalls):
            let ticket = requests[index]
            outcome = pager.receive(
                ticket, rows: Self.rows(for: ticket), hasMore: more,
                nextCursor: more && !stalls ? Self.cursor(after: ticket) : nil)
        case .fail(let index):
            outcome = pager.fail(requests[index])
        }
        if let started = outcome.ticket { requests.append(started) }
        return outcome
    }

    package func row(for event: Event) -> ExplorationRow {
        let next = ExplorationRow.label(requests.count)
        switch event {
        case .loadNext: return ExplorationRow("load next", ["ticket": next])
        case .retry: return ExplorationRow("retry", ["ticket": next])
        case .reset: return ExplorationRow("reset")
        case .respond(let index, let more, let stalls):
            let ticket = requests[index]
            var inputs = [
                "ticket": ExplorationRow.label(index),
                "rows": Self.rows(for: ticket).map(Self.name).joined(separator: ", "),
                "more": more ? "yes" : "no",
            ]
            if pager.mode == .cursor {
                inputs["next cursor"] = more && !stalls ? Self.cursor(after: ticket) : "none"
            }
            return ExplorationRow("respond", inputs)
        case .fail(let index):
            return ExplorationRow("fail", ["ticket": ExplorationRow.label(index)])
        }
    }

    /// The ids of an answer: two new ones, the second repeating the previous page's first.
    static func rows(for ticket: PageTicket) -> [Int] {
        let (generation, serial) = (ticket.generation, ticket.serial)
        if generation >= 0 && generation < madeRows.count && serial >= 0
            && serial < madeRows[generation].count
        {
            return madeRows[generation][serial]
        }
        let base = generation * 1000
        return [base + serial + 1, base + serial]
    }

    static func cursor(after ticket: PageTicket) -> String {
        let next = ticket.serial + 1
        return next >= 0 && next < madeCursors.count ? madeCursors[next] : "c\(next)"
    }

    // Most events of a search answer a request, so the rows and cursor of an answer are made
    // once for the first queries and requests: building them for every answer (an array, a
    // string interpolation) cost more than the rest of the event.
    private static let madeRows: [[[Int]]] = (0..<16).map { generation in
        (0..<32).map { serial in [generation * 1000 + serial + 1, generation * 1000 + serial] }
    }
    private static let madeCursors: [String] = (0..<33).map { "c\($0)" }

    /// `a-3`: the query's letter, then the number.
    static func name(_ id: Int) -> String {
        let query = id / 1000
        let letter = query < 26 ? String(Array("abcdefghijklmnopqrstuvwxyz")[query]) : "q\(query)"
        return "\(letter)-\(id % 1000)"
    }

    package static let invariants: [ModelInvariant<Self>] = [
        ModelInvariant("no id from an older generation") { state in
            state.pager.ids.allSatisfy { $0 / 1000 == state.pager.generation }
        },
        ModelInvariant("no duplicate ids") { state in
            let ids = state.pager.ids
            return ids.indices.allSatisfy { index in !ids[..<index].contains(ids[index]) }
        },
        ModelInvariant("the list only grows at its end until a reset") {
            before, event, outcome, after in
            after.pager.generation != before.pager.generation
                || after.pager.ids.starts(with: before.pager.ids)
        },
        ModelInvariant("at most one request in flight") { before, event, outcome, after in
            after.requests.count == before.requests.count
                || before.pager.inFlight == nil
        },
        ModelInvariant("the last page starts no request") { before, event, outcome, after in
            guard case .loadNext = event, !before.pager.hasMore else { return true }
            return outcome.ticket == nil
        },
        ModelInvariant("has-more comes from the last accepted response") {
            before, event, outcome, after in
            guard case .respond(_, let more, _) = event else { return true }
            if case .accepted = outcome { return after.pager.hasMore == more }
            return after.pager.hasMore == before.pager.hasMore
        },
        ModelInvariant("a failure never advances the page") { before, event, outcome, after in
            guard case .fail = event else { return true }
            return after.pager.nextRequest == before.pager.nextRequest
        },
        ModelInvariant("a retry asks again for what failed") { before, event, outcome, after in
            guard case .retry = event, let started = outcome.ticket else { return true }
            return started.request == before.pager.nextRequest
        },
        ModelInvariant("an ignored event changes nothing") { before, event, outcome, after in
            guard case .ignored = outcome else { return true }
            return after.pager == before.pager
        },
        ModelInvariant("an answer with more pages but no new cursor stops autoload") {
            before, event, outcome, after in
            guard case .respond(_, true, true) = event, case .accepted = outcome
            else { return true }
            return !after.pager.isAutoloadOn
        },
    ]
}

extension PagerSpecModel: ModelWithExploration {
    package static func exploration(
        options: ModelOptions, fault: FaultSwitch?
    ) throws(ModelError) -> PagerExploration {
        let seeded = try fault.map { fault throws(ModelError) in
            try Self.seeded(fault, as: PagerFault.self)
        }
        return PagerExploration(
            mode: options.flag("cursor") ? .cursor : .pageNumbers, fault: seeded)
    }

    package static var explorationOptions: [[ModelOption]] {
        [[], [ModelOption(name: "cursor", value: nil)]]
    }
}

// The situations: what is in flight, the error shown and whether more pages follow.
extension PagerExploration {
    package var situation: String? { Self.situation(of: pager) }

    /// `loading, no error, more pages`, `idle, no error, last page`, `error shown: failed`,
    /// `error shown: cursor stall`.
    package static func situation<ID>(of pager: Pager<ID>) -> String {
        if let error = pager.error {
            return "error shown: " + (error == .cursorStall ? "cursor stall" : "failed")
        }
        return (pager.inFlight == nil ? "idle" : "loading") + ", no error, "
            + (pager.hasMore ? "more pages" : "last page")
    }
}

extension PagerSpecModel: ModelWithSituations {
    package var situation: String { PagerExploration.situation(of: pager) }
}
