import RulebookAdapters
import RulebookAdaptersTesting
import RulebookModels

/// The `page-loader` model of event tables: the real `PageLoader` with controlled fetches
/// (spec/adapters.md). Tickets are fetch calls, in the order they reach the server.
public struct PageLoaderSpecModel: AsyncRulebookModel {
    public typealias Ticket = Int

    public static let descriptor = ModelDescriptor(
        name: "page-loader",
        summary: "The PageLoader adapter with fetches the table answers, fails or leaves hanging.",
        options: [
            OptionDescriptor("cursor", "the API pages with cursors; the first request has none")
        ],
        verbs: [
            VerbDescriptor(
                "load next", inputs: [.optional("ticket")], "the end of the list is reached"),
            VerbDescriptor(
                "respond",
                inputs: [
                    .required("ticket"), .optional("rows"), .required("more"),
                    .optional("next cursor"),
                ],
                "the server answers the fetch"),
            VerbDescriptor("fail", inputs: [.required("ticket")], "the fetch throws"),
            VerbDescriptor("retry", inputs: [.optional("ticket")], "the user taps retry"),
            VerbDescriptor("reset", "a filter change or pull-to-refresh starts a new query"),
            VerbDescriptor(
                "search", inputs: [.optional("text"), .optional("ticket")],
                "a new search for text starts and fetches its first page"),
            VerbDescriptor(
                "restore",
                inputs: [
                    .optional("rows"), .required("more"), .optional("next page"),
                    .optional("next cursor"),
                ],
                "view restoration puts a saved list back"),
            VerbDescriptor("release", "the screen lets go of the loader"),
        ],
        observables: [
            ObservableDescriptor("ids", "the list's ids in order, or none"),
            ObservableDescriptor("loading", "no, yes, or the label of the fetch in flight"),
            ObservableDescriptor(
                "more", "whether the last accepted response said more pages exist"),
            ObservableDescriptor("next page", "the page the next load asks for (page mode)"),
            ObservableDescriptor(
                "next cursor", "the cursor the next load sends, or none (cursor mode)"),
            ObservableDescriptor("error", "none, failed or cursor stall"),
            ObservableDescriptor(
                "autoload", "on, or stopped when no more pages or an error is shown"),
            ObservableDescriptor("fetches", "how many fetch calls reached the server"),
            ObservableDescriptor("query", "the query of the latest search, or none"),
            ObservableDescriptor("cancelled calls", "the fetches whose task was cancelled"),
        ])

    /// The loader and its controlled fetches; lives on the main actor.
    @MainActor
    private final class Harness {
        let fetches = ControlledCalls<Fetch, PageResponse<String>>()
        let mode: PagingMode
        var loader: PageLoader<String>?
        var isReleased = false
        /// The pager ticket of each fetch call, by call number.
        var tickets: [Int: PageTicket] = [:]

        nonisolated init(mode: PagingMode) {
            self.mode = mode
        }

        // Ends the calls no row answered, so their tasks do not wait forever.
        deinit {
            for index in fetches.pending { fetches.fail(index, with: CancellationError()) }
        }

        func adapter() throws(ModelError) -> PageLoader<String> {
            if let loader { return loader }
            if isReleased { throw ModelError("the loader was released in an earlier row") }
            let fetches = fetches
            let made = PageLoader<String>(mode: mode) { query, request in
                try await fetches.call(Fetch(query: query, request: request))
            }
            loader = made
            return made
        }

        func settle() async throws(ModelError) {
            guard let loader else { return await settleReleased() }
            try await Rulebook.settle("loader") { loader.runningTasks == fetches.pending.count }
        }
    }

    /// A fetch's arguments.
    private struct Fetch: Sendable {
        let query: String
        let request: PageRequest
    }

    /// What `observe` reads, taken after every event.
    private struct State: Sendable {
        var pager: Pager<String>
        var inFlightCall: Int?
        var fetches = 0
        var cancelled: [Int] = []
        var query = ""
    }

    private let harness: Harness
    private var state: State

    public init(options: ModelOptions) throws(ModelError) {
        let mode: PagingMode = options.flag("cursor") ? .cursor : .pageNumbers
        harness = Harness(mode: mode)
        state = State(pager: Pager(mode: mode))
    }

