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
    /// The 1-based columns of the header cell on the header line, end exclusive, in UTF-16
    /// code units (see `Cell.columns`); `nil` when unknown. Not part of equality.
    package let columns: Range<Int>?

    package init(header: String, columns: Range<Int>? = nil) {
        self.header = header
        self.columns = columns
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

    /// A header written in a spec's language: `header` as written, the name and role those
    /// of `canonical`, the English header it stands for (`Ereignis` reads as `event`).
    package init(header: String, columns: Range<Int>?, canonical: String) {
        let read = Column(header: canonical, columns: columns)
        self.header = header
        self.columns = columns
        self.name = read.name
        self.role = read.role
    }

    public static func == (lhs: Column, rhs: Column) -> Bool {
        lhs.header == rhs.header && lhs.name == rhs.name && lhs.role == rhs.role
    }

    /// How the column is written in messages: `ids?` for expectations, `rows` for inputs.
    package var displayName: String { role == .expectation ? name + "?" : name }
}
