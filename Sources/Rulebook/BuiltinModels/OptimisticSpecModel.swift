import RulebookModels

/// The `optimistic` model of event tables: on/off toggles per record, one write in flight
/// per record (spec/optimistic-updates.md).
public struct OptimisticSpecModel: RulebookModel {
    public typealias Ticket = WriteTicket<String>

    public static let descriptor = ModelDescriptor(
        name: "optimistic",
        summary: "Optimistic on/off toggles per record, with one write in flight per record.",
        verbs: [
            VerbDescriptor(
                "show", inputs: [.optional("record"), .required("value")],
                "the server value is loaded"),
            VerbDescriptor(
                "tap", inputs: [.optional("record"), .optional("value"), .optional("ticket")],
                "the user sets the value (blank value: flips what is shown)"),
            VerbDescriptor(
                "saved", inputs: [.optional("record"), .required("ticket"), .required("value")],
                "the server confirms its final value"),
            VerbDescriptor(
                "rejected", inputs: [.optional("record"), .required("ticket")],
                "the server certainly did not apply the write"),
            VerbDescriptor(
                "uncertain", inputs: [.optional("record"), .required("ticket")],
                "timeout or lost connection: outcome unknown"),
            VerbDescriptor(
                "synced", inputs: [.optional("record"), .required("value")],
                "fresh server data arrives"),
            VerbDescriptor(
                "switch account", inputs: [.optional("record"), .optional("value")],
                "another session replaces every record"),
        ],
        observables: [
            ObservableDescriptor(
                "visible", "on or off: what the button shows", kind: .flag(.onOff)),
            ObservableDescriptor(
                "confirmed", "on or off: the last value the server confirmed",
                kind: .flag(.onOff)),
            ObservableDescriptor("saving", "yes while a write is in flight", kind: .flag(.yesNo)),
            ObservableDescriptor(
                "needs sync", "yes after an uncertain outcome, until synced",
                kind: .flag(.yesNo)),
            ObservableDescriptor(
                "tappable", "yes when a tap now would start a write", kind: .flag(.yesNo)),
        ])

    /// Internal so that the faults, exploration and trace layers (in their own files) reach it.
    var records = OptimisticRecords<String, Bool>(initialValue: false)
    /// The record the last row was about; expectations read it.
    var focus = "1"
    /// The records the table has named, in order, for the trace.
    var named: [String] = []

    public init(options: ModelOptions) throws(ModelError) {}

    public mutating func apply(
        _ event: ModelEvent<Ticket>
    ) throws(ModelError) -> EventOutcome<Ticket> {
        // A tap's ticket cell names the label to bind; other verbs refer to a bound ticket.
        let ticket = event.verb == "tap" ? nil : try event.ticket()
        let record = try event.value("record") { cell throws(CellError) in try cell.text() }
        let value = try event.value("value") { cell throws(CellError) in try cell.flag(.onOff) }
        focus = record ?? ticket?.record ?? "1"
        if !named.contains(focus) { named.append(focus) }
        switch event.verb {
        case "show":
            records.show(focus, value: value ?? false)
            return .done(.keyword("accepted"))
        case "tap":
            switch records.tap(focus, value: value ?? !records[focus].visible) {
            case .saving(let started): return .done(.keyword("saving"), started: started)
            case .ignored: return .done(.keyword("ignored"))
            }
        case "saved":
            return Self.outcome(records.saved(try event.requiredTicket(), value: value ?? false))
        case "rejected":
            return Self.outcome(records.rejected(try event.requiredTicket()))
        case "uncertain":
            return Self.outcome(records.uncertain(try event.requiredTicket()))
        case "synced":
            records.synced(focus, value: value ?? false)
            return .done(.keyword("accepted"))
        case "switch account":
            records.switchAccount(initialValue: value ?? false)
            return .done(.keyword("accepted"))
        default:
            throw ModelError("optimistic has no event \(event.verb)")
        }
    }

    public func observe(_ column: String, labels: TicketLabels<Ticket>) -> Observation {
        let state = records[focus]
        switch column {
        case "visible": return .flag(state.visible, .onOff)
        case "confirmed": return .flag(state.confirmed, .onOff)
        case "saving": return .flag(state.isSaving, .yesNo)
        case "needs sync": return .flag(state.needsSync, .yesNo)
        case "tappable": return .flag(state.isTappable, .yesNo)
        default: return .keyword("unknown column \(column)")
        }
    }

    private static func outcome(_ outcome: WriteOutcome) -> EventOutcome<Ticket> {
        switch outcome {
        case .accepted: .done(.keyword("accepted"))
        case .ignored: .done(.keyword("ignored"))
        }
    }
}
