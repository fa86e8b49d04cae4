/// A list as view restoration saves it (`Pager.saved`) and puts it back (`Pager.restore(_:)`).
public struct SavedList<ID: Hashable & Sendable>: Sendable, Equatable {
    /// The rows shown, in order.
    public var ids: [ID]
    /// Whether more pages exist.
    public var hasMore: Bool
    /// What the next load asks for.
    public var nextRequest: PageRequest

    /// Makes a saved list.
    public init(ids: [ID], hasMore: Bool, nextRequest: PageRequest) {
        self.ids = ids
        self.hasMore = hasMore
        self.nextRequest = nextRequest
    }
}
