import RulebookModels

// The faults layer of the built-in models: each seeded fault of `RulebookModels` with the
// rule it breaks. The faults themselves are `package` in RulebookModels, so only this
// layer, driven by the runner, can switch one on.

extension PagerSpecModel: ModelWithFaults {
    package static let faults = PagerFault.allCases.map { ModelFault($0.rawValue, breaks: $0.rule) }

    package init(options: ModelOptions, fault: FaultSwitch) throws(ModelError) {
        guard let seeded = PagerFault(rawValue: fault.name) else {
            throw ModelError(Self.unknown(fault, faults: Self.faults))
        }
        try self.init(options: options)
        pager.fault = seeded
    }
}

extension OptimisticSpecModel: ModelWithFaults {
    package static let faults = OptimisticFault.allCases.map {
        ModelFault($0.rawValue, breaks: $0.rule)
    }

    package init(options: ModelOptions, fault: FaultSwitch) throws(ModelError) {
        guard let seeded = OptimisticFault(rawValue: fault.name) else {
            throw ModelError(Self.unknown(fault, faults: Self.faults))
        }
        try self.init(options: options)
        records.fault = seeded
    }
}

extension DebounceSpecModel: ModelWithFaults {
    package static let faults = DebounceFault.allCases.map {
        ModelFault($0.rawValue, breaks: $0.rule)
    }

    package init(options: ModelOptions, fault: FaultSwitch) throws(ModelError) {
        guard let seeded = DebounceFault(rawValue: fault.name) else {
            throw ModelError(Self.unknown(fault, faults: Self.faults))
        }
        try self.init(options: options)
        debounce.fault = seeded
    }
}

extension RulebookModel {
    /// `pager has no fault "x" (known: a, b)`.
    package static func unknown(_ fault: FaultSwitch, faults: [ModelFault]) -> String {
        let known = faults.map(\.name).joined(separator: ", ")
        return "\(descriptor.name) has no fault \"\(fault.name)\" (known: \(known))"
    }
}

extension PagerFault {
    /// The rule of spec/pagination.md the fault breaks.
    var rule: String {
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
    var rule: String {
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
    var rule: String {
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
