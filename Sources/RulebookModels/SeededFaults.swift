// Seeded faults: deliberate bugs that `rulebook mutants` switches on, one at a time, to show
// which documented rule catches each one. They are `package` only: an app that imports
// RulebookModels can neither see nor switch them on, and a model without a fault behaves
// exactly as documented.

/// A seeded bug of `Pager`; the raw value is its name in `rulebook mutants`.
package enum PagerFault: String, CaseIterable, Sendable {
    /// Any response is accepted, whatever its ticket.
    case noTicketCheck = "no-ticket-check"
    /// Tickets are compared without their generation, and serials restart with each query.
    case generationIgnored = "generation-ignored"
    /// Every row is appended, duplicates included.
    case noDedup = "no-dedup"
    /// A repeated id moves to its latest position instead of keeping its first.
    case reorderingDedup = "reordering-dedup"
    /// A failure advances the page as if it had been loaded.
    case pageAdvancedOnFailure = "page-advanced-on-failure"
    /// A retry asks for the page after the one that failed.
    case retryAsksNextPage = "retry-asks-next-page"
    /// A response's cursor is stored before its ticket is checked.
    case cursorStoredBeforeAcceptance = "cursor-stored-before-acceptance"
    /// A cursor API that answers "more" with the same cursor, or none, is not a stall.
    case noStallDetection = "no-stall-detection"
    /// "More pages" is taken from every response, accepted or not.
    case hasMoreFromAnyResponse = "has-more-from-any-response"
    /// A failure of a request not in flight still shows the error.
    case staleFailureShown = "stale-failure-shown"
    /// Reaching the end of the list while a page loads starts a second load.
    case secondLoadWhileLoading = "second-load-while-loading"
    /// Reaching the end of the list after the last page still starts a load.
    case lastPageKeepsLoading = "last-page-keeps-loading"
}

/// A seeded bug of `OptimisticRecords`; the raw value is its name in `rulebook mutants`.
package enum OptimisticFault: String, CaseIterable, Sendable {
    /// One write in flight anywhere blocks taps on every record.
    case globalSavingFlag = "global-saving-flag"
    /// A confirmed write keeps the tapped value instead of the server's.
    case tappedValueKept = "tapped-value-kept"
    /// An uncertain outcome is handled like a rejection: no sync is needed.
    case uncertainAsRejection = "uncertain-as-rejection"
    /// After an uncertain outcome, taps still start writes.
    case uncertainLeavesButtonEnabled = "uncertain-leaves-button-enabled"
    /// Tickets are compared without their session, and serials restart with each session.
    case sessionLeftOutOfTickets = "session-left-out-of-tickets"
    /// An account switch keeps the previous user's records.
    case switchKeepsRecords = "switch-keeps-records"
    /// A rejection is handled like an uncertain outcome: the record waits for a sync.
    case rejectionNeedsSync = "rejection-needs-sync"
    /// A tap during a write starts a second write for the same record.
    case secondWritePerRecord = "second-write-per-record"
    /// A tap does not change the value shown; it changes only once the write is saved.
    case tapShownAfterSave = "tap-shown-after-save"
    /// A repeated answer for the record's finished write is applied again.
    case answerAppliedTwice = "answer-applied-twice"
}

/// A seeded bug of `SearchDebounce`; the raw value is its name in `rulebook mutants`.
package enum DebounceFault: String, CaseIterable, Sendable {
    /// An input equal to the pending query keeps the old deadline.
    case sameTextKeepsWait = "same-text-keeps-wait"
    /// A blank input does not drop the pending query.
    case blankInputKeepsQuery = "blank-input-keeps-query"
    /// The first input of a burst is the one searched, not the last.
    case leadingEdge = "leading-edge"
    /// A wait task of an older input may deliver.
    case noGenerationCheck = "no-generation-check"
    /// A caught cancellation goes on to deliver, as if the wait had expired.
    case cancellationAsExpiry = "cancellation-as-expiry"
    /// Closing keeps the pending query, and the timer still delivers it.
    case deliveryAfterClose = "delivery-after-close"
    /// A time earlier than the latest one is accepted.
    case backwardsTimeAccepted = "backwards-time-accepted"
    /// A negative time is accepted.
    case negativeTimeAccepted = "negative-time-accepted"
    /// The deadline wraps around instead of being rejected when it overflows.
    case deadlineOverflowUnchecked = "deadline-overflow-unchecked"
    /// Delivering a due query does not clear it, so the next check delivers it again.
    case dueQueryKept = "due-query-kept"
    /// A check before the deadline drops the pending query.
    case earlyCheckDropsQuery = "early-check-drops-query"
    /// A check after the deadline drops the pending query instead of delivering it.
    case lateCheckDropsQuery = "late-check-drops-query"
    /// The delay option is ignored: every wait is 300 milliseconds.
    case delayIgnored = "delay-ignored"
}

