import Rulebook

/// The situations of a cart, for `rulebook coverage`, read through the model's own columns.
/// The cart model does not explore, so it lists its situations: every situation with every
/// verb counts as reachable, and a gap gets no suggested table.
// snippet: cart-situations
extension CartSpecModel: ModelWithSituations {
    public static let situations = ["empty", "items, nothing sent", "checking out"]

    public var situation: String {
        let labels = TicketLabels<Int>()
        if observe("checking out", labels: labels) == .flag(true, .yesNo) { return "checking out" }
        return observe("items", labels: labels) == .list([]) ? "empty" : "items, nothing sent"
    }
}
// end snippet
