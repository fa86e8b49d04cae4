/// An item of a GitHub task list: a required case that links to a rule.
public struct ChecklistItem: Equatable, Sendable {
    public let line: Int
    /// The item's text as written.
    public let text: String
    /// The link's destination as written (`pagination.md#retry`, `#retry`); `nil` when the
    /// item links nowhere.
    package let destination: String?

    package init(line: Int, text: String, destination: String?) {
        self.line = line
        self.text = text
        self.destination = destination
    }
}
