/// A problem in a spec file, located at `file:line`.
public struct SpecError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The spec file's path as it was given.
    public var file: String
    /// The 1-based source line.
    public var line: Int
    /// What is wrong, in one sentence.
    public var message: String

    public init(file: String, line: Int, message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    public var description: String { "\(file):\(line): \(message)" }
}
