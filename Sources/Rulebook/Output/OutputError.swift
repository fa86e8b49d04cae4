/// A report that could not be written, with the path concerned and a one-line reason.
public struct OutputError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file or folder concerned, as given or joined from what was given.
    public let path: String
    /// Why it could not be written, in one sentence.
    public let reason: String

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    public var description: String { "\(path): \(reason)" }
}
