import RulebookAdaptersTesting

/// Waits on the main actor until an adapter's work is quiescent: `isQuiet` holds when every
/// task it runs has ended or waits for the table (a clock advance, an answer).
@MainActor
func settle(_ adapter: String, until isQuiet: () -> Bool) async throws(ModelError) {
    guard await yieldUntil(isQuiet) else {
        throw ModelError("the \(adapter) did not settle: a task neither ended nor waited")
    }
}

/// Lets the tasks of a released adapter unwind; there is nothing left to ask whether they did.
@MainActor
func settleReleased() async {
    _ = await yieldUntil(maxYields: 200) { false }
}

/// How a table names a call: by the label its row bound, or by kind and number.
func callName(_ index: Int, kind: String, labels: TicketLabels<Int>?) -> String {
    labels?.label(for: index) ?? "\(kind) \(index + 1)"
}
