import RulebookModels

/// The `pager` model of event tables: `Pager` with string ids (spec/pagination.md).
package struct PagerSpecModel: RulebookModel {
    package typealias Ticket = PageTicket

    package static let vocabulary = Vocabulary<Self>(
        name: "pager",
        summary: "A paginated list that accepts a response only for the request ticket in flight.",
        options: [
            OptionDescriptor("cursor", "the API pages with cursors; the first request has none")
        ],
        verbs: [
            Verb(
                "load next", inputs: [.optional("ticket", .label)],
                outcomes: PagerColumns.requestOutcomes, "the end of the list is reached"
            ) { model, _ in Self.outcome(model.pager.loadNext()) },
            Verb(
                "respond",
                inputs: [
                    .required("ticket", .label), .optional("rows", .list),
                    .required("more", .yesNo), .optional("next cursor", .id),
                ],
                outcomes: PagerColumns.answerOutcomes, "a response arrives"
            ) { model, event throws(ModelError) in
                Self.outcome(
                    model.pager.receive(
                        try event.requiredTicket(), rows: try event.list("rows"),
                        hasMore: try event.requiredFlag("more", .yesNo),
                        nextCursor: try event.optionalText("next cursor")))
            },
            Verb(
                "fail", inputs: [.required("ticket", .label)],
                outcomes: PagerColumns.answerOutcomes, "the request fails or times out"
            ) { model, event throws(ModelError) in
                Self.outcome(model.pager.fail(try event.requiredTicket()))
            },
            Verb(
                "retry", inputs: [.optional("ticket", .label)],
                outcomes: PagerColumns.requestOutcomes, "the user taps retry"
            ) { model, _ in Self.outcome(model.pager.retry()) },
            Verb(
                "reset", outcomes: [.outcome(.accepted)],
                "a filter change or pull-to-refresh starts a new query"
            ) { model, _ in
                model.pager.reset()
                return .done(.outcome(.accepted))
            },
        ],
        observables: PagerColumns.observables(
            loading: ObservableColumn(
                "loading", "no, yes, or the label of the ticket in flight", type: .request
            ) { model, labels in
                .request(
                    inFlight: model.pager.inFlight != nil,
                    label: model.pager.inFlight.flatMap(labels.label))
            }
        ) { $0.pager })

    /// Internal so that the faults, exploration and trace layers (in their own files) reach it.
    var pager: Pager<String>
    private let mode: PagingMode

    package init(options: ModelOptions) throws(ModelError) {
        mode = options.flag("cursor") ? .cursor : .pageNumbers
        pager = Pager(mode: mode)
    }

    package func validate(columns: [Column]) throws(ModelError) {
        for column in columns {
            switch (mode, column.name) {
            case (.pageNumbers, "next cursor"):
                throw ModelError(
                    "unknown column \(column.displayName) for pager without the option cursor: it is for cursor mode, write ```rulebook pager cursor"
                )
            case (.cursor, "next page"):
                throw ModelError(
                    "\(column.displayName) is for page mode; use next cursor? with cursors")
            default: continue
            }
        }
    }

    /// A pager outcome as the row's result; a request started binds the row's label.
    private static func outcome(_ outcome: PagerOutcome) -> EventOutcome<PageTicket> {
        guard case .requested(let ticket) = outcome else {
            return .done(PagerColumns.result(of: outcome))
        }
        return .done(PagerColumns.result(of: outcome), started: ticket)
    }
}
