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
    /// How its cells are written, for `rulebook models`.
    public let kind: ValueKind

    public init(_ name: String, _ summary: String, kind: ValueKind = .value) {
        self.name = Keyword.normalize(name)
        self.summary = summary
        self.kind = kind
    }
}

/// How the cells of an expectation column are written, in a few words (`list`, `on/off`).
public struct ValueKind: Sendable, Equatable, CustomStringConvertible {
    public let description: String

    public init(_ description: String) {
        self.description = description
    }

    /// Not declared: any value the model compares.
    public static let value = ValueKind("value")
    /// Text compared exactly, or `none`.
    public static let text = ValueKind("text or none")
    /// A comma-separated list, or `none`.
    public static let list = ValueKind("list or none")
    /// A whole number, or `none`.
    public static let number = ValueKind("number or none")
    /// `no`, `yes`, or the label of the ticket in flight.
    public static let request = ValueKind("no, yes or a ticket label")

    /// One of the given words.
    public static func oneOf(_ words: String...) -> ValueKind {
        ValueKind(words.joined(separator: "/"))
    }

    /// A boolean written with these words.
    public static func flag(_ words: FlagWords) -> ValueKind {
        oneOf(words.yes, words.no)
    }
}
