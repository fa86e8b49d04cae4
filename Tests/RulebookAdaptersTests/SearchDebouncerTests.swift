import RulebookAdaptersTesting
import RulebookModels
import Testing

@testable import RulebookAdapters

@MainActor
@Suite("SearchDebouncer on a manual clock")
struct SearchDebouncerTests {
    let clock = ManualClock()
    let sink = Deliveries()

    func makeDebouncer() throws -> SearchDebouncer<ManualClock> {
        try SearchDebouncer(delay: .milliseconds(300), clock: clock) { [sink] query in
            sink.record(query)
        }
    }

    @Test("only the last of rapid inputs is delivered")
    func onlyTheLastOfRapidInputsIsDelivered() async throws {
        let debouncer = try makeDebouncer()
        debouncer.input("s")
        await settle("first wait sleeps") { clock.sleeperCount == 1 }
        clock.advance(by: .milliseconds(100))
        debouncer.input("sw")
        await settle("second wait replaces the first") {
            clock.sleeperCount == 1 && debouncer.runningTasks == 1
        }
        clock.advance(by: .milliseconds(120))
        #expect(debouncer.input("swift") == .waiting(generation: 3, deadline: 520))
        await settle("third wait replaces the second") {
            clock.sleeperCount == 1 && debouncer.runningTasks == 1
        }

        #expect(clock.advance(by: .milliseconds(299)) == 0)
        #expect(sink.queries.isEmpty)
        #expect(clock.advance(by: .milliseconds(1)) == 1)
        await settle("the wait ends") { debouncer.runningTasks == 0 }
        #expect(sink.queries == ["swift"])

        clock.advance(by: .seconds(10))
        #expect(sink.queries == ["swift"])
    }

    @Test("clearing the field discards the pending query at once")
    func clearingDiscardsAtOnce() async throws {
        let debouncer = try makeDebouncer()
        debouncer.input("swift")
        await settle("the wait sleeps") { clock.sleeperCount == 1 }
        clock.advance(by: .milliseconds(100))

        #expect(debouncer.input(" \n ") == .cleared(generation: 2))
        #expect(debouncer.model.pending == nil)
        #expect(debouncer.model.deadline == nil)
        await settle("no wait task is left") {
            debouncer.runningTasks == 0 && clock.sleeperCount == 0
        }

        #expect(clock.advance(by: .seconds(10)) == 0)
        #expect(sink.queries.isEmpty)
    }

    @Test("a cancelled wait never delivers")
    func cancellationNeverDelivers() async throws {
        let debouncer = try makeDebouncer()
        debouncer.input("swift")
        await settle("the wait sleeps") { clock.sleeperCount == 1 }

        // The deadline comes, but the sleep ends with CancellationError: the task must
        // not go on to take the (still current, now due) query.
        #expect(clock.advanceCancelling(by: .milliseconds(300)) == 1)
        await settle("the cancelled wait ends") { debouncer.runningTasks == 0 }
        #expect(sink.queries.isEmpty)
        #expect(debouncer.model.pending == "swift")

        // A new input cancels the old wait, which ends before its deadline.
        debouncer.input("swift ui")
        await settle("the new wait sleeps") { clock.sleeperCount == 1 }
        debouncer.input("swift data")
        await settle("the cancelled wait ends early") {
            debouncer.runningTasks == 1 && clock.sleeperCount == 1
        }
        clock.advance(by: .milliseconds(300))
        await settle("the last wait ends") { debouncer.runningTasks == 0 }
        #expect(sink.queries == ["swift data"])
    }

    @Test("a stale wake-up does not deliver")
    func staleWakeUpDoesNotDeliver() async throws {
        let debouncer = try makeDebouncer()
        debouncer.input("swift")
        await settle("the wait sleeps") { clock.sleeperCount == 1 }

        // Wake-up and the next input in the same main-actor turn: the old task is already
        // resumed when it is cancelled, so the cancellation cannot stop it. The model does:
        // the new input moved the deadline to 600, so the old task's wake-up at 300 is early.
        // The generation the task passes to `wake` is a second line of defence; it decides
        // only when the new query is already due (see the next test).
        #expect(clock.advance(by: .milliseconds(300)) == 1)
        #expect(debouncer.input("swifter") == .waiting(generation: 2, deadline: 600))
        await settle("the stale task ends, the new one sleeps") {
            debouncer.runningTasks == 1 && clock.sleeperCount == 1
        }
        #expect(sink.queries.isEmpty)

        #expect(clock.advance(by: .milliseconds(300)) == 1)
        await settle("the new wait ends") { debouncer.runningTasks == 0 }
        #expect(sink.queries == ["swifter"])

        // The stale task runs only after the new query is due too: still exactly one delivery.
        debouncer.input("swift ui")
        await settle("the wait sleeps") { clock.sleeperCount == 1 }
        #expect(clock.advance(by: .milliseconds(300)) == 1)
        debouncer.input("swift data")
        clock.advance(by: .milliseconds(300))  // before or after the new task starts sleeping
        await settle("both tasks end") { debouncer.runningTasks == 0 }
        #expect(sink.queries == ["swifter", "swift data"])
    }

