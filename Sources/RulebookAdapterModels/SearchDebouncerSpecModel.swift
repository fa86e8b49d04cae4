import Rulebook
import RulebookAdapters
import RulebookAdaptersTesting
import RulebookModels

/// A debouncer the `search-debouncer` model can drive: `SearchDebouncer` on a `ManualClock`,
/// or a changed copy of it that a test registers under the same name.
@MainActor
package protocol ManualClockDebouncer: AnyObject, SendableMetatype {
    /// Makes an idle debouncer.
    init(
        delay: Duration, clock: ManualClock, deliver: @escaping @MainActor (String) -> Void
    ) throws(InvalidDelay)
    /// The debounce state.
    var model: SearchDebounce { get }
    /// Wait tasks that have not ended yet.
    var runningTasks: Int { get }
    /// The field now holds `text`.
    func input(_ text: String) -> InputOutcome
    /// The screen is released.
    func close()
}

extension SearchDebouncer: ManualClockDebouncer where C == ManualClock {}

/// The `search-debouncer` model of event tables: the real `SearchDebouncer` on a
/// `ManualClock` (spec/adapters.md). Tickets are input generations, as in `debounce`.
package struct SearchDebouncerSpecModel<Debouncer: ManualClockDebouncer>: AsyncRulebookModel {
    package typealias Ticket = Int

    package static var vocabulary: Vocabulary<Self> {
        VocabularyMemo.vocabulary(of: Self.self, makeVocabulary)
    }

    /// What a row that moves time may show: the query delivered to the search, or `nothing`.
    private static var deliveryOutcomes: [ColumnType.Form] { [.text, .outcome(.nothing)] }

    private static func makeVocabulary() -> Vocabulary<Self> {
        Vocabulary(
            name: "search-debouncer",
            summary: "The SearchDebouncer adapter on a manual clock, delivering to the search.",
            options: [
                OptionDescriptor(
                    "delay", takesValue: true,
                    "the debounce delay in ms, to the microsecond (default 300; 1.5 is 1500 µs)")
            ],
            verbs: [
                .onMainActor(
                    "type", inputs: [.optional("text", .text), .optional("ticket", .label)],
                    outcomes: [.outcome(.waiting), .outcome(.cleared), .outcome(.ignored)],
                    "the field holds text now"
                ) { model, event async throws(ModelError) in
                    let text = try event.text("text") ?? ""
                    return try await model.run { harness throws(ModelError) in
                        switch try harness.adapter().input(text) {
                        case .waiting(let generation, _):
                            .done(.outcome(.waiting), started: generation)
                        case .cleared(let generation):
                            .done(.outcome(.cleared), started: generation)
                        case .closed(let generation):
                            .done(.outcome(.ignored), started: generation)
                        case .rejected(let error): .rejected(reason: "\(error)")
                        }
                    }
                },
                .onMainActor(
                    "advance", inputs: [.required("by", .time)], outcomes: Self.deliveryOutcomes,
                    "the clock moves on by `by` ms"
                ) {
                    model, event async throws(ModelError) in
                    let by = try event.requiredNumber("by")
                    return try await model.run { harness throws(ModelError) in
                        try harness.advance(by: by, cancelling: false)
                    }
                },
                .onMainActor(
                    "cancelled", inputs: [.optional("by", .time)], outcomes: Self.deliveryOutcomes,
                    "the clock moves on by `by` ms and the waits due by then are cancelled as they wake"
                ) { model, event async throws(ModelError) in
                    let by = try event.number("by") ?? 0
                    return try await model.run { harness throws(ModelError) in
                        try harness.advance(by: by, cancelling: true)
                    }
                },
                .onMainActor(
                    "wake early", outcomes: Self.deliveryOutcomes,
                    "the clock wakes every sleeping wait before its instant"
                ) { model, _ async throws(ModelError) in
                    try await model.run { harness throws(ModelError) in
                        if harness.debouncer == nil && !harness.isReleased {
                            _ = try harness.adapter()
                        }
                        harness.clock.wakeEarly()
                        return .done(.outcome(.nothing))
                    }
                },
                .onMainActor(
                    "stale wake", inputs: [.required("ticket", .label)],
                    outcomes: Self.deliveryOutcomes,
                    "the wait of an earlier input wakes now, its cancellation too late"
                ) { model, event async throws(ModelError) in
                    let generation = try event.requiredTicket()
                    return try await model.run { harness throws(ModelError) in
                        guard let debouncer = try harness.adapter() as? SearchDebouncer<ManualClock>
                        else { throw ModelError("stale wake needs the shipped SearchDebouncer") }
                        _ = debouncer.wake(generation: generation, wakeAt: harness.clock.now)
                        return .done(.outcome(.nothing))
                    }
                },
                .onMainActor(
                    "close", outcomes: [.outcome(.closed)], "the screen closes the debouncer"
                ) {
                    model, _ async throws(ModelError) in
                    try await model.run { harness throws(ModelError) in
                        try harness.adapter().close()
                        return .done(.outcome(.closed))
                    }
                },
                .onMainActor(
                    "release", outcomes: [.outcome(.released)],
                    "the screen lets go of the debouncer"
                ) {
                    model, _ async throws(ModelError) in
                    try await model.run { harness throws(ModelError) in
                        harness.debouncer = nil
                        harness.isReleased = true
                        return .done(.outcome(.released))
                    }
                },
            ],
            observables: [
                .number("deadline", "when the pending query is due, in ms, or none") {
                    $0.state.deadline
                },
                .text("pending", "the query waiting for its deadline, or none") {
                    $0.state.pending
                },
                .list("delivered", "every query delivered so far, or none") {
                    $0.state.delivered
                },
                .number("waits", "how many wait tasks sleep on the clock") { $0.state.waits },
                .number("now", "the clock's time in ms") { $0.state.now },
            ])
    }

    /// The adapter and what it delivered; lives on the main actor.
    @MainActor
    private final class Harness {
        let clock: ManualClock
        let delay: Duration
        var debouncer: Debouncer?
        var isReleased = false
        var delivered: [String] = []
        /// The seeded bug the debouncer is made with (`rulebook mutants`), if any.
        let fault: SearchDebouncerFault?

        nonisolated init(delay: Duration, fault: SearchDebouncerFault?) {
            self.delay = delay
            self.fault = fault
            clock = fault == .clockSharedBetweenTables ? sharedClock : ManualClock()
        }

        /// The debouncer, made at the first event (it must be made on the main actor).
        func adapter() throws(ModelError) -> Debouncer {
            if let debouncer { return debouncer }
            if isReleased { throw ModelError("the debouncer was released in an earlier row") }
            do {
                let made = try Debouncer(delay: delay, clock: clock) {
                    [weak self] query in self?.delivered.append(query)
                }
                (made as? SearchDebouncer<ManualClock>)?.fault = fault
                debouncer = made
                return made
            } catch {
                throw ModelError("option delay=\(delay): \(error)")
            }
        }

        /// Moves the clock on by `by` ms; `cancelling` cancels the waits due by then as they
        /// wake.
        func advance(by: Int, cancelling: Bool) throws(ModelError) -> EventOutcome<Int> {
            guard by <= SearchDebouncerSpecModel.longestStep else {
                throw ModelError(
                    "by: at most \(SearchDebouncerSpecModel.longestStep) ms in one step")
            }
            // Time can pass before the first input; the debouncer's time 0 is the clock's 0.
            if debouncer == nil && !isReleased { _ = try adapter() }
            if cancelling {
                clock.advanceCancelling(by: .milliseconds(by))
            } else {
                clock.advance(by: .milliseconds(by))
            }
            return .done(.outcome(.nothing))
        }

        func settle() async throws(ModelError) {
            guard let debouncer else {
                // A released debouncer's wait was cancelled; it ends when its sleep does.
                return try await RulebookAdapterModels.settle("released debouncer") {
                    clock.sleeperCount == 0
                }
            }
            try await RulebookAdapterModels.settle("debouncer") {
                debouncer.runningTasks == clock.sleeperCount
            }
        }
    }

    /// What the columns read, taken after every event.
    private struct State: Sendable {
        var deadline: Int?
        var pending: String?
        var delivered: [String] = []
        var waits = 0
        var now = 0
        var situation = "no input yet"
    }

    private let harness: Harness
    private var state = State()

    package init(options: ModelOptions) throws(ModelError) {
        harness = Harness(delay: try Self.delay(options), fault: nil)
    }

    /// The `delay` option: whole milliseconds, or milliseconds with up to three decimals
    /// (microseconds); the adapter rounds it up to whole milliseconds, which must be valid.
    private static func delay(_ options: ModelOptions) throws(ModelError) -> Duration {
        guard let text = options.text("delay") else { return .milliseconds(300) }
        let parts = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let fraction = parts.count == 2 ? String(parts[1]) : ""
        guard let whole = Int(parts[0]), whole >= 0, whole <= longestStep,
            fraction.count <= 3, fraction.allSatisfy(\.isASCII),
            let micros = Int(
                fraction.isEmpty
                    ? "0"
                    : fraction.padding(
                        toLength: 3, withPad: "0", startingAt: 0))
        else {
            throw ModelError(
                "option delay=\(text): write whole milliseconds, or up to three decimals (1.5)")
        }
        let delay = Duration.milliseconds(whole) + .microseconds(micros)
        let rounded = whole + (micros > 0 ? 1 : 0)
        do {
            _ = try SearchDebounce(delay: rounded)
        } catch {
            throw ModelError("option delay=\(text): \(error)")
        }
        return delay
    }

    /// Runs the event's `work` on the harness and waits until it is quiescent; takes what
    /// the columns read. An event that delivered queries has them as its result.
    @MainActor
    private mutating func run(
        _ work: (Harness) throws(ModelError) -> EventOutcome<Int>
    ) async throws(ModelError) -> EventOutcome<Int> {
        let before = harness.delivered.count
        let outcome = try work(harness)
        try await harness.settle()
        let model = harness.debouncer?.model
        state = State(
            deadline: model?.deadline, pending: model?.pending, delivered: harness.delivered,
            waits: harness.clock.sleeperCount,
            now: Self.milliseconds(harness.clock.now.offset),
            situation: harness.isReleased
                ? "released" : Self.situation(of: model, waits: harness.clock.sleeperCount))
        if case .done(_, let started) = outcome, harness.delivered.count > before {
            return .done(.list(Array(harness.delivered[before...])), started: started)
        }
        return outcome
    }

    /// The longest step of time one row may take (about 31 years), so that no table can make
    /// the clock overflow.
    static var longestStep: Int { 1_000_000_000_000 }

    /// Whole milliseconds of a clock offset, clamped.
    private static func milliseconds(_ offset: Duration) -> Int {
        let (seconds, attoseconds) = offset.components
        let (whole, overflow) = seconds.multipliedReportingOverflow(by: 1000)
        return overflow ? Int.max : Int(clamping: whole) + Int(attoseconds / 1_000_000_000_000_000)
    }
}

