/// The breadth-first walk of a model's exploration that `Explorer` (invariants after every
/// event) and `SituationSearch` (`rulebook coverage`'s reachable pairs) share: levels of
/// states one event apart, equal states expanded once, and the way back from any state to
/// the start, so that a finding's sequence is a shortest one.
struct BreadthFirstWalk<State: ModelExploration> {
    /// What the walk does after an event was applied.
    enum Next {
        case goOn
        case stop
    }

    /// How each visited state was reached: its parent's index and the event that led to it
    /// (none for the start), to rebuild the shortest sequence to a state.
    struct Trail {
        let start: State
        fileprivate var parents: [Int] = [-1]
        fileprivate var steps: [State.Event?] = [nil]

        /// The events from the start to the state at `index`.
        func events(to index: Int) -> [State.Event] {
            var events: [State.Event] = []
            var current = index
            while current > 0, let event = steps[current] {
                events.append(event)
                current = parents[current]
            }
            return events.reversed()
        }

        /// The rows of the events from the start to the state at `index`.
        func rows(to index: Int) -> [ExplorationRow] {
            var state = start
            return events(to: index).map { event in
                defer { _ = state.apply(event) }
                return state.row(for: event)
            }
        }
    }

    /// The visited states in the order found: breadth-first, so the states of one level are
    /// a range of indices, the frontier, and no state is copied into a second list.
    private(set) var visited = VisitedStates<State>()
    private(set) var trail: Trail
    /// The last level the walk went through (in full, or up to where it stopped).
    private(set) var level = 0
    /// The level in which the walk reached `maximumStates` and stopped applying events.
    private(set) var cutLevel: Int?

    init(start: State) {
        trail = Trail(start: start)
        _ = visited.insert(start)
    }

    /// Walks sequences of up to `depth` events. Each state of a level is passed to `visit`
    /// first (its index, the state, its events, its level and the way back), which says whether its
    /// events are applied; after each, `applied` (the state before and after it) says whether
    /// the walk goes on. A state an
    /// event changed, and not visited before, joins the next level; once the walk keeps
    /// `maximumStates` states it applies no more events (`cutLevel`), and only visits the
    /// states it kept.
    @inline(__always)
    mutating func walk(
        depth: Int, maximumStates: Int = .max,
        visit: (
            _ index: Int, _ state: State, _ events: [State.Event], _ level: Int, _ trail: Trail
        ) -> Bool,
        applied: (
            _ index: Int, _ state: State, _ event: State.Event, _ outcome: State.Outcome,
            _ after: State
        ) -> Next
    ) {
        var frontier = 0..<1
        while !frontier.isEmpty && level < depth {
            level += 1
            for index in frontier {
                let state = visited[index]
                let events = state.events()
                guard visit(index, state, events, level, trail), cutLevel == nil else { continue }
                for event in events {
                    var after = state
                    let outcome = after.apply(event)
                    if applied(index, state, event, outcome, after) == .stop { return }
                    // An event that changed nothing leads back to a visited state; comparing
                    // with the state it started from is much cheaper than hashing.
                    if after == state { continue }
                    if visited.count >= maximumStates {
                        cutLevel = level
                        break
                    }
                    if visited.insert(after) {
                        trail.parents.append(index)
                        trail.steps.append(event)
                    }
                }
            }
            frontier = frontier.upperBound..<visited.count
        }
    }
}
