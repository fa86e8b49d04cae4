/// Why a timed event was rejected; the state is left unchanged.
public enum TimeError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Times are milliseconds since the start and cannot be negative.
    case negativeTime(Int)
    /// The time is earlier than the latest time already seen.
    case timeWentBackwards(from: Int, to: Int)
    /// `time + delay` does not fit in an `Int`.
    case deadlineOverflow(time: Int, delay: Int)

    public var description: String {
        switch self {
        case .negativeTime(let time):
            "negative time: \(time)"
        case .timeWentBackwards(let from, let to):
            "time went backwards: \(to) is before \(from)"
        case .deadlineOverflow(let time, let delay):
            "deadline overflows: \(time) + \(delay) is too large"
        }
    }
}

/// A debounce delay that is not positive.
public struct InvalidDelay: Error, Sendable, Hashable, CustomStringConvertible {
    /// The delay that was given.
    public let delay: Int

    /// Records the rejected delay.
    public init(delay: Int) {
        self.delay = delay
    }

    public var description: String {
        "the delay must be positive: \(delay) ms"
    }
}

/// What an input did.
public enum InputOutcome: Sendable, Hashable, CustomStringConvertible {
    /// A query is pending until `deadline`; a wait task should wake then with `generation`.
    case waiting(generation: Int, deadline: Int)
    /// The input was blank: nothing is pending, no wait is needed.
    case cleared(generation: Int)
    /// The debounce is closed: the input took `generation`, and nothing is pending.
    case closed(generation: Int)
    /// The time was invalid: nothing changed.
    case rejected(TimeError)

    public var description: String {
        switch self {
        case .waiting(let generation, let deadline):
            "waiting until \(deadline) (generation \(generation))"
        case .cleared(let generation): "cleared (generation \(generation))"
        case .closed(let generation): "ignored: the search is closed (generation \(generation))"
        case .rejected(let error): "rejected: \(error)"
        }
    }
}

/// What a check for a due query did.
public enum DeliveryOutcome: Sendable, Hashable, CustomStringConvertible {
    /// The pending query is due: here it is, exactly once.
    case delivered(String)
    /// Nothing is due (or the caller may not take it).
    case nothing
    /// The time was invalid: nothing changed.
    case rejected(TimeError)

    public var description: String {
        switch self {
        case .delivered(let query): query
        case .nothing: "nothing"
        case .rejected(let error): "rejected: \(error)"
        }
    }
}
