import Cart
import Rulebook

/// The `cart-screen` model of event tables: the app's `@MainActor` view model, `CartScreen`,
/// behind rulebook's model protocol. The runner makes each fresh screen on the main actor
/// (`init(onMainActor:)`), applies every verb there (`Verb.onMainActor`) and reads every
/// column there (`.onMainActor`), so nothing is copied out of the view model.
public struct CartScreenSpecModel: MainActorRulebookModel {
    public typealias Ticket = Int

    public static let vocabulary = Vocabulary<Self>(
        name: "cart-screen",
        summary: "The cart screen's main-actor view model.",
        verbs: [
            .onMainActor("add", inputs: [.required("item")], "the user adds an item") {
                model, event in
                model.screen.add(try event.requiredText("item"))
                return .done(.keyword("shown"))
            },
            .onMainActor("check out", inputs: [.optional("ticket")], "the user taps check out") {
                model, _ in
                guard let serial = model.screen.checkOut() else { return .done(.keyword("shown")) }
                return .done(.keyword("sent"), started: serial)
            },
            .onMainActor("confirm", inputs: [.required("ticket")], "the server confirms") {
                model, event in
                model.screen.confirmed(try event.requiredTicket())
                return .done(.keyword("shown"))
            },
        ],
        observables: [
            .onMainActor.list("items", "the items on screen, or none") { $0.screen.cart.items },
            .onMainActor.text("banner", "the message under the cart, or none") {
                $0.screen.banner
            },
        ])

    /// The view model; a `@MainActor` class, so the wrapper is `Sendable` as it is.
    let screen: CartScreen

    @MainActor public init(onMainActor options: ModelOptions) throws(ModelError) {
        screen = CartScreen()
    }
}
