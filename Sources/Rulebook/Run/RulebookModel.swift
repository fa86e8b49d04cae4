/// A state model that event tables can drive.
///
/// The runner makes a fresh model for every table, applies each row's event, binds ticket
/// labels to the tickets the model hands out, and compares each expectation cell with what
/// `observe` reports. A model knows nothing about Markdown or reports.
///
/// ```swift
/// struct Counter: RulebookModel {
///     static let descriptor = ModelDescriptor(
///         name: "counter", summary: "Counts taps.",
///         verbs: [VerbDescriptor("tap")],
///         observables: [ObservableDescriptor("count", "how many taps so far")])
///     var count = 0
///     init(options: ModelOptions) throws(ModelError) {}
///     mutating func apply(_ event: ModelEvent<Never>) throws(ModelError) -> EventOutcome<Never> {
///         count += 1
///         return .done(.keyword("accepted"))
///     }
///     func observe(_ column: String, labels: TicketLabels<Never>) -> Observation {
///         .number(count)
///     }
/// }
/// ```
public protocol RulebookModel: Sendable {
    /// What the model hands out when an event starts a request; table labels bind to it.
    associatedtype Ticket: Hashable & Sendable = Never

    /// The model's name, options, verbs and observable columns.
    static var descriptor: ModelDescriptor { get }

    /// Makes a fresh model for one table; throws when an option value is invalid.
    init(options: ModelOptions) throws(ModelError)

    /// Checks the table's input and expectation columns against what this configuration of
    /// the model supports (for example, `next page?` only in page mode).
    func validate(columns: [Column]) throws(ModelError)

    /// Applies one row's event.
    mutating func apply(_ event: ModelEvent<Ticket>) throws(ModelError) -> EventOutcome<Ticket>

    /// The current value of an observable column (named without `?`), after the last event.
    func observe(_ column: String, labels: TicketLabels<Ticket>) -> Observation

    /// What the event just applied did, for the report's timeline; called after `apply`,
    /// with the row's ticket label bound. Optional: see `RulebookModel+Trace.swift`.
    func trace(
        _ event: ModelEvent<Ticket>, outcome: EventOutcome<Ticket>, labels: TicketLabels<Ticket>
    ) -> TraceStep
}

extension RulebookModel {
    public func validate(columns: [Column]) throws(ModelError) {}
}

/// A row that a model cannot run (a missing input, an option it does not know...).
public struct ModelError: Error, Equatable, Sendable, CustomStringConvertible {
    public var message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
