import RulebookAdaptersTesting
import RulebookModels
import Testing

@testable import RulebookAdapters

@MainActor
@Suite("PageLoader with a controlled fetch")
struct PageLoaderTests {
    let fetches = Fetches()

    func makeLoader(mode: PagingMode = .pageNumbers) -> PageLoader<Int> {
        PageLoader(mode: mode) { [fetches] request in try await fetches.call(request) }
    }

    func page(_ rows: [Int], more: Bool, next: String? = nil) -> PageResponse<Int> {
        PageResponse(rows: rows, hasMore: more, nextCursor: next)
    }

    @Test("reaching the end again while loading makes no second fetch", arguments: [2, 3])
    func repeatedLoadNextWhileLoadingFetchesOnce(reaches: Int) async {
        let loader = makeLoader()
        #expect(loader.loadNext().ticket?.request == .page(1))
        for _ in 1..<reaches {
            #expect(loader.loadNext() == .ignored(.requestInFlight))
        }
        #expect(loader.runningTasks == 1)
        await settle("the request arrives") { fetches.callCount == 1 }
        for _ in 1..<reaches {
            #expect(loader.loadNext() == .ignored(.requestInFlight))
        }
        #expect(loader.runningTasks == 1)

        fetches.respond(0, with: page([1, 2], more: true))
        await settle("the task ends") { loader.runningTasks == 0 }
        #expect(fetches.callCount == 1)
        #expect(fetches.arguments == [.page(1)])
        #expect(loader.ids == [1, 2])
    }

    @Test("releasing the loader cancels its fetch")
    func releaseCancelsTheFetch() async {
        var loader: PageLoader<Int>? = makeLoader()
        weak let released = loader
        loader?.loadNext()
        await settle("the request arrives") { fetches.callCount == 1 }
        loader = nil
        #expect(released == nil, "the fetch task does not keep the loader alive")
        await settle("the release cancels the fetch") { fetches.wasCancelled(0) }
        #expect(fetches.respond(0, with: page([1], more: false)))  // and the answer goes nowhere
    }

    @Test("a late old response after reset is ignored")
    func lateOldResponseAfterResetIsIgnored() async {
        // Calls are numbered in arrival order: wait for each before starting the next.
        let loader = makeLoader()
        loader.loadNext()
        await settle("the old request arrives") { fetches.callCount == 1 }
        loader.reset()
        #expect(!loader.isLoading)
        loader.loadNext()
        await settle("the new request arrives") { fetches.callCount == 2 }
        #expect(fetches.arguments == [.page(1), .page(1)])
        await settle("reset cancels the old request (an optimisation)") {
            fetches.wasCancelled(0)
        }

        // The double ignores the cancellation, like an answer already on its way.
        fetches.respond(0, with: page([1, 2], more: true))
        await settle("the old task ends") { loader.runningTasks == 1 }
        #expect(loader.ids.isEmpty)
        #expect(loader.isLoading)

        fetches.respond(1, with: page([7], more: false))
        await settle("the new task ends") { loader.runningTasks == 0 }
        #expect(loader.ids == [7])
        #expect(!loader.hasMore)
        #expect(loader.loadNext() == .ignored(.noMorePages))

        // An old failure does not touch the new query either.
        loader.reset()
        loader.loadNext()
        await settle("the old request arrives") { fetches.callCount == 3 }
        loader.reset()
        loader.loadNext()
        await settle("the new request arrives") { fetches.callCount == 4 }
        fetches.fail(2)
        await settle("the old task ends") { loader.runningTasks == 1 }
        #expect(loader.error == nil)
        #expect(loader.isLoading)
        fetches.respond(3, with: page([8], more: true))
        await settle("the new task ends") { loader.runningTasks == 0 }
        #expect(loader.ids == [8])
    }

    @Test("a double completion is ignored")
    func doubleCompletionIsIgnored() async {
        let loader = makeLoader()
        var changes = 0
        loader.onChange = { changes += 1 }
        guard let ticket = loader.loadNext().ticket else {
            Issue.record("no request")
            return
        }
        await settle("the request arrives") { fetches.callCount == 1 }
        fetches.respond(0, with: page([1, 2], more: true))
        await settle("the task ends") { loader.runningTasks == 0 }
        #expect(loader.ids == [1, 2])
        #expect(changes == 2)

        // A second answer to the same request, whichever way it comes, changes nothing.
        #expect(!fetches.respond(0, with: page([1, 2, 3], more: false)))
        #expect(
            loader.complete(ticket, with: .success(page([3], more: false)))
                == .ignored(.staleTicket))
        #expect(loader.complete(ticket, with: .failure(Timeout())) == .ignored(.staleTicket))
        #expect(loader.ids == [1, 2])
        #expect(loader.hasMore)
        #expect(loader.error == nil)
        #expect(changes == 2)

