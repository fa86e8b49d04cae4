import RulebookModels
import Testing

@Suite("OptimisticRecords: one scenario of rollback, repeated taps and sessions, in code")
struct OptimisticScenarioTests {
    @Test("Rollback, repeated tap, double callback, old session, server value")
    func scenario() throws {
        var model = OptimisticRecords<String, Bool>(initialValue: false)
        let item = "favorite"

        let first = try #require(model.tap(item, value: true).ticket)
        #expect(model[item].visible && !model[item].confirmed)
        #expect(model.tap(item, value: false).ticket == nil)
        #expect(model.rejected(first) == .accepted)
        #expect(!model[item].visible && model[item].pending == nil)

        let second = try #require(model.tap(item, value: true).ticket)
        #expect(model.saved(second, value: true) == .accepted)
        #expect(model[item].visible && model[item].confirmed)
        #expect(model.saved(second, value: false) == .ignored)
        #expect(model[item].visible)

        let oldSession = try #require(model.tap(item, value: false).ticket)
        model.switchAccount(initialValue: false)
        let current = try #require(model.tap(item, value: true).ticket)
        #expect(model.saved(oldSession, value: false) == .ignored)
        #expect(model[item].pending == current && model[item].visible)
        #expect(model.saved(current, value: false) == .accepted)
        #expect(!model[item].visible && !model[item].confirmed)
    }
}

@Suite("OptimisticRecords: the example table of spec/optimistic-updates.md, in code")
struct OptimisticContractTableTests {
    @Test("Table: one write in flight, double callback, account switch")
    func table() throws {
        var model = OptimisticRecords<Int, Bool>(initialValue: false)
        let a = try #require(model.tap(1, value: true).ticket)
        #expect(model[1].visible == true)
        #expect(model[1].confirmed == false)
        #expect(model[1].isSaving)

        #expect(model.tap(1, value: false) == .ignored(.writeInFlight))
        #expect(model[1].visible == true)
        #expect(model[1].isSaving)

        #expect(model.rejected(a) == .accepted)
        #expect(model[1].visible == false)
        #expect(model[1].confirmed == false)
        #expect(!model[1].isSaving)

        let b = try #require(model.tap(1, value: true).ticket)
        #expect(model[1].visible == true)

        #expect(model.saved(b, value: true) == .accepted)
        #expect(model[1].visible == true)
        #expect(model[1].confirmed == true)
        #expect(!model[1].isSaving)

        #expect(model.saved(b, value: false) == .ignored)
        #expect(model[1].visible == true)
        #expect(model[1].confirmed == true)

        let c = try #require(model.tap(1, value: false).ticket)
        #expect(model[1].visible == false)

        model.switchAccount(initialValue: false)
        #expect(model[1].visible == false)
        #expect(model[1].confirmed == false)
        #expect(!model[1].isSaving)

        let d = try #require(model.tap(1, value: true).ticket)
        #expect(model[1].visible == true)
        #expect(model[1].isSaving)

        #expect(model.saved(c, value: false) == .ignored)
        #expect(model[1].visible == true)
        #expect(model[1].isSaving)

        #expect(model.saved(d, value: false) == .accepted)
        #expect(model[1].visible == false)
        #expect(model[1].confirmed == false)
        #expect(!model[1].isSaving)
    }
}

@Suite("OptimisticRecords rules")
struct OptimisticRuleTests {
    typealias Model = OptimisticRecords<Int, Bool>

    @Test("Unseen records hold the initial value", arguments: [false, true])
    func unseenRecords(initial: Bool) {
        let model = Model(initialValue: initial)
        let state = model[42]
        #expect(state.confirmed == initial)
        #expect(state.visible == initial)
        #expect(state.pending == nil)
        #expect(!state.needsSync)
        #expect(state.isTappable)
        #expect(!state.isSaving)
    }

    @Test("Each record has its own state")
    func perRecord() throws {
        var model = Model(initialValue: false)
        let one = try #require(model.tap(1, value: true).ticket)
        let two = try #require(model.tap(2, value: true).ticket)
        #expect(one.record == 1)
        #expect(two.record == 2)
        #expect(model.uncertain(two) == .accepted)
        #expect(model[1].isSaving)
        #expect(model[1].visible)
        #expect(model[2].needsSync)
        #expect(!model[1].needsSync)
        #expect(model[3] == OptimisticValue(false))
    }

    @Test("A tap shows the value at once and starts a write")
    func tapShowsAtOnce() throws {
        var model = Model(initialValue: false)
        let ticket = try #require(model.tap(7, value: true).ticket)
        #expect(ticket == WriteTicket(session: 0, serial: 1, record: 7))
        #expect(model[7].visible)
        #expect(!model[7].confirmed)
        #expect(model[7].pending == ticket)
        #expect(model[7].isSaving)
        #expect(!model[7].isTappable)
    }

