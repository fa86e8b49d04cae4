import Rulebook
import RulebookAdapters
import RulebookAdaptersTesting
import RulebookModels

/// The `page-loader` model of event tables: the real `PageLoader` with controlled fetches
/// (spec/adapters.md). Tickets are fetch calls, in the order they reach the server.
package struct PageLoaderSpecModel: AsyncRulebookModel {
    package typealias Ticket = Int

    package static let vocabulary = Vocabulary<Self>(
        name: "page-loader",
        summary: "The PageLoader adapter with fetches the table answers, fails or leaves hanging.",
        options: [
            OptionDescriptor("cursor", "the API pages with cursors; the first request has none")
        ],
        verbs: [
            .onMainActor(
                "load next", inputs: [.optional("ticket", .label)],
                outcomes: PagerColumns.requestOutcomes, "the end of the list is reached"
            ) { model, _ async throws(ModelError) in
                model.keep(try await model.harness.start(model.harness.adapter().loadNext()))
            },
            .onMainActor(
                "respond",
                inputs: [
                    .required("ticket", .label), .optional("rows", .list),
                    .required("more", .yesNo),
                    .optional("next cursor", .id),
                ], outcomes: [.outcome(.accepted), .outcome(.ignored)],
                "the server answers the fetch"
            ) { model, event async throws(ModelError) in
                let call = try event.requiredTicket()
                let response = PageResponse(
                    rows: try event.list("rows"), hasMore: try event.requiredFlag("more", .yesNo),
                    nextCursor: try event.optionalText("next cursor"))
                return model.keep(
                    try await model.harness.answer { $0.respond(call, with: response) })
            },
            .onMainActor(
                "fail", inputs: [.required("ticket", .label)],
                outcomes: [.outcome(.accepted), .outcome(.ignored)], "the fetch throws"
            ) {
                model, event async throws(ModelError) in
                let call = try event.requiredTicket()
                return model.keep(try await model.harness.answer { $0.fail(call) })
            },
            .onMainActor(
                "retry", inputs: [.optional("ticket", .label)],
                outcomes: PagerColumns.requestOutcomes, "the user taps retry"
            ) {
                model, _ async throws(ModelError) in
                model.keep(try await model.harness.start(model.harness.adapter().retry()))
            },
            .onMainActor(
                "reset", outcomes: [.outcome(.accepted)],
                "a filter change or pull-to-refresh starts a new query"
            ) {
                model, _ async throws(ModelError) in
                try model.harness.adapter().reset()
                try await model.harness.settle()
                return model.keep(.done(.outcome(.accepted)))
            },
            .onMainActor(
                "search", inputs: [.optional("text", .text), .optional("ticket", .label)],
                outcomes: PagerColumns.requestOutcomes + [.outcome(.accepted)],
                "a new search for text starts and fetches its first page"
            ) { model, event async throws(ModelError) in
                let text = try event.text("text") ?? ""
                return model.keep(
                    try await model.harness.start(model.harness.adapter().search(text)))
            },
            .onMainActor(
                "restore",
                inputs: [
                    .optional("rows", .list), .required("more", .yesNo),
                    .optional("next page", .number),
                    .optional("next cursor", .id),
                ], outcomes: [.outcome(.accepted)],
                "view restoration puts a saved list back"
            ) { model, event async throws(ModelError) in
                try model.harness.adapter().restore(Self.savedList(event, mode: model.harness.mode))
                try await model.harness.settle()
                return model.keep(.done(.outcome(.accepted)))
            },
            .onMainActor(
                "release", outcomes: [.outcome(.released)], "the screen lets go of the loader"
            ) {
                model, _ async throws(ModelError) in
                model.harness.loader = nil
                model.harness.isReleased = true
                try await model.harness.settle()
                return model.keep(.done(.outcome(.released)))
            },
        ],
        observables: PagerColumns.observables(
            loading: ObservableColumn(
                "loading", "no, yes, or the label of the fetch in flight", type: .request
            ) { model, labels in
                .request(
                    inFlight: model.state.pager.inFlight != nil,
                    label: model.state.inFlightCall.flatMap(labels.label))
            }
        ) { $0.state.pager } + [
            .number("fetches", "how many fetch calls reached the server") { $0.state.fetches },
            .text("query", "the query of the latest search, or none") {
                $0.state.query.isEmpty ? nil : $0.state.query
            },
            ObservableColumn(
                "cancelled calls", "the fetches whose task was cancelled", kind: .list
            ) { model, labels in
                .list(model.state.cancelled.map { callName($0, kind: "fetch", labels: labels) })
            },
        ])

    /// The loader and its controlled fetches; lives on the main actor.
    @MainActor
    private final class Harness {
        let fetches = ControlledCalls<Fetch, PageResponse<String>>()
        let mode: PagingMode
        var loader: PageLoader<String>?
        var isReleased = false
        /// The fetch call of each pager ticket that started one (looked up, not searched, so
        /// a row's cost does not grow with the calls before it).
        var calls: [PageTicket: Int] = [:]

        /// The seeded bug the loader is made with (`rulebook mutants`), if any.
        let fault: PageLoaderFault?

        nonisolated init(mode: PagingMode, fault: PageLoaderFault?) {
            self.mode = mode
            self.fault = fault
        }

        // Ends the calls no row answered, so their tasks do not wait forever.
        deinit {
            for index in fetches.pending { fetches.fail(index, with: CancellationError()) }
        }

        func adapter() throws(ModelError) -> PageLoader<String> {
            if let loader { return loader }
            if isReleased { throw ModelError("the loader was released in an earlier row") }
            let fetches = fetches
            // On the main actor, like the loader's tasks: a fetch does not leave the thread.
            let made = PageLoader<String>(mode: mode) { @MainActor query, request in
                try await fetches.call(Fetch(query: query, request: request))
            }
            made.fault = fault
            loader = made
            return made
        }

        func settle() async throws(ModelError) {
            // Without a loader nothing runs: a released one's fetches were cancelled when it
            // went, and their tasks wait for answers no row gives.
            guard let loader else { return }
            try await RulebookAdapterModels.settle("loader") {
                loader.runningTasks == fetches.pending.count
            }
        }

        /// Waits until the fetch a request started reaches the server; the call is its ticket.
        func start(_ outcome: PagerOutcome) async throws(ModelError) -> EventOutcome<Int> {
            let result = PagerColumns.result(of: outcome)
            guard case .requested(let ticket) = outcome else { return .done(result) }
            let call = fetches.callCount
            calls[ticket] = call
            try await settle()
            return .done(result, started: call)
        }

        /// Answers a fetch call (`answer` says whether it was still open); the result says
        /// whether the answer changed the list.
        func answer(
            _ answer: (ControlledCalls<Fetch, PageResponse<String>>) -> Bool
        ) async throws(ModelError) -> EventOutcome<Int> {
            let before = loader?.pager
            guard answer(fetches) else { throw ModelError("that fetch was already answered") }
            try await settle()
            let changed = loader.map { $0.pager != before } ?? false
            return .done(.outcome(changed ? .accepted : .ignored))
        }
    }

    /// A fetch's arguments.
    private struct Fetch: Sendable {
        let query: String
        let request: PageRequest
    }

    /// What the columns read, taken after every event.
    private struct State: Sendable {
        var pager: Pager<String>
        var inFlightCall: Int?
        var fetches = 0
        var cancelled: [Int] = []
        var query = ""
    }

    private let harness: Harness
    private var state: State

    package init(options: ModelOptions) throws(ModelError) {
        let mode: PagingMode = options.flag("cursor") ? .cursor : .pageNumbers
        harness = Harness(mode: mode, fault: nil)
        state = State(pager: Pager(mode: mode))
    }

    package func validate(columns: [Column]) throws(ModelError) {
        try PagerColumns.validate(columns, mode: state.pager.mode)
    }

    /// Takes what the columns read from the harness, once the event's work is quiescent;
    /// returns the event's outcome.
    @MainActor
    private mutating func keep(_ outcome: EventOutcome<Int>) -> EventOutcome<Int> {
        let fetches = harness.fetches
        state = State(
            pager: harness.loader?.pager ?? state.pager,
            inFlightCall: harness.loader?.pager.inFlight.flatMap { harness.calls[$0] },
            fetches: fetches.callCount,
            cancelled: (0..<fetches.callCount).filter(fetches.wasCancelled),
            query: harness.loader?.query ?? state.query)
        return outcome
    }

    /// The list a `restore` row puts back.
    private static func savedList(
        _ event: ModelEvent<Int>, mode: PagingMode
    ) throws(ModelError) -> SavedList<String> {
        let rows = try event.list("rows")
        let more = try event.requiredFlag("more", .yesNo)
        let next: PageRequest
        switch mode {
        case .pageNumbers: next = .page(try event.number("next page") ?? 1)
        case .cursor: next = try event.optionalText("next cursor").map(PageRequest.cursor) ?? .start
        }
        return SavedList(ids: rows, hasMore: more, nextRequest: next)
    }
}

extension PageLoaderSpecModel: ModelWithFaults {
    package static let faults = ModelFault.cases(of: PageLoaderFault.self, breaking: \.rule)

    package init(options: ModelOptions, fault: FaultSwitch) throws(ModelError) {
        let seeded = try Self.seeded(fault, as: PageLoaderFault.self)
        let mode: PagingMode = options.flag("cursor") ? .cursor : .pageNumbers
        harness = Harness(mode: mode, fault: seeded)
        state = State(pager: Pager(mode: mode))
    }
}

extension PageLoaderSpecModel: ModelWithSituations {
    /// The pager's situations (`rulebook coverage`); the loader does not explore, so every
    /// one of them counts as reachable with every verb.
    package static let situations = [
        "idle, no error, more pages", "loading, no error, more pages",
        "idle, no error, last page", "error shown: failed", "error shown: cursor stall",
    ]

    package var situation: String { PagerExploration.situation(of: state.pager) }
}
