/// What a model offers to spec authors: its name, options, verbs and observable columns.
/// The runner checks every table against it and `rulebook --list` prints it.
public struct ModelDescriptor: Sendable {
    /// The name written after `rulebook` in a fence's info string.
    public let name: String
    /// One sentence on what the model stands for.
    public let summary: String
    public let options: [OptionDescriptor]
    public let verbs: [VerbDescriptor]
    /// The expectation columns (without `?`) besides `result`, which every model has.
    public let observables: [ObservableDescriptor]

    public init(
        name: String, summary: String, options: [OptionDescriptor] = [],
        verbs: [VerbDescriptor], observables: [ObservableDescriptor]
    ) {
        self.name = name
        self.summary = summary
        self.options = options
        self.verbs = verbs
        self.observables = observables
    }

    /// The verb with this name (case-insensitive, spaces folded).
    public func verb(named name: String) -> VerbDescriptor? {
        let wanted = Keyword.normalize(name)
        return verbs.first { $0.name == wanted }
    }
}

/// An option of a model's info string: a bare flag (`cursor`) or `name=value`.
public struct OptionDescriptor: Sendable {
    public let name: String
    public let takesValue: Bool
    public let summary: String

    public init(_ name: String, takesValue: Bool = false, _ summary: String) {
        self.name = Keyword.normalize(name)
        self.takesValue = takesValue
        self.summary = summary
    }
}

/// An event verb and the input columns it reads.
public struct VerbDescriptor: Sendable {
    public let name: String
    public let inputs: [InputDescriptor]
    public let summary: String

    public init(_ name: String, inputs: [InputDescriptor] = [], _ summary: String = "") {
        self.name = Keyword.normalize(name)
        self.inputs = inputs
        self.summary = summary
    }
}

/// An input column of a verb.
public struct InputDescriptor: Sendable {
    public let name: String
    /// Whether a row with this verb must fill the column.
    public let isRequired: Bool

    public init(_ name: String, required: Bool = false) {
        self.name = Keyword.normalize(name)
        self.isRequired = required
    }

    /// An input the row must fill.
    public static func required(_ name: String) -> InputDescriptor {
        InputDescriptor(name, required: true)
    }

    /// An input the row may leave blank.
    public static func optional(_ name: String) -> InputDescriptor {
        InputDescriptor(name, required: false)
    }
}

/// An expectation column a model can answer.
public struct ObservableDescriptor: Sendable {
    public let name: String
    public let summary: String

    public init(_ name: String, _ summary: String) {
        self.name = Keyword.normalize(name)
        self.summary = summary
    }
}