extension SearchDebouncerSpecModel: ModelWithFaults {
    package static var faults: [ModelFault] {
        ModelFault.cases(of: SearchDebouncerFault.self, breaking: \.rule)
    }

    package init(options: ModelOptions, fault: FaultSwitch) throws(ModelError) {
        let seeded = try Self.seeded(fault, as: SearchDebouncerFault.self)
        harness = Harness(delay: try Self.delay(options), fault: seeded)
    }
}

/// The one clock of every table under the fault `clock-shared-between-tables`.
private let sharedClock = ManualClock()

extension SearchDebouncerSpecModel: ModelWithSituations {
    /// The situations of the debouncer (`rulebook coverage`), in the `debounce` model's words.
    package static var situations: [String] {
        [
            "no input yet", "nothing pending", "query pending, a wait out",
            "query pending, no wait out", "closed", "released",
        ]
    }

    package var situation: String { state.situation }

    /// The situation after an event: closed, or whether a query waits and a wait task
    /// sleeps for it.
    fileprivate static func situation(of model: SearchDebounce?, waits: Int) -> String {
        guard let model else { return "no input yet" }
        if model.isClosed { return "closed" }
        if model.pending != nil {
            return waits > 0 ? "query pending, a wait out" : "query pending, no wait out"
        }
        return model.generation == 0 ? "no input yet" : "nothing pending"
    }
}
