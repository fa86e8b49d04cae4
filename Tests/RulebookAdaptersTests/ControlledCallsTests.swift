import RulebookAdaptersTesting
import Testing

@MainActor
@Suite("ControlledCalls and yieldUntil on the main actor")
struct ControlledCallsTests {
    let calls = ControlledCalls<Int, String>()

    @Test("a call from the main actor arrives and resumes within turns of the main actor")
    func callStaysOnTheMainActor() async {
        // Nothing runs on another thread: one yield lets the caller's queued job run.
        let answers = Deliveries()
        Task { [calls] in answers.record(try await calls.call(7)) }
        #expect(await yieldUntil(maxYields: 1) { calls.callCount == 1 })
        #expect(calls.arguments == [7])
        #expect(calls.pending == [0])
        #expect(calls.respond(0, with: "seven"))
        #expect(calls.pending.isEmpty)
        #expect(await yieldUntil(maxYields: 1) { answers.queries == ["seven"] })
        #expect(!calls.respond(0, with: "again"), "a call is answered once")
    }

    @Test("a failed call throws the error it was failed with")
    func failedCallThrows() async {
        let calls = calls
        let caller = Task { try await calls.call(1) }
        await settle("the call arrives") { calls.callCount == 1 }
        #expect(calls.fail(0, with: CancellationError()))
        let result = await caller.result
        #expect(throws: CancellationError.self) { try result.get() }
    }

    @Test("yieldUntil lets the jobs queued on the caller's actor run first")
    func yieldRunsQueuedJobs() async {
        let ran = Deliveries()
        Task { ran.record("queued") }
        #expect(await yieldUntil(maxYields: 1) { ran.queries == ["queued"] })
    }
}
