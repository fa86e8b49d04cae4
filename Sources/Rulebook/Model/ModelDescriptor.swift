/// What a model offers to spec authors: its name, options, verbs and observable columns,
/// derived from its ``Vocabulary``. The runner checks every table against it, and
/// `rulebook models`, `rulebook new` and the "known: ..." lists of error messages print it.
public struct ModelDescriptor: Sendable {
    /// The name written after `rulebook` in a fence's info string.
    public let name: String
    /// One sentence on what the model stands for.
    public let summary: String
    /// The options an info string may give, in the order they are listed.
    public let options: [OptionDescriptor]
    /// The event verbs, in the order they are declared.
    public let verbs: [VerbDescriptor]
    /// The expectation columns (without `?`) besides `result`, which every model has.
    public let observables: [ObservableDescriptor]

    /// The verb with this name (case-insensitive, spaces folded).
    public func verb(named name: String) -> VerbDescriptor? {
        let wanted = Keyword.normalize(name)
        return verbs.first { $0.name == wanted }
    }
}

/// An option of a model's info string: a bare flag (`cursor`) or `name=value`.
public struct OptionDescriptor: Sendable {
    /// The option's name, normalized.
    public let name: String
    /// Whether it is written `name=value` rather than as a bare flag.
    public let takesValue: Bool
    /// What the option changes, for `rulebook models`.
    public let summary: String

    /// An option; `takesValue` when it is written `name=value`.
    public init(_ name: String, takesValue: Bool = false, _ summary: String) {
        self.name = Keyword.normalize(name)
        self.takesValue = takesValue
        self.summary = summary
    }
}

/// An event verb and the input columns it reads, as a ``Verb`` declares them.
public struct VerbDescriptor: Sendable {
    /// The verb, normalized (`load next`).
    public let name: String
    /// The input columns a row with this verb may fill.
    public let inputs: [InputDescriptor]
    /// What happens in the app, for `rulebook models`.
    public let summary: String

    init(_ name: String, inputs: [InputDescriptor], _ summary: String) {
        self.name = Keyword.normalize(name)
        self.inputs = inputs
        self.summary = summary
    }
}

/// An input column of a verb.
public struct InputDescriptor: Sendable {
    /// The column's name, normalized.
    public let name: String
    /// Whether a row with this verb must fill the column.
    public let isRequired: Bool

    /// An input column; `required` when a row with the verb must fill it.
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

/// An expectation column a model can answer, as an ``ObservableColumn`` declares it.
public struct ObservableDescriptor: Sendable {
    /// The column's name without `?`, normalized.
    public let name: String
    /// What the column shows, for `rulebook models`.
    public let summary: String
    /// How its cells are written, for `rulebook models`.
    public let kind: ValueKind

    init(_ name: String, _ summary: String, kind: ValueKind) {
        self.name = Keyword.normalize(name)
        self.summary = summary
        self.kind = kind
    }
}

/// How the cells of an expectation column are written, in a few words (`list`, `on/off`).
public struct ValueKind: Sendable, Equatable, CustomStringConvertible {
    /// The words, as `rulebook models` prints them.
    public let description: String

    /// A kind described in your own words.
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
