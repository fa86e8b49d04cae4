import RulebookModels

/// The `pager` vocabulary's results and columns, for the `page-loader` model, which reads
/// them from the pager inside the real `PageLoader`.
enum PagerColumns {
    /// The `result?` of a load or retry.
    static func result(of outcome: PagerOutcome) -> Observation {
        switch outcome {
        case .requested(let ticket):
            switch ticket.request {
            case .page(let page): .keyword("requested page \(page)")
            case .start: .keyword("requested start")
            case .cursor(let cursor): .keywordWithValue("requested cursor", value: cursor)
            }
        case .accepted: .keyword("accepted")
        case .ignored: .keyword("ignored")
        }
    }

    /// `next cursor?` only in cursor mode, `next page?` only in page mode.
    static func validate(_ columns: [Column], mode: PagingMode) throws(ModelError) {
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

    /// A pager column other than `loading`, whose label only the caller knows.
    static func observe(_ column: String, of pager: Pager<String>) -> Observation {
        switch column {
        case "ids": return .list(pager.ids)
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
}
