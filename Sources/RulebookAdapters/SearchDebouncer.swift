import RulebookModels

/// Drives a `SearchDebounce` model from a real `Clock`: the model decides, this only wakes up.
///
/// Each input updates the model, cancels the previous wait task and, unless the input was
/// blank, starts one for the new deadline. On wake-up the task asks the model on the main
/// actor with the generation it was started for, and delivers only what the model hands out.
/// A cancelled wait ends without delivering.
///
/// Call ``close()`` when the screen goes away, or release the debouncer: releasing the last
/// reference cancels the wait too (in its task set's `deinit`; the wait task holds the
/// debouncer weakly, so it never keeps it alive and never delivers after that). An owner that
/// keeps the debouncer after the screen is gone must call ``close()``.
///
/// Model times are whole milliseconds since the debouncer was made (`clock.now` at init); the
/// wait itself uses the clock's instants.
@MainActor
public final class SearchDebouncer<C: Clock> where C.Duration == Duration {
    /// The debounce state (pending query, deadline, generation, closed).
    public private(set) var model: SearchDebounce
    /// Wait tasks that have not finished yet, cancelled ones included until they unwind.
    /// For tests and diagnostics.
    public var runningTasks: Int { tasks.count }

    private let clock: C
    private let start: C.Instant
    private let deliver: @MainActor (String) -> Void
    /// The delay asked for, before it was rounded to whole milliseconds.
    private let requestedDelay: Duration
    /// A seeded bug switched on by `rulebook mutants`; never set outside this package.
    package var fault: SearchDebouncerFault? {
        didSet {
            model.trimFault = fault == .trimIgnoresUnicodeSpaces ? .asciiSpacesOnly : nil
            if fault == .subMillisecondDelayRoundedDown,
                var rounded = try? SearchDebounce(
                    delay: ClockTime.floorMilliseconds(requestedDelay))
            {
                rounded.trimFault = model.trimFault
                model = rounded
            }
        }
    }
    /// Released with this object, which cancels the tasks still running.
    private let tasks = TaskSet()

    /// Makes an idle debouncer that calls `deliver` on the main actor with each due query.
    /// `delay` is rounded up to whole milliseconds and must be positive.
    public init(
        delay: Duration = .milliseconds(300), clock: C,
        deliver: @escaping @MainActor (String) -> Void
    ) throws(InvalidDelay) {
        model = try SearchDebounce(delay: ClockTime.ceilingMilliseconds(delay))
        self.clock = clock
        start = clock.now
        self.deliver = deliver
        requestedDelay = delay
    }

    /// The search field now holds `text`. A non-blank input restarts the wait; a blank one
    /// drops the pending query at once and starts no task.
    @discardableResult
    public func input(_ text: String) -> InputOutcome {
        let now = clock.now
        let outcome = model.input(text, at: milliseconds(at: now))
        switch outcome {
        case .waiting(let generation, _):
            cancelWait()
            startWait(generation: generation, until: now.advanced(by: .milliseconds(model.delay)))
        case .cleared:
            if fault != .clearLeavesWaitRunning { cancelWait() }
        case .closed, .rejected:
            break
        }
        return outcome
    }

    /// The screen is released: drops the pending query and cancels the wait; nothing is
    /// delivered after this. Releasing the debouncer cancels the wait as well, so only an
    /// owner that keeps the debouncer after its screen is gone must call this.
    public func close() {
        model.close()
        if fault != .closeLeavesWaitRunning { cancelWait() }
    }

    /// Starts the wait task for `generation`. It sleeps until `wakeAt` (the input's instant
    /// plus the delay, in the clock's own types, so it never wakes before the model's deadline).
    private func startWait(generation: Int, until wakeAt: C.Instant) {
        let clock = clock
        let swallows = fault == .swallowedCancellationDelivers
        tasks.start { [weak self] in
            while true {
                do {
                    try await clock.sleep(until: wakeAt, tolerance: nil)
                } catch {
                    // Cancelled: never treat this as "the wait is over".
                    if swallows { _ = self?.wake(generation: generation, wakeAt: wakeAt) }
                    return
                }
                guard let self, self.wake(generation: generation, wakeAt: wakeAt) else { return }
            }
        }
    }

    /// Asks the model, on the main actor, with the task's generation. Returns whether the task
    /// should sleep again: the clock woke it early and its query is still the pending one.
    /// Package so tests and the `search-debouncer` model can replay a stale task's wake-up.
    package func wake(generation: Int, wakeAt: C.Instant) -> Bool {
        let now = clock.now
        if fault == .wakeTakesAnyDueQuery, now >= wakeAt {
            if case .delivered(let query) = model.takeDue(at: milliseconds(at: now)) {
                deliver(query)
            }
            return false
        }
        if now < wakeAt {
            return fault != .earlyWakeGivesUp && model.generation == generation
                && model.pending != nil
        }
        switch model.wake(generation: generation, at: milliseconds(at: now)) {
        case .delivered(let query):
            deliver(query)
            return false
        case .nothing, .rejected:
            return false
        }
    }

    /// Cancels the current wait task (older ones were cancelled when they were replaced;
    /// cancelling them again does nothing).
    private func cancelWait() {
        tasks.cancelAll()
    }

    /// Whole milliseconds from the start to `instant`, the model's time.
    private func milliseconds(at instant: C.Instant) -> Int {
        ClockTime.floorMilliseconds(start.duration(to: instant))
    }
}

extension SearchDebouncer where C == ContinuousClock {
    /// Makes an idle debouncer on the `ContinuousClock`.
    public convenience init(
        delay: Duration = .milliseconds(300), deliver: @escaping @MainActor (String) -> Void
    ) throws(InvalidDelay) {
        try self.init(delay: delay, clock: ContinuousClock(), deliver: deliver)
    }
}
