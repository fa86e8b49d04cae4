import Rulebook

/// The `cart` model of event tables: `Cart` behind rulebook's model protocol.
public struct CartSpecModel: RulebookModel {
    public static let descriptor = ModelDescriptor(
        name: "cart",
        summary: "A cart whose checkout answer empties it.",
        verbs: [
            VerbDescriptor("add", inputs: [.required("item")], "the user adds an item"),
            VerbDescriptor("check out", inputs: [.optional("ticket")], "the user taps check out"),
            VerbDescriptor("confirm", inputs: [.required("ticket")], "the server confirms"),
        ],
        observables: [
            ObservableDescriptor("items", "the items in the cart, or none"),
            ObservableDescriptor("checking out", "yes while a checkout is in flight"),
        ])

    private var cart = Cart()

    public init(options: ModelOptions) throws(ModelError) {}

    // Verbs arrive lower-cased with single spaces; a label in the `ticket` column binds to
    // the ticket (here the checkout's serial) of a row that starts a request.
    public mutating func apply(_ event: ModelEvent<Int>) throws(ModelError) -> EventOutcome<Int> {
        switch event.verb {
        case "add":
            let item = try event.required("item") { try $0.text() }
            return .done(.keyword(cart.add(item) ? "accepted" : "ignored"))
        case "check out":
            guard let checkout = cart.checkOut() else { return .done(.keyword("ignored")) }
            return .done(.keyword("sent"), started: checkout)
        default:  // "confirm": the runner passes only the verbs of the descriptor
            let accepted = cart.confirm(try event.requiredTicket())
            return .done(.keyword(accepted ? "accepted" : "ignored"))
        }
    }

    public func observe(_ column: String, labels: TicketLabels<Int>) -> Observation {
        switch column {
        case "items": .list(cart.items)
        default: .flag(cart.checkout != nil, .yesNo)
        }
    }
}
