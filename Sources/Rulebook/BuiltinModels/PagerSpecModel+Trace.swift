import RulebookModels

/// The pager timeline, row by row: one lane per request ticket from its start to its answer
/// (accepted, ignored or failed), the list's ids, and each reset as a new generation.
///
/// A step's size does not grow with the list: the list's value names at most the ids that
/// fit in `TraceValue.listLimit` characters, then how many there are.
extension PagerSpecModel {
    package func trace(
        _ event: ModelEvent<PageTicket>, outcome: EventOutcome<PageTicket>,
        labels: TicketLabels<PageTicket>
    ) -> TraceStep {
        func lane(_ ticket: PageTicket) -> String {
            labels.label(for: ticket).map { "ticket \($0)" } ?? "request \(ticket.serial)"
        }
        var step = TraceStep()
        switch outcome {
        case .rejected(let reason):
            step.marks.append(.point("user", "\(event.verb): \(reason)", tone: .bad))
        case .done(_, let started?):
            step.marks.append(.start(lane(started), started.request.description))
        case .done(let result, nil):
            let answered = try? event.ticket()
            switch (event.verb, answered, result.display) {
            case ("reset", _, _):
                step.marks.append(.generation("generation \(pager.generation)"))
            case (_, let ticket?, "accepted"):
                let failed = event.verb == "fail"
                step.marks.append(
                    .end(
                        lane(ticket), failed ? "failed" : "accepted", tone: failed ? .bad : .good))
            case (_, let ticket?, let word):
                step.marks.append(.end(lane(ticket), word, tone: .muted))
            case (_, nil, let word):
                step.marks.append(.point("user", "\(event.verb): \(word)", tone: .muted))
            }
        }
        step.marks.append(.value("list", TraceValue.list(pager.ids)))
        return step
    }
}
