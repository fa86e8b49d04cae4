import RulebookModels

/// The `pager` vocabulary's results and observable columns, shared by the `pager` model and
/// the `page-loader` model, which reads them from the pager inside the real `PageLoader`.
package enum PagerColumns {
    /// The `result?` of a load or retry.
    package static func result(of outcome: PagerOutcome) -> ObservedValue {
        switch outcome {
        case .requested(let ticket):
            switch ticket.request {
            case .page(let page): .keyword("requested page \(page)")
            case .start: .keyword("requested start")
            case .cursor(let cursor): .keywordWithValue("requested cursor", value: cursor)
            }
        case .accepted: .outcome(.accepted)
        case .ignored: .outcome(.ignored)
        }
    }

    /// The outcomes of a load or retry: `requested page N`, `requested start`,
    /// `requested cursor C` or `ignored`.
    package static let requestOutcomes: [ColumnType.Form] = [
        .phrase("requested page", .number), .word("requested start"),
        .phrase("requested cursor", .id), .outcome(.ignored),
    ]

    /// The outcomes of an answer (a response or a failure): `accepted` or `ignored`.
    package static let answerOutcomes: [ColumnType.Form] = [
        .outcome(.accepted), .outcome(.ignored),
    ]

    /// `next cursor?` only in cursor mode, `next page?` only in page mode.
    package static func validate(_ columns: [Column], mode: PagingMode) throws(ModelError) {
        for column in columns where column.role == .expectation {
            switch (mode, column.name) {
            case (.pageNumbers, "next cursor"):
                throw ModelError("\(column.displayName) is for cursor mode: add the option cursor")
            case (.cursor, "next page"):
                throw ModelError(
                    "\(column.displayName) is for page mode; use next cursor? with cursors")
            default: continue
            }
        }
    }

    /// The pager's columns, read from the pager `pager` returns; `loading` is the model's own,
    /// since only the model knows which ticket a label is bound to.
    package static func observables<Model: RulebookModel>(
        loading: ObservableColumn<Model>,
        of pager: @escaping @Sendable (Model) -> Pager<String>
    ) -> [ObservableColumn<Model>] {
        [
            .list("ids", "the list's ids in order, or none") { pager($0).ids },
            loading,
            .flag("more", "whether the last accepted response said more pages exist", .yesNo) {
                pager($0).hasMore
            },
            .number("next page", "the page the next load asks for (page mode)") {
                if case .page(let page) = pager($0).nextRequest { page } else { nil }
            },
            .text("next cursor", "the cursor the next load sends, or none (cursor mode)") {
                if case .cursor(let cursor) = pager($0).nextRequest { cursor } else { nil }
            },
            .words("error", "the error shown", ["none", "failed", "cursor stall"]) {
                switch pager($0).error {
                case nil: "none"
                case .failed: "failed"
                case .cursorStall: "cursor stall"
                }
            },
            .flag(
                "autoload", "on, or stopped when no more pages or an error is shown",
                FlagWords(yes: "on", no: "stopped")
            ) { pager($0).isAutoloadOn },
        ]
    }
}
