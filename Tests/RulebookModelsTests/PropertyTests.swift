import RulebookModels
import Testing

/// Seeded random event sequences checked against each model's invariants.
@Suite("Properties over seeded random event sequences")
struct PropertyTests {
    static let sequences: UInt64 = 2_000
    static let steps = 60

    @Test("Pager: no stale ids, no duplicates, one request in flight, hasMore from accepted")
    func pagerProperties() {
        for seed in 0..<Self.sequences {
            var rng = SplitMix64(seed: seed)
            let mode: PagingMode = Bool.random(using: &rng) ? .pageNumbers : .cursor
            var pager = Pager<Int>(mode: mode)
            var issued: [PageTicket] = []
            var lastAcceptedMore = true
            for step in 0..<Self.steps {
                let before = pager
                let context = Comment(rawValue: "seed \(seed), step \(step)")
                switch Int.random(in: 0..<12, using: &rng) {
                case 0..<3:
                    let outcome = pager.loadNext()
                    if let ticket = outcome.ticket {
                        #expect(before.inFlight == nil, context)
                        #expect(before.error == nil && before.hasMore, context)
                        #expect(!issued.contains(ticket), context)
                        issued.append(ticket)
                    } else {
                        #expect(pager == before, context)
                    }
                case 3..<7:
                    guard let ticket = pick(issued, using: &rng) else { continue }
                    // Ids carry their query's generation, so a leak shows.
                    let rows = (0..<Int.random(in: 0...4, using: &rng)).map { _ in
                        ticket.generation * 100 + Int.random(in: 0..<30, using: &rng)
                    }
                    let more = Int.random(in: 0..<4, using: &rng) != 0
                    let cursors: [String?] = [nil, "c1", "c2", "c3", "c4", "c5"]
                    let cursor = cursors[Int.random(in: 0..<cursors.count, using: &rng)]
                    let outcome = pager.receive(
                        ticket, rows: rows, hasMore: more, nextCursor: cursor)
                    if outcome == .accepted {
                        #expect(before.inFlight == ticket, context)
                        lastAcceptedMore = more
                        var expected = before.ids
                        for id in rows where !expected.contains(id) { expected.append(id) }
                        #expect(pager.ids == expected, context)
                        let asked: String? =
                            if case .cursor(let used) = ticket.request { used } else { nil }
                        let stall = mode == .cursor && more && (cursor == nil || cursor == asked)
                        #expect(pager.error == (stall ? .cursorStall : nil), context)
                    } else {
                        #expect(before.inFlight != ticket, context)
                        #expect(pager == before, context)
                    }
                case 7..<9:
                    guard let ticket = pick(issued, using: &rng) else { continue }
                    if pager.fail(ticket) == .accepted {
                        #expect(before.inFlight == ticket, context)
                        #expect(pager.error == .failed, context)
                        #expect(pager.ids == before.ids, context)
                        #expect(pager.nextRequest == before.nextRequest, context)
                    } else {
                        #expect(pager == before, context)
                    }
                case 9..<11:
                    if let ticket = pager.retry().ticket {
                        #expect(before.inFlight == nil && before.error != nil, context)
                        #expect(ticket.request == before.nextRequest, context)
                        #expect(!issued.contains(ticket), context)
                        issued.append(ticket)
                    } else {
                        #expect(pager == before, context)
                    }
                default:
                    pager.reset()
                    lastAcceptedMore = true
                }
                #expect(Set(pager.ids).count == pager.ids.count, context)
                #expect(pager.ids.allSatisfy { $0 / 100 == pager.generation }, context)
                #expect(pager.hasMore == lastAcceptedMore, context)
                #expect(pager.inFlight == nil || pager.error == nil, context)
                #expect(pager.inFlight.map { $0.generation == pager.generation } ?? true, context)
                #expect(pager.isAutoloadOn == (pager.hasMore && pager.error == nil), context)
            }
        }
    }

