import RulebookAdapters
import RulebookAdaptersTesting
import Testing

@MainActor
@Test("The test-support snippet of docs/adapters.md delivers the settled query")
func testSupportSnippet() async throws {
    // snippet: test support
    let clock = ManualClock()
    var delivered: [String] = []
    let debouncer = try SearchDebouncer(delay: .milliseconds(300), clock: clock) {
        delivered.append($0)
    }
    debouncer.input("swift")
    _ = await yieldUntil { clock.sleeperCount == 1 }
    clock.advance(by: .milliseconds(300))
    _ = await yieldUntil { debouncer.runningTasks == 0 }
    // delivered == ["swift"]
    // end snippet
    #expect(delivered == ["swift"])
}