/// A seeded bug of `Pager.restore`, reached only through the `page-loader` adapter model
/// (the `pager` model has no restoration verb).
package enum PagerRestoreFault: String, CaseIterable, Sendable {
    /// A saved next page of 0 (or less) is taken as it is, instead of starting from page 1.
    case pageZeroAccepted = "restore-accepts-page-zero"
    /// A saved list's duplicate ids are all shown.
    case duplicatesKept = "restore-keeps-duplicate-ids"
}

/// A seeded bug of `SearchDebounce`'s trimming, reached only through the `search-debouncer`
/// adapter model.
package enum DebounceTrimFault: String, CaseIterable, Sendable {
    /// Only ASCII spaces, tabs and line breaks are trimmed; other Unicode spaces stay.
    case asciiSpacesOnly = "trim-ignores-unicode-spaces"
}

extension PagerFault {
    /// The rule of spec/pagination.md the fault breaks.
    package var rule: String {
        switch self {
        case .noTicketCheck: "a late old response after a filter change changes nothing"
        case .generationIgnored: "an old query's answer for the same page is refused"
        case .noDedup: "duplicates across pages are shown once"
        case .reorderingDedup: "removing duplicates never reorders the list"
        case .pageAdvancedOnFailure: "a failure does not advance the page"
        case .retryAsksNextPage: "retry requests the same page"
        case .cursorStoredBeforeAcceptance: "a new cursor is stored only from an accepted response"
        case .noStallDetection: "a cursor stall stops autoload"
        case .hasMoreFromAnyResponse: "more pages are known only from an accepted response"
        case .staleFailureShown: "a stale failure is ignored"
        case .secondLoadWhileLoading: "repeated end-of-list reach starts one load"
        case .lastPageKeepsLoading: "the last page stops loading"
        }
    }
}

extension OptimisticFault {
    /// The rule of spec/optimistic-updates.md the fault breaks.
    package var rule: String {
        switch self {
        case .globalSavingFlag: "records are independent"
        case .tappedValueKept: "the final value comes from the server"
        case .uncertainAsRejection: "an uncertain outcome needs a sync"
        case .uncertainLeavesButtonEnabled: "an uncertain outcome blocks writes until a sync"
        case .sessionLeftOutOfTickets: "old callbacks after an account switch change nothing"
        case .switchKeepsRecords: "an account switch replaces every record"
        case .rejectionNeedsSync: "rejection re-enables the button"
        case .secondWritePerRecord: "one write in flight per record"
        case .tapShownAfterSave: "a tap shows the new value at once and starts one write"
        case .answerAppliedTwice: "double callbacks are ignored"
        }
    }
}

extension DebounceFault {
    /// The rule of spec/search-debounce.md the fault breaks.
    package var rule: String {
        switch self {
        case .sameTextKeepsWait: "the same text restarts the delay"
        case .blankInputKeepsQuery: "clearing the field discards the pending query at once"
        case .leadingEdge: "only the last of rapid inputs is delivered"
        case .noGenerationCheck: "older generations are discarded"
        case .cancellationAsExpiry: "a cancellation never delivers"
        case .deliveryAfterClose: "nothing is delivered after close"
        case .backwardsTimeAccepted: "time never goes backwards"
        case .negativeTimeAccepted: "negative times are rejected"
        case .deadlineOverflowUnchecked: "a deadline that would overflow is rejected"
        case .dueQueryKept: "a due check delivers exactly once"
        case .earlyCheckDropsQuery: "an early check keeps the query"
        case .lateCheckDropsQuery: "a late check still delivers"
        case .delayIgnored: "the delay is set per table"
        }
    }
}
