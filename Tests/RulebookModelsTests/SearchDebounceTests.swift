import RulebookModels
import Testing

@Suite("SearchDebounce: deadlines, single delivery and generations, in code")
struct SearchDebounceScenarioTests {
    @Test("Deadline and single delivery")
    func deadlineAndSingleDelivery() throws {
        var state = try SearchDebounce()
        _ = state.input(" swift ", at: 0)
        #expect(state.takeDue(at: 299) == .nothing)
        #expect(state.takeDue(at: 300) == .delivered("swift"))
        #expect(state.takeDue(at: 301) == .nothing)
    }

    @Test("Latest input moves the deadline")
    func latestInputMovesDeadline() throws {
        var state = try SearchDebounce()
        _ = state.input("s", at: 0)
        _ = state.input("sw", at: 100)
        _ = state.input("swift", at: 220)
        #expect(state.deadline == 520)
        #expect(state.takeDue(at: 300) == .nothing)
        #expect(state.takeDue(at: 519) == .nothing)
        #expect(state.takeDue(at: 520) == .delivered("swift"))
    }

    @Test("Blank input cancels the pending input")
    func blankCancelsPendingInput() throws {
        var state = try SearchDebounce()
        _ = state.input("swift", at: 0)
        _ = state.input(" \n ", at: 100)
        #expect(state.deadline == nil)
        #expect(state.takeDue(at: 1000) == .nothing)
    }

    @Test("Same input restarts the delay")
    func sameInputRestartsDelay() throws {
        var state = try SearchDebounce()
        _ = state.input("swift", at: 0)
        _ = state.input("swift", at: 200)
        #expect(state.takeDue(at: 300) == .nothing)
        #expect(state.takeDue(at: 500) == .delivered("swift"))
    }

    @Test("A check long after the deadline still delivers")
    func lateCheckDelivers() throws {
        var state = try SearchDebounce()
        _ = state.input("swift", at: 0)
        #expect(state.takeDue(at: 60_000) == .delivered("swift"))
        #expect(state.takeDue(at: 60_001) == .nothing)
    }
}

@Suite("SearchDebounce: the example tables of spec/search-debounce.md, in code")
struct SearchDebounceContractTableTests {
    @Test("Table 1: delay 300, trimming, restarts, blank input, time going backwards")
    func table1() throws {
        var state = try SearchDebounce(delay: 300)
        _ = state.input(" swift ", at: 0)
        #expect(state.deadline == 300)
        #expect(state.pending == "swift")

        #expect(state.takeDue(at: 299) == .nothing)
        #expect(state.deadline == 300)

        #expect(state.takeDue(at: 300) == .delivered("swift"))
        #expect(state.deadline == nil)
        #expect(state.pending == nil)

        #expect(state.takeDue(at: 301) == .nothing)
        _ = state.input("s", at: 400)
        _ = state.input("sw", at: 500)
        _ = state.input("swift", at: 620)
        #expect(state.deadline == 920)

        #expect(state.takeDue(at: 919) == .nothing)
        #expect(state.takeDue(at: 920) == .delivered("swift"))
        _ = state.input("swift", at: 1000)
        _ = state.input(" \n ", at: 1100)
        #expect(state.deadline == nil)
        #expect(state.pending == nil)

        #expect(state.takeDue(at: 5000) == .nothing)
        #expect(state.takeDue(at: 4000) == .rejected(.timeWentBackwards(from: 5000, to: 4000)))
    }

    @Test("Table 2: only the latest generation's wait delivers, once")
    func table2() throws {
        var state = try SearchDebounce()
        guard case .waiting(let a, _) = state.input("s", at: 0) else {
            Issue.record("input A did not wait")
            return
        }
        guard case .waiting(let b, _) = state.input("swift", at: 100) else {
            Issue.record("input B did not wait")
            return
        }
        #expect(state.wake(generation: a, at: 300) == .nothing)
        #expect(state.wake(generation: b, at: 400) == .delivered("swift"))
        #expect(state.wake(generation: b, at: 401) == .nothing)
    }
}

