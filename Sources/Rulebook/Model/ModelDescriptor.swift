/// What a model offers to spec authors: its name, options, verbs and observable columns,
/// derived from its ``Vocabulary``. The runner checks every table against it, and
/// `rulebook models`, `rulebook new` and the "known: ..." lists of error messages print it.
package struct ModelDescriptor: Sendable {
    /// The name written after `rulebook` in a fence's info string.
    package let name: String
    /// One sentence on what the model stands for.
    package let summary: String
    /// The options an info string may give, in the order they are listed.
    package let options: [OptionDescriptor]
    /// The event verbs, in the order they are declared.
    package let verbs: [VerbDescriptor]
    /// The expectation columns (without `?`) besides `result`, which every model has.
    package let observables: [ObservableDescriptor]

    /// The verb with this name (case-insensitive, spaces folded).
    package func verb(named name: String) -> VerbDescriptor? {
        let wanted = Keyword.normalize(name)
        return verbs.first { $0.name == wanted }
    }

    /// The type of a table column, by its header (`ticket`, `ids?`, `result?`), for hover and
    /// completion: an input's as `verb` declares it (or the first verb that declares one),
    /// an expectation's as its column declares it, and `result?`'s as the outcomes of
    /// `verb`. `nil` when the model declares no type for it.
    package func columnType(header: String, verb: String? = nil) -> ColumnType? {
        let column = Column(header: header)
        let verb = verb.flatMap { self.verb(named: $0) }
        switch column.role {
        case .input:
            let candidates = (verb.map { [$0] } ?? []) + verbs
            return candidates.lazy.flatMap(\.inputs).first {
                $0.name == column.name && $0.type != nil
            }?
            .type
        case .expectation:
            if column.name == "result" { return verb?.resultType }
            return observables.first { $0.name == column.name }?.type
        case .event, .ignored:
            return nil
        }
    }
}

/// An option of a model's info string: a bare flag (`cursor`) or `name=value`.
public struct OptionDescriptor: Sendable {
    /// The option's name, normalized.
    package let name: String
    /// Whether it is written `name=value` rather than as a bare flag.
    package let takesValue: Bool
    /// What the option changes, for `rulebook models`.
    package let summary: String

    /// An option; `takesValue` when it is written `name=value`.
    public init(_ name: String, takesValue: Bool = false, _ summary: String) {
        self.name = Keyword.normalize(name)
        self.takesValue = takesValue
        self.summary = summary
    }
}

/// An event verb and the input columns it reads, as a ``Verb`` declares them.
package struct VerbDescriptor: Sendable {
    /// The verb, normalized (`load next`).
    package let name: String
    /// The input columns a row with this verb may fill.
    package let inputs: [InputDescriptor]
    /// What happens in the app, for `rulebook models`.
    package let summary: String
    /// The forms its `result?` may show (`rejected` aside, which every verb may give);
    /// `nil` when the verb does not declare them, and its `result?` cells are not checked.
    package let outcomes: ColumnType?
    /// The type of `result?` on a row of this verb: its outcomes or `rejected`; `nil` when
    /// the outcomes are not declared.
    package let resultType: ColumnType?

    init(_ name: String, inputs: [InputDescriptor], outcomes: ColumnType? = nil, _ summary: String)
    {
        self.name = Keyword.normalize(name)
        self.inputs = inputs
        self.outcomes = outcomes
        self.resultType = outcomes.map { $0.adding(ColumnType(.outcome(.rejected))) }
        self.summary = summary
    }
}

/// An input column of a verb.
public struct InputDescriptor: Sendable {
    /// The column's name, normalized.
    package let name: String
    /// Whether a row with this verb must fill the column.
    package let isRequired: Bool
    /// How its cells are written; `nil` when not declared (the verb's handler alone reads
    /// them). A cell of a declared type that holds a value is checked before the event runs.
    package let type: ColumnType?

    /// An input column; `required` when a row with the verb must fill it.
    public init(_ name: String, required: Bool = false) {
        self.init(name, nil, required: required)
    }

    /// An input column of a type; `required` when a row with the verb must fill it.
    public init(_ name: String, _ type: ColumnType?, required: Bool = false) {
        self.name = Keyword.normalize(name)
        self.isRequired = required
        self.type = type
    }

    /// An input the row must fill.
    public static func required(_ name: String) -> InputDescriptor {
        InputDescriptor(name, required: true)
    }

    /// An input the row may leave blank.
    public static func optional(_ name: String) -> InputDescriptor {
        InputDescriptor(name, required: false)
    }

    /// An input of a type that the row must fill (a blank cell or `none` is an error naming
    /// the column).
    public static func required(_ name: String, _ type: ColumnType) -> InputDescriptor {
        InputDescriptor(name, type, required: true)
    }

    /// An input of a type that the row may leave blank or write `none` (no value).
    public static func optional(_ name: String, _ type: ColumnType) -> InputDescriptor {
        InputDescriptor(name, type, required: false)
    }
}

/// An expectation column a model can answer, as an ``ObservableColumn`` declares it.
package struct ObservableDescriptor: Sendable {
    /// The column's name without `?`, normalized.
    package let name: String
    /// What the column shows, for `rulebook models`.
    package let summary: String
    /// How its cells are written, for `rulebook models`.
    package let kind: ValueKind
    /// The forms its cells may take; `nil` when not declared (its cells are not checked
    /// before they are compared).
    package let type: ColumnType?

    init(_ name: String, _ summary: String, kind: ValueKind, type: ColumnType? = nil) {
        self.name = Keyword.normalize(name)
        self.summary = summary
        self.kind = kind
        self.type = type
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

    /// The kind of a column of this type, in its words.
    package static func of(_ type: ColumnType) -> ValueKind {
        ValueKind(type.description)
    }
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
