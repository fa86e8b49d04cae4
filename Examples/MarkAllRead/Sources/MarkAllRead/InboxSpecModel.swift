import Rulebook

/// The `inbox` model of event tables: `Inbox` behind rulebook's model protocol, so the
/// app's spec in `spec/mark-all-read.md` runs from the app's own `swift test`.
public struct InboxSpecModel: RulebookModel {
    public typealias Ticket = Inbox.Request

    public static let descriptor = ModelDescriptor(
        name: "inbox",
        summary: "An inbox with a mark-all-as-read button.",
        verbs: [
            VerbDescriptor("arrive", inputs: [.required("id")], "a message arrives"),
            VerbDescriptor(
                "mark all", inputs: [.optional("ticket")], "the user taps mark all as read"),
            VerbDescriptor(
                "confirm", inputs: [.required("ticket")], "the server confirms a request"),
            VerbDescriptor("fail", inputs: [.required("ticket")], "a request fails"),
        ],
        observables: [
            ObservableDescriptor("unread", "the unread ids in arrival order, or none", kind: .list),
            ObservableDescriptor(
                "button", "enabled or disabled",
                kind: .oneOf("enabled", "disabled")),
        ])

    private var inbox = Inbox()

    public init(options: ModelOptions) throws(ModelError) {}

    public mutating func apply(
        _ event: ModelEvent<Inbox.Request>
    ) throws(ModelError) -> EventOutcome<Inbox.Request> {
        switch event.verb {
        case "arrive":
            inbox.receive(try event.required("id") { cell throws(CellError) in try cell.text() })
            return .done(.keyword("accepted"))
        case "mark all":
            guard let request = inbox.markAll() else { return .done(.keyword("ignored")) }
            return .done(.keyword("sent"), started: request)
        case "confirm":
            return .done(
                .keyword(inbox.confirm(try event.requiredTicket()) ? "accepted" : "ignored"))
        case "fail":
            return .done(.keyword(inbox.fail(try event.requiredTicket()) ? "accepted" : "ignored"))
        default:
            throw ModelError("inbox has no event \(event.verb)")
        }
    }

    public func observe(_ column: String, labels: TicketLabels<Inbox.Request>) -> Observation {
        switch column {
        case "unread": .list(inbox.unread)
        default: .flag(inbox.canMarkAll, FlagWords(yes: "enabled", no: "disabled"))
        }
    }
}
