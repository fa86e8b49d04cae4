import RulebookAdapters
import RulebookAdaptersTesting
import RulebookModels

/// The `optimistic-store` model of event tables: the real `OptimisticStore` with controlled
/// save, refetch and reload calls (spec/adapters.md). Tickets are save calls, in the order
/// they reach the server; refetches and reloads are answered by record.
public struct OptimisticStoreSpecModel: AsyncRulebookModel {
    public typealias Ticket = Int

    public static let descriptor = ModelDescriptor(
        name: "optimistic-store",
        summary:
            "The OptimisticStore adapter with saves, refetches and reloads the table answers.",
        verbs: [
            VerbDescriptor(
                "show", inputs: [.optional("record"), .required("value")],
                "the list load shows the server value"),
            VerbDescriptor(
                "tap", inputs: [.optional("record"), .optional("value"), .optional("ticket")],
                "the user sets the value (blank value: flips what is shown)"),
            VerbDescriptor(
                "saved", inputs: [.required("ticket"), .required("value")],
                "the save returns the server's final value"),
            VerbDescriptor(
                "rejected", inputs: [.required("ticket")], "the save returns a rejection"),
            VerbDescriptor(
                "uncertain", inputs: [.required("ticket")],
                "the save throws (timeout, lost connection)"),
            VerbDescriptor(
                "refetched", inputs: [.optional("record"), .required("value")],
                "the record's oldest open refetch returns the server value"),
            VerbDescriptor(
                "refetch failed", inputs: [.optional("record")],
                "the record's oldest open refetch throws"),
            VerbDescriptor("sync", inputs: [.optional("record")], "the app asks for a sync"),
            VerbDescriptor(
                "switch account",
                inputs: [.optional("record"), .optional("value"), .optional("records")],
                "another account signs in; records: the records the screen shows"),
            VerbDescriptor(
                "reloaded", inputs: [.optional("record"), .required("value")],
                "the open reload returns: every record it asked for holds value"),
            VerbDescriptor("reload failed", "the open reload throws"),
            VerbDescriptor("release", "the screen lets go of the store"),
        ],
        observables: [
            ObservableDescriptor("visible", "on or off: what the button shows"),
            ObservableDescriptor("confirmed", "on or off: the last value the server confirmed"),
            ObservableDescriptor("saving", "yes while a write is in flight"),
            ObservableDescriptor("needs sync", "yes after an uncertain outcome, until synced"),
            ObservableDescriptor("tappable", "yes when a tap now would start a write"),
            ObservableDescriptor("syncing", "yes while a refetch of the record is in flight"),
            ObservableDescriptor("failed sync", "yes when the record's latest sync failed"),
            ObservableDescriptor("saves", "how many save calls reached the server"),
            ObservableDescriptor("refetches", "how many refetch calls reached the server"),
            ObservableDescriptor("reloads", "how many reload calls reached the server"),
            ObservableDescriptor("cancelled calls", "the calls whose task was cancelled"),
        ])

    /// The store and its controlled calls; lives on the main actor.
    @MainActor
    private final class Harness {
        let saves = ControlledCalls<Change, SaveResult<Bool>>()
        let refetches = ControlledCalls<String, Bool>()
        let reloads = ControlledCalls<[String], [String: Bool]>()
        var store: OptimisticStore<String, Bool>?
        var isReleased = false