    @Test("A tap is ignored while a write is in flight")
    func tapWhileWriting() throws {
        var model = Model(initialValue: false)
        let ticket = try #require(model.tap(1, value: true).ticket)
        let before = model
        #expect(model.tap(1, value: false) == .ignored(.writeInFlight))
        #expect(model.tap(1, value: true) == .ignored(.writeInFlight))
        #expect(model == before)
        #expect(model[1].pending == ticket)
    }

    @Test("A tap is ignored while the record needs a sync")
    func tapWhileNeedsSync() throws {
        var model = Model(initialValue: false)
        let ticket = try #require(model.tap(1, value: true).ticket)
        _ = model.uncertain(ticket)
        let before = model
        #expect(model.tap(1, value: true) == .ignored(.needsSync))
        #expect(model == before)
        #expect(!model[1].isTappable)
    }

    @Test("Saved applies the server's final value, even when it differs from the tap")
    func savedServerValue() throws {
        var model = OptimisticRecords<String, Int>(initialValue: 0)
        let ticket = try #require(model.tap("stars", value: 5).ticket)
        #expect(model["stars"].visible == 5)
        #expect(model.saved(ticket, value: 4) == .accepted)
        #expect(model["stars"].visible == 4)
        #expect(model["stars"].confirmed == 4)
        #expect(model["stars"].pending == nil)
        #expect(model["stars"].isTappable)
    }

    @Test("Rejected reverts to confirmed and re-enables the button")
    func rejectedReverts() throws {
        var model = Model(initialValue: false)
        model.show(1, value: true)
        let ticket = try #require(model.tap(1, value: false).ticket)
        #expect(model.rejected(ticket) == .accepted)
        #expect(model[1].visible == true)
        #expect(model[1].confirmed == true)
        #expect(model[1].isTappable)
        #expect(model.tap(1, value: false).ticket != nil)
    }

    @Test("Uncertain reverts and requires a sync")
    func uncertainNeedsSync() throws {
        var model = Model(initialValue: false)
        let ticket = try #require(model.tap(1, value: true).ticket)
        #expect(model.uncertain(ticket) == .accepted)
        #expect(model[1].visible == false)
        #expect(model[1].confirmed == false)
        #expect(model[1].pending == nil)
        #expect(model[1].needsSync)
        #expect(!model[1].isTappable)
    }

    @Test("Synced clears the sync need and enables taps again")
    func syncedClears() throws {
        var model = Model(initialValue: false)
        let ticket = try #require(model.tap(1, value: true).ticket)
        _ = model.uncertain(ticket)
        model.synced(1, value: true)
        #expect(!model[1].needsSync)
        #expect(model[1].confirmed == true)
        #expect(model[1].visible == true)
        #expect(model[1].isTappable)
        #expect(model.tap(1, value: false).ticket != nil)
    }

    @Test("Synced during a write keeps the user's intent until the write ends")
    func syncedDuringWrite() throws {
        var model = Model(initialValue: false)
        let ticket = try #require(model.tap(1, value: true).ticket)
        model.synced(1, value: false)
        #expect(model[1].visible == true)
        #expect(model[1].confirmed == false)
        #expect(model[1].pending == ticket)
        model.synced(1, value: true)
        #expect(model[1].confirmed == true)
        _ = model.rejected(ticket)
        #expect(model[1].visible == true)
    }

    @Test("Show sets the server value on initial load")
    func showSetsValue() {
        var model = Model(initialValue: false)
        model.show(1, value: true)
        #expect(model[1].confirmed == true)
        #expect(model[1].visible == true)
        #expect(model[1].isTappable)
        #expect(model[2].confirmed == false)
    }

    @Test("Show during a write keeps the user's intent")
    func showDuringWrite() throws {
        var model = Model(initialValue: false)
        let ticket = try #require(model.tap(1, value: true).ticket)
        model.show(1, value: false)
        #expect(model[1].visible == true)
        #expect(model[1].confirmed == false)
        #expect(model[1].pending == ticket)
    }

    @Test("Show clears the sync need, like synced")
    func showClearsSyncNeed() throws {
        var model = Model(initialValue: false)
        let ticket = try #require(model.tap(1, value: true).ticket)
        _ = model.uncertain(ticket)
        #expect(model.tap(1, value: false) == .ignored(.needsSync))
        model.show(1, value: true)
        #expect(!model[1].needsSync)
        #expect(model[1].visible == true)
        #expect(model.tap(1, value: false).ticket != nil)
    }

