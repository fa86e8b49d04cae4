import RulebookModels

// Seeded faults of the adapters: deliberate bugs that `rulebook mutants` switches on through
// the adapter models, one at a time, to show which rule of spec/adapters.md catches each.
// They are `package` only: an app that imports RulebookAdapters can neither see nor switch
// them on, and an adapter without a fault behaves exactly as documented.

/// A seeded bug of `PageLoader`; the raw value is its name in `rulebook mutants`.
package enum PageLoaderFault: String, CaseIterable, Sendable {
    /// A reset cancels no fetch: the old query's fetch keeps running.
    case resetLeavesFetchRunning = "reset-leaves-fetch-running"
    /// A search fetches its first page without starting a new query.
    case searchSkipsReset = "search-skips-reset"
    /// A restoration leaves the fetches of the earlier query running.
    case restoreLeavesFetchesRunning = "restore-leaves-fetches-running"
    /// A fetch that throws is dropped instead of reported to the pager.
    case fetchErrorDropped = "fetch-error-dropped"
    /// A restoration takes a saved page 0 as the next page.
    case restoreAcceptsPageZero = "restore-accepts-page-zero"
    /// A restoration shows a saved list's duplicate ids.
    case restoreKeepsDuplicateIDs = "restore-keeps-duplicate-ids"

    /// The pager's restoration bug this fault switches on, if it is one.
    var restoreFault: PagerRestoreFault? {
        switch self {
        case .restoreAcceptsPageZero: .pageZeroAccepted
        case .restoreKeepsDuplicateIDs: .duplicatesKept
        default: nil
        }
    }
}

/// A seeded bug of `OptimisticStore`; the raw value is its name in `rulebook mutants`.
package enum OptimisticStoreFault: String, CaseIterable, Sendable {
    /// A tap leaves the record's running sync in place, so a refetch started before the tap
    /// overwrites the saved value.
    case tapKeepsRunningSync = "tap-keeps-running-sync"
    /// A tap leaves the record in the running reload, so a reload started before the tap
    /// overwrites the saved value.
    case tapKeepsRecordInReload = "tap-keeps-record-in-reload"
    /// An account switch leaves the syncing indicators of the old account on.
    case switchLeavesSyncing = "switch-leaves-syncing"
    /// An account switch cancels only the newest task.
    case switchCancelsNewestOnly = "switch-cancels-newest-only"
    /// A failed sync is not put in `failedSyncs`.
    case failedSyncNotShown = "failed-sync-not-shown"
    /// An uncertain write starts no sync.
    case uncertainWriteNotSynced = "uncertain-write-not-synced"
    /// A failed reload is not put in `failedSyncs`.
    case failedReloadNotShown = "failed-reload-not-shown"
}

/// A seeded bug of `SearchDebouncer`; the raw value is its name in `rulebook mutants`.
package enum SearchDebouncerFault: String, CaseIterable, Sendable {
    /// A wait that the clock wakes before its instant gives up instead of sleeping again,
    /// so its query is never searched.
    case earlyWakeGivesUp = "early-wake-gives-up"
    /// A delay below a whole millisecond is rounded down instead of up.
    case subMillisecondDelayRoundedDown = "sub-millisecond-delay-rounded-down"
    /// Closing leaves the wait task sleeping.
    case closeLeavesWaitRunning = "close-leaves-wait-running"
    /// A wait that catches its cancellation goes on to wake, as if the wait were over.
    case swallowedCancellationDelivers = "swallowed-cancellation-delivers"
    /// A blank input leaves the wait task sleeping.
    case clearLeavesWaitRunning = "clear-leaves-wait-running"
    /// Every table's debouncer runs on one clock shared between tables (a bug of the
    /// `search-debouncer` model's own bookkeeping, not of the debouncer).
    case clockSharedBetweenTables = "clock-shared-between-tables"
    /// A woken wait delivers whatever query is due, whatever input it was started for, so a
    /// stale wait can deliver a newer query whose own wait was cancelled.
    case wakeTakesAnyDueQuery = "wake-takes-any-due-query"
    /// Trimming ignores Unicode spaces (a no-break or ideographic space stays in the query).
    case trimIgnoresUnicodeSpaces = "trim-ignores-unicode-spaces"
}

extension PageLoaderFault {
    /// The rule of spec/adapters.md the fault breaks.
    package var rule: String {
        switch self {
        case .resetLeavesFetchRunning: "an old query's answer after a filter change changes nothing"
        case .searchSkipsReset: "a late search response for an older query is ignored"
        case .restoreLeavesFetchesRunning: "view restoration goes through the pager"
        case .fetchErrorDropped: "a fetch that throws shows the error"
        case .restoreAcceptsPageZero: "a restored page below 1 starts from page 1"
        case .restoreKeepsDuplicateIDs: "a restored list shows each id once"
        }
    }
}

extension OptimisticStoreFault {
    /// The rule of spec/adapters.md the fault breaks.
    package var rule: String {
        switch self {
        case .tapKeepsRunningSync: "a tap wins over a refetch started before it"
        case .tapKeepsRecordInReload:
            "a record tapped before the reload answers keeps the user's intent"
        case .switchLeavesSyncing: "an account switch ends the old account's syncs"
        case .switchCancelsNewestOnly: "an account switch cancels every call of the old account"
        case .failedSyncNotShown: "a failed sync is shown"
        case .uncertainWriteNotSynced: "a sync is triggered after an uncertain write"
        case .failedReloadNotShown: "a failed reload puts the records in failed sync"
        }
    }
}

extension SearchDebouncerFault {
    /// The rule of spec/adapters.md the fault breaks.
    package var rule: String {
        switch self {
        case .earlyWakeGivesUp: "a debounced query is delivered once, after the quiet period"
        case .subMillisecondDelayRoundedDown: "a delay below a millisecond is rounded up"
        case .swallowedCancellationDelivers: "a swallowed cancellation never delivers"
        case .clearLeavesWaitRunning: "clearing the field stops the wait at once"
        case .clockSharedBetweenTables: "every table starts fresh and runs the same every time"
        case .wakeTakesAnyDueQuery: "a stale wait delivers nothing"
        case .closeLeavesWaitRunning: "nothing is delivered after the screen is gone"
        case .trimIgnoresUnicodeSpaces: "the query is trimmed of every kind of space"
        }
    }
}