@Suite("SearchDebounce rules")
struct SearchDebounceRuleTests {
    @Test("A new debounce is idle")
    func idle() throws {
        let state = try SearchDebounce()
        #expect(state.delay == 300)
        #expect(state.deadline == nil)
        #expect(state.pending == nil)
        #expect(state.generation == 0)
        #expect(!state.isClosed)
        #expect(state.latestTime == nil)
    }

    @Test(
        "Input is trimmed",
        arguments: [
            (" swift ", "swift"), ("\tswift\n", "swift"), ("swift", "swift"),
            ("  swift ui  ", "swift ui"), ("\u{00A0}swift\u{3000}", "swift"),
            ("\r\nso sweet\r\n", "so sweet"),
        ])
    func trimmed(text: String, query: String) throws {
        var state = try SearchDebounce()
        #expect(state.input(text, at: 10) == .waiting(generation: 1, deadline: 310))
        #expect(state.pending == query)
        #expect(state.takeDue(at: 310) == .delivered(query))
    }

    @Test(
        "Blank input drops the pending query and deadline",
        arguments: ["", " ", " \n ", "\t\r\n", "\u{3000}\u{00A0}"])
    func blankDrops(blank: String) throws {
        var state = try SearchDebounce()
        _ = state.input("swift", at: 0)
        #expect(state.input(blank, at: 100) == .cleared(generation: 2))
        #expect(state.pending == nil)
        #expect(state.deadline == nil)
        #expect(state.takeDue(at: 10_000) == .nothing)
    }

    @Test("Each non-blank input moves the deadline to time + delay")
    func deadlineMoves() throws {
        var state = try SearchDebounce(delay: 50)
        #expect(state.input("a", at: 0) == .waiting(generation: 1, deadline: 50))
        #expect(state.input("ab", at: 30) == .waiting(generation: 2, deadline: 80))
        #expect(state.pending == "ab")
        #expect(state.takeDue(at: 50) == .nothing)
        #expect(state.takeDue(at: 80) == .delivered("ab"))
    }

    @Test("The same text restarts the delay")
    func sameTextRestarts() throws {
        var state = try SearchDebounce()
        _ = state.input("swift", at: 0)
        #expect(state.input("swift", at: 250) == .waiting(generation: 2, deadline: 550))
        #expect(state.takeDue(at: 549) == .nothing)
        #expect(state.pending == "swift")
    }

    @Test("Every input, blank or not, gets a new generation")
    func generations() throws {
        var state = try SearchDebounce()
        #expect(state.input("a", at: 0) == .waiting(generation: 1, deadline: 300))
        #expect(state.input(" ", at: 1) == .cleared(generation: 2))
        #expect(state.input("", at: 2) == .cleared(generation: 3))
        #expect(state.input("a", at: 3) == .waiting(generation: 4, deadline: 303))
        #expect(state.generation == 4)
    }

    @Test("A due query is delivered exactly once")
    func deliveredOnce() throws {
        var state = try SearchDebounce()
        guard case .waiting(let generation, let deadline) = state.input("swift", at: 0) else {
            Issue.record("input did not wait")
            return
        }
        #expect(state.takeDue(at: deadline) == .delivered("swift"))
        #expect(state.takeDue(at: deadline) == .nothing)
        #expect(state.wake(generation: generation, at: deadline + 1) == .nothing)
    }

    @Test("An early check keeps the query")
    func earlyCheckKeeps() throws {
        var state = try SearchDebounce()
        _ = state.input("swift", at: 0)
        let before = state
        #expect(state.takeDue(at: 0) == .nothing)
        #expect(state.wake(generation: 1, at: 299) == .nothing)
        #expect(state.pending == before.pending)
        #expect(state.deadline == before.deadline)
        #expect(state.takeDue(at: 300) == .delivered("swift"))
    }

