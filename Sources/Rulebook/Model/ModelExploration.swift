/// The invariants-and-events layer of the model protocol: a model that declares what may
/// happen in each state and what must always hold, so that `rulebook explore` can try every
/// order of events up to a depth and print the shortest bad one as a table.
///
/// The exploration state is the model's pure state plus the world around it (the requests
/// still out, the clock) and whatever the invariants need to remember. It must be cheap to
/// copy and hash: the explorer expands each distinct state once.
public protocol ModelWithExploration: RulebookModel {
    associatedtype Exploration: ModelExploration

    /// The start state for a table with these options, with `fault` switched on if given.
    static func exploration(
        options: ModelOptions, fault: FaultSwitch?
    ) throws(ModelError) -> Exploration

    /// The option sets explored when the user gives none (for example page and cursor mode).
    static var explorationOptions: [[ModelOption]] { get }
}

extension ModelWithExploration {
    public static var explorationOptions: [[ModelOption]] { [[]] }
}

/// One state of an exploration: it lists the events possible in it, applies them, and says
/// how each event is written as a table row.
public protocol ModelExploration: Hashable, Sendable {
    /// One thing that can happen: a user event, or the answer, duplicate answer or failure
    /// of a request still out, or the clock reaching a relevant instant.
    associatedtype Event: Sendable
    /// What applying an event did, as the invariants need it.
    associatedtype Outcome: Sendable

    /// What must hold after every event.
    static var invariants: [ModelInvariant<Self>] { get }

    /// Every event possible in this state, in a fixed order.
    func events() -> [Event]

    /// Applies one event.
    mutating func apply(_ event: Event) -> Outcome

    /// The table row of `event` in this state: the verb and its input cells. Name the ticket
    /// of the n-th request started (from 0) with `ExplorationRow.label(n)`.
    func row(for event: Event) -> ExplorationRow

    /// The situation of this state, in a reader's words (`loading, no error, more pages`):
    /// one of a small, finite set, the same words the model's `ModelWithSituations.situation`
    /// gives for a table's model in the same state. Optional: `nil` by default.
    var situation: String? { get }
}

/// A named property that must hold after every event.
public struct ModelInvariant<State: ModelExploration>: Sendable {
    /// Says what holds, in words (`no duplicate ids`).
    package let name: String
    let holds: @Sendable (State, State.Event, State.Outcome, State) -> Bool

    /// An invariant over one event applied: the state before it, the event, what it did,
    /// and the state after it.
    public init(
        _ name: String,
        step holds:
            @escaping @Sendable (
                _ before: State, _ event: State.Event, _ outcome: State.Outcome, _ after: State
            ) -> Bool
    ) {
        self.name = name
        self.holds = holds
    }

    /// An invariant over the state after each event alone.
    public init(_ name: String, state holds: @escaping @Sendable (State) -> Bool) {
        self.name = name
        self.holds = { _, _, _, after in holds(after) }
    }
}

/// An event as a table row: its verb and input cells (cell sources, as written in a table).
public struct ExplorationRow: Sendable, Equatable {
    package let verb: String
    package let inputs: [String: String]

    public init(_ verb: String, _ inputs: [String: String] = [:]) {
        self.verb = verb
        self.inputs = inputs
    }

    /// The ticket label of the n-th request started (from 0): `A` to `Z`, then `AA`, `AB`...
    public static func label(_ ordinal: Int) -> String {
        let letters = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ")
        var number = max(ordinal, 0)
        var label = ""
        repeat {
            label = String(letters[number % 26]) + label
            number = number / 26 - 1
        } while number >= 0
        return label
    }
}

extension ModelExploration {
    /// No situation: a model whose exploration declares none is not measured by
    /// `rulebook coverage` from its explored states.
    public var situation: String? { nil }
}
