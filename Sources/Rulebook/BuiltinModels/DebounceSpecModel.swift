import RulebookModels

/// The `debounce` model of event tables: a trailing search debounce on virtual time
/// (spec/search-debounce.md). Tickets are the generations of inputs.
package struct DebounceSpecModel: RulebookModel {
    package typealias Ticket = Int

    package static let vocabulary = Vocabulary<Self>(
        name: "debounce",
        summary: "A trailing search debounce on virtual milliseconds, with input generations.",
        options: [
            OptionDescriptor("delay", takesValue: true, "the debounce delay in ms (default 300)")
        ],
        verbs: [
            Verb(
                "type",
                inputs: [
                    .optional("text", .text), .required("at", .time), .optional("ticket", .label),
                ],
                outcomes: [.outcome(.waiting), .outcome(.cleared), .outcome(.ignored)],
                "the field holds text at a time"
            ) { model, event throws(ModelError) in
                model.noteWait()
                let time = try event.requiredSignedNumber("at")
                switch model.debounce.input(try event.text("text") ?? "", at: time) {
                case .waiting(let generation, _):
                    return .done(.outcome(.waiting), started: generation)
                case .cleared(let generation):
                    return .done(.outcome(.cleared), started: generation)
                case .closed(let generation):
                    return .done(.outcome(.ignored), started: generation)
                case .rejected(let error): return .rejected(reason: "\(error)")
                }
            },
            Verb(
                "tick", inputs: [.required("at", .time)], outcomes: Self.deliveryOutcomes,
                "the timer checks whether the query is due"
            ) { model, event throws(ModelError) in
                model.noteWait()
                let time = try event.requiredSignedNumber("at")
                return Self.outcome(model.debounce.takeDue(at: time))
            },
            Verb(
                "wake", inputs: [.required("ticket", .label), .required("at", .time)],
                outcomes: Self.deliveryOutcomes, "the wait task of an input wakes"
            ) { model, event throws(ModelError) in
                model.noteWait()
                let time = try event.requiredSignedNumber("at")
                return Self.outcome(
                    model.debounce.wake(generation: try event.requiredTicket(), at: time))
            },
            Verb(
                "cancelled", inputs: [.required("ticket", .label), .optional("at", .time)],
                outcomes: Self.deliveryOutcomes,
                "the wait task of an input caught its cancellation (never delivers)"
            ) { model, event throws(ModelError) in
                model.noteWait()
                let time = try event.signedNumber("at")
                return Self.outcome(
                    model.debounce.cancelled(generation: try event.requiredTicket(), at: time))
            },
            Verb("close", outcomes: [.outcome(.closed)], "the screen is released") { model, _ in
                model.noteWait()
                model.debounce.close()
                return .done(.outcome(.closed))
            },
        ],
        observables: [
            .number("deadline", "when the pending query is due, in ms, or none") {
                $0.debounce.deadline
            },
            .text("pending", "the query waiting for its deadline, or none") { $0.debounce.pending },
        ])

    /// Internal so that the faults, exploration and trace layers (in their own files) reach it.
    var debounce: SearchDebounce
    /// The generation whose query was pending before the last event, for the trace.
    var waitBefore: Int?

    package init(options: ModelOptions) throws(ModelError) {
        let delay = try options.wholeNumber("delay") ?? 300
        do {
            debounce = try SearchDebounce(delay: delay)
        } catch {
            throw ModelError("option delay=\(delay): \(error)")
        }
    }

    /// Notes, for the trace, the generation whose query was pending before the event.
    private mutating func noteWait() {
        waitBefore = debounce.pending == nil ? nil : debounce.generation
    }

    /// What a check for a due query may show: the query delivered, or `nothing`.
    private static let deliveryOutcomes: [ColumnType.Form] = [.text, .outcome(.nothing)]

    private static func outcome(_ outcome: DeliveryOutcome) -> EventOutcome<Int> {
        switch outcome {
        case .delivered(let query): .done(.text(query))
        case .nothing: .done(.outcome(.nothing))
        case .rejected(let error): .rejected(reason: "\(error)")
        }
    }
}
