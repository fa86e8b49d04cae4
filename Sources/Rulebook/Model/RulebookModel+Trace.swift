/// The default trace of a model that does not describe its own: the event and its result
/// on an `events` lane, and each labelled request as a lane from the row that started it
/// to the first row that names its label again. Enough for a timeline of any model;
/// implement `trace(_:outcome:labels:)` to draw the model's own lanes and clock.
extension RulebookModel {
    public func trace(
        _ event: ModelEvent<Ticket>, outcome: EventOutcome<Ticket>, labels: TicketLabels<Ticket>
    ) -> TraceStep {
        switch outcome {
        case .rejected(let reason):
            return TraceStep(marks: [.point("events", "\(event.verb): \(reason)", tone: .bad)])
        case .done(let result, let started?):
            let lane = labels.label(for: started).map { "ticket \($0)" } ?? "requests"
            return TraceStep(marks: [.start(lane, "\(event.verb): \(result.display)")])
        case .done(let result, nil):
            let text = "\(event.verb): \(result.display)"
            if let ticket = try? event.ticket(), let label = labels.label(for: ticket) {
                return TraceStep(marks: [.end("ticket \(label)", text)])
            }
            return TraceStep(marks: [.point("events", text)])
        }
    }
}
