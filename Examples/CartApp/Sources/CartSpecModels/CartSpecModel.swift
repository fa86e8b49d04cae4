import Cart
import Rulebook

/// The `cart` model of event tables: `Cart` behind rulebook's model protocol. Each verb is
/// declared once, with its input columns and its handler; each observable column once, with
/// its reader. Verbs and column names are lower-cased with single spaces.
public struct CartSpecModel: RulebookModel {
    /// A checkout's serial: what a checkout row's `ticket` label binds to.
    public typealias Ticket = Int

    public static let vocabulary = Vocabulary<Self>(
        name: "cart",
        summary: "A cart whose checkout answer empties it.",
        verbs: [
            Verb("add", inputs: [.required("item")], "the user adds an item") { model, event in
                let added = model.cart.add(try event.requiredText("item"))
                return .done(.keyword(added ? "accepted" : "ignored"))
            },
            // A label in the `ticket` column binds to the ticket of a row that starts a request.
            Verb("check out", inputs: [.optional("ticket")], "the user taps check out") {
                model, _ in
                guard let checkout = model.cart.checkOut() else {
                    return .done(.keyword("ignored"))
                }
                return .done(.keyword("sent"), started: checkout)
            },
            Verb("confirm", inputs: [.required("ticket")], "the server confirms") { model, event in
                var checkout = try event.requiredTicket()
                // The seeded fault `confirms-any-checkout` (CartSpecModel+Faults.swift): the
                // glue hands the cart whatever checkout is in flight instead of the answer's.
                if model.fault == .confirmsAnyCheckout, let current = model.cart.checkout {
                    checkout = current
                }
                let accepted = model.cart.confirm(checkout)
                return .done(.keyword(accepted ? "accepted" : "ignored"))
            },
        ],
        observables: [
            .list("items", "the items in the cart, or none") { $0.cart.items },
            .flag("checking out", "yes while a checkout is in flight", .yesNo) {
                $0.cart.checkout != nil
            },
            // A request column: `no`, `yes`, or the label the table bound to the checkout.
            ObservableColumn(
                "checkout", "no, yes or the label of the checkout in flight", kind: .request
            ) { model, labels in
                .request(
                    inFlight: model.cart.checkout != nil,
                    label: model.cart.checkout.flatMap { labels.label(for: $0) })
            },
        ])

    private var cart = Cart()
    /// The seeded fault switched on, if any (only `rulebook mutants` switches one on).
    var fault: CartFault?

    public init(options: ModelOptions) throws(ModelError) {}
}
