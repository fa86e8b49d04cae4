import RulebookModels
import Testing

@Suite("Pager: one scenario of reaches, duplicates and late answers, in code")
struct PagerScenarioTests {
    @Test("Repeated end-of-list reach, duplicates, double callback and a late old answer")
    func scenario() throws {
        var pager = Pager<Int>()
        let page1 = try #require(pager.loadNext().ticket)
        #expect(pager.loadNext() == .ignored(.requestInFlight))
        #expect(pager.receive(page1, rows: [1, 2], hasMore: true) == .accepted)

        let page2 = try #require(pager.loadNext().ticket)
        #expect(pager.receive(page2, rows: [2, 3], hasMore: true) == .accepted)
        #expect(pager.receive(page2, rows: [2, 3], hasMore: true) == .ignored(.staleTicket))
        #expect(pager.ids == [1, 2, 3])

        let oldPage = try #require(pager.loadNext().ticket)
        pager.reset()
        let newPage = try #require(pager.loadNext().ticket)
        #expect(pager.receive(oldPage, rows: [4], hasMore: false) == .ignored(.staleTicket))
        #expect(pager.ids.isEmpty)
        #expect(pager.receive(newPage, rows: [7], hasMore: false) == .accepted)
        #expect(pager.ids == [7])
        #expect(pager.loadNext() == .ignored(.noMorePages))
    }
}

@Suite("Pager: the example tables of spec/pagination.md, in code")
struct PagerContractTableTests {
    @Test("Table 1: one load at a time, duplicates, double callback, reset")
    func table1() throws {
        var pager = Pager<Int>()
        let a = try #require(pager.loadNext().ticket)
        #expect(a.request == .page(1))
        #expect(pager.ids.isEmpty)
        #expect(pager.inFlight == a)
        #expect(pager.hasMore)

        #expect(pager.loadNext() == .ignored(.requestInFlight))
        #expect(pager.inFlight == a)

        #expect(pager.receive(a, rows: [1, 2], hasMore: true) == .accepted)
        #expect(pager.ids == [1, 2])
        #expect(pager.inFlight == nil)
        #expect(pager.hasMore)

        let b = try #require(pager.loadNext().ticket)
        #expect(b.request == .page(2))
        #expect(pager.inFlight == b)

        #expect(pager.receive(b, rows: [2, 3], hasMore: true) == .accepted)
        #expect(pager.ids == [1, 2, 3])
        #expect(pager.inFlight == nil)

        #expect(pager.receive(b, rows: [2, 3], hasMore: true) == .ignored(.staleTicket))
        #expect(pager.ids == [1, 2, 3])

        let c = try #require(pager.loadNext().ticket)
        #expect(c.request == .page(3))

        pager.reset()
        #expect(pager.ids.isEmpty)
        #expect(pager.inFlight == nil)
        #expect(pager.hasMore)

        let d = try #require(pager.loadNext().ticket)
        #expect(d.request == .page(1))
        #expect(pager.inFlight == d)

        #expect(pager.receive(c, rows: [4], hasMore: false) == .ignored(.staleTicket))
        #expect(pager.ids.isEmpty)
        #expect(pager.inFlight == d)
        #expect(pager.hasMore)

        #expect(pager.receive(d, rows: [7], hasMore: false) == .accepted)
        #expect(pager.ids == [7])
        #expect(pager.inFlight == nil)
        #expect(!pager.hasMore)

        #expect(pager.loadNext() == .ignored(.noMorePages))
        #expect(pager.ids == [7])
    }

    @Test("Table 2: a failure keeps the page, retry asks for it again")
    func table2() throws {
        var pager = Pager<Int>()
        let a = try #require(pager.loadNext().ticket)
        #expect(a.request == .page(1))

        #expect(pager.receive(a, rows: [1, 2], hasMore: true) == .accepted)
        #expect(pager.ids == [1, 2])
        #expect(pager.error == nil)
        #expect(pager.nextRequest == .page(2))

        let b = try #require(pager.loadNext().ticket)
        #expect(b.request == .page(2))

        #expect(pager.fail(b) == .accepted)
        #expect(pager.ids == [1, 2])
        #expect(pager.error == .failed)
        #expect(pager.nextRequest == .page(2))

        #expect(pager.loadNext() == .ignored(.errorShown))

        let c = try #require(pager.retry().ticket)
        #expect(c.request == .page(2))
        #expect(pager.error == nil)

        #expect(pager.receive(c, rows: [3], hasMore: false) == .accepted)
        #expect(pager.ids == [1, 2, 3])
    }

