import RulebookModels

/// The `optimistic` model of event tables: on/off toggles per record, one write in flight
/// per record (spec/optimistic-updates.md).
package struct OptimisticSpecModel: RulebookModel {
    package typealias Ticket = WriteTicket<String>

    package static let vocabulary = Vocabulary<Self>(
        name: "optimistic",
        summary: "Optimistic on/off toggles per record, with one write in flight per record.",
        verbs: [
            Verb(
                "show", inputs: [.optional("record", .id), .required("value", .onOff)],
                outcomes: [.outcome(.accepted)], "the server value is loaded"
            ) { model, event throws(ModelError) in
                let record = try model.focus(on: event)
                model.records.show(record, value: try event.requiredOnOff("value"))
                return .done(.outcome(.accepted))
            },
            Verb(
                "tap",
                inputs: [
                    .optional("record", .id), .required("value", .onOff),
                    .optional("ticket", .label),
                ],
                outcomes: [.outcome(.saving), .outcome(.ignored)],
                "the user sets the value"
            ) { model, event throws(ModelError) in
                // The ticket cell names the label to bind, not a bound ticket.
                let record = try model.focus(on: event)
                let value = try event.requiredOnOff("value")
                switch model.records.tap(record, value: value) {
                case .saving(let started): return .done(.outcome(.saving), started: started)
                case .ignored: return .done(.outcome(.ignored))
                }
            },
            Verb(
                "saved",
                inputs: [
                    .optional("record", .id), .required("ticket", .label),
                    .required("value", .onOff),
                ],
                outcomes: Self.answerOutcomes, "the server confirms its final value"
            ) { model, event throws(ModelError) in
                let ticket = try event.requiredTicket()
                _ = try model.focus(on: event, ticket: ticket)
                let value = try event.requiredOnOff("value")
                return Self.outcome(model.records.saved(ticket, value: value))
            },
            Verb(
                "rejected", inputs: [.optional("record", .id), .required("ticket", .label)],
                outcomes: Self.answerOutcomes, "the server certainly did not apply the write"
            ) { model, event throws(ModelError) in
                let ticket = try event.requiredTicket()
                _ = try model.focus(on: event, ticket: ticket)
                return Self.outcome(model.records.rejected(ticket))
            },
            Verb(
                "uncertain", inputs: [.optional("record", .id), .required("ticket", .label)],
                outcomes: Self.answerOutcomes, "timeout or lost connection: outcome unknown"
            ) { model, event throws(ModelError) in
                let ticket = try event.requiredTicket()
                _ = try model.focus(on: event, ticket: ticket)
                return Self.outcome(model.records.uncertain(ticket))
            },
            Verb(
                "synced", inputs: [.optional("record", .id), .required("value", .onOff)],
                outcomes: [.outcome(.accepted)], "fresh server data arrives"
            ) { model, event throws(ModelError) in
                let record = try model.focus(on: event)
                model.records.synced(record, value: try event.requiredOnOff("value"))
                return .done(.outcome(.accepted))
            },
            Verb(
                "switch account", inputs: [.optional("record", .id), .optional("value", .onOff)],
                outcomes: [.outcome(.accepted)], "another session replaces every record"
            ) { model, event throws(ModelError) in
                _ = try model.focus(on: event)
                model.records.switchAccount(initialValue: try event.onOff("value") ?? false)
                return .done(.outcome(.accepted))
            },
        ],
        observables: [
            .flag("visible", "on or off: what the button shows", .onOff) {
                $0.records[$0.focus].visible
            },
            .flag("confirmed", "on or off: the last value the server confirmed", .onOff) {
                $0.records[$0.focus].confirmed
            },
            .flag("saving", "yes while a write is in flight", .yesNo) {
                $0.records[$0.focus].isSaving
            },
            .flag("needs sync", "yes after an uncertain outcome, until synced", .yesNo) {
                $0.records[$0.focus].needsSync
            },
            .flag("tappable", "yes when a tap now would start a write", .yesNo) {
                $0.records[$0.focus].isTappable
            },
        ])

    /// Internal so that the faults, exploration and trace layers (in their own files) reach it.
    var records = OptimisticRecords<String, Bool>(initialValue: false)
    /// The record the last row was about; expectations read it.
    var focus = "1"
    /// The records the table has named, in order, for the trace.
    var named: [String] = []

    package init(options: ModelOptions) throws(ModelError) {}

    /// Points `focus` at the record the row is about: its `record` cell, else the record of
    /// its ticket, else record 1. Returns it.
    private mutating func focus(
        on event: ModelEvent<Ticket>, ticket: Ticket? = nil
    ) throws(ModelError) -> String {
        focus = try event.text("record") ?? ticket?.record ?? "1"
        if !named.contains(focus) { named.append(focus) }
        return focus
    }

    private static func outcome(_ outcome: WriteOutcome) -> EventOutcome<Ticket> {
        switch outcome {
        case .accepted: .done(.outcome(.accepted))
        case .ignored: .done(.outcome(.ignored))
        }
    }

    /// The outcomes of a write's answer: `accepted`, or `ignored` when it is not the
    /// record's write in flight.
    private static let answerOutcomes: [ColumnType.Form] = [
        .outcome(.accepted), .outcome(.ignored),
    ]
}