    @Test("OptimisticRecords: visible equals confirmed unless a write is pending")
    func optimisticProperties() {
        let records = 0..<4
        for seed in 0..<Self.sequences {
            var rng = SplitMix64(seed: seed &+ 1_000_000)
            var model = OptimisticRecords<Int, Int>(initialValue: 0)
            var issued: [WriteTicket<Int>] = []
            var intent: [Int: Int] = [:]
            for step in 0..<Self.steps {
                let before = model
                let context = Comment(rawValue: "seed \(seed), step \(step)")
                let record = Int.random(in: records, using: &rng)
                let value = Int.random(in: 0..<3, using: &rng)
                switch Int.random(in: 0..<20, using: &rng) {
                case 0..<2:
                    model.show(record, value: value)
                    #expect(model[record].confirmed == value, context)
                case 2..<7:
                    let outcome = model.tap(record, value: value)
                    #expect((outcome.ticket != nil) == before[record].isTappable, context)
                    if let ticket = outcome.ticket {
                        #expect(!issued.contains(ticket), context)
                        #expect(model[record].visible == value, context)
                        issued.append(ticket)
                        intent[record] = value
                    } else {
                        #expect(model == before, context)
                    }
                case 7..<16:
                    guard let ticket = pick(issued, using: &rng) else { continue }
                    let live = before[ticket.record].pending == ticket
                    let outcome =
                        switch Int.random(in: 0..<3, using: &rng) {
                        case 0: model.saved(ticket, value: value)
                        case 1: model.rejected(ticket)
                        default: model.uncertain(ticket)
                        }
                    #expect((outcome == .accepted) == live, context)
                    if !live { #expect(model == before, context) }
                    if live { #expect(model[ticket.record].pending == nil, context) }
                case 16..<19:
                    model.synced(record, value: value)
                    #expect(model[record].confirmed == value, context)
                    #expect(!model[record].needsSync, context)
                default:
                    model.switchAccount(initialValue: value)
                    #expect(model.session == before.session + 1, context)
                }
                for id in records {
                    let state = model[id]
                    if state.pending == nil {
                        #expect(state.visible == state.confirmed, context)
                    } else {
                        #expect(state.visible == intent[id], context)
                    }
                    #expect(!(state.needsSync && state.pending != nil), context)
                    #expect(state.pending.map { $0.session == model.session } ?? true, context)
                    #expect(state.pending.map { $0.record == id } ?? true, context)
                    #expect(state.isTappable == (state.pending == nil && !state.needsSync), context)
                }
            }
        }
    }

    @Test("SearchDebounce: never early, at most one delivery per burst, times checked")
    func debounceProperties() throws {
        // Each text with its trimmed form, written out (not recomputed the model's way).
        let texts: [(text: String, trimmed: String)] = [
            ("", ""), (" ", ""), ("\n", ""), ("a", "a"), (" a ", "a"), ("ab", "ab"),
            ("swift", "swift"), ("swift ", "swift"), ("\tsw ift", "sw ift"), ("\r\n", ""),
            ("\u{00A0}x\u{2003}", "x"),
        ]
        for seed in 0..<Self.sequences {
            var rng = SplitMix64(seed: seed &+ 2_000_000)
            let delay = Int.random(in: 1...500, using: &rng)
            var state = try SearchDebounce(delay: delay)
            var now = 0
            var latest: Int?
            var deadline: Int?
            var query: String?
            var deliveredInBurst = false
            var closed = false
            for step in 0..<Self.steps {
                let before = state
                let context = Comment(rawValue: "seed \(seed), step \(step)")
                // Mostly forward, sometimes backwards or negative.
                let jump = Int.random(in: 0..<20, using: &rng)
                let time =
                    jump == 0
                    ? -Int.random(in: 1...10, using: &rng)
                    : jump == 1
                        ? now - Int.random(in: 1...50, using: &rng)
                        : now + Int.random(in: 0...(delay * 2), using: &rng)
                let invalid = time < 0 || latest.map { time < $0 } ?? false
                var delivered: String?
                switch Int.random(in: 0..<39, using: &rng) {
                case 0..<16:
                    let (text, trimmed) = texts[Int.random(in: 0..<texts.count, using: &rng)]
                    let outcome = state.input(text, at: time)
                    if invalid {
                        if case .rejected = outcome {
                        } else {
                            Issue.record("an invalid time was not rejected: \(context)")
                        }
                    } else if closed {
                        #expect(outcome == .closed(generation: before.generation + 1), context)
                    } else if trimmed.isEmpty {
                        #expect(outcome == .cleared(generation: before.generation + 1), context)
                        deadline = nil
                        query = nil
                        deliveredInBurst = false
                    } else {
                        let due = time + delay
                        #expect(
                            outcome == .waiting(generation: before.generation + 1, deadline: due),
                            context)
                        deadline = due
                        query = trimmed
                        deliveredInBurst = false
                    }
                case 16..<28:
                    let outcome = state.takeDue(at: time)
                    if case .delivered(let text) = outcome { delivered = text }
                    if !invalid, !closed, let due = deadline, time >= due {
                        #expect(outcome == .delivered(query ?? ""), context)
                    }
                case 28..<38:
                    let latestGeneration = Bool.random(using: &rng)
                    let generation =
                        latestGeneration
                        ? state.generation : Int.random(in: 0...state.generation, using: &rng)
                    let outcome = state.wake(generation: generation, at: time)
                    if case .delivered(let text) = outcome { delivered = text }
                    if delivered != nil { #expect(generation == before.generation, context) }
                default:
                    state.close()
                    closed = true
                    deadline = nil
                    query = nil
                    continue
                }
                if invalid {
                    #expect(state == before, context)
                } else {
                    now = time
                    latest = time
                }
                if let text = delivered {
                    #expect(!invalid && !closed, context)
                    #expect(deadline.map { time >= $0 } ?? false, context)
                    #expect(text == query, context)
                    #expect(!deliveredInBurst, context)
                    deliveredInBurst = true
                    deadline = nil
                    query = nil
                }
                #expect(state.deadline == deadline, context)
                #expect(state.pending == query, context)
                #expect(state.isClosed == closed, context)
            }
        }
    }
}

/// A random element, mostly one of the latest (the realistic case), sometimes any older one.
private func pick<T>(_ items: [T], using rng: inout SplitMix64) -> T? {
    guard !items.isEmpty else { return nil }
    if Int.random(in: 0..<3, using: &rng) != 0, let last = items.last { return last }
    return items[Int.random(in: 0..<items.count, using: &rng)]
}
