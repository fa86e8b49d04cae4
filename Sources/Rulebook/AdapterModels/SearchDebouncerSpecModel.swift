import RulebookAdapters
import RulebookAdaptersTesting
import RulebookModels

/// A debouncer the `search-debouncer` model can drive: `SearchDebouncer` on a `ManualClock`,
/// or a changed copy of it that a test registers under the same name.
@MainActor
public protocol ManualClockDebouncer: AnyObject {
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

    public static var descriptor: ModelDescriptor {
        ModelDescriptor(
            name: "search-debouncer",
            summary: "The SearchDebouncer adapter on a manual clock, delivering to the search.",
            options: [
                OptionDescriptor(
                    "delay", takesValue: true, "the debounce delay in ms (default 300)")
            ],
            verbs: [
                VerbDescriptor(
                    "type", inputs: [.optional("text"), .optional("ticket")],
                    "the field holds text now"),
                VerbDescriptor(
                    "advance", inputs: [.required("by")], "the clock moves on by `by` ms"),
                VerbDescriptor(
                    "cancelled", inputs: [.optional("by")],
                    "the clock moves on by `by` ms and the waits due by then are cancelled as they wake"
                ),
                VerbDescriptor("close", "the screen closes the debouncer"),
                VerbDescriptor("release", "the screen lets go of the debouncer"),
            ],
            observables: [
                ObservableDescriptor("deadline", "when the pending query is due, in ms, or none"),
                ObservableDescriptor("pending", "the query waiting for its deadline, or none"),
                ObservableDescriptor("delivered", "every query delivered so far, or none"),
                ObservableDescriptor("waits", "how many wait tasks sleep on the clock"),
                ObservableDescriptor("now", "the clock's time in ms"),
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

        func settle() async throws(ModelError) {
            guard let debouncer else { return await settleReleased() }
            try await Rulebook.settle("debouncer") {
                debouncer.runningTasks == clock.sleeperCount
            }
        }
    }

    /// What `observe` reads, taken after every event.
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

    @MainActor
    public mutating func perform(_ event: ModelEvent<Int>) async throws(ModelError)
        -> EventOutcome<Int>
    {
        let before = harness.delivered.count
        let outcome: EventOutcome<Int>
        switch event.verb {
        case "type":
            let text = try event.value("text") { cell throws(CellError) in try cell.text() } ?? ""
            switch try harness.adapter().input(text) {
            case .waiting(let generation, _):
                outcome = .done(.keyword("waiting"), started: generation)
            case .cleared(let generation):
                outcome = .done(.keyword("cleared"), started: generation)
            case .ignored: outcome = .done(.keyword("ignored"))
            case .rejected(let error): outcome = .rejected(reason: "\(error)")
            }
        case "advance", "cancelled":
            let by = try event.value("by") { cell throws(CellError) in try cell.wholeNumber() } ?? 0
            guard by <= Self.longestStep else {
                throw ModelError("by: at most \(Self.longestStep) ms in one step")
            }
            // Time can pass before the first input; the debouncer's time 0 is the clock's 0.
            if harness.debouncer == nil && !harness.isReleased { _ = try harness.adapter() }
            let duration = Duration.milliseconds(by)
            if event.verb == "advance" {
                harness.clock.advance(by: duration)
            } else {
                harness.clock.advanceCancelling(by: duration)
            }
            outcome = .done(.keyword("nothing"))
        case "close":
            try harness.adapter().close()
            outcome = .done(.keyword("closed"))
        case "release":
            harness.debouncer = nil
            harness.isReleased = true
            outcome = .done(.keyword("released"))
        default:
            throw ModelError("search-debouncer has no event \(event.verb)")
        }
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

    public func observe(_ column: String, labels: TicketLabels<Int>) -> Observation {
        switch column {
        case "deadline": .number(state.deadline)
        case "pending": .text(state.pending)
        case "delivered": .list(state.delivered)
        case "waits": .number(state.waits)
        case "now": .number(state.now)
        default: .keyword("unknown column \(column)")
        }
    }
}