    @Test("a stale wake-up while the new query is due is stopped by its generation alone")
    func generationCheckStopsDueStaleWakeUp() async throws {
        let debouncer = try makeDebouncer()
        debouncer.input("swift")
        await settle("the wait sleeps") { clock.sleeperCount == 1 }
        clock.advance(by: .milliseconds(200))
        #expect(debouncer.input("swifter") == .waiting(generation: 2, deadline: 500))
        await settle("the new wait replaces the old one") {
            clock.sleeperCount == 1 && debouncer.runningTasks == 1
        }
        #expect(clock.advance(by: .milliseconds(300)) == 1)

        // Replay the old wait's wake-up (generation 1, due at 300) now, before the new task
        // runs, as if the clock had resumed it just before the new input cancelled it. The
        // query is due, so the model's deadline check would let it through: only the
        // generation stops it, and the query stays for the latest wait.
        let oldWakeAt = ManualClock.Instant(offset: .milliseconds(300))
        #expect(!debouncer.wake(generation: 1, wakeAt: oldWakeAt))
        #expect(sink.queries.isEmpty)
        #expect(debouncer.model.pending == "swifter")
        #expect(debouncer.model.deadline == 500)

        // Woken early, a stale wait does not sleep again either.
        let laterWakeAt = ManualClock.Instant(offset: .seconds(10))
        #expect(!debouncer.wake(generation: 1, wakeAt: laterWakeAt))

        await settle("the latest wait ends") { debouncer.runningTasks == 0 }
        #expect(sink.queries == ["swifter"])
        #expect(debouncer.model.pending == nil)
    }

    @Test("releasing the debouncer cancels its wait")
    func releaseCancelsTheWait() async throws {
        var debouncer: SearchDebouncer<ManualClock>? = try makeDebouncer()
        weak let released = debouncer
        debouncer?.input("swift")
        await settle("the wait sleeps") { clock.sleeperCount == 1 }
        debouncer = nil
        #expect(released == nil, "the wait task does not keep the debouncer alive")
        await settle("the release cancels the wait") { clock.sleeperCount == 0 }
        #expect(clock.advance(by: .seconds(1)) == 0)
        #expect(sink.queries.isEmpty)
    }

    @Test("nothing is delivered after close")
    func nothingAfterClose() async throws {
        let debouncer = try makeDebouncer()
        debouncer.input("swift")
        await settle("the wait sleeps") { clock.sleeperCount == 1 }
        debouncer.close()
        await settle("the wait is cancelled") {
            debouncer.runningTasks == 0 && clock.sleeperCount == 0
        }
        #expect(clock.advance(by: .seconds(1)) == 0)
        #expect(debouncer.input("more") == .closed(generation: 2))
        #expect(debouncer.runningTasks == 0)

        // Close in the same turn as the wake-up: the woken task finds the model closed.
        let racing = try makeDebouncer()
        racing.input("swift")
        await settle("the wait sleeps") { clock.sleeperCount == 1 }
        #expect(clock.advance(by: .milliseconds(300)) == 1)
        racing.close()
        await settle("the woken task ends") { racing.runningTasks == 0 }
        #expect(sink.queries.isEmpty)
    }

    @Test("the documented test example works")
    func documentedExample() async throws {
        let clock = ManualClock()
        var delivered: [String] = []
        let debouncer = try SearchDebouncer(delay: .milliseconds(300), clock: clock) {
            delivered.append($0)
        }
        debouncer.input("swift")
        _ = await yieldUntil { clock.sleeperCount == 1 }
        clock.advance(by: .milliseconds(300))
        _ = await yieldUntil { debouncer.runningTasks == 0 }
        #expect(delivered == ["swift"])
    }

    @Test("the delay must be positive")
    func delayMustBePositive() {
        #expect(throws: InvalidDelay(delay: 0)) {
            try SearchDebouncer(delay: .zero, clock: clock) { _ in }
        }
        let rounded = try? SearchDebouncer(delay: .microseconds(1), clock: clock) { _ in }
        #expect(rounded?.model.delay == 1)
    }
}
