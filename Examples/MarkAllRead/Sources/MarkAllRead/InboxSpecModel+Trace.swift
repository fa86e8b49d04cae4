import Rulebook

/// The inbox's timeline in the HTML report (optional: without it, the default trace draws
/// the verbs and the labelled requests). Each request is a lane from the tap to its answer,
/// and the unread ids are a value lane, so a reader sees which messages a request covered.
extension InboxSpecModel {
    public func trace(
        _ event: ModelEvent<Inbox.Request>, outcome: EventOutcome<Inbox.Request>,
        labels: TicketLabels<Inbox.Request>
    ) -> TraceStep {
        func lane(_ request: Inbox.Request) -> String {
            "request " + (labels.label(for: request) ?? String(request.serial))
        }
        var step = TraceStep()
        switch (event.verb, outcome) {
        case ("mark all", .done(_, let request?)):
            step.marks.append(.start(lane(request), "sent " + request.ids.joined(separator: ", ")))
        case ("confirm", .done(.keyword("accepted"), _)), ("fail", .done(.keyword("accepted"), _)):
            if let request = try? event.ticket() {
                let confirmed = event.verb == "confirm"
                step.marks.append(
                    .end(
                        lane(request), confirmed ? "confirmed" : "failed",
                        tone: confirmed ? .good : .bad))
            }
        case (let verb, .done(let result, _)):
            let lane = (try? event.ticket()).map(lane) ?? "user"
            let tone: TraceMark.Tone = result.display == "ignored" ? .muted : .neutral
            step.marks.append(.point(lane, "\(verb): \(result.display)", tone: tone))
        case (let verb, .rejected(let reason)):
            step.marks.append(.point("user", "\(verb): \(reason)", tone: .bad))
        }
        step.marks.append(
            .value("unread", inbox.unread.isEmpty ? "none" : inbox.unread.joined(separator: ", ")))
        return step
    }
}