    @Test("Switch account replaces every record, seen or not", arguments: [false, true])
    func switchReplacesAll(value: Bool) throws {
        var model = Model(initialValue: false)
        model.show(1, value: true)
        let ticket = try #require(model.tap(2, value: true).ticket)
        let other = try #require(model.tap(3, value: true).ticket)
        _ = model.uncertain(other)
        model.switchAccount(initialValue: value)
        #expect(model.session == 1)
        #expect(model.initialValue == value)
        for record in [1, 2, 3, 99] {
            #expect(model[record] == OptimisticValue(value))
        }
        #expect(model.saved(ticket, value: true) == .ignored)
    }

    @Test(
        "Switch account kills every earlier ticket",
        arguments: ["saved", "rejected", "uncertain"])
    func switchKillsTickets(answer: String) throws {
        var model = Model(initialValue: false)
        let old = try #require(model.tap(1, value: true).ticket)
        model.switchAccount(initialValue: false)
        let current = try #require(model.tap(1, value: true).ticket)
        let before = model
        let outcome =
            switch answer {
            case "saved": model.saved(old, value: true)
            case "rejected": model.rejected(old)
            default: model.uncertain(old)
            }
        #expect(outcome == .ignored)
        #expect(model == before)
        #expect(model[1].pending == current)
    }

    @Test(
        "An answer for a ticket that is not the write in flight changes nothing",
        arguments: [
            WriteTicket(session: 0, serial: 2, record: 1),
            WriteTicket(session: 1, serial: 1, record: 1),
            WriteTicket(session: 0, serial: 1, record: 2),
        ])
    func foreignTicket(forged: WriteTicket<Int>) throws {
        var model = Model(initialValue: false)
        let real = try #require(model.tap(1, value: true).ticket)
        #expect(real == WriteTicket(session: 0, serial: 1, record: 1))
        let before = model
        #expect(model.saved(forged, value: false) == .ignored)
        #expect(model.rejected(forged) == .ignored)
        #expect(model.uncertain(forged) == .ignored)
        #expect(model == before)
    }

    @Test("A finished write's ticket is dead", arguments: ["saved", "rejected", "uncertain"])
    func finishedTicketIsDead(ending: String) throws {
        var model = Model(initialValue: false)
        let ticket = try #require(model.tap(1, value: true).ticket)
        switch ending {
        case "saved": _ = model.saved(ticket, value: true)
        case "rejected": _ = model.rejected(ticket)
        default: _ = model.uncertain(ticket)
        }
        let after = model
        #expect(model.saved(ticket, value: false) == .ignored)
        #expect(model.rejected(ticket) == .ignored)
        #expect(model.uncertain(ticket) == .ignored)
        #expect(model == after)
    }

    @Test("Tickets are never reused and are deterministic")
    func ticketsNeverReused() throws {
        func run() throws -> [WriteTicket<Int>] {
            var model = Model(initialValue: false)
            var tickets: [WriteTicket<Int>] = []
            for round in 0..<3 {
                for record in 1...3 {
                    let ticket = try #require(model.tap(record, value: true).ticket)
                    tickets.append(ticket)
                    _ = model.rejected(ticket)
                    tickets.append(try #require(model.tap(record, value: true).ticket))
                }
                model.switchAccount(initialValue: round.isMultiple(of: 2))
            }
            return tickets
        }
        let tickets = try run()
        #expect(Set(tickets).count == tickets.count)
        #expect(try run() == tickets)
        #expect(tickets.last?.session == 2)
    }

    @Test("Equal histories compare equal, whatever records were touched")
    func equalityIgnoresUntouchedRecords() throws {
        var touched = Model(initialValue: false)
        let ticket = try #require(touched.tap(5, value: true).ticket)
        _ = touched.rejected(ticket)
        var other = Model(initialValue: false)
        let ticket2 = try #require(other.tap(6, value: true).ticket)
        _ = other.rejected(ticket2)
        #expect(touched == other)
        #expect(touched != Model(initialValue: false))
    }
}

@Suite("OptimisticRecords descriptions")
struct OptimisticDescriptionTests {
    @Test("Outcomes describe themselves in short lower-case words")
    func descriptions() {
        let ticket = WriteTicket(session: 0, serial: 1, record: 1)
        #expect(TapOutcome.saving(ticket).description == "saving")
        #expect(
            TapOutcome<Int>.ignored(.writeInFlight).description
                == "ignored: a write is already in flight")
        #expect(
            TapOutcome<Int>.ignored(.needsSync).description == "ignored: the record needs a sync")
        #expect(WriteOutcome.accepted.description == "accepted")
        #expect(
            WriteOutcome.ignored.description == "ignored: the ticket is not the write in flight")
    }
}
