import RulebookModels

/// The exploration of the `debounce` model on virtual time: inputs (`a`, `b` or blank, now
/// or half a delay later), timer checks just before, at and just after the deadline, the
/// wake-up and the cancellation of each of the last waits still out, closing, and a broken
/// clock (a time just before the latest, a negative time, a time whose deadline overflows).
package struct DebounceExploration: ModelExploration {
    package enum Event: Sendable, Hashable {
        case type(text: String, at: Int)
        case tick(at: Int)
        case wake(input: Int, at: Int)
        case cancelled(input: Int, at: Int)
        case close
    }

    /// What an event did.
    package enum Outcome: Sendable, Equatable {
        case waiting, cleared, ignored, nothing, rejected
        case delivered(String)
    }

    /// How many of the latest waits may still wake; older ones are gone.
    static let waitsOut = 2
    static let texts = ["a", "b", ""]

    var debounce: SearchDebounce
    /// Every input that started a generation: its generation and, for a wait, its deadline.
    var inputs: [Input] = []
    /// The time of the latest non-blank input accepted, and its text (`nil` after a blank).
    var lastInput: (time: Int, text: String?)?
    /// Whether something was delivered since the latest non-blank input.
    var deliveredSinceInput = false

    struct Input: Hashable, Sendable {
        let generation: Int
        let deadline: Int?
    }

    init(delay: Int, fault: DebounceFault?) throws(InvalidDelay) {
        debounce = try SearchDebounce(delay: delay)
        debounce.fault = fault
    }

    package static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.debounce == rhs.debounce && lhs.inputs == rhs.inputs
            && lhs.lastInput?.time == rhs.lastInput?.time
            && lhs.lastInput?.text == rhs.lastInput?.text
            && lhs.deliveredSinceInput == rhs.deliveredSinceInput
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(inputs)
        hasher.combine(debounce.deadline)
        hasher.combine(debounce.pending)
        hasher.combine(debounce.latestTime)
        hasher.combine(debounce.isClosed)
        hasher.combine(lastInput?.time)
        hasher.combine(deliveredSinceInput)
    }

    private var now: Int { debounce.latestTime ?? 0 }

    package func events() -> [Event] {
        let delay = debounce.delay
        var events: [Event] = []
        for text in Self.texts {
            events.append(.type(text: text, at: now))
            let (later, overflow) = now.addingReportingOverflow(delay / 2)
            if !overflow && delay / 2 > 0 { events.append(.type(text: text, at: later)) }
        }
        if let deadline = debounce.deadline {
            if deadline > now { events.append(.tick(at: deadline - 1)) }
            if deadline >= now { events.append(.tick(at: deadline)) }
            let (late, overflow) = deadline.addingReportingOverflow(1)
            if !overflow && late >= now { events.append(.tick(at: late)) }
        }
        for index in inputs.indices.suffix(Self.waitsOut) {
            guard let deadline = inputs[index].deadline else { continue }
            let wakes = max(now, deadline)
            events.append(.wake(input: index, at: wakes))
            if let pending = debounce.deadline, pending > wakes {
                events.append(.wake(input: index, at: pending))
            }
            events.append(.cancelled(input: index, at: now))
            if wakes > now { events.append(.cancelled(input: index, at: wakes)) }
        }
        if !debounce.isClosed { events.append(.close) }
        if now > 0 { events.append(.tick(at: now - 1)) }
        events.append(.tick(at: -1))
        events.append(.type(text: "a", at: Int.max - delay / 2))
        return events
    }

    package mutating func apply(_ event: Event) -> Outcome {
        let outcome: Outcome
        switch event {
        case .type(let text, let time):
            switch debounce.input(text, at: time) {
            case .waiting(let generation, let deadline):
                inputs.append(Input(generation: generation, deadline: deadline))
                lastInput = (time, SearchDebounce.trimmed(text))
                deliveredSinceInput = false
                outcome = .waiting
            case .cleared(let generation):
                inputs.append(Input(generation: generation, deadline: nil))
                lastInput = lastInput.map { ($0.time, nil) }
                outcome = .cleared
            case .closed: outcome = .ignored
            case .rejected: outcome = .rejected
            }
        case .tick(let time):
            outcome = Self.outcome(debounce.takeDue(at: time))
        case .wake(let index, let time):
            outcome = Self.outcome(debounce.wake(generation: inputs[index].generation, at: time))
        case .cancelled(let index, let time):
            outcome = Self.outcome(
                debounce.cancelled(generation: inputs[index].generation, at: time))
        case .close:
            debounce.close()
            outcome = .nothing
        }
        if case .delivered = outcome { deliveredSinceInput = true }
        return outcome
    }

    private static func outcome(_ outcome: DeliveryOutcome) -> Outcome {
        switch outcome {
        case .delivered(let query): .delivered(query)
        case .nothing: .nothing
        case .rejected: .rejected
        }
    }

    package func row(for event: Event) -> ExplorationRow {
        switch event {
        case .type(let text, let time):
            return ExplorationRow(
                "type",
                ["text": text, "at": "\(time)", "ticket": ExplorationRow.label(inputs.count)])
        case .tick(let time):
            return ExplorationRow("tick", ["at": "\(time)"])
        case .wake(let index, let time):
            return ExplorationRow("wake", ["ticket": ExplorationRow.label(index), "at": "\(time)"])
        case .cancelled(let index, let time):
            return ExplorationRow(
                "cancelled", ["ticket": ExplorationRow.label(index), "at": "\(time)"])
        case .close:
            return ExplorationRow("close")
        }
    }

    /// The time of a timed event.
    private static func time(of event: Event) -> Int? {
        switch event {
        case .type(_, let time), .tick(let time), .wake(_, let time), .cancelled(_, let time):
            time
        case .close: nil
        }
    }

    package static let invariants: [ModelInvariant<Self>] = [
        ModelInvariant("no delivery before the deadline") { before, event, outcome, after in
            guard case .delivered = outcome, let time = time(of: event) else {
                return true
            }
            guard let input = before.lastInput else { return false }
            let (due, overflow) = input.time.addingReportingOverflow(before.debounce.delay)
            return overflow || time >= due
        },
        ModelInvariant("a deadline is the delay after its input") { before, event, outcome, after in
            guard case .type(_, let time) = event, outcome == .waiting else { return true }
            let (due, overflow) = time.addingReportingOverflow(before.debounce.delay)
            return !overflow && after.debounce.deadline == due
        },
        ModelInvariant("a check at or after the deadline delivers the pending query") {
            before, event, outcome, after in
            guard case .tick(let time) = event, !before.debounce.isClosed,
                let query = before.debounce.pending, let due = before.debounce.deadline,
                time >= due, time >= before.debounce.latestTime ?? 0
            else { return true }
            return outcome == .delivered(query)
        },
        ModelInvariant("a check that delivers nothing keeps the query") {
            before, event, outcome, after in
            switch event {
            case .tick, .wake: break
            case .type, .cancelled, .close: return true
            }
            return outcome != .nothing
                || after.debounce.pending == before.debounce.pending
                    && after.debounce.deadline == before.debounce.deadline
        },
        ModelInvariant("at most one delivery per burst") { before, event, outcome, after in
            guard case .delivered = outcome else { return true }
            return !before.deliveredSinceInput
        },
        ModelInvariant("no delivery after close") { before, event, outcome, after in
            guard case .delivered = outcome else { return true }
            return !before.debounce.isClosed
        },
        ModelInvariant("a cancelled wait never delivers") { before, event, outcome, after in
            guard case .cancelled = event, case .delivered = outcome else {
                return true
            }
            return false
        },
        ModelInvariant("only the latest input's wait delivers") { before, event, outcome, after in
            guard case .wake(let index, _) = event, case .delivered = outcome else {
                return true
            }
            return before.inputs[index].generation == before.debounce.generation
        },
        ModelInvariant("only the last input is delivered") { before, event, outcome, after in
            guard case .delivered(let query) = outcome else { return true }
            return query == before.lastInput?.text
        },
        ModelInvariant("a blank input drops the pending query") { before, event, outcome, after in
            outcome != .cleared || after.debounce.pending == nil
        },
        ModelInvariant("a time before the latest, or below zero, is rejected") {
            before, event, outcome, after in
            guard let time = time(of: event) else { return true }
            let latest = before.debounce.latestTime ?? 0
            return time >= 0 && time >= latest || outcome == .rejected
        },
        ModelInvariant("a deadline is never before its input") { state in
            guard let deadline = state.debounce.deadline, let input = state.lastInput else {
                return true
            }
            return deadline >= input.time
        },
    ]
}

