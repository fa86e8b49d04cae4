import RulebookDiagnostics

/// A state model that event tables can drive.
///
/// The runner makes a fresh model for every table, applies each row's event with the
/// handler of its verb, binds ticket labels to the tickets the model hands out, and compares
/// each expectation cell with what the column's reader reports. A model declares all of
/// that once, in its ``vocabulary``, and knows nothing about Markdown or reports.
///
/// ```swift
/// struct Counter: RulebookModel {
///     static let vocabulary = Vocabulary<Counter>(
///         name: "counter", summary: "Counts taps.",
///         verbs: [
///             Verb("tap", "the user taps") { model, _ in
///                 model.count += 1
///                 return .done(.keyword("accepted"))
///             }
///         ],
///         observables: [.number("count", "how many taps so far") { $0.count }])
///     var count = 0
///     init(options: ModelOptions) throws(ModelError) {}
/// }
/// ```
public protocol RulebookModel: Sendable {
    /// What the model hands out when an event starts a request; table labels bind to it.
    associatedtype Ticket: Hashable & Sendable = Never

    /// The model's name and options, its verbs with their handlers, and its observable
    /// columns with their readers.
    static var vocabulary: Vocabulary<Self> { get }

    /// Makes a fresh model for one table; throws when an option value is invalid.
    init(options: ModelOptions) throws(ModelError)

    /// Checks the table's input and expectation columns against what this configuration of
    /// the model supports (for example, `next page?` only in page mode).
    func validate(columns: [Column]) throws(ModelError)

    /// What the event just applied did, for the report's timeline; called after the verb's
    /// handler, with the row's ticket label bound. Optional: see `RulebookModel+Trace.swift`.
    func trace(
        _ event: ModelEvent<Ticket>, outcome: EventOutcome<Ticket>, labels: TicketLabels<Ticket>
    ) -> TraceStep
}

extension RulebookModel {
    public func validate(columns: [Column]) throws(ModelError) {}

    /// The model's name, options, verbs and observable columns, from its ``vocabulary``.
    package static var descriptor: ModelDescriptor { vocabulary.descriptor }

    /// Applies one event with its verb's handler, as a table row would: for a model's own
    /// unit tests. Throws when the vocabulary has no such verb.
    public mutating func apply(_ event: ModelEvent<Ticket>) throws(ModelError) -> EventOutcome<
        Ticket
    > {
        let vocabulary = Self.vocabulary
        guard let verb = vocabulary.verb(named: event.verb) else {
            throw ModelError("\(vocabulary.descriptor.name) has no event \(event.verb)")
        }
        return try verb.apply(event, to: &self)
    }

    /// The current value of an observable column (named without `?`), read as a table's
    /// expectation cell would read it: for a model's own unit tests. `nil` when the
    /// vocabulary has no such column.
    public func observe(_ column: String, labels: TicketLabels<Ticket>) -> ObservedValue? {
        Self.vocabulary.observable(named: Keyword.normalize(column))?.read(self, labels)
    }
}

/// What a model throws for a row it cannot run (a missing input, a value it refuses) or for
/// options it does not take: a ``Diagnostic`` without a place, which the runner gives the
/// row's or the table's. `throw ModelError("the delay must be positive")`.
public typealias ModelError = Diagnostic
