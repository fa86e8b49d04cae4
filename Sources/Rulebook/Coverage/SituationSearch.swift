/// Lists the (situation, verb) pairs a model can reach: a breadth-first search of its
/// exploration (`BreadthFirstWalk`, as `Explorer`'s), without invariants, that keeps for each pair the shortest
/// sequence of events that reaches the situation and then applies the verb.
struct SituationSearch<State: ModelExploration> {
    /// A reachable pair and the rows of its shortest sequence (the pair's own row last).
    struct Reached {
        let pair: BehaviourPair
        let rows: [ExplorationRow]
    }

    /// The pairs in the order found (shortest first).
    let reached: [Reached]
    /// The length of the sequences the search tried in full: `depth`, unless it stopped at
    /// `maximumStates` (then the pairs of one more event are only those of the states it
    /// kept).
    let completeDepth: Int

    /// Searches from `start` through sequences of up to `depth` events; `verbs` is how many
    /// verbs the model has, so a situation met with all of them is not looked at again. The
    /// search keeps at most `maximumStates` states: a model whose states never repeat (a
    /// clock, a counter) grows by a factor at every event.
    init(start: State, depth: Int, verbs: Int, maximumStates: Int = .max) {
        var found: [String: Set<String>] = [:]
        var reached: [Reached] = []
        var walk = BreadthFirstWalk(start: start)
        walk.walk(
            depth: depth, maximumStates: maximumStates,
            visit: { index, state, events, level, trail in
                if let situation = state.situation, found[situation, default: []].count < verbs {
                    for event in events {
                        let row = state.row(for: event)
                        guard found[situation, default: []].insert(row.verb).inserted else {
                            continue
                        }
                        reached.append(
                            Reached(
                                pair: BehaviourPair(situation: situation, verb: row.verb),
                                rows: trail.rows(to: index) + [row]))
                    }
                }
                // The states of the last level end sequences: nothing follows them.
                return level < depth
            },
            applied: { _, _, _, _, _ in .goOn })
        self.reached = reached
        completeDepth = walk.cutLevel ?? depth
    }
}
