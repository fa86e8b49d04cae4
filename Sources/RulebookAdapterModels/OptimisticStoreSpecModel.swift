import Rulebook
import RulebookAdapters
import RulebookAdaptersTesting
import RulebookModels

/// The `optimistic-store` model of event tables: the real `OptimisticStore` with controlled
/// save, refetch and reload calls (spec/adapters.md). Tickets are save calls, in the order
/// they reach the server; refetches and reloads are answered by record.
package struct OptimisticStoreSpecModel: AsyncRulebookModel {
    package typealias Ticket = Int

    package static let vocabulary = Vocabulary<Self>(
        name: "optimistic-store",
        summary:
            "The OptimisticStore adapter with saves, refetches and reloads the table answers.",
        verbs: [
            .onMainActor(
                "show", inputs: [.optional("record", .id), .required("value", .onOff)],
                outcomes: [.outcome(.accepted)],
                "the list load shows the server value"
            ) { model, event async throws(ModelError) in
                let record = try model.focus(on: event)
                let value = try event.requiredOnOff("value")
                try model.harness.adapter().show(record, value: value)
                return try await model.settle(.done(.outcome(.accepted)))
            },
            .onMainActor(
                "tap",
                inputs: [
                    .optional("record", .id), .required("value", .onOff),
                    .optional("ticket", .label),
                ], outcomes: [.outcome(.saving), .outcome(.ignored)],
                "the user sets the value"
            ) { model, event async throws(ModelError) in
                // The ticket cell names the label to bind, not a bound ticket.
                let record = try model.focus(on: event)
                let value = try event.requiredOnOff("value")
                let store = try model.harness.adapter()
                let call = model.harness.saves.callCount
                let outcome: EventOutcome<Int> =
                    switch store.tap(record, value: value) {
                    case .saving: .done(.outcome(.saving), started: call)
                    case .ignored: .done(.outcome(.ignored))
                    }
                return try await model.settle(outcome)
            },
            .onMainActor(
                "saved", inputs: [.required("ticket", .label), .required("value", .onOff)],
                outcomes: [.outcome(.accepted), .outcome(.ignored)],
                "the save returns the server's final value"
            ) { model, event async throws(ModelError) in
                let call = try event.requiredTicket()
                _ = try model.focus(on: event, call: call)
                let value = try event.requiredOnOff("value")
                return try await model.answer { harness throws(ModelError) in
                    try harness.answered(harness.saves.respond(call, with: .confirmed(value)))
                }
            },
            .onMainActor(
                "rejected", inputs: [.required("ticket", .label)],
                outcomes: [.outcome(.accepted), .outcome(.ignored)], "the save returns a rejection"
            ) {
                model, event async throws(ModelError) in
                let call = try event.requiredTicket()
                _ = try model.focus(on: event, call: call)
                return try await model.answer { harness throws(ModelError) in
                    try harness.answered(harness.saves.respond(call, with: .rejected))
                }
            },
            .onMainActor(
                "uncertain", inputs: [.required("ticket", .label)],
                outcomes: [.outcome(.accepted), .outcome(.ignored)],
                "the save throws (timeout, lost connection)"
            ) { model, event async throws(ModelError) in
                let call = try event.requiredTicket()
                _ = try model.focus(on: event, call: call)
                return try await model.answer { harness throws(ModelError) in
                    try harness.answered(harness.saves.fail(call))
                }
            },
            .onMainActor(
                "refetched", inputs: [.optional("record", .id), .required("value", .onOff)],
                outcomes: [.outcome(.accepted), .outcome(.ignored)],
                "the record's oldest open refetch returns the server value"
            ) { model, event async throws(ModelError) in
                let record = try model.focus(on: event)
                let value = try event.requiredOnOff("value")
                return try await model.answer { harness throws(ModelError) in
                    harness.refetches.respond(try harness.openRefetch(of: record), with: value)
                }
            },
            .onMainActor(
                "refetch failed", inputs: [.optional("record", .id)],
                outcomes: [.outcome(.accepted), .outcome(.ignored)],
                "the record's oldest open refetch throws"
            ) { model, event async throws(ModelError) in
                let record = try model.focus(on: event)
                return try await model.answer { harness throws(ModelError) in
                    harness.refetches.fail(try harness.openRefetch(of: record))
                }
            },
            .onMainActor(
                "sync", inputs: [.optional("record", .id)], outcomes: [.outcome(.accepted)],
                "the app asks for a sync"
            ) {
                model, event async throws(ModelError) in
                let record = try model.focus(on: event)
                try model.harness.adapter().sync(record)
                return try await model.settle(.done(.outcome(.accepted)))
            },
            .onMainActor(
                "switch account",
                inputs: [
                    .optional("record", .id), .optional("value", .onOff),
                    .optional("records", .list),
                ], outcomes: [.outcome(.accepted)],
                "another account signs in; records: the records the screen shows"
            ) { model, event async throws(ModelError) in
                _ = try model.focus(on: event)
                let value = try event.onOff("value") ?? false
                let visible = try event.list("records")
                try model.harness.adapter().switchAccount(initialValue: value, reloading: visible)
                return try await model.settle(.done(.outcome(.accepted)))
            },
            .onMainActor(
                "reloaded", inputs: [.optional("record", .id), .required("value", .onOff)],
                outcomes: [.outcome(.accepted), .outcome(.ignored)],
                "the open reload returns: every record it asked for holds value"
            ) { model, event async throws(ModelError) in
                _ = try model.focus(on: event)
                let value = try event.requiredOnOff("value")
                return try await model.answer { harness throws(ModelError) in
                    let call = try harness.openReload()
                    let values = harness.reloads.arguments[call].map { ($0, value) }
                    harness.reloads.respond(call, with: Dictionary(values) { first, _ in first })
                }
            },
            .onMainActor(
                "reload failed", outcomes: [.outcome(.accepted), .outcome(.ignored)],
                "the open reload throws"
            ) {
                model, _ async throws(ModelError) in
                try await model.answer { harness throws(ModelError) in
                    harness.reloads.fail(try harness.openReload())
                }
            },
            .onMainActor(
                "release", outcomes: [.outcome(.released)], "the screen lets go of the store"
            ) {
                model, _ async throws(ModelError) in
                model.harness.store = nil
                model.harness.isReleased = true
                return try await model.settle(.done(.outcome(.released)))
            },
        ],
        observables: [
            .flag("visible", "on or off: what the button shows", .onOff) {
                $0.state.record?.visible ?? false
            },
            .flag("confirmed", "on or off: the last value the server confirmed", .onOff) {
                $0.state.record?.confirmed ?? false
            },
            .flag("saving", "yes while a write is in flight", .yesNo) {
                $0.state.record?.isSaving ?? false
            },
            .flag("needs sync", "yes after an uncertain outcome, until synced", .yesNo) {
                $0.state.record?.needsSync ?? false
            },
            .flag("tappable", "yes when a tap now would start a write", .yesNo) {
                $0.state.record?.isTappable ?? true
            },
            .flag("syncing", "yes while a refetch of the record is in flight", .yesNo) {
                $0.state.isSyncing
            },
            .flag("failed sync", "yes when the record's latest sync failed", .yesNo) {
                $0.state.failedSync
            },
            .number("saves", "how many save calls reached the server") { $0.state.saves },
            .number("refetches", "how many refetch calls reached the server") {
                $0.state.refetches
            },
            .number("reloads", "how many reload calls reached the server") { $0.state.reloads },
            ObservableColumn(
                "cancelled calls", "the calls whose task was cancelled", kind: .list
            ) { model, labels in
                .list(
                    model.state.cancelledSaves.map { callName($0, kind: "save", labels: labels) }
                        + model.state.cancelledOthers)
            },
        ])

    /// The store and its controlled calls; lives on the main actor.
    @MainActor
    private final class Harness {
        let saves = ControlledCalls<Change, SaveResult<Bool>>()
        let refetches = ControlledCalls<String, Bool>()
        let reloads = ControlledCalls<[String], [String: Bool]>()
        var store: OptimisticStore<String, Bool>?
        var isReleased = false
        /// The seeded bug the store is made with (`rulebook mutants`), if any.
        let fault: OptimisticStoreFault?

        nonisolated init(fault: OptimisticStoreFault?) {
            self.fault = fault
        }

        // Ends the calls no row answered, so their tasks do not wait forever.
        deinit {
            for index in saves.pending { saves.fail(index, with: CancellationError()) }
            for index in refetches.pending { refetches.fail(index, with: CancellationError()) }
            for index in reloads.pending { reloads.fail(index, with: CancellationError()) }
        }

        func adapter() throws(ModelError) -> OptimisticStore<String, Bool> {
            if let store { return store }
            if isReleased { throw ModelError("the store was released in an earlier row") }
            let (saves, refetches, reloads) = (saves, refetches, reloads)
            let made = OptimisticStore<String, Bool>(
                initialValue: false,
                // On the main actor, like the store's tasks: a call does not leave the thread.
                save: { @MainActor record, value in
                    try await saves.call(Change(record: record, value: value))
                },
                refetch: { @MainActor record in try await refetches.call(record) },
                reload: { @MainActor records in try await reloads.call(records) })
            made.fault = fault
            store = made
            return made
        }

        func settle() async throws(ModelError) {
            // Without a store nothing runs: a released one's calls were cancelled when it
            // went, and their tasks wait for answers no row gives.
            guard let store else { return }
            try await RulebookAdapterModels.settle("store") {
                store.runningTasks
                    == saves.pending.count + refetches.pending.count + reloads.pending.count
            }
        }

        /// Throws unless an answer reached a call that was still open.
        func answered(_ isOpen: Bool) throws(ModelError) {
            guard isOpen else { throw ModelError("that save was already answered") }
        }

        /// The record's oldest open refetch.
        func openRefetch(of record: String) throws(ModelError) -> Int {
            guard let call = refetches.pending.first(where: { refetches.arguments[$0] == record })
            else { throw ModelError("no refetch of record \(record) is open") }
            return call
        }

        /// The open reload.
        func openReload() throws(ModelError) -> Int {
            guard let call = reloads.pending.first else { throw ModelError("no reload is open") }
            return call
        }

        /// What the store shows and runs, to tell an accepted answer from an ignored one.
        var fingerprint: Fingerprint? {
            store.map {
                Fingerprint(
                    records: $0.records, failedSyncs: $0.failedSyncs, isReloading: $0.isReloading)
            }
        }
    }

    /// A save's arguments.
    private struct Change: Sendable {
        let record: String
        let value: Bool
    }

    private struct Fingerprint: Equatable {
        let records: OptimisticRecords<String, Bool>
        let failedSyncs: Set<String>
        let isReloading: Bool
    }

    /// What the columns read, taken after every event.
    private struct State: Sendable {
        var record = OptimisticValue<String, Bool>?.none
        var isSyncing = false
        var failedSync = false
        var saves = 0
        var refetches = 0
        var reloads = 0
        /// Cancelled calls: save call numbers, and names of the others.
        var cancelledSaves: [Int] = []
        var cancelledOthers: [String] = []
    }

    private let harness: Harness
    private var state = State()
    /// The record the last row was about; expectations read it.
    private var focus = "1"

    package init(options: ModelOptions) throws(ModelError) {
        harness = Harness(fault: nil)
    }

    /// Points `focus` at the record the row is about: its `record` cell, else the record
    /// of the save `call`, else the record of the row before. Returns it.
    @MainActor
    private mutating func focus(
        on event: ModelEvent<Int>, call: Int? = nil
    ) throws(ModelError) -> String {
        let saves = harness.saves
        focus =
            try event.text("record") ?? call.flatMap {
                saves.arguments.indices.contains($0) ? saves.arguments[$0].record : nil
            } ?? focus
        return focus
    }

    /// Waits until the event's work is quiescent and takes what the columns read; returns
    /// the event's outcome.
    @MainActor
    private mutating func settle(_ outcome: EventOutcome<Int>) async throws(ModelError)
        -> EventOutcome<Int>
    {
        try await harness.settle()
        takeState()
        return outcome
    }

    /// Answers an open call with `answer`, which throws when there is none; the result says
    /// whether the answer changed what the store shows or runs.
    @MainActor
    private mutating func answer(
        _ answer: (Harness) throws(ModelError) -> Void
    ) async throws(ModelError) -> EventOutcome<Int> {
        let before = harness.fingerprint
        try answer(harness)
        try await harness.settle()
        let changed = harness.fingerprint.map { $0 != before } ?? false
        takeState()
        return .done(.outcome(changed ? .accepted : .ignored))
    }

    @MainActor
    private mutating func takeState() {
        let (saves, refetches, reloads) = (harness.saves, harness.refetches, harness.reloads)
        let store = harness.store
        state = State(
            record: store?[focus] ?? state.record,
            isSyncing: store?.isSyncing(focus) ?? false,
            failedSync: store?.failedSyncs.contains(focus) ?? false,
            saves: saves.callCount, refetches: refetches.callCount, reloads: reloads.callCount,
            cancelledSaves: (0..<saves.callCount).filter(saves.wasCancelled),
            cancelledOthers: (0..<refetches.callCount).filter(refetches.wasCancelled).map {
                callName($0, kind: "refetch", labels: nil)
            }
                + (0..<reloads.callCount).filter(reloads.wasCancelled).map {
                    callName($0, kind: "reload", labels: nil)
                })
    }
}

extension OptimisticStoreSpecModel: ModelWithFaults {
    package static let faults = ModelFault.cases(of: OptimisticStoreFault.self, breaking: \.rule)

    package init(options: ModelOptions, fault: FaultSwitch) throws(ModelError) {
        let seeded = try Self.seeded(fault, as: OptimisticStoreFault.self)
        harness = Harness(fault: seeded)
    }
}

extension OptimisticStoreSpecModel: ModelWithSituations {
    /// The situations of the record the last row was about (`rulebook coverage`), in the
    /// `optimistic` model's words, with the store's sync.
    package static let situations = [
        "record 1 idle", "record 1 idle, syncing", "record 1 saving", "record 1 needs sync",
        "record 1 needs sync, syncing", "record 1 needs sync, sync failed",
    ]

    package var situation: String {
        OptimisticExploration.situation(of: state.record ?? OptimisticValue(false))
            + (state.isSyncing ? ", syncing" : "") + (state.failedSync ? ", sync failed" : "")
    }
}
