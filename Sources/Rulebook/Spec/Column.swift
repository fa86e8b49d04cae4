/// One header of an event table and what the runner does with its cells.
public struct Column: Equatable, Sendable {
    /// What a column's cells mean.
    public enum Role: Equatable, Sendable {
        /// The `event` column: the row's verb.
        case event
        /// An argument of the event (`ticket`, `rows`, `at`...).
        case input
        /// A header ending in `?`: checked against the model after the event.
        case expectation
        /// `note` and `#`: free text for humans.
        case ignored
    }

    /// The header as the author wrote it.
    public let header: String
    /// The canonical name: lower-cased, spaces folded, without the trailing `?`.
    public let name: String
    public let role: Role

    public init(header: String) {
        self.header = header
        let normalized = Keyword.normalize(header)
        if normalized.hasSuffix("?") {
            name = Keyword.normalize(normalized.dropLast())
            role = .expectation
        } else {
            name = normalized
            switch normalized {
            case "event": role = .event
            case "note", "#": role = .ignored
            default: role = .input
            }
        }
    }

    /// How the column is written in messages: `ids?` for expectations, `rows` for inputs.
    public var displayName: String { role == .expectation ? name + "?" : name }
}