    @Test("Wake delivers only for the latest generation")
    func wakeLatestOnly() throws {
        var state = try SearchDebounce()
        _ = state.input("s", at: 0)
        _ = state.input("swift", at: 10)
        #expect(state.wake(generation: 1, at: 1000) == .nothing)
        #expect(state.pending == "swift")
        #expect(state.wake(generation: 3, at: 1000) == .nothing)
        #expect(state.pending == "swift")
        #expect(state.wake(generation: 2, at: 1000) == .delivered("swift"))
    }

    @Test("Wake before the deadline delivers nothing and keeps the query")
    func earlyWake() throws {
        var state = try SearchDebounce()
        _ = state.input("swift", at: 0)
        #expect(state.wake(generation: 1, at: 299) == .nothing)
        #expect(state.pending == "swift")
        #expect(state.wake(generation: 1, at: 300) == .delivered("swift"))
    }

    @Test("Waking a blank input's ticket delivers nothing")
    func wakeBlank() throws {
        var state = try SearchDebounce()
        _ = state.input("swift", at: 0)
        guard case .cleared(let generation) = state.input("  ", at: 10) else {
            Issue.record("blank input did not clear")
            return
        }
        #expect(state.wake(generation: generation, at: 5000) == .nothing)
        #expect(state.wake(generation: 1, at: 5000) == .nothing)
    }

    @Test("A cancelled wait never delivers and never counts as an expired wait")
    func cancelledWait() throws {
        var state = try SearchDebounce()
        _ = state.input("s", at: 0)
        _ = state.input("swift", at: 100)
        // Caught at and after the deadline: still nothing, and the query stays for the timer.
        #expect(state.cancelled(generation: 2, at: 400) == .nothing)
        #expect(state.cancelled(generation: 1, at: 450) == .nothing)
        #expect(state.pending == "swift")
        #expect(state.deadline == 400)
        // The cancelled task has ended: waking it later delivers nothing.
        #expect(state.wake(generation: 2, at: 500) == .nothing)
        #expect(state.pending == "swift")
        #expect(state.takeDue(at: 500) == .delivered("swift"))
        #expect(state.takeDue(at: 600) == .nothing)

        // A new input starts a new wait that may deliver again.
        _ = state.input("swiftui", at: 700)
        #expect(state.wake(generation: 3, at: 1000) == .delivered("swiftui"))
    }

