/// A trailing debounce for a search field, on virtual time in whole milliseconds.
///
/// Each non-blank input (trimmed) becomes the pending query and moves the deadline to
/// `time + delay`; a blank input drops it. Once due, the query is delivered exactly once.
/// Times must be non-negative and never go backwards.
public struct SearchDebounce: Sendable, Equatable {
    /// Quiet time after the last input before the query is due, in milliseconds.
    public let delay: Int
    /// When the pending query is due, if any.
    public private(set) var deadline: Int?
    /// The trimmed query waiting to be delivered, if any.
    public private(set) var pending: String?
    /// Counts inputs (blank or not); a wait task may deliver only for the latest one.
    public private(set) var generation = 0
    /// Whether `close()` was called; nothing is delivered after it.
    public private(set) var isClosed = false
    /// The latest time seen by a timed event, if any.
    public private(set) var latestTime: Int?
    /// Whether the wait task of the latest generation has ended by cancellation; only that
    /// task could deliver, so older cancellations need no record.
    public private(set) var isLatestWaitCancelled = false
    /// A seeded bug switched on by `rulebook mutants`; never set outside this package.
    package var fault: DebounceFault?
    /// A seeded bug of the trimming, switched on through the `search-debouncer` adapter model.
    package var trimFault: DebounceTrimFault?

    /// Makes an idle debounce; `delay` must be positive.
    public init(delay: Int = 300) throws(InvalidDelay) {
        guard delay > 0 else { throw InvalidDelay(delay: delay) }
        self.delay = delay
    }

    /// The field holds `text` at `time`. Every input gets a new generation; a blank one
    /// drops the pending query, any other restarts the wait (even for the same text).
    /// After `close()` an input still takes a generation, but nothing becomes pending.
    public mutating func input(_ text: String, at time: Int) -> InputOutcome {
        if let error = check(time) { return .rejected(error) }
        if isClosed {
            latestTime = time
            startGeneration()
            return .closed(generation: generation)
        }
        let query = trimFault == .asciiSpacesOnly ? Self.asciiTrimmed(text) : Self.trimmed(text)
        if query.isEmpty {
            latestTime = time
            startGeneration()
            if fault != .blankInputKeepsQuery { dropPending() }
            return .cleared(generation: generation)
        }
        let wait = fault == .delayIgnored ? 300 : delay
        var (due, overflow) = time.addingReportingOverflow(wait)
        if overflow && fault != .deadlineOverflowUnchecked {
            return .rejected(.deadlineOverflow(time: time, delay: wait))
        }
        latestTime = time
        startGeneration()
        if fault == .sameTextKeepsWait, query == pending, let deadline { due = deadline }
        pending = fault == .leadingEdge ? pending ?? query : query
        deadline = due
        return .waiting(generation: generation, deadline: due)
    }

    /// The timer checks at `time`: delivers the pending query once it is due.
    /// An early check keeps it; a late check still delivers it.
    public mutating func takeDue(at time: Int) -> DeliveryOutcome {
        if let error = check(time) { return .rejected(error) }
        latestTime = time
        guard !isClosed || fault == .deliveryAfterClose, let query = pending, let due = deadline
        else {
            return .nothing
        }
        if time < due {
            if fault == .earlyCheckDropsQuery { dropPending() }
            return .nothing
        }
        if fault != .dueQueryKept { dropPending() }
        return time > due && fault == .lateCheckDropsQuery ? .nothing : .delivered(query)
    }

    /// A wait task started for `generation` wakes at `time`: delivers only if that is the
    /// latest generation, its wait was not cancelled, and the query is due.
    public mutating func wake(generation: Int, at time: Int) -> DeliveryOutcome {
        if let error = check(time) { return .rejected(error) }
        let isLatest = generation == self.generation || fault == .noGenerationCheck
        guard isLatest, !isLatestWaitCancelled else {
            latestTime = time
            return .nothing
        }
        return takeDue(at: time)
    }

    /// The wait task started for `generation` caught its cancellation, at `time` when known.
    ///
    /// A cancellation is never taken for an expired wait: it delivers nothing, even at or
    /// after the deadline, and the pending query and deadline stay for the timer or a later
    /// input. The task has ended, so a later `wake` of the same generation delivers nothing.
    /// A given time is checked like any other (negative or backwards is rejected).
    public mutating func cancelled(generation: Int, at time: Int? = nil) -> DeliveryOutcome {
        if let time {
            if let error = check(time) { return .rejected(error) }
            latestTime = time
        }
        if fault == .cancellationAsExpiry {
            return wake(generation: generation, at: time ?? latestTime ?? 0)
        }
        if generation == self.generation { isLatestWaitCancelled = true }
        return .nothing
    }

    /// The screen is released: drops the pending query; nothing is delivered after this.
    public mutating func close() {
        isClosed = true
        if fault == .deliveryAfterClose { return }
        dropPending()
    }

    /// Forgets the pending query and its deadline.
    private mutating func dropPending() {
        pending = nil
        deadline = nil
    }

    private mutating func startGeneration() {
        generation = generation &+ 1
        isLatestWaitCancelled = false
    }

    private func check(_ time: Int) -> TimeError? {
        if time < 0 && fault != .negativeTimeAccepted { return .negativeTime(time) }
        if let latest = latestTime, time < latest, fault != .backwardsTimeAccepted {
            return .timeWentBackwards(from: latest, to: time)
        }
        return nil
    }

    /// The text without ASCII spaces, tabs and line breaks at either end (a seeded bug).
    private static func asciiTrimmed(_ text: String) -> String {
        let ascii: Set<Character> = [" ", "\t", "\n", "\r", "\r\n"]
        guard let first = text.firstIndex(where: { !ascii.contains($0) }),
            let last = text.lastIndex(where: { !ascii.contains($0) })
        else { return "" }
        return String(text[first...last])
    }

    /// The text without white space at either end (shared with the explorer).
    package static func trimmed(_ text: String) -> String {
        guard let first = text.firstIndex(where: { !$0.isWhitespace }),
            let last = text.lastIndex(where: { !$0.isWhitespace })
        else { return "" }
        return String(text[first...last])
    }
}