        // The next page still follows, without duplicates.
        loader.loadNext()
        await settle("the request arrives") { fetches.callCount == 2 }
        fetches.respond(1, with: page([2, 3], more: false))
        await settle("the task ends") { loader.runningTasks == 0 }
        #expect(fetches.arguments == [.page(1), .page(2)])
        #expect(loader.ids == [1, 2, 3])
    }

    @Test("a failure then retry requests the same page")
    func failureThenRetryRequestsSamePage() async {
        let loader = makeLoader()
        loader.loadNext()
        await settle("the request arrives") { fetches.callCount == 1 }
        fetches.respond(0, with: page([1, 2], more: true))
        await settle("page 1 arrives") { loader.runningTasks == 0 }
        loader.loadNext()
        #expect(loader.isLoading)
        await settle("the request arrives") { fetches.callCount == 2 }
        fetches.fail(1, with: Timeout())
        await settle("page 2 fails") { loader.runningTasks == 0 }

        #expect(loader.error == .failed)
        #expect(!loader.isLoading)
        #expect(!loader.isAutoloadOn)
        #expect(loader.ids == [1, 2])
        #expect(loader.loadNext() == .ignored(.errorShown))
        #expect(fetches.callCount == 2)

        let retry = loader.retry()
        #expect(retry.ticket?.request == .page(2))
        #expect(loader.error == nil)
        #expect(loader.isLoading)
        await settle("the retry is sent") { fetches.callCount == 3 }
        #expect(fetches.arguments == [.page(1), .page(2), .page(2)])
        fetches.respond(2, with: page([3], more: false))
        await settle("page 2 arrives") { loader.runningTasks == 0 }
        #expect(loader.ids == [1, 2, 3])
        #expect(!loader.hasMore)
    }

    @Test("a cursor stall stops autoload")
    func cursorStallStopsAutoload() async {
        let loader = makeLoader(mode: .cursor)
        loader.loadNext()
        await settle("the request arrives") { fetches.callCount == 1 }
        fetches.respond(0, with: page([1], more: true, next: "c1"))
        await settle("the first page arrives") { loader.runningTasks == 0 }
        #expect(loader.isAutoloadOn)

        loader.loadNext()
        await settle("the request arrives") { fetches.callCount == 2 }
        fetches.respond(1, with: page([2], more: true, next: "c1"))
        await settle("the stalled page arrives") { loader.runningTasks == 0 }
        #expect(fetches.arguments == [.start, .cursor("c1")])
        #expect(loader.ids == [1, 2])
        #expect(loader.error == .cursorStall)
        #expect(!loader.isAutoloadOn)
        #expect(loader.loadNext() == .ignored(.errorShown))
        #expect(fetches.callCount == 2)
    }

    @Test("each search's fetch gets its own query; an older search's late answer is ignored")
    func searchFetchesWithItsQuery() async {
        let searches = ControlledCalls<String, PageResponse<Int>>()
        let loader = PageLoader<Int> { query, request in
            #expect(request == .page(1))
            return try await searches.call(query)
        }
        loader.search("swift")
        await settle("the first search's fetch arrives") { searches.callCount == 1 }
        loader.search("swiftui")
        #expect(loader.query == "swiftui")
        await settle("the second search's fetch arrives") { searches.callCount == 2 }
        #expect(searches.arguments == ["swift", "swiftui"])
        #expect(searches.wasCancelled(0))

        searches.respond(1, with: page([2], more: false))
        await settle("the new answer is shown") { loader.ids == [2] }
        searches.respond(0, with: page([1], more: false))
        await settle("both tasks end") { loader.runningTasks == 0 }
        #expect(loader.ids == [2])
    }

    @Test("view restoration shows the saved list and ignores the answer from before it")
    func restoreIgnoresEarlierAnswer() async {
        let loader = makeLoader()
        loader.loadNext()
        await settle("the request arrives") { fetches.callCount == 1 }
        loader.restore(SavedList(ids: [7, 8], hasMore: true, nextRequest: .page(3)))
        #expect(loader.ids == [7, 8])
        #expect(!loader.isLoading)
        await settle("the restoration cancels the fetch") { fetches.wasCancelled(0) }

        fetches.respond(0, with: page([1], more: false))
        await settle("the old task ends") { loader.runningTasks == 0 }
        #expect(loader.ids == [7, 8])
        #expect(loader.hasMore)
        #expect(loader.loadNext().ticket?.request == .page(3))
    }
}
