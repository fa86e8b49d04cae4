import Rulebook
import RulebookAdaptersTesting

/// The most yields a row waits for its adapter to settle: far more than any row needs (a few,
/// or a few dozen for a cancelled sleep woken from another thread), so only a task that
/// neither ends nor waits reaches it.
let settleYieldLimit = 100_000

/// Waits on the main actor until an adapter's work is quiescent: `isQuiet` holds when every
/// task it runs has ended or waits for the table (a clock advance, an answer). The tasks run
/// on the main actor too (the test doubles wait at gates, not on continuations), so this
/// yields to them until they are done: no sleep and no clock, at most `settleYieldLimit`
/// times.
@MainActor
func settle(_ adapter: String, until isQuiet: () -> Bool) async throws(ModelError) {
    guard await yieldUntil(maxYields: settleYieldLimit, isQuiet) else {
        throw ModelError("the \(adapter) did not settle: a task neither ended nor waited")
    }
}
