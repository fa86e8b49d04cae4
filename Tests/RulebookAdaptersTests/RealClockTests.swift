import RulebookAdapters
import Testing

/// The debouncer on the real `ContinuousClock`. The time limits only catch hangs; the
/// assertions are "never early" and "exactly once". Under ThreadSanitizer on 2 cores, the
/// main actor these tests wait for is shared with every main-actor test and spec run of
/// the bundle, which took more than a minute once: the limit is 3 minutes.
@MainActor
@Suite("SearchDebouncer on the real clock (RealClock)", .timeLimit(.minutes(3)))
struct RealClockTests {
    let delay = Duration.milliseconds(50)
    let sink = Deliveries()

    func makeDebouncer() throws -> SearchDebouncer<ContinuousClock> {
        try SearchDebouncer(delay: delay) { [sink] query in sink.record(query) }
    }

    /// Polls with real sleeps until `count` deliveries arrived or a generous time passed.
    func waitForDeliveries(_ count: Int) async throws {
        let giveUp = ContinuousClock.now + .seconds(20)
        while sink.queries.count < count && ContinuousClock.now < giveUp {
            try await Task.sleep(for: .milliseconds(5))
        }
    }

    /// Polls with real sleeps until the debouncer's tasks have ended or a generous time passed:
    /// a cancelled wait ends when the runtime gets to it, which a loaded machine may delay.
    func waitForTasksToEnd(_ debouncer: SearchDebouncer<ContinuousClock>) async throws {
        let giveUp = ContinuousClock.now + .seconds(20)
        while debouncer.runningTasks > 0 && ContinuousClock.now < giveUp {
            try await Task.sleep(for: .milliseconds(5))
        }
    }

    @Test("one input is delivered exactly once, never early")
    func deliversOnceNeverEarly() async throws {
        let debouncer = try makeDebouncer()
        let typed = ContinuousClock.now
        debouncer.input("swift")
        try await waitForDeliveries(1)
        #expect(sink.queries == ["swift"])
        #expect(sink.instants.allSatisfy { $0 >= typed + delay })

        try await Task.sleep(for: delay * 4)
        #expect(sink.queries == ["swift"])
        try await waitForTasksToEnd(debouncer)
        #expect(debouncer.runningTasks == 0)
    }

    @Test("rapid inputs deliver only the last one, once, never early")
    func rapidInputsDeliverTheLastOnce() async throws {
        let debouncer = try makeDebouncer()
        debouncer.input("s")
        debouncer.input("sw")
        let typed = ContinuousClock.now
        debouncer.input("swift")
        try await waitForDeliveries(1)
        #expect(sink.queries == ["swift"])
        #expect(sink.instants.allSatisfy { $0 >= typed + delay })

        try await Task.sleep(for: delay * 4)
        #expect(sink.queries == ["swift"])
        try await waitForTasksToEnd(debouncer)
        #expect(debouncer.runningTasks == 0)
    }

    @Test("a cleared field delivers nothing")
    func clearedFieldDeliversNothing() async throws {
        let debouncer = try makeDebouncer()
        debouncer.input("swift")
        debouncer.input("")
        try await Task.sleep(for: delay * 4)
        #expect(sink.queries.isEmpty)
        try await waitForTasksToEnd(debouncer)
        #expect(debouncer.runningTasks == 0)
    }
}
