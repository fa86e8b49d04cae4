import RulebookAdapters
import RulebookAdaptersTesting
import RulebookModels
import Testing

@MainActor
@Suite("OptimisticStore with a controlled save")
struct OptimisticStoreTests {
    let saves = Saves()
    let refetches = Refetches()

    func makeStore() -> OptimisticStore<String, Bool> {
        OptimisticStore(
            initialValue: false,
            save: { [saves] record, value in
                try await saves.call(SaveCall(record: record, value: value))
            },
            refetch: { [refetches] record in try await refetches.call(record) })
    }

    @Test("an old-session completion is ignored")
    func oldSessionCompletionIsIgnored() async {
        let store = makeStore()
        // Calls are numbered in arrival order: wait for each before starting the next.
        #expect(store.tap("a", value: true).ticket?.session == 0)
        await settle("the old write arrives") { saves.callCount == 1 }
        store.sync("b")
        await settle("the old sync arrives") { refetches.callCount == 1 }
        store.switchAccount(initialValue: false)
        #expect(store["a"] == OptimisticValue(false))
        #expect(!store.isSyncing("b"))

        guard let current = store.tap("a", value: true).ticket else {
            Issue.record("no write")
            return
        }
        #expect(current.session == 1)
        await settle("the new write arrives") { saves.callCount == 2 }
        await settle("the switch cancels old requests (an optimisation)") {
            saves.wasCancelled(0) && refetches.wasCancelled(0)
        }

        saves.respond(0, with: .confirmed(true))
        refetches.respond(0, with: true)
        await settle("the old tasks end") { store.runningTasks == 1 }
        #expect(store["a"].pending == current)
        #expect(store["a"].visible)
        #expect(!store["a"].confirmed)
        #expect(store["b"] == OptimisticValue(false))

        saves.respond(1, with: .rejected)
        await settle("the current write ends") { store.runningTasks == 0 }
        #expect(store["a"] == OptimisticValue(false))
        #expect(store["a"].isTappable)
    }

    @Test("a timeout needs a sync and blocks taps until the refetch")
    func timeoutNeedsSyncAndBlocksTapsUntilRefetch() async {
        let store = makeStore()
        store.show("a", value: false)
        store.tap("a", value: true)
        #expect(store["a"].visible)
        await settle("the write is sent") { saves.callCount == 1 }
        saves.fail(0, with: Timeout())
        await settle("the sync starts") { refetches.callCount == 1 }

        #expect(!store["a"].visible)
        #expect(store["a"].needsSync)
        #expect(!store["a"].isTappable)
        #expect(store.isSyncing("a"))
        #expect(store.tap("a", value: true) == .ignored(.needsSync))

        // A failed refetch keeps the record blocked; the app syncs again.
        refetches.fail(0, with: Timeout())
        await settle("the refetch fails") { store.runningTasks == 0 }
        #expect(store.failedSyncs == ["a"])
        #expect(store.tap("a", value: true) == .ignored(.needsSync))
        store.sync("a")
        #expect(store.failedSyncs.isEmpty)
        await settle("the second refetch is sent") { refetches.callCount == 2 }

        // The server had applied the write after all: the refetch shows it.
        refetches.respond(1, with: true)
        await settle("the refetch ends") { store.runningTasks == 0 }
        #expect(store["a"] == OptimisticValue(true))
        #expect(store["a"].isTappable)
        #expect(saves.callCount == 1)

        #expect(store.tap("a", value: false).ticket != nil)
        await settle("the next write is sent") { saves.callCount == 2 }
        #expect(saves.arguments.last == SaveCall(record: "a", value: false))
    }

    @Test("releasing the store cancels its saves and syncs")
    func releaseCancelsSavesAndSyncs() async {
        var store: OptimisticStore<String, Bool>? = makeStore()
        weak let released = store
        store?.tap("a", value: true)
        store?.sync("b")
        await settle("the write and the sync arrive") {
            saves.callCount == 1 && refetches.callCount == 1
        }
        store = nil
        #expect(released == nil, "the tasks do not keep the store alive")
        await settle("the release cancels both") {
            saves.wasCancelled(0) && refetches.wasCancelled(0)
        }
        #expect(saves.respond(0, with: .confirmed(true)))  // and the answers go nowhere
        #expect(refetches.respond(0, with: true))
    }

    @Test("the server's answer decides: its value on success, the old one on rejection")
    func serverAnswerDecides() async {
        let store = makeStore()
        store.tap("a", value: true)
        await settle("the write of a is sent") { saves.callCount == 1 }
        store.tap("b", value: true)
        #expect(store.tap("a", value: false) == .ignored(.writeInFlight))
        await settle("the write of b is sent") { saves.callCount == 2 }
        #expect(saves.arguments.map(\.record) == ["a", "b"])

        saves.respond(1, with: .rejected)
        saves.respond(0, with: .confirmed(false))
        await settle("both writes end") { store.runningTasks == 0 }
        #expect(store["a"] == OptimisticValue(false))
        #expect(store["b"] == OptimisticValue(false))
        #expect(store["b"].isTappable)
        #expect(refetches.callCount == 0)
    }

    @Test("an account switch reloads the visible records; an older account's reload is ignored")
    func accountSwitchReloadsVisibleRecords() async {
        let reloads = ControlledCalls<[String], [String: Bool]>()
        let store = OptimisticStore<String, Bool>(
            initialValue: false,
            save: { [saves] record, value in
                try await saves.call(SaveCall(record: record, value: value))
            },
            refetch: { [refetches] record in try await refetches.call(record) },
            reload: { records in try await reloads.call(records) })
        store.show("a", value: true)
        store.switchAccount(initialValue: false, reloading: ["a", "b"])
        #expect(store["a"].visible == false)
        #expect(store.isReloading)
        await settle("the first reload arrives") { reloads.callCount == 1 }
        store.switchAccount(initialValue: false, reloading: ["a", "b", "c"])
        await settle("the second reload arrives") { reloads.callCount == 2 }
        #expect(reloads.arguments == [["a", "b"], ["a", "b", "c"]])
        #expect(store.tap("c", value: true).ticket != nil)
        await settle("the tap's save arrives") { saves.callCount == 1 }

        reloads.respond(0, with: ["a": true, "b": true])
        await settle("the old reload ends") { store.runningTasks == 2 }
        #expect(store["a"].visible == false)
        #expect(store.isReloading)

        reloads.respond(1, with: ["a": true, "c": false])
        await settle("the reload ends") { store.runningTasks == 1 }
        #expect(!store.isReloading)
        #expect(store["a"].visible == true)
        #expect(store["b"].visible == false)
        #expect(store["c"].visible == true, "a record tapped since keeps the user's intent")
        saves.respond(0, with: .confirmed(true))
        await settle("the save ends") { store.runningTasks == 0 }
    }

    @Test("a failed reload leaves the visible records to sync")
    func failedReloadMarksRecordsForSync() async {
        let reloads = ControlledCalls<[String], [String: Bool]>()
        let store = OptimisticStore<String, Bool>(
            initialValue: false, save: { _, _ in .rejected },
            refetch: { [refetches] record in try await refetches.call(record) },
            reload: { records in try await reloads.call(records) })
        store.switchAccount(initialValue: false, reloading: ["a"])
        await settle("the reload arrives") { reloads.callCount == 1 }
        reloads.fail(0)
        await settle("the reload ends") { store.runningTasks == 0 }
        #expect(store.failedSyncs == ["a"])
        #expect(!store.isReloading)
    }
}