extension DebounceSpecModel: ModelWithExploration {
    package static func exploration(
        options: ModelOptions, fault: FaultSwitch?
    ) throws(ModelError) -> DebounceExploration {
        let seeded = try fault.map { fault throws(ModelError) in
            try Self.seeded(fault, as: DebounceFault.self)
        }
        let delay = try options.wholeNumber("delay") ?? 300
        do {
            return try DebounceExploration(delay: delay, fault: seeded)
        } catch {
            throw ModelError("option delay=\(delay): \(error)")
        }
    }

    /// The default delay, and a shorter one so that a delay taken from anywhere but the
    /// option shows.
    package static var explorationOptions: [[ModelOption]] {
        [[], [ModelOption(name: "delay", value: "100")]]
    }
}

// The situations: whether a query waits, and whether its wait is still out.
extension DebounceExploration {
    package var situation: String? { Self.situation(of: debounce) }

    /// `no input yet`, `nothing pending`, `query pending, a wait out`, `query pending, its
    /// wait cancelled`, `closed`.
    package static func situation(of debounce: SearchDebounce) -> String {
        if debounce.isClosed { return "closed" }
        if debounce.pending != nil {
            return debounce.isLatestWaitCancelled
                ? "query pending, its wait cancelled" : "query pending, a wait out"
        }
        return debounce.generation == 0 ? "no input yet" : "nothing pending"
    }
}

extension DebounceSpecModel: ModelWithSituations {
    package var situation: String { DebounceExploration.situation(of: debounce) }
}