    @Test("Table 3: a cursor stall stops autoload")
    func table3() throws {
        var pager = Pager<Int>(mode: .cursor)
        let a = try #require(pager.loadNext().ticket)
        #expect(a.request == .start)
        #expect(pager.error == nil)
        #expect(pager.isAutoloadOn)

        #expect(pager.receive(a, rows: [1, 2], hasMore: true, nextCursor: "c2") == .accepted)
        #expect(pager.error == nil)
        #expect(pager.isAutoloadOn)

        let b = try #require(pager.loadNext().ticket)
        #expect(b.request == .cursor("c2"))

        #expect(pager.receive(b, rows: [3], hasMore: true, nextCursor: "c2") == .accepted)
        #expect(pager.error == .cursorStall)
        #expect(!pager.isAutoloadOn)

        #expect(pager.loadNext() == .ignored(.errorShown))
    }
}

@Suite("Pager rules")
struct PagerRuleTests {
    /// A pager with pages 1 and 2 accepted (ids 1...4) and more to come.
    private func twoPages() throws -> Pager<Int> {
        var pager = Pager<Int>()
        let first = try #require(pager.loadNext().ticket)
        _ = pager.receive(first, rows: [1, 2], hasMore: true)
        let second = try #require(pager.loadNext().ticket)
        _ = pager.receive(second, rows: [3, 4], hasMore: true)
        return pager
    }

    @Test("A new pager is empty and would ask for page 1")
    func newPager() {
        let pager = Pager<Int>()
        #expect(pager.ids.isEmpty)
        #expect(pager.generation == 0)
        #expect(pager.inFlight == nil)
        #expect(pager.hasMore)
        #expect(pager.error == nil)
        #expect(pager.nextRequest == .page(1))
        #expect(pager.isAutoloadOn)
        #expect(Pager<Int>(mode: .cursor).nextRequest == .start)
    }

    @Test("Repeated end-of-list reach starts one load")
    func repeatedReach() throws {
        var pager = Pager<Int>()
        let ticket = try #require(pager.loadNext().ticket)
        for _ in 0..<5 {
            #expect(pager.loadNext() == .ignored(.requestInFlight))
        }
        #expect(pager.inFlight == ticket)
    }

    @Test(
        "A response is applied only for the exact ticket in flight",
        arguments: [
            PageTicket(generation: 1, request: .page(1), serial: 1),
            PageTicket(generation: 0, request: .page(2), serial: 1),
            PageTicket(generation: 0, request: .page(1), serial: 2),
            PageTicket(generation: 0, request: .start, serial: 1),
        ])
    func exactTicketOnly(forged: PageTicket) throws {
        var pager = Pager<Int>()
        let real = try #require(pager.loadNext().ticket)
        #expect(real == PageTicket(generation: 0, request: .page(1), serial: 1))
        let before = pager
        #expect(pager.receive(forged, rows: [9], hasMore: false) == .ignored(.staleTicket))
        #expect(pager.fail(forged) == .ignored(.staleTicket))
        #expect(pager == before)
        #expect(pager.receive(real, rows: [1], hasMore: true) == .accepted)
        #expect(pager.ids == [1])
    }

    @Test("A response with nothing in flight is ignored")
    func responseWithoutRequest() {
        var pager = Pager<Int>()
        let ticket = PageTicket(generation: 0, request: .page(1), serial: 1)
        #expect(pager.receive(ticket, rows: [1], hasMore: false) == .ignored(.staleTicket))
        #expect(pager == Pager<Int>())
    }

    @Test("Rows are de-duplicated by id in server order")
    func dedupAcrossPages() throws {
        var pager = Pager<String>()
        let first = try #require(pager.loadNext().ticket)
        _ = pager.receive(first, rows: ["b", "a", "c"], hasMore: true)
        let second = try #require(pager.loadNext().ticket)
        _ = pager.receive(second, rows: ["d", "a", "e", "b"], hasMore: true)
        #expect(pager.ids == ["b", "a", "c", "d", "e"])
    }