    public func validate(columns: [Column]) throws(ModelError) {
        try PagerColumns.validate(columns, mode: state.pager.mode)
    }

    @MainActor
    public mutating func perform(_ event: ModelEvent<Int>) async throws(ModelError)
        -> EventOutcome<Int>
    {
        let before = harness.loader?.pager
        let outcome: EventOutcome<Int>
        switch event.verb {
        case "load next":
            outcome = try await start(harness.adapter().loadNext())
        case "retry":
            outcome = try await start(harness.adapter().retry())
        case "search":
            let text = try event.value("text") { cell throws(CellError) in try cell.text() } ?? ""
            outcome = try await start(harness.adapter().search(text))
        case "respond", "fail":
            let call = try event.requiredTicket()
            let answered: Bool
            if event.verb == "fail" {
                answered = harness.fetches.fail(call)
            } else {
                let rows =
                    try event.value("rows") { cell throws(CellError) in try cell.list() } ?? []
                let more = try event.required("more") { cell throws(CellError) in
                    try cell.flag(.yesNo)
                }
                let cursor = try event.value("next cursor") { cell throws(CellError) in
                    try cell.optionalText()
                }
                answered = harness.fetches.respond(
                    call, with: PageResponse(rows: rows, hasMore: more, nextCursor: cursor ?? nil))
            }
            guard answered else { throw ModelError("that fetch was already answered") }
            try await harness.settle()
            let changed = harness.loader.map { $0.pager != before } ?? false
            outcome = .done(.keyword(changed ? "accepted" : "ignored"))
        case "reset":
            try harness.adapter().reset()
            try await harness.settle()
            outcome = .done(.keyword("accepted"))
        case "restore":
            try harness.adapter().restore(Self.savedList(event, mode: harness.mode))
            try await harness.settle()
            outcome = .done(.keyword("accepted"))
        case "release":
            harness.loader = nil
            harness.isReleased = true
            try await harness.settle()
            outcome = .done(.keyword("released"))
        default:
            throw ModelError("page-loader has no event \(event.verb)")
        }
        let fetches = harness.fetches
        state = State(
            pager: harness.loader?.pager ?? state.pager,
            inFlightCall: harness.loader?.pager.inFlight.flatMap { ticket in
                harness.tickets.first { $0.value == ticket }?.key
            },
            fetches: fetches.callCount,
            cancelled: (0..<fetches.callCount).filter(fetches.wasCancelled),
            query: harness.loader?.query ?? state.query)
        return outcome
    }

    /// Waits until the fetch a request started reaches the server; the call is its ticket.
    @MainActor
    private func start(_ outcome: PagerOutcome) async throws(ModelError) -> EventOutcome<Int> {
        let result = PagerColumns.result(of: outcome)
        guard case .requested(let ticket) = outcome else { return .done(result) }
        let call = harness.fetches.callCount
        harness.tickets[call] = ticket
        try await harness.settle()
        return .done(result, started: call)
    }

    private static func savedList(
        _ event: ModelEvent<Int>, mode: PagingMode
    ) throws(ModelError) -> SavedList<String> {
        let rows = try event.value("rows") { cell throws(CellError) in try cell.list() } ?? []
        let more = try event.required("more") { cell throws(CellError) in try cell.flag(.yesNo) }
        let next: PageRequest
        switch mode {
        case .pageNumbers:
            next = .page(
                try event.value("next page") { cell throws(CellError) in try cell.wholeNumber() }
                    ?? 1)
        case .cursor:
            let cursor = try event.value("next cursor") { cell throws(CellError) in
                try cell.optionalText()
            }
            next = (cursor ?? nil).map(PageRequest.cursor) ?? .start
        }
        return SavedList(ids: rows, hasMore: more, nextRequest: next)
    }

    public func observe(_ column: String, labels: TicketLabels<Int>) -> Observation {
        switch column {
        case "loading":
            return .request(
                inFlight: state.pager.inFlight != nil,
                label: state.inFlightCall.flatMap(labels.label))
        case "fetches":
            return .number(state.fetches)
        case "query":
            return .text(state.query.isEmpty ? nil : state.query)
        case "cancelled calls":
            return .list(state.cancelled.map { callName($0, kind: "fetch", labels: labels) })
        default:
            return PagerColumns.observe(column, of: state.pager)
        }
    }
}
