import Rulebook

/// The `inbox` model of event tables: `Inbox` behind rulebook's model protocol, so the
/// app's spec in `spec/mark-all-read.md` runs from the app's own `swift test`.
public struct InboxSpecModel: RulebookModel {
    public typealias Ticket = Inbox.Request

    public static let vocabulary = Vocabulary<Self>(
        name: "inbox",
        summary: "An inbox with a mark-all-as-read button.",
        verbs: [
            Verb(
                "arrive", inputs: [.required("id", .id)], outcomes: [.outcome(.accepted)],
                "a message arrives"
            ) { model, event throws(ModelError) in
                model.inbox.receive(try event.requiredText("id"))
                return .done(.outcome(.accepted))
            },
            Verb(
                "mark all", inputs: [.optional("ticket", .label)],
                outcomes: [.outcome(.sent), .outcome(.ignored)], "the user taps mark all as read"
            ) { model, _ in
                guard let request = model.inbox.markAll() else { return .done(.outcome(.ignored)) }
                return .done(.outcome(.sent), started: request)
            },
            Verb(
                "confirm", inputs: [.required("ticket", .label)], outcomes: answerOutcomes,
                "the server confirms a request"
            ) { model, event throws(ModelError) in
                let accepted = model.inbox.confirm(try event.requiredTicket())
                return .done(.outcome(accepted ? .accepted : .ignored))
            },
            Verb(
                "fail", inputs: [.required("ticket", .label)], outcomes: answerOutcomes,
                "a request fails"
            ) { model, event throws(ModelError) in
                let accepted = model.inbox.fail(try event.requiredTicket())
                return .done(.outcome(accepted ? .accepted : .ignored))
            },
        ],
        observables: [
            .list("unread", "the unread ids in arrival order, or none") { $0.inbox.unread },
            .flag("button", "enabled or disabled", FlagWords(yes: "enabled", no: "disabled")) {
                $0.inbox.canMarkAll
            },
        ])

    /// What an answer to a request shows: `accepted` when it was the request in flight.
    private static let answerOutcomes: [ColumnType.Form] = [
        .outcome(.accepted), .outcome(.ignored),
    ]

    var inbox = Inbox()

    public init(options: ModelOptions) throws(ModelError) {}

    private init() {}
}

extension Outcome {
    /// A mark-all request was sent.
    public static let sent = Outcome("sent")
}

/// The faults layer: the seeded bugs of `Inbox`, which `rulebook mutants` switches on one at
/// a time to show that the spec catches each of them.
extension InboxSpecModel: ModelWithFaults {
    public static let faults = ModelFault.cases(of: InboxFault.self, breaking: \.rule)

    public init(options: ModelOptions, fault: FaultSwitch) throws(ModelError) {
        self.init()
        inbox.fault = try Self.seeded(fault, as: InboxFault.self)
    }
}