    @Test("Repeats inside one page are shown once")
    func dedupInsidePage() throws {
        var pager = Pager<Int>()
        let ticket = try #require(pager.loadNext().ticket)
        #expect(pager.receive(ticket, rows: [5, 3, 5, 3, 1], hasMore: true) == .accepted)
        #expect(pager.ids == [5, 3, 1])
    }

    @Test("A double callback changes nothing")
    func doubleCallback() throws {
        var pager = Pager<Int>()
        let ticket = try #require(pager.loadNext().ticket)
        _ = pager.receive(ticket, rows: [1, 2], hasMore: true)
        let after = pager
        #expect(pager.receive(ticket, rows: [3], hasMore: false) == .ignored(.staleTicket))
        #expect(pager.fail(ticket) == .ignored(.staleTicket))
        #expect(pager == after)
        #expect(pager.hasMore)
        #expect(pager.nextRequest == .page(2))
    }

    @Test("A stale response after reset changes neither the list nor hasMore")
    func staleAfterReset() throws {
        var pager = try twoPages()
        let old = try #require(pager.loadNext().ticket)
        pager.reset()
        let fresh = try #require(pager.loadNext().ticket)
        _ = pager.receive(fresh, rows: [10], hasMore: true)
        let before = pager
        #expect(pager.receive(old, rows: [3, 99], hasMore: false) == .ignored(.staleTicket))
        #expect(pager == before)
        #expect(pager.ids == [10])
        #expect(pager.hasMore)
    }

    @Test("A new query ignores the old one's answer even when it carries the same page")
    func samePageOldGeneration() throws {
        var pager = Pager<Int>()
        let old = try #require(pager.loadNext().ticket)
        pager.reset()
        let fresh = try #require(pager.loadNext().ticket)
        #expect(old.request == fresh.request)
        #expect(old.generation != fresh.generation)
        #expect(pager.receive(old, rows: [1], hasMore: false) == .ignored(.staleTicket))
        #expect(pager.inFlight == fresh)
        #expect(pager.ids.isEmpty)
    }

    @Test("hasMore comes only from an accepted response", arguments: [true, false])
    func hasMoreFromAccepted(more: Bool) throws {
        var pager = Pager<Int>()
        let ticket = try #require(pager.loadNext().ticket)
        _ = pager.receive(
            PageTicket(generation: 5, request: .page(1), serial: 1), rows: [],
            hasMore: false)
        #expect(pager.hasMore)
        _ = pager.receive(ticket, rows: [1], hasMore: more)
        #expect(pager.hasMore == more)
    }

    @Test("A failure of the current page keeps the rows and does not advance the page")
    func failureKeepsRows() throws {
        var pager = try twoPages()
        let third = try #require(pager.loadNext().ticket)
        #expect(pager.fail(third) == .accepted)
        #expect(pager.inFlight == nil)
        #expect(pager.ids == [1, 2, 3, 4])
        #expect(pager.nextRequest == .page(3))
        #expect(pager.error == .failed)
        #expect(pager.hasMore)
        #expect(!pager.isAutoloadOn)
    }

    @Test("A stale failure is ignored")
    func staleFailure() throws {
        var pager = Pager<Int>()
        let old = try #require(pager.loadNext().ticket)
        pager.reset()
        let fresh = try #require(pager.loadNext().ticket)
        let before = pager
        #expect(pager.fail(old) == .ignored(.staleTicket))
        #expect(pager == before)
        #expect(pager.error == nil)
        #expect(pager.inFlight == fresh)
    }

    @Test("Load next is ignored while an error is shown")
    func loadNextWhileError() throws {
        var pager = try twoPages()
        let third = try #require(pager.loadNext().ticket)
        _ = pager.fail(third)
        let before = pager
        #expect(pager.loadNext() == .ignored(.errorShown))
        #expect(pager == before)
    }

    @Test("Load next is ignored when there are no more pages")
    func loadNextAtEnd() throws {
        var pager = Pager<Int>()
        let ticket = try #require(pager.loadNext().ticket)
        _ = pager.receive(ticket, rows: [1], hasMore: false)
        let before = pager
        #expect(pager.loadNext() == .ignored(.noMorePages))
        #expect(pager == before)
        #expect(!pager.isAutoloadOn)
    }

