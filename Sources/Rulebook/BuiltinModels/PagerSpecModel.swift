import RulebookModels

/// The `pager` model of event tables: `Pager` with string ids (spec/pagination.md).
public struct PagerSpecModel: RulebookModel {
    public typealias Ticket = PageTicket

    public static let descriptor = ModelDescriptor(
        name: "pager",
        summary: "A paginated list that accepts a response only for the request ticket in flight.",
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
                "a response arrives"),
            VerbDescriptor("fail", inputs: [.required("ticket")], "the request fails or times out"),
            VerbDescriptor("retry", inputs: [.optional("ticket")], "the user taps retry"),
            VerbDescriptor("reset", "a filter change or pull-to-refresh starts a new query"),
        ],
        observables: [
            ObservableDescriptor("ids", "the list's ids in order, or none", kind: .list),
            ObservableDescriptor(
                "loading", "no, yes, or the label of the ticket in flight",
                kind: .request),
            ObservableDescriptor(
                "more", "whether the last accepted response said more pages exist",
                kind: .flag(.yesNo)),
            ObservableDescriptor(
                "next page", "the page the next load asks for (page mode)", kind: .number),
            ObservableDescriptor(
                "next cursor", "the cursor the next load sends, or none (cursor mode)",
                kind: .text),
            ObservableDescriptor(
                "error", "none, failed or cursor stall",
                kind: .oneOf("none", "failed", "cursor stall")),
            ObservableDescriptor(
                "autoload", "on, or stopped when no more pages or an error is shown",
                kind: .oneOf("on", "stopped")),
        ])

    /// Internal so that the faults, exploration and trace layers (in their own files) reach it.
    var pager: Pager<String>
    private let mode: PagingMode

    public init(options: ModelOptions) throws(ModelError) {
        mode = options.flag("cursor") ? .cursor : .pageNumbers
        pager = Pager(mode: mode)
    }

    public func validate(columns: [Column]) throws(ModelError) {
        for column in columns {
            switch (mode, column.name) {
            case (.pageNumbers, "next cursor"):
                throw ModelError(
                    "\(column.displayName) is for cursor mode: write ```rulebook pager cursor")
            case (.cursor, "next page"):
                throw ModelError(
                    "\(column.displayName) is for page mode; use next cursor? with cursors")
            default: continue
            }
        }
    }

    public mutating func apply(_ event: ModelEvent<PageTicket>) throws(ModelError) -> EventOutcome<
        PageTicket
    > {
        switch event.verb {
        case "load next":
            return Self.outcome(pager.loadNext())
        case "respond":
            let ticket = try event.requiredTicket()
            let rows = try event.value("rows") { cell throws(CellError) in try cell.list() } ?? []
            let more = try event.required("more") { cell throws(CellError) in try cell.flag(.yesNo)
            }
            let cursor = try event.value("next cursor") { cell throws(CellError) in
                try cell.optionalText()
            }
            return Self.outcome(
                pager.receive(ticket, rows: rows, hasMore: more, nextCursor: cursor ?? nil))
        case "fail":
            return Self.outcome(pager.fail(try event.requiredTicket()))
        case "retry":
            return Self.outcome(pager.retry())
        case "reset":
            pager.reset()
            return .done(.keyword("accepted"))
        default:
            throw ModelError("pager has no event \(event.verb)")
        }
    }

    public func observe(_ column: String, labels: TicketLabels<PageTicket>) -> Observation {
        switch column {
        case "ids": return .list(pager.ids)
        case "loading":
            return .request(
                inFlight: pager.inFlight != nil, label: pager.inFlight.flatMap(labels.label))
        case "more": return .flag(pager.hasMore, .yesNo)
        case "next page":
            if case .page(let page) = pager.nextRequest { return .number(page) }
            return .number(nil)
        case "next cursor":
            if case .cursor(let cursor) = pager.nextRequest { return .text(cursor) }
            return .text(nil)
        case "error":
            switch pager.error {
            case nil: return .keyword("none")
            case .failed: return .keyword("failed")
            case .cursorStall: return .keyword("cursor stall")
            }
        case "autoload": return .flag(pager.isAutoloadOn, FlagWords(yes: "on", no: "stopped"))
        default: return .keyword("unknown column \(column)")
        }
    }

    private static func outcome(_ outcome: PagerOutcome) -> EventOutcome<PageTicket> {
        switch outcome {
        case .requested(let ticket):
            let result: Observation =
                switch ticket.request {
                case .page(let page): .keyword("requested page \(page)")
                case .start: .keyword("requested start")
                case .cursor(let cursor): .keywordWithValue("requested cursor", value: cursor)
                }
            return .done(result, started: ticket)
        case .accepted: return .done(.keyword("accepted"))
        case .ignored: return .done(.keyword("ignored"))
        }
    }
}
