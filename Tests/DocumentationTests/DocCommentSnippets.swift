import Rulebook

// The Swift snippets of the doc comments in Sources, compiled here (see SnippetsTests.swift).

// snippet: RulebookModel
struct Counter: RulebookModel {
    static let vocabulary = Vocabulary<Counter>(
        name: "counter", summary: "Counts taps.",
        verbs: [
            Verb("tap", "the user taps") { model, _ in
                model.count += 1
                return .done(.keyword("accepted"))
            }
        ],
        observables: [.number("count", "how many taps so far") { $0.count }])
    var count = 0
    init(options: ModelOptions) throws(ModelError) {}
}
// end snippet

struct TapCounter: RulebookModel {
    // snippet: Vocabulary
    static let vocabulary = Vocabulary<Self>(
        name: "counter", summary: "Counts taps.",
        verbs: [
            Verb("tap", inputs: [.optional("by")], "the user taps") { model, event in
                model.count += try event.number("by") ?? 1
                return .done(.keyword("accepted"))
            }
        ],
        observables: [.number("count", "how many taps so far") { $0.count }])
    // end snippet
    var count = 0
    init(options: ModelOptions) throws(ModelError) {}
}

// snippet: MainActorRulebookModel
@MainActor final class CounterScreen {
    var count = 0
    func tap() { count += 1 }
}

struct CounterScreenModel: MainActorRulebookModel {
    static let vocabulary = Vocabulary<Self>(
        name: "counter-screen", summary: "The counter's view model.",
        verbs: [
            Verb.onMainActor("tap") { model, _ in
                model.screen.tap()
                return .done(.keyword("accepted"))
            }
        ],
        observables: [.onMainActor.number("count", "taps so far") { $0.screen.count }])

    let screen: CounterScreen

    @MainActor init(onMainActor options: ModelOptions) throws(ModelError) {
        screen = CounterScreen()
    }
}
// end snippet

/// An app's inbox with a seeded bug, for the faults snippet: a public model, as in an app
/// package whose spec models are their own target.
public struct Inbox: Sendable {
    enum Fault: String, CaseIterable {
        case noRequestCheck = "no-request-check"
        var rule: String { "only the newest sync changes the inbox" }
    }
    var fault: Fault?
    var unread = 0
}

public struct InboxSpecModel: RulebookModel {
    public static let vocabulary = Vocabulary<Self>(
        name: "inbox", summary: "An inbox.", verbs: [],
        observables: [.number("unread", "unread messages") { $0.inbox.unread }])
    var inbox = Inbox()
    public init(options: ModelOptions) throws(ModelError) {}
}

// snippet: ModelWithFaults
extension InboxSpecModel: ModelWithFaults {
    public static let faults = ModelFault.cases(of: Inbox.Fault.self, breaking: \.rule)

    public init(options: ModelOptions, fault: FaultSwitch) throws(ModelError) {
        try self.init(options: options)
        inbox.fault = try Self.seeded(fault, as: Inbox.Fault.self)  // internal to the app
    }
}
// end snippet
