import RulebookModels

/// The debounce timeline: on a time axis, the inputs, one lane per input's wait (up to its
/// deadline), the timer's ticks, wakes, cancellations and the delivered queries.
extension DebounceSpecModel {
    package func trace(
        _ event: ModelEvent<Int>, outcome: EventOutcome<Int>, labels: TicketLabels<Int>
    ) -> TraceStep {
        let at = try? event.signedNumber("at")
        var step = TraceStep(time: at ?? debounce.latestTime ?? 0)
        func wait(_ generation: Int) -> String {
            "wait " + (labels.label(for: generation) ?? String(generation))
        }
        let result: ObservedValue? =
            if case .done(let result, _) = outcome { result } else { nil }
        switch (event.verb, outcome) {
        case (_, .rejected):
            step.marks.append(.point(lane(event.verb), "\(event.verb): rejected", tone: .bad))
        case ("type", .done(let value, let generation?)) where value == .outcome(.waiting):
            step.marks.append(.point("input", quoted(debounce.pending ?? "")))
            if let before = waitBefore {
                step.marks.append(.end(wait(before), "superseded", tone: .muted))
            }
            step.marks.append(.start(wait(generation), "wait", until: debounce.deadline))
        case ("type", .done(let value, _)) where value == .outcome(.cleared):
            step.marks.append(.point("input", "cleared"))
            if let before = waitBefore {
                step.marks.append(.end(wait(before), "cleared", tone: .muted))
            }
        case ("type", _):
            step.marks.append(.point("input", result?.display ?? "", tone: .muted))
        case ("tick", _), ("wake", _):
            let woken = try? event.ticket()
            let lane = woken.map(wait) ?? "timer"
            if case .text(let query?) = result, let delivered = waitBefore {
                if woken == nil { step.marks.append(.point(lane, event.verb)) }
                let label = woken == nil ? "delivered" : "wake: delivered"
                step.marks.append(.end(wait(delivered), label, tone: .good))
                step.marks.append(.point("search", quoted(query), tone: .good))
            } else {
                step.marks.append(.point(lane, event.verb, tone: .muted))
            }
        case ("cancelled", _):
            let lane = (try? event.ticket()).map(wait) ?? "timer"
            step.marks.append(.point(lane, "cancelled", tone: .muted))
        default:
            step.marks.append(.point("input", event.verb))
            if let before = waitBefore {
                step.marks.append(.end(wait(before), event.verb, tone: .muted))
            }
        }
        return step
    }

    private func quoted(_ text: String) -> String {
        "\u{201C}" + text + "\u{201D}"
    }

    private func lane(_ verb: String) -> String {
        verb == "type" || verb == "close" ? "input" : "timer"
    }
}
