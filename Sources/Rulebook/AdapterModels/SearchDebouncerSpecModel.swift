import RulebookAdapters
import RulebookAdaptersTesting
import RulebookModels

/// A debouncer the `search-debouncer` model can drive: `SearchDebouncer` on a `ManualClock`,
/// or a changed copy of it that a test registers under the same name.
@MainActor
public protocol ManualClockDebouncer: AnyObject, SendableMetatype {
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
public struct SearchDebouncerSpecModel<Debouncer: ManualClockDebouncer>: AsyncRulebookModel {
    public typealias Ticket = Int

    public static var vocabulary: Vocabulary<Self> {
        Vocabulary(
            name: "search-debouncer",
            summary: "The SearchDebouncer adapter on a manual clock, delivering to the search.",
            options: [
                OptionDescriptor(
                    "delay", takesValue: true, "the debounce delay in ms (default 300)")
            ],
            verbs: [
                .onMainActor(
                    "type", inputs: [.optional("text"), .optional("ticket")],
                    "the field holds text now"
                ) { model, event async throws(ModelError) in
                    let text = try event.text("text") ?? ""
                    return try await model.run { harness throws(ModelError) in
                        switch try harness.adapter().input(text) {
                        case .waiting(let generation, _):
                            .done(.keyword("waiting"), started: generation)
                        case .cleared(let generation):
                            .done(.keyword("cleared"), started: generation)
                        case .ignored: .done(.keyword("ignored"))
                        case .rejected(let error): .rejected(reason: "\(error)")
                        }
                    }
                },
                .onMainActor("advance", inputs: [.required("by")], "the clock moves on by `by` ms")
                {
                    model, event async throws(ModelError) in
                    let by = try event.requiredNumber("by")
                    return try await model.run { harness throws(ModelError) in
                        try harness.advance(by: by, cancelling: false)
                    }
                },
                .onMainActor(
                    "cancelled", inputs: [.optional("by")],
                    "the clock moves on by `by` ms and the waits due by then are cancelled as they wake"
                ) { model, event async throws(ModelError) in
                    let by = try event.number("by") ?? 0
                    return try await model.run { harness throws(ModelError) in
                        try harness.advance(by: by, cancelling: true)
                    }
                },
                .onMainActor("close", "the screen closes the debouncer") {
                    model, _ async throws(ModelError) in
                    try await model.run { harness throws(ModelError) in
                        try harness.adapter().close()
                        return .done(.keyword("closed"))
                    }
                },
                .onMainActor("release", "the screen lets go of the debouncer") {
                    model, _ async throws(ModelError) in
                    try await model.run { harness throws(ModelError) in
                        harness.debouncer = nil
                        harness.isReleased = true
                        return .done(.keyword("released"))
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
        let clock = ManualClock()
        let delay: Int
        var debouncer: Debouncer?
        var isReleased = false
        var delivered: [String] = []

        nonisolated init(delay: Int) {
            self.delay = delay
        }

        /// The debouncer, made at the first event (it must be made on the main actor).
        func adapter() throws(ModelError) -> Debouncer {
            if let debouncer { return debouncer }
            if isReleased { throw ModelError("the debouncer was released in an earlier row") }
            do {
                let made = try Debouncer(delay: .milliseconds(delay), clock: clock) {
                    [weak self] query in self?.delivered.append(query)
                }
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
            return .done(.keyword("nothing"))
        }

        func settle() async throws(ModelError) {
            guard let debouncer else {
                // A released debouncer's wait was cancelled; it ends when its sleep does.
                return try await Rulebook.settle("released debouncer") { clock.sleeperCount == 0 }
            }
            try await Rulebook.settle("debouncer") {
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
    }

    private let harness: Harness
    private var state = State()

    public init(options: ModelOptions) throws(ModelError) {
        let delay = try options.wholeNumber("delay") ?? 300
        do {
            _ = try SearchDebounce(delay: delay)
        } catch {
            throw ModelError("option delay=\(delay): \(error)")
        }
        harness = Harness(delay: delay)
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
            now: Self.milliseconds(harness.clock.now.offset))
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
