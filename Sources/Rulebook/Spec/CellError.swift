/// A cell whose text is not a valid value for its column.
public struct CellError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What is wrong with the cell, in one sentence.
    public var message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
