/// The options of one event table, already checked against the model's descriptor.
public struct ModelOptions: Sendable {
    private let values: [String: String?]

    public init(_ options: [ModelOption]) {
        var values: [String: String?] = [:]
        for option in options { values[option.name] = option.value }
        self.values = values
    }

    /// Whether a bare flag such as `cursor` is present.
    public func flag(_ name: String) -> Bool {
        values[Keyword.normalize(name)] != nil
    }

    /// The text of `name=VALUE`, or `nil` when the option is absent or has no value.
    package func text(_ name: String) -> String? {
        values[Keyword.normalize(name)] ?? nil
    }

    /// The whole-number value of `name=N`, or `nil` when the option is absent.
    public func wholeNumber(_ name: String) throws(ModelError) -> Int? {
        guard let entry = values[Keyword.normalize(name)], let text = entry else { return nil }
        do {
            return try Cell.parseNumber(text, allowsMinus: true)
        } catch {
            throw ModelError("option \(name)=\(text): \(error.message)")
        }
    }
}