    @Test("Retry requests the same page")
    func retrySamePage() throws {
        var pager = try twoPages()
        let failed = try #require(pager.loadNext().ticket)
        _ = pager.fail(failed)
        let retried = try #require(pager.retry().ticket)
        #expect(retried.request == failed.request)
        #expect(retried.request == .page(3))
        #expect(retried.generation == failed.generation)
        #expect(retried.serial != failed.serial)
        #expect(pager.error == nil)
        #expect(pager.inFlight == retried)
    }

    @Test("A late answer to the failed attempt is stale after a retry")
    func lateAnswerToFailedAttempt() throws {
        var pager = Pager<Int>()
        let failed = try #require(pager.loadNext().ticket)
        _ = pager.fail(failed)
        let retried = try #require(pager.retry().ticket)
        #expect(pager.receive(failed, rows: [1], hasMore: false) == .ignored(.staleTicket))
        #expect(pager.ids.isEmpty)
        #expect(pager.inFlight == retried)
        #expect(pager.receive(retried, rows: [2], hasMore: true) == .accepted)
        #expect(pager.ids == [2])
    }

    @Test("Retry is ignored when no error is shown")
    func retryWithoutError() throws {
        var pager = try twoPages()
        let before = pager
        #expect(pager.retry() == .ignored(.nothingToRetry))
        #expect(pager == before)
    }

    @Test("Retry is ignored while a request is in flight")
    func retryWhileInFlight() throws {
        var pager = Pager<Int>()
        let ticket = try #require(pager.loadNext().ticket)
        let before = pager
        #expect(pager.retry() == .ignored(.requestInFlight))
        #expect(pager == before)
        #expect(pager.inFlight == ticket)
    }

    @Test("Reset starts a new query")
    func resetStartsNewQuery() throws {
        var pager = try twoPages()
        let third = try #require(pager.loadNext().ticket)
        _ = pager.fail(third)
        pager.reset()
        #expect(pager.generation == 1)
        #expect(pager.ids.isEmpty)
        #expect(pager.inFlight == nil)
        #expect(pager.error == nil)
        #expect(pager.hasMore)
        #expect(pager.nextRequest == .page(1))
        #expect(pager.isAutoloadOn)
        let first = try #require(pager.loadNext().ticket)
        #expect(first.generation == 1)
        #expect(first.request == .page(1))
        _ = pager.receive(first, rows: [1, 2], hasMore: false)
        #expect(pager.ids == [1, 2])
    }

    @Test("Reset after the last page makes more pages available again")
    func resetAfterEnd() throws {
        var pager = Pager<Int>()
        let ticket = try #require(pager.loadNext().ticket)
        _ = pager.receive(ticket, rows: [1], hasMore: false)
        pager.reset()
        #expect(pager.hasMore)
        #expect(pager.loadNext().ticket?.request == .page(1))
    }

    @Test("Every request gets a fresh serial")
    func freshSerials() throws {
        var pager = Pager<Int>()
        var serials: [Int] = []
        for round in 0..<4 {
            let ticket = try #require(pager.loadNext().ticket)
            serials.append(ticket.serial)
            if round.isMultiple(of: 2) {
                _ = pager.fail(ticket)
                serials.append(try #require(pager.retry().ticket).serial)
            }
            pager.reset()
        }
        #expect(Set(serials).count == serials.count)
    }

    @Test("Page-number mode ignores the next cursor")
    func pageModeIgnoresCursor() throws {
        var pager = Pager<Int>()
        let ticket = try #require(pager.loadNext().ticket)
        #expect(pager.receive(ticket, rows: [1], hasMore: true, nextCursor: nil) == .accepted)
        #expect(pager.error == nil)
        #expect(pager.nextRequest == .page(2))
    }

    @Test("Autoload is on only with more pages and no error")
    func autoload() throws {
        var pager = Pager<Int>()
        #expect(pager.isAutoloadOn)
        let first = try #require(pager.loadNext().ticket)
        #expect(pager.isAutoloadOn)
        _ = pager.fail(first)
        #expect(!pager.isAutoloadOn)
        let second = try #require(pager.retry().ticket)
        #expect(pager.isAutoloadOn)
        _ = pager.receive(second, rows: [1], hasMore: false)
        #expect(!pager.isAutoloadOn)
    }
}

@Suite("Pager rules: cursor mode")
struct PagerCursorTests {
    @Test("The ticket holds the cursor used for the request")
    func ticketHoldsCursor() throws {
        var pager = Pager<Int>(mode: .cursor)
        let first = try #require(pager.loadNext().ticket)
        #expect(first.request == .start)
        _ = pager.receive(first, rows: [1], hasMore: true, nextCursor: "c2")
        let second = try #require(pager.loadNext().ticket)
        #expect(second.request == .cursor("c2"))
        _ = pager.receive(second, rows: [2], hasMore: true, nextCursor: "c3")
        #expect(pager.nextRequest == .cursor("c3"))
        #expect(try #require(pager.loadNext().ticket).request == .cursor("c3"))
    }

