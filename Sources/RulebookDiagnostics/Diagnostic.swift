/// A problem with what a user wrote or asked for: a table that cannot be read, a row that
/// cannot run, a file that cannot be read or written, a bad command line.
///
/// Every layer reports its problems as this one value, so the console, the HTML report, the
/// JUnit file and the tests all see the same kind, location, message and suggestion.
/// A problem found before its place is known (a cell reader's or a model's) is thrown
/// without a location; the layer that knows the place adds it with ``located(at:)``.
public struct Diagnostic: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong, broadly: which layer found it and what the user should look at.
    public enum Kind: String, Hashable, Sendable {
        /// A fenced table that is not a well-formed pipe table (a ragged row, no delimiter row).
        case table
        /// A table that does not fit its model: an unknown model, option or column, a table
        /// that checks nothing.
        case spec
        /// A row that cannot run: an unknown event, a bad value, an unbound ticket label, or a
        /// value the model refuses.
        case row
        /// A checklist item whose link leads to no rule with tables (a deleted rule, a renamed
        /// heading): the required case is missing.
        case checklist
        /// A spec file that cannot be found or read.
        case file
        /// A results file (`--json`) that cannot be read back.
        case results
        /// A report that cannot be written.
        case output
        /// A command line that cannot be used.
        case usage
    }

    /// Which kind of problem this is.
    public var kind: Kind
    /// Where it is, once known.
    public var location: FileLocation?
    /// What is wrong, as one sentence for a person (it may end with a hint of its own).
    public var message: String
    /// The word the message proposes instead, where one is close enough (`pager` for
    /// `pagr`), for tools that offer a fix.
    public var suggestion: String?

    /// A problem of a kind, at a place when known.
    public init(
        _ kind: Kind, at location: FileLocation? = nil, _ message: String,
        suggestion: String? = nil
    ) {
        self.kind = kind
        self.location = location
        self.message = message
        self.suggestion = suggestion
    }

    /// A problem with a file as a whole, such as a report that cannot be written:
    /// `Diagnostic(.output, path: "site/index.html", reason: "is a symbolic link")`.
    public init(_ kind: Kind, path: String, reason: String) {
        self.init(kind, at: FileLocation(file: path), reason)
    }

    /// A row's problem, thrown by a cell reader or a model before the row's place is known:
    /// `throw ModelError("the id must not be empty")`.
    public init(_ message: String, suggestion: String? = nil) {
        self.init(.row, message, suggestion: suggestion)
    }

    /// This problem at a place (kept when it already has one).
    public func located(at location: FileLocation) -> Diagnostic {
        var located = self
        if located.location == nil { located.location = location }
        return located
    }

    /// This problem with its message behind a prefix (`column at: ...`).
    public func prefixed(_ prefix: String) -> Diagnostic {
        var prefixed = self
        prefixed.message = prefix + message
        return prefixed
    }

    /// `file:line: message`, or the message alone when the place is not known.
    public var description: String {
        guard let location else { return message }
        return "\(location): \(message)"
    }

    /// `file:line: severity: message`, as compilers write a warning or an error.
    public func description(as severity: String) -> String {
        guard let location else { return "\(severity): \(message)" }
        return "\(location): \(severity): \(message)"
    }
}
