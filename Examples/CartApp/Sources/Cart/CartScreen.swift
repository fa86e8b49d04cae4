import Observation

/// The cart screen's view model: what the screen shows, kept on the main actor and observed
/// by SwiftUI (`@Observable`). Its spec model, `CartScreenSpecModel`, drives this very
/// object, so the spec checks what the screen shows, not a copy of it.
@MainActor @Observable public final class CartScreen {
    /// The cart on screen.
    public private(set) var cart = Cart()
    /// The message under the cart, if any.
    public private(set) var banner: String?

    public init() {}

    /// The user adds `item`; while a checkout is in flight the banner asks them to wait.
    public func add(_ item: String) {
        banner = cart.add(item) ? nil : "Wait for the checkout to finish"
    }

    /// The user taps check out; returns the checkout's serial, or `nil` when the banner
    /// says why nothing was sent.
    public func checkOut() -> Int? {
        let serial = cart.checkOut()
        banner = serial == nil ? "Nothing to check out" : "Sending your order"
        return serial
    }

    /// The server confirms checkout `request`; an old answer changes nothing.
    public func confirmed(_ request: Int) {
        if cart.confirm(request) { banner = "Thank you for your order" }
    }
}
