/// A shopping cart whose checkout sends the items in it. Only the answer to the checkout
/// in flight may empty the cart, and nothing can be added while it is in flight.
public struct Cart: Equatable, Sendable {
    /// The items, in the order they were added.
    public private(set) var items: [String] = []
    /// The serial of the checkout in flight.
    public private(set) var checkout: Int?
    private var serial = 0

    public init() {}

    /// Adds an item; returns `false` (and adds nothing) while a checkout is in flight.
    public mutating func add(_ item: String) -> Bool {
        guard checkout == nil else { return false }
        items.append(item)
        return true
    }

    /// Starts a checkout; returns its serial, or `nil` when the cart is empty or a checkout
    /// is in flight.
    public mutating func checkOut() -> Int? {
        guard checkout == nil, !items.isEmpty else { return nil }
        serial += 1
        checkout = serial
        return serial
    }

    /// The server confirms a checkout; returns whether it was the one in flight.
    public mutating func confirm(_ request: Int) -> Bool {
        guard checkout == request else { return false }
        items = []
        checkout = nil
        return true
    }
}
