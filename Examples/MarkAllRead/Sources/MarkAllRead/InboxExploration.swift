import Rulebook

/// The invariants-and-events layer: what may happen to an inbox in any state, and what must
/// always hold, so that `rulebook explore inbox` can try every order of events.
public struct InboxExploration: ModelExploration {
    public enum Event: Sendable, Hashable {
        case arrive, markAll
        case confirm(request: Int)
        case fail(request: Int)
    }

    public enum Outcome: Sendable, Equatable {
        case sent, applied, ignored
    }

    static let messageLimit = 3
    static let requestsOut = 2

    var inbox = Inbox()
    var requests: [Inbox.Request] = []

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.inbox == rhs.inbox && lhs.requests == rhs.requests
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(inbox.messages)
        hasher.combine(inbox.read)
        hasher.combine(inbox.inFlight)
        hasher.combine(requests)
    }

    public func events() -> [Event] {
        var events: [Event] = inbox.messages.count < Self.messageLimit ? [.arrive] : []
        events.append(.markAll)
        for request in requests.indices.suffix(Self.requestsOut) {
            events += [.confirm(request: request), .fail(request: request)]
        }
        return events
    }

    public mutating func apply(_ event: Event) -> Outcome {
        switch event {
        case .arrive:
            inbox.receive("m\(inbox.messages.count + 1)")
            return .applied
        case .markAll:
            guard let request = inbox.markAll() else { return .ignored }
            requests.append(request)
            return .sent
        case .confirm(let index):
            return inbox.confirm(requests[index]) ? .applied : .ignored
        case .fail(let index):
            return inbox.fail(requests[index]) ? .applied : .ignored
        }
    }

    public func row(for event: Event) -> ExplorationRow {
        switch event {
        case .arrive: ExplorationRow("arrive", ["id": "m\(inbox.messages.count + 1)"])
        case .markAll: ExplorationRow("mark all", ["ticket": ExplorationRow.label(requests.count)])
        case .confirm(let index): ExplorationRow("confirm", ["ticket": ExplorationRow.label(index)])
        case .fail(let index): ExplorationRow("fail", ["ticket": ExplorationRow.label(index)])
        }
    }

    public static let invariants: [ModelInvariant<Self>] = [
        ModelInvariant("a confirmation marks exactly the ids sent with it") {
            before, event, outcome, after in
            guard case .confirm(let index) = event, outcome == .applied else {
                return true
            }
            return after.inbox.read
                == before.inbox.read.union(before.requests[index].ids)
        },
        ModelInvariant("only the request in flight is confirmed") { before, event, outcome, after in
            guard case .confirm(let index) = event, outcome == .applied else {
                return true
            }
            return before.inbox.inFlight == before.requests[index]
        },
        ModelInvariant("an ignored event changes nothing") { before, event, outcome, after in
            outcome != .ignored || after.inbox == before.inbox
        },
    ]
}

extension InboxSpecModel: ModelWithExploration {
    public static func exploration(
        options: ModelOptions, fault: FaultSwitch?
    ) throws(ModelError) -> InboxExploration {
        var exploration = InboxExploration()
        if let fault {
            exploration.inbox.fault = try seeded(fault, as: InboxFault.self)
        }
        return exploration
    }
}
