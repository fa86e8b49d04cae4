import RulebookModels

/// The `debounce` model of event tables: a trailing search debounce on virtual time
/// (spec/search-debounce.md). Tickets are the generations of inputs.
public struct DebounceSpecModel: RulebookModel {
    public typealias Ticket = Int

    public static let descriptor = ModelDescriptor(
        name: "debounce",
        summary: "A trailing search debounce on virtual milliseconds, with input generations.",
        options: [
            OptionDescriptor("delay", takesValue: true, "the debounce delay in ms (default 300)")
        ],
        verbs: [
            VerbDescriptor(
                "type", inputs: [.optional("text"), .required("at"), .optional("ticket")],
                "the field holds text at a time"),
            VerbDescriptor(
                "tick", inputs: [.required("at")], "the timer checks whether the query is due"),
            VerbDescriptor(
                "wake", inputs: [.required("ticket"), .required("at")],
                "the wait task of an input wakes"),
            VerbDescriptor(
                "cancelled", inputs: [.required("ticket"), .optional("at")],
                "the wait task of an input caught its cancellation (never delivers)"),
            VerbDescriptor("close", "the screen is released"),
        ],
        observables: [
            ObservableDescriptor(
                "deadline", "when the pending query is due, in ms, or none", kind: .number),
            ObservableDescriptor(
                "pending", "the query waiting for its deadline, or none", kind: .text),
        ])

    /// Internal so that the faults, exploration and trace layers (in their own files) reach it.
    var debounce: SearchDebounce
    /// The generation whose query was pending before the last event, for the trace.
    var waitBefore: Int?

    public init(options: ModelOptions) throws(ModelError) {
        let delay = try options.wholeNumber("delay") ?? 300
        do {
            debounce = try SearchDebounce(delay: delay)
        } catch {
            throw ModelError("option delay=\(delay): \(error)")
        }
    }

    public mutating func apply(_ event: ModelEvent<Int>) throws(ModelError) -> EventOutcome<Int> {
        waitBefore = debounce.pending == nil ? nil : debounce.generation
        let time = try event.value("at") { cell throws(CellError) in try cell.signedNumber() }
        switch event.verb {
        case "type":
            let text = try event.value("text") { cell throws(CellError) in try cell.text() } ?? ""
            switch debounce.input(text, at: time ?? 0) {
            case .waiting(let generation, _): return .done(.keyword("waiting"), started: generation)
            case .cleared(let generation): return .done(.keyword("cleared"), started: generation)
            case .ignored: return .done(.keyword("ignored"))
            case .rejected(let error): return .rejected(reason: "\(error)")
            }
        case "tick":
            return Self.outcome(debounce.takeDue(at: time ?? 0))
        case "wake":
            return Self.outcome(
                debounce.wake(generation: try event.requiredTicket(), at: time ?? 0))
        case "cancelled":
            return Self.outcome(
                debounce.cancelled(generation: try event.requiredTicket(), at: time))
        case "close":
            debounce.close()
            return .done(.keyword("closed"))
        default:
            throw ModelError("debounce has no event \(event.verb)")
        }
    }

    public func observe(_ column: String, labels: TicketLabels<Int>) -> Observation {
        switch column {
        case "deadline": .number(debounce.deadline)
        case "pending": .text(debounce.pending)
        default: .keyword("unknown column \(column)")
        }
    }

    private static func outcome(_ outcome: DeliveryOutcome) -> EventOutcome<Int> {
        switch outcome {
        case .delivered(let query): .done(.text(query))
        case .nothing: .done(.keyword("nothing"))
        case .rejected(let error): .rejected(reason: "\(error)")
        }
    }
}