    @Test("A new cursor is stored only on acceptance")
    func cursorOnlyOnAcceptance() throws {
        var pager = Pager<Int>(mode: .cursor)
        let old = try #require(pager.loadNext().ticket)
        pager.reset()
        let fresh = try #require(pager.loadNext().ticket)
        #expect(
            pager.receive(old, rows: [1], hasMore: true, nextCursor: "old")
                == .ignored(
                    .staleTicket))
        #expect(pager.nextRequest == .start)
        _ = pager.fail(fresh)
        #expect(pager.nextRequest == .start)
        let again = try #require(pager.retry().ticket)
        #expect(again.request == .start)
        _ = pager.receive(again, rows: [1], hasMore: true, nextCursor: "new")
        #expect(pager.nextRequest == .cursor("new"))
    }

    @Test("A cursor stall stops autoload")
    func stallStopsAutoload() throws {
        var pager = Pager<Int>(mode: .cursor)
        let first = try #require(pager.loadNext().ticket)
        _ = pager.receive(first, rows: [1, 2], hasMore: true, nextCursor: "c2")
        let second = try #require(pager.loadNext().ticket)
        #expect(pager.receive(second, rows: [2, 3], hasMore: true, nextCursor: "c2") == .accepted)
        #expect(pager.ids == [1, 2, 3])
        #expect(pager.hasMore)
        #expect(pager.error == .cursorStall)
        #expect(pager.inFlight == nil)
        #expect(!pager.isAutoloadOn)
        #expect(pager.loadNext() == .ignored(.errorShown))
        #expect(pager.loadNext() == .ignored(.errorShown))
    }

    @Test(
        "A missing cursor while more pages remain is a stall",
        arguments: [false, true])
    func missingCursorStalls(afterFirstPage: Bool) throws {
        var pager = Pager<Int>(mode: .cursor)
        if afterFirstPage {
            let first = try #require(pager.loadNext().ticket)
            _ = pager.receive(first, rows: [1], hasMore: true, nextCursor: "c2")
        }
        let ticket = try #require(pager.loadNext().ticket)
        #expect(pager.receive(ticket, rows: [5], hasMore: true, nextCursor: nil) == .accepted)
        #expect(pager.ids.last == 5)
        #expect(pager.error == .cursorStall)
        #expect(pager.nextRequest == (afterFirstPage ? .cursor("c2") : .start))
    }

    @Test("The last cursor page needs no cursor")
    func lastPageWithoutCursor() throws {
        var pager = Pager<Int>(mode: .cursor)
        let first = try #require(pager.loadNext().ticket)
        _ = pager.receive(first, rows: [1], hasMore: true, nextCursor: "c2")
        let last = try #require(pager.loadNext().ticket)
        #expect(pager.receive(last, rows: [2], hasMore: false, nextCursor: nil) == .accepted)
        #expect(pager.error == nil)
        #expect(!pager.hasMore)
        #expect(pager.loadNext() == .ignored(.noMorePages))
    }

    @Test("Retry after a cursor stall requests the same cursor again")
    func retryAfterStall() throws {
        var pager = Pager<Int>(mode: .cursor)
        let first = try #require(pager.loadNext().ticket)
        _ = pager.receive(first, rows: [1], hasMore: true, nextCursor: "c2")
        let second = try #require(pager.loadNext().ticket)
        _ = pager.receive(second, rows: [2], hasMore: true, nextCursor: "c2")
        let byHand = try #require(pager.retry().ticket)
        #expect(byHand.request == .cursor("c2"))
        #expect(byHand != second)
        #expect(pager.error == nil)
        _ = pager.receive(byHand, rows: [3], hasMore: true, nextCursor: "c3")
        #expect(pager.error == nil)
        #expect(pager.ids == [1, 2, 3])
        #expect(pager.nextRequest == .cursor("c3"))
    }

