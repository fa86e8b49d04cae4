import Rulebook

/// Waits on the main actor until an adapter's work is quiescent: `isQuiet` holds when every
/// task it runs has ended or waits for the table (a clock advance, an answer). The tasks run
/// partly on other threads, so this yields until they are done, for up to ten seconds of a
/// busy machine.
@MainActor
func settle(_ adapter: String, until isQuiet: () -> Bool) async throws(ModelError) {
    let clock = ContinuousClock()
    let giveUp = clock.now.advanced(by: .seconds(10))
    while !isQuiet() {
        guard clock.now < giveUp else {
            throw ModelError("the \(adapter) did not settle: a task neither ended nor waited")
        }
        await Task.yield()
    }
}

/// Lets the tasks of a released adapter unwind; there is nothing left to ask whether they did.
@MainActor
func settleReleased() async {
    for _ in 0..<200 { await Task.yield() }
}
