import RulebookModels

/// The optimistic timeline, row by row: per record, what the button shows, the value the
/// server confirmed, and the write in flight; an account switch is a new generation.
extension OptimisticSpecModel {
    package func trace(
        _ event: ModelEvent<Ticket>, outcome: EventOutcome<Ticket>, labels: TicketLabels<Ticket>
    ) -> TraceStep {
        var step = TraceStep()
        let lane = "record \(focus) write"
        switch outcome {
        case .rejected(let reason):
            step.marks.append(.point(lane, "\(event.verb): \(reason)", tone: .bad))
        case .done(_, let started?):
            let label = labels.label(for: started).map { " (\($0))" } ?? ""
            let value = records[focus].visible ? "on" : "off"
            step.marks.append(.start(lane, "write \(value)\(label)"))
        case .done(let result, nil):
            switch (event.verb, result.display) {
            case ("switch account", _):
                step.marks.append(.generation("account \(records.session + 1)"))
            case ("show", _), ("synced", _):
                step.marks.append(.point(lane, event.verb))
            case ("tap", let word):
                step.marks.append(.point(lane, "tap \(word)", tone: .muted))
            case (let verb, "accepted"):
                let tone: TraceMark.Tone = verb == "saved" ? .good : .bad
                step.marks.append(.end(lane, verb, tone: tone))
            case (let verb, let word):
                step.marks.append(.point(lane, "\(verb) \(word)", tone: .muted))
            }
        }
        var values: [TraceMark] = []
        for record in event.verb == "switch account" ? named : [focus] {
            let state = records[record]
            values.append(.value("record \(record) visible", state.visible ? "on" : "off"))
            values.append(.value("record \(record) confirmed", state.confirmed ? "on" : "off"))
        }
        step.marks = values + step.marks
        return step
    }
}
