/// A place in a file that rulebook reads or writes: the path as it was given, a 1-based line
/// and, where it is known, a 1-based column. Written `file:line` or `file:line:column`, as
/// compilers and editors expect. (Not `SourceLocation`, so that tests importing both
/// Rulebook and Swift Testing can still name Testing's.)
public struct FileLocation: Hashable, Sendable, CustomStringConvertible {
    /// The path as it was given (not resolved).
    public var file: String
    /// The 1-based line; `nil` for a problem with the file as a whole.
    public var line: Int?
    /// The 1-based column, where the reader knows it.
    public var column: Int?

    /// A line of a file (and a column where known).
    public init(file: String, line: Int?, column: Int? = nil) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// A file as a whole (a file that cannot be read, a report that cannot be written).
    public init(file: String) {
        self.init(file: file, line: nil)
    }

    public var description: String {
        guard let line else { return file }
        guard let column else { return "\(file):\(line)" }
        return "\(file):\(line):\(column)"
    }
}