    @Test("A failed cursor request is retried with the same cursor")
    func retryFailedCursor() throws {
        var pager = Pager<Int>(mode: .cursor)
        let first = try #require(pager.loadNext().ticket)
        _ = pager.receive(first, rows: [1], hasMore: true, nextCursor: "c2")
        let second = try #require(pager.loadNext().ticket)
        #expect(pager.fail(second) == .accepted)
        #expect(pager.error == .failed)
        #expect(pager.nextRequest == .cursor("c2"))
        #expect(try #require(pager.retry().ticket).request == .cursor("c2"))
    }

    @Test("Reset in cursor mode starts from the first page again")
    func resetCursor() throws {
        var pager = Pager<Int>(mode: .cursor)
        let first = try #require(pager.loadNext().ticket)
        _ = pager.receive(first, rows: [1], hasMore: true, nextCursor: "c2")
        pager.reset()
        #expect(pager.nextRequest == .start)
        #expect(try #require(pager.loadNext().ticket).request == .start)
    }
}

@Suite("Pager descriptions")
struct PagerDescriptionTests {
    @Test(
        "Outcomes describe themselves in short lower-case words",
        arguments: [
            (
                PagerOutcome.requested(PageTicket(generation: 0, request: .page(2), serial: 3)),
                "requested page 2"
            ),
            (.requested(PageTicket(generation: 0, request: .start, serial: 1)), "requested start"),
            (
                .requested(PageTicket(generation: 0, request: .cursor("c2"), serial: 1)),
                "requested cursor c2"
            ),
            (.accepted, "accepted"),
            (.ignored(.requestInFlight), "ignored: a request is already in flight"),
            (.ignored(.noMorePages), "ignored: there are no more pages"),
            (.ignored(.errorShown), "ignored: an error is shown"),
            (.ignored(.staleTicket), "ignored: the ticket is not the request in flight"),
            (.ignored(.nothingToRetry), "ignored: there is no error to retry"),
        ])
    func outcomeDescriptions(outcome: PagerOutcome, text: String) {
        #expect(outcome.description == text)
    }

    @Test("Errors describe themselves as the spec writes them")
    func errorDescriptions() {
        #expect(PagerError.failed.description == "failed")
        #expect(PagerError.cursorStall.description == "cursor stall")
    }
}

@Suite("Pager view restoration")
struct PagerRestorationTests {
    @Test("restoring a saved list is a new query with the saved rows and next page")
    func restoreIsANewQuery() {
        var pager = Pager<Int>()
        guard case .requested(let first) = pager.loadNext() else {
            Issue.record("no request")
            return
        }
        pager.restore(SavedList(ids: [1, 2, 2, 3], hasMore: true, nextRequest: .page(4)))
        #expect(pager.ids == [1, 2, 3])
        #expect(pager.inFlight == nil)
        #expect(pager.generation == 1)
        #expect(pager.receive(first, rows: [9], hasMore: false) == .ignored(.staleTicket))
        #expect(pager.saved == SavedList(ids: [1, 2, 3], hasMore: true, nextRequest: .page(4)))
        #expect(pager.loadNext().ticket?.request == .page(4))
    }

    @Test("a saved request of the other mode, or page 0, starts from the first page")
    func restoreIgnoresForeignRequests() {
        var pages = Pager<Int>()
        pages.restore(SavedList(ids: [1], hasMore: true, nextRequest: .cursor("c")))
        #expect(pages.nextRequest == .page(1))
        pages.restore(SavedList(ids: [1], hasMore: true, nextRequest: .page(0)))
        #expect(pages.nextRequest == .page(1))

        var cursors = Pager<Int>(mode: .cursor)
        cursors.restore(SavedList(ids: [1], hasMore: false, nextRequest: .page(2)))
        #expect(cursors.nextRequest == .start)
        #expect(!cursors.isAutoloadOn)
        cursors.restore(SavedList(ids: [1], hasMore: true, nextRequest: .cursor("c2")))
        #expect(cursors.nextRequest == .cursor("c2"))
    }
}