    @Test("A cancellation's time is checked like any other")
    func cancelledTimeIsChecked() throws {
        var state = try SearchDebounce()
        _ = state.input("swift", at: 100)
        #expect(state.cancelled(generation: 1, at: -1) == .rejected(.negativeTime(-1)))
        #expect(
            state.cancelled(generation: 1, at: 50)
                == .rejected(.timeWentBackwards(from: 100, to: 50)))
        #expect(state.cancelled(generation: 1, at: 200) == .nothing)
        #expect(state.latestTime == 200)
        #expect(state.cancelled(generation: 1) == .nothing)
        #expect(state.latestTime == 200)
    }

    @Test("Nothing is delivered after close")
    func closed() throws {
        var state = try SearchDebounce()
        _ = state.input("swift", at: 0)
        state.close()
        #expect(state.isClosed)
        #expect(state.pending == nil)
        #expect(state.deadline == nil)
        #expect(state.takeDue(at: 300) == .nothing)
        #expect(state.wake(generation: 1, at: 300) == .nothing)
        #expect(state.input("swift", at: 400) == .closed(generation: 2))
        #expect(state.input(" ", at: 400) == .closed(generation: 3))
        #expect(state.generation == 3)
        #expect(state.pending == nil)
        #expect(state.deadline == nil)
        #expect(state.wake(generation: 3, at: 5_000) == .nothing)
        #expect(state.takeDue(at: 10_000) == .nothing)
        state.close()
        #expect(state.isClosed)
    }

    @Test("Closing keeps checking time")
    func closedChecksTime() throws {
        var state = try SearchDebounce()
        _ = state.input("swift", at: 100)
        state.close()
        #expect(state.input("swift", at: 50) == .rejected(.timeWentBackwards(from: 100, to: 50)))
        #expect(state.takeDue(at: -1) == .rejected(.negativeTime(-1)))
    }

    @Test("A negative time is rejected and changes nothing", arguments: [-1, -300, Int.min])
    func negativeTime(time: Int) throws {
        var state = try SearchDebounce()
        _ = state.input("swift", at: 0)
        let before = state
        #expect(state.input("x", at: time) == .rejected(.negativeTime(time)))
        #expect(state.takeDue(at: time) == .rejected(.negativeTime(time)))
        #expect(state.wake(generation: 1, at: time) == .rejected(.negativeTime(time)))
        #expect(state == before)
    }

    @Test("A time earlier than the latest seen is rejected and changes nothing")
    func backwardsTime() throws {
        var state = try SearchDebounce()
        _ = state.input("swift", at: 100)
        _ = state.takeDue(at: 200)
        _ = state.wake(generation: 7, at: 250)
        #expect(state.latestTime == 250)
        let before = state
        let error = TimeError.timeWentBackwards(from: 250, to: 249)
        #expect(state.input("other", at: 249) == .rejected(error))
        #expect(state.input(" ", at: 249) == .rejected(error))
        #expect(state.takeDue(at: 249) == .rejected(error))
        #expect(state.wake(generation: 1, at: 249) == .rejected(error))
        #expect(state == before)
        #expect(state.takeDue(at: 400) == .delivered("swift"))
    }

    @Test("The same time twice is not going backwards")
    func sameTime() throws {
        var state = try SearchDebounce()
        _ = state.input("a", at: 100)
        #expect(state.input("ab", at: 100) == .waiting(generation: 2, deadline: 400))
        #expect(state.takeDue(at: 100) == .nothing)
    }

    @Test("A deadline overflow is rejected and changes nothing")
    func deadlineOverflow() throws {
        var state = try SearchDebounce()
        _ = state.input("swift", at: 10)
        let before = state
        let late = Int.max - 299
        #expect(
            state.input("x", at: late) == .rejected(.deadlineOverflow(time: late, delay: 300)))
        #expect(state == before)
        #expect(state.input("x", at: Int.max - 300) == .waiting(generation: 2, deadline: .max))
        #expect(state.takeDue(at: .max) == .delivered("x"))
    }

    @Test("A blank input needs no deadline, so it cannot overflow")
    func blankAtTheEndOfTime() throws {
        var state = try SearchDebounce()
        #expect(state.input(" ", at: .max) == .cleared(generation: 1))
    }

    @Test("A delay must be positive", arguments: [0, -1, Int.min])
    func invalidDelay(delay: Int) {
        #expect(throws: InvalidDelay(delay: delay)) { try SearchDebounce(delay: delay) }
    }

    @Test("Any positive delay is accepted", arguments: [1, 300, Int.max])
    func validDelay(delay: Int) throws {
        var state = try SearchDebounce(delay: delay)
        #expect(state.delay == delay)
        #expect(state.input("q", at: 0) == .waiting(generation: 1, deadline: delay))
    }
}

@Suite("SearchDebounce descriptions")
struct SearchDebounceDescriptionTests {
    @Test("Reasons describe themselves in short lower-case words")
    func descriptions() {
        #expect(
            TimeError.timeWentBackwards(from: 5000, to: 4000).description
                == "time went backwards: 4000 is before 5000")
        #expect(TimeError.negativeTime(-5).description == "negative time: -5")
        #expect(
            TimeError.deadlineOverflow(time: 9, delay: 300).description
                == "deadline overflows: 9 + 300 is too large")
        #expect(InvalidDelay(delay: 0).description == "the delay must be positive: 0 ms")
        #expect(DeliveryOutcome.delivered("swift").description == "swift")
        #expect(DeliveryOutcome.nothing.description == "nothing")
        #expect(
            DeliveryOutcome.rejected(.negativeTime(-1)).description
                == "rejected: negative time: -1")
        #expect(
            InputOutcome.closed(generation: 4).description
                == "ignored: the search is closed (generation 4)")
        #expect(
            InputOutcome.waiting(generation: 2, deadline: 300).description
                == "waiting until 300 (generation 2)")
        #expect(InputOutcome.cleared(generation: 3).description == "cleared (generation 3)")
    }
}
