import Foundation

/// Searches every order of events of a model breadth-first, up to a depth, checking the
/// model's invariants after every event. Equal states are expanded once, so the memory used
/// is bounded by the set of visited states.
package struct Explorer: Sendable {
    /// The depth `rulebook explore` uses when none is given.
    package static let defaultDepth = 6

    package let registry: ModelRegistry

    package init(registry: ModelRegistry = .pureModels) {
        self.registry = registry
    }

    /// Explores the model named `model` to `depth` events, with its `options` (or each of the
    /// option sets it declares when none are given) and the fault named `fault`, if any.
    /// Stops at the first option set with a violation. `repeats` runs each search that many
    /// times and keeps the fastest, for throughput benchmarks.
    package func explore(
        _ model: String, depth: Int = Explorer.defaultDepth, options: [ModelOption] = [],
        fault: String? = nil, repeats: Int = 1
    ) throws(ModelError) -> ExplorationReport {
        let type = try registry.resolve(model)
        guard let explorable = type as? any ModelWithExploration.Type else {
            throw ModelError("\(type.descriptor.name) declares no invariants and events to explore")
        }
        return try explore(
            explorable, depth: depth, options: options, fault: fault, repeats: repeats)
    }

    private func explore<Model: ModelWithExploration>(
        _: Model.Type, depth: Int, options: [ModelOption], fault: String?, repeats: Int
    ) throws(ModelError) -> ExplorationReport {
        let descriptor = Model.descriptor
        let seeded = try fault.flatMap { fault throws(ModelError) in
            try registry.faults(named: fault, of: descriptor.name).first
        }
        try descriptor.check(options: options)
        let optionSets = options.isEmpty ? Model.explorationOptions : [options]
        var total = ExplorationReport(
            model: descriptor.name, options: options, fault: seeded, depthLimit: depth)
        for optionSet in optionSets {
            let start = try Model.exploration(
                options: ModelOptions(optionSet),
                fault: seeded.map { FaultSwitch(name: $0.fault.name) })
            var search = Search(start: start, depth: depth)
            for _ in 1..<max(repeats, 1) {
                let again = Search(start: start, depth: depth)
                if again.cpuSeconds < search.cpuSeconds { search = again }
            }
            total.add(search)
            if let found = search.violation {
                total.violation = Counterexample.make(
                    Model.self, options: optionSet, invariant: found.invariant, rows: found.rows,
                    registry: registry, fault: seeded)
                break
            }
        }
        total.peakMemoryBytes = Self.peakMemoryBytes()
        return total
    }

    /// The process's peak resident memory, in bytes.
    static func peakMemoryBytes() -> Int {
        var usage = rusage()
        #if canImport(Darwin)
            let who = RUSAGE_SELF
        #else
            let who = RUSAGE_SELF.rawValue
        #endif
        guard getrusage(who, &usage) == 0 else { return 0 }
        #if canImport(Darwin)
            return Int(usage.ru_maxrss)
        #else
            return Int(usage.ru_maxrss) * 1024
        #endif
    }
}

/// One breadth-first search from one start state.
private struct Search<State: ModelExploration> {
    struct Found {
        let invariant: String
        let rows: [ExplorationRow]
    }

    private(set) var statesVisited = 0
    private(set) var transitions = 0
    private(set) var depthReached = 0
    private(set) var seconds = 0.0
    private(set) var cpuSeconds = 0.0
    private(set) var violation: Found?

    // The explorer reaches a model's exploration through an opened existential, so without
    // these pre-specialized copies the built-in models' hot loop would run unspecialized.
    @_specialize(where State == PagerExploration)
    @_specialize(where State == OptimisticExploration)
    @_specialize(where State == DebounceExploration)
    init(start: State, depth: Int) {
        let clock = ContinuousClock()
        let began = clock.now
        let cpuBegan = Self.threadCPUSeconds()
        run(start, depth: depth)
        cpuSeconds = Self.threadCPUSeconds() - cpuBegan
        let elapsed = began.duration(to: clock.now)
        seconds =
            Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    }

    /// The CPU time this thread has used, in seconds.
    static func threadCPUSeconds() -> Double {
        var time = timespec()
        guard clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time) == 0 else { return 0 }
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    private mutating func run(_ start: State, depth: Int) {
        let invariants = State.invariants
        var transitions = 0
        var broken: (index: Int, invariant: String, row: ExplorationRow)?
        var walk = BreadthFirstWalk(start: start)
        walk.walk(
            depth: depth, visit: { _, _, _, _, _ in true },
            applied: { index, state, event, outcome, after in
                transitions += 1
                // By index: `for invariant in invariants` copies each invariant, retaining
                // its name and closure, on every transition.
                for position in invariants.indices
                where !invariants[position].holds(state, event, outcome, after) {
                    broken = (index, invariants[position].name, state.row(for: event))
                    return .stop
                }
                return .goOn
            })
        self.transitions = transitions
        depthReached = walk.level
        statesVisited = walk.visited.count
        if let broken {
            violation = Found(
                invariant: broken.invariant,
                rows: walk.trail.rows(to: broken.index) + [broken.row])
        }
    }
}

/// What an exploration did and found.
package struct ExplorationReport: Sendable {
    package let model: String
    /// The options given (empty: the model's own option sets were explored).
    package let options: [ModelOption]
    package let fault: SeededFault?
    package let depthLimit: Int
    package internal(set) var depthReached = 0
    package internal(set) var statesVisited = 0
    package internal(set) var transitions = 0
    /// Wall-clock and CPU seconds of the searches.
    package internal(set) var seconds = 0.0
    package internal(set) var cpuSeconds = 0.0
    package internal(set) var peakMemoryBytes = 0
    /// The shortest failing sequence, if an invariant broke.
    package internal(set) var violation: Counterexample?

    init(model: String, options: [ModelOption], fault: SeededFault?, depthLimit: Int) {
        self.model = model
        self.options = options
        self.fault = fault
        self.depthLimit = depthLimit
    }

    /// Transitions per second of the search (wall clock).
    package var transitionsPerSecond: Double { seconds > 0 ? Double(transitions) / seconds : 0 }

    /// Transitions per CPU second: the throughput on one core, whatever else runs.
    package var transitionsPerCPUSecond: Double {
        cpuSeconds > 0 ? Double(transitions) / cpuSeconds : 0
    }

    fileprivate mutating func add<State>(_ search: Search<State>) {
        depthReached = max(depthReached, search.depthReached)
        statesVisited += search.statesVisited
        transitions += search.transitions
        seconds += search.seconds
        cpuSeconds += search.cpuSeconds
    }
}
