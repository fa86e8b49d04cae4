/// The states a search has visited, in the order found, with an open-addressing table of
/// their indices by hash. Unlike a `Set`, looking a state up copies nothing (a copy of a
/// state retains each of its buffers), and each state's hash is kept, so most
/// non-matching entries are passed over without comparing states.
struct VisitedStates<State: Hashable> {
    /// One entry of the table: a state's hash and its index plus one (0: empty).
    private struct Slot {
        var hash = 0
        var index = 0
    }

    private var states: [State] = []
    private var slots = [Slot](repeating: Slot(), count: 1024)

    var count: Int { states.count }

    subscript(index: Int) -> State { states[index] }

    /// Adds `state` unless an equal one was visited; says whether it was added.
    mutating func insert(_ state: consuming State) -> Bool {
        let hash = state.hashValue
        if (states.count + 1) * 2 > slots.count { grow() }
        let found = states.withUnsafeBufferPointer { states in
            slots.withUnsafeMutableBufferPointer { slots in
                let mask = slots.count - 1
                var position = hash & mask
                while true {
                    let slot = slots[position]
                    if slot.index == 0 {
                        slots[position] = Slot(hash: hash, index: states.count + 1)
                        return false
                    }
                    if slot.hash == hash && states[slot.index - 1] == state { return true }
                    position = (position + 1) & mask
                }
            }
        }
        if found { return false }
        states.append(state)
        return true
    }

    /// Doubles the table and puts every state back by its kept hash.
    private mutating func grow() {
        var larger = [Slot](repeating: Slot(), count: slots.count * 2)
        larger.withUnsafeMutableBufferPointer { larger in
            let mask = larger.count - 1
            for slot in slots where slot.index != 0 {
                var position = slot.hash & mask
                while larger[position].index != 0 { position = (position + 1) & mask }
                larger[position] = slot
            }
        }
        slots = larger
    }
}