        nonisolated init() {}

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
                save: { record, value in try await saves.call(Change(record: record, value: value))
                },
                refetch: { record in try await refetches.call(record) },
                reload: { records in try await reloads.call(records) })
            store = made
            return made
        }

        func settle() async throws(ModelError) {
            guard let store else { return await settleReleased() }
            try await Rulebook.settle("store") {
                store.runningTasks
                    == saves.pending.count + refetches.pending.count + reloads.pending.count
            }
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

    /// What `observe` reads, taken after every event.
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

    private let harness = Harness()
    private var state = State()
    /// The record the last row was about; expectations read it.
    private var focus = "1"

    public init(options: ModelOptions) throws(ModelError) {}

    @MainActor
    public mutating func perform(_ event: ModelEvent<Int>) async throws(ModelError)
        -> EventOutcome<Int>
    {
        let ticket = event.verb == "tap" ? nil : try event.ticket()
        let record = try event.value("record") { cell throws(CellError) in try cell.text() }
        let value = try event.value("value") { cell throws(CellError) in try cell.flag(.onOff) }
        let saves = harness.saves
        focus =
            record ?? ticket.flatMap {
                saves.arguments.indices.contains($0) ? saves.arguments[$0].record : nil
            } ?? focus
        let before = harness.fingerprint
        var outcome = EventOutcome<Int>.done(.keyword("accepted"))
        // Whether the row answers a call: its result says whether the answer changed anything.
        var answers = true
        switch event.verb {
        case "show":
            answers = false
            try harness.adapter().show(focus, value: value ?? false)
        case "tap":
            answers = false
            let store = try harness.adapter()
            let call = saves.callCount
            switch store.tap(focus, value: value ?? !store[focus].visible) {
            case .saving: outcome = .done(.keyword("saving"), started: call)
            case .ignored: outcome = .done(.keyword("ignored"))
            }
        case "saved", "rejected", "uncertain":
            let call = try event.requiredTicket()
            let answered =
                switch event.verb {
                case "saved": saves.respond(call, with: .confirmed(value ?? false))
                case "rejected": saves.respond(call, with: .rejected)
                default: saves.fail(call)
                }
            guard answered else { throw ModelError("that save was already answered") }
        case "refetched", "refetch failed":
            let refetches = harness.refetches
            guard let call = refetches.pending.first(where: { refetches.arguments[$0] == focus })
            else { throw ModelError("no refetch of record \(focus) is open") }
            if event.verb == "refetched" {
                refetches.respond(call, with: value ?? false)
            } else {
                refetches.fail(call)
            }
        case "sync":
            answers = false
            try harness.adapter().sync(focus)
        case "switch account":
            answers = false
            let visible =
                try event.value("records") { cell throws(CellError) in try cell.list() } ?? []
            try harness.adapter().switchAccount(initialValue: value ?? false, reloading: visible)
        case "reloaded", "reload failed":
            let reloads = harness.reloads
            guard let call = reloads.pending.first else { throw ModelError("no reload is open") }
            if event.verb == "reloaded" {
                let asked = reloads.arguments[call]
                let values = asked.map { ($0, value ?? false) }
                reloads.respond(call, with: Dictionary(values) { first, _ in first })
            } else {
                reloads.fail(call)
            }
        case "release":
            answers = false
            harness.store = nil
            harness.isReleased = true
            outcome = .done(.keyword("released"))
        default:
            throw ModelError("optimistic-store has no event \(event.verb)")
        }
        try await harness.settle()
        if answers {
            let changed = harness.fingerprint.map { $0 != before } ?? false
            outcome = .done(.keyword(changed ? "accepted" : "ignored"))
        }
        takeState()
        return outcome
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

    public func observe(_ column: String, labels: TicketLabels<Int>) -> Observation {
        let record = state.record
        switch column {
        case "visible": return .flag(record?.visible ?? false, .onOff)
        case "confirmed": return .flag(record?.confirmed ?? false, .onOff)
        case "saving": return .flag(record?.isSaving ?? false, .yesNo)
        case "needs sync": return .flag(record?.needsSync ?? false, .yesNo)
        case "tappable": return .flag(record?.isTappable ?? true, .yesNo)
        case "syncing": return .flag(state.isSyncing, .yesNo)
        case "failed sync": return .flag(state.failedSync, .yesNo)
        case "saves": return .number(state.saves)
        case "refetches": return .number(state.refetches)
        case "reloads": return .number(state.reloads)
        case "cancelled calls":
            return .list(
                state.cancelledSaves.map { callName($0, kind: "save", labels: labels) }
                    + state.cancelledOthers)
        default: return .keyword("unknown column \(column)")
        }
    }
}
