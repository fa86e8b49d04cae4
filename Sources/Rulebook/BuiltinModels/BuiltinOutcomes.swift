/// The outcome words of the built-in models beyond the common ones of ``Outcome``, named
/// once for their verbs' declarations and handlers.
extension Outcome {
    /// A non-blank input is pending and its wait started (`debounce`'s `type`).
    package static let waiting = Outcome("waiting")
    /// A blank input dropped the pending query (`debounce`'s `type`).
    package static let cleared = Outcome("cleared")
    /// The screen was released (`debounce`'s `close`).
    package static let closed = Outcome("closed")
    /// The adapter was let go (the adapter models' `release`).
    package static let released = Outcome("released")
}
