/// Lists the (situation, verb) pairs a model can reach: a breadth-first search of its
/// exploration like `Explorer`'s, without invariants, that keeps for each pair the shortest
/// sequence of events that reaches the situation and then applies the verb.
struct SituationSearch<State: ModelExploration> {
    /// A reachable pair and the rows of its shortest sequence (the pair's own row last).
    struct Reached {
        let pair: BehaviourPair
        let rows: [ExplorationRow]
    }

    /// The pairs in the order found (shortest first).
    private(set) var reached: [Reached] = []
    /// The length of the sequences the search tried in full: `depth`, unless it stopped at
    /// `maximumStates` (then the pairs of one more event are only those of the states it
    /// kept).
    private(set) var completeDepth: Int

    /// Searches from `start` through sequences of up to `depth` events; `verbs` is how many
    /// verbs the model has, so a situation met with all of them is not looked at again. The
    /// search keeps at most `maximumStates` states: a model whose states never repeat (a
    /// clock, a counter) grows by a factor at every event.
    init(start: State, depth: Int, verbs: Int, maximumStates: Int = .max) {
        completeDepth = depth
        var isCut = false
        var visited = VisitedStates<State>()
        _ = visited.insert(start)
        // For every visited state but the start: its parent's index and the event that led
        // to it, to rebuild the shortest sequence of a pair.
        var parents: [Int] = [-1]
        var steps: [State.Event?] = [nil]
        var found: [String: Set<String>] = [:]
        var frontier = 0..<1
        var level = 0
        while !frontier.isEmpty && level < depth {
            level += 1
            for index in frontier {
                let state = visited[index]
                let events = state.events()
                if let situation = state.situation, found[situation, default: []].count < verbs {
                    for event in events {
                        let row = state.row(for: event)
                        guard found[situation, default: []].insert(row.verb).inserted else {
                            continue
                        }
                        let path = Self.path(to: index, parents: parents, steps: steps)
                        reached.append(
                            Reached(
                                pair: BehaviourPair(situation: situation, verb: row.verb),
                                rows: Self.rows(path, from: start) + [row]))
                    }
                }
                // The states of the last level end sequences: nothing follows them.
                guard level < depth, !isCut else { continue }
                for event in events {
                    var after = state
                    _ = after.apply(event)
                    if after == state { continue }
                    if visited.count >= maximumStates {
                        isCut = true
                        completeDepth = level
                        break
                    }
                    if visited.insert(after) {
                        parents.append(index)
                        steps.append(event)
                    }
                }
            }
            frontier = frontier.upperBound..<visited.count
        }
    }

    /// The events from the start to the state at `index`.
    private static func path(
        to index: Int, parents: [Int], steps: [State.Event?]
    ) -> [State.Event] {
        var events: [State.Event] = []
        var current = index
        while current > 0, let event = steps[current] {
            events.append(event)
            current = parents[current]
        }
        return events.reversed()
    }

    /// The rows of `events` applied in turn from `start`.
    private static func rows(_ events: [State.Event], from start: State) -> [ExplorationRow] {
        var state = start
        return events.map { event in
            defer { _ = state.apply(event) }
            return state.row(for: event)
        }
    }
}
