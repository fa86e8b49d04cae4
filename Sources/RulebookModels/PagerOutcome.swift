/// The error a pager shows; while one is shown, `Pager.loadNext()` is ignored.
public enum PagerError: Sendable, Hashable, CustomStringConvertible {
    /// The current request failed (error or timeout); `Pager.retry()` asks again.
    case failed
    /// A cursor response said there is more but gave no new cursor: autoload stops.
    case cursorStall

    public var description: String {
        switch self {
        case .failed: "failed"
        case .cursorStall: "cursor stall"
        }
    }
}

/// Why a pager event changed nothing.
public enum PagerIgnoreReason: Sendable, Hashable, CustomStringConvertible {
    /// A request is already in flight.
    case requestInFlight
    /// The last accepted response said there are no more pages.
    case noMorePages
    /// An error is shown; only `Pager.retry()` asks again.
    case errorShown
    /// The ticket is not the one in flight (older query, finished or failed request).
    case staleTicket
    /// There is no error to retry.
    case nothingToRetry

    public var description: String {
        switch self {
        case .requestInFlight: "a request is already in flight"
        case .noMorePages: "there are no more pages"
        case .errorShown: "an error is shown"
        case .staleTicket: "the ticket is not the request in flight"
        case .nothingToRetry: "there is no error to retry"
        }
    }
}

/// What a pager event did.
public enum PagerOutcome: Sendable, Hashable, CustomStringConvertible {
    /// A request was started; the caller sends it and answers with this ticket.
    case requested(PageTicket)
    /// The response or failure was applied.
    case accepted
    /// Nothing changed, for the given reason.
    case ignored(PagerIgnoreReason)

    /// The ticket of a `requested` outcome; `nil` for `accepted` and `ignored`.
    public var ticket: PageTicket? {
        if case .requested(let ticket) = self { ticket } else { nil }
    }

    public var description: String {
        switch self {
        case .requested(let ticket): "requested \(ticket.request)"
        case .accepted: "accepted"
        case .ignored(let reason): "ignored: \(reason)"
        }
    }
}
