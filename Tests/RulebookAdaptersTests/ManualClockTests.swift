import RulebookAdaptersTesting
import Testing

@MainActor
@Suite("ManualClock")
struct ManualClockTests {
    let clock = ManualClock()

    @Test("sleepers wake only when time reaches their deadline")
    func sleepersWakeAtTheirDeadline() async {
        let start = clock.now
        let woken = Deliveries()
        for milliseconds in [30, 10, 20] {
            Task { [clock] in
                try await clock.sleep(until: start.advanced(by: .milliseconds(milliseconds)))
                woken.record("\(milliseconds)")
            }
        }
        await settle("all sleep") { clock.sleeperCount == 3 }
        #expect(clock.advance(by: .milliseconds(9)) == 0)
        #expect(clock.advance(by: .milliseconds(11)) == 2)
        await settle("two wake") { woken.queries.count == 2 }
        #expect(Set(woken.queries) == ["10", "20"])
        #expect(clock.advance(by: .milliseconds(10)) == 1)
        await settle("the last wakes") { woken.queries.count == 3 }
        #expect(clock.now == start.advanced(by: .milliseconds(30)))
    }

    @Test("a sleeper on the main actor sleeps and wakes within turns of the main actor")
    func mainActorSleeperStaysOnTheMainActor() async {
        // Nothing runs on another thread: the sleepers queue on the main actor ahead of the test.
        let woken = Deliveries()
        for milliseconds in [20, 10] {
            Task { [clock] in
                try await clock.sleep(until: clock.now.advanced(by: .milliseconds(milliseconds)))
                woken.record("\(milliseconds)")
            }
        }
        #expect(await yieldUntil(maxYields: 2) { clock.sleeperCount == 2 })
        clock.advance(by: .milliseconds(20))
        #expect(await yieldUntil(maxYields: 2) { woken.queries.count == 2 })
        #expect(woken.queries == ["10", "20"], "in deadline order")
    }

    @Test("a clock is usable without await from any context, and copies are the same clock")
    nonisolated func clockNeedsNoIsolation() {
        let clock = ManualClock()
        let copy = clock
        copy.advance(by: .milliseconds(5))
        #expect(clock.now == ManualClock.Instant(offset: .milliseconds(5)))
        #expect(clock.sleeperCount == 0)
    }

    @Test("a cancelled sleep throws CancellationError")
    func cancelledSleepThrows() async {
        let clock = clock
        let sleeper = Task {
            try await clock.sleep(until: clock.now.advanced(by: .seconds(1)))
        }
        await settle("it sleeps") { clock.sleeperCount == 1 }
        sleeper.cancel()
        let result = await sleeper.result
        #expect(throws: CancellationError.self) { try result.get() }
        #expect(clock.sleeperCount == 0)

        let late = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            try await clock.sleep(until: clock.now)
        }
        let lateResult = await late.result
        #expect(throws: CancellationError.self) { try lateResult.get() }
    }
}
