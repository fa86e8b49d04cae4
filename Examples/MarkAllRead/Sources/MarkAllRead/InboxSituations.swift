import Rulebook

/// The situations of an inbox, for `rulebook coverage`: whether unread messages are shown
/// and whether a mark-all request is in flight. The same words for a table's model and for
/// an explored state.
extension Inbox {
    /// `no unread, nothing sent`, `unread shown, request sent`...
    var situation: String {
        (unread.isEmpty ? "no unread" : "unread shown") + ", "
            + (inFlight == nil ? "nothing sent" : "request sent")
    }
}

// snippet: inbox-situations
extension InboxSpecModel: ModelWithSituations {
    public var situation: String { inbox.situation }
}

extension InboxExploration {
    public var situation: String? { inbox.situation }
}
// end snippet
