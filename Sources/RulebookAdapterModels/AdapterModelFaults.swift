import Rulebook
import RulebookAdapters

// The faults layer of the adapter models: each seeded fault of `RulebookAdapters` with the
// rule of spec/adapters.md it breaks. The faults are `package` in RulebookAdapters, so only
// this layer, driven by the runner, can switch one on.

extension PageLoaderFault {
    /// The rule of spec/adapters.md the fault breaks.
    var rule: String {
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
    var rule: String {
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
    var rule: String {
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
