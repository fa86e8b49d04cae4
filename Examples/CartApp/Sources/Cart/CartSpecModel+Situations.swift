import Rulebook

/// The situations of a cart, for `rulebook coverage`. The cart model does not explore, so it
/// lists its situations: every situation with every verb counts as reachable, and a gap gets
/// no suggested table.
extension CartSpecModel: ModelWithSituations {
    public static let situations = ["empty", "items, nothing sent", "checking out"]

    public var situation: String {
        if cart.checkout != nil { return "checking out" }
        return cart.items.isEmpty ? "empty" : "items, nothing sent"
    }
}
