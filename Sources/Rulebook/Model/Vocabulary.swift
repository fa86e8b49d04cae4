/// The vocabulary layer of the model protocol: a model's name and options, each verb once
/// with its input columns and its handler, and each observable column once with its reader.
///
/// The runner derives everything else from it: the `ModelDescriptor` that `--list`,
/// `rulebook models`, `rulebook new` and the "did you mean" hints print, the lists of known
/// verbs and columns in error messages, and the model's `apply` and `observe`. Adding a verb
/// is one more ``Verb`` in the list.
///
/// ```swift
/// static let vocabulary = Vocabulary<Self>(
///     name: "counter", summary: "Counts taps.",
///     verbs: [
///         Verb("tap", inputs: [.optional("by")], "the user taps") { model, event in
///             model.count += try event.number("by") ?? 1
///             return .done(.keyword("accepted"))
///         }
///     ],
///     observables: [.number("count", "how many taps so far") { $0.count }])
/// ```
public struct Vocabulary<Model: RulebookModel>: Sendable {
    /// What the model offers to spec authors, derived from the verbs and columns.
    package let descriptor: ModelDescriptor
    let verbs: [Verb<Model>]
    let observables: [ObservableColumn<Model>]
    /// Every input column some verb takes, and every expectation column (`result`
    /// included), by name: what a table's header may name.
    let inputNames: Set<String>
    let expectationNames: Set<String>
    /// The contract's keywords and every word this model's column types and outcomes
    /// declare: what a ticket label may not be, and what an unquoted text cell always means.
    let keywords: ModelKeywords

    /// A model's vocabulary. Names are normalized like table headers (lower case, single
    /// spaces).
    public init(
        name: String, summary: String, options: [OptionDescriptor] = [], verbs: [Verb<Model>],
        observables: [ObservableColumn<Model>]
    ) {
        self.descriptor = ModelDescriptor(
            name: name, summary: summary, options: options, verbs: verbs.map { $0.descriptor },
            observables: observables.map { $0.descriptor })
        self.verbs = verbs
        self.observables = observables
        // Closures rather than key paths: each key path is an object made at run time, and a
        // vocabulary is made as the process starts.
        inputNames = Set(descriptor.verbs.flatMap { $0.inputs.map { $0.name } })
        expectationNames = Set(descriptor.observables.map { $0.name } + ["result"])
        keywords = ModelKeywords(
            descriptor.verbs.flatMap { verb in verb.inputs.compactMap(\.type) + [verb.outcomes] }
                .compactMap { $0 } + descriptor.observables.compactMap(\.type))
    }

    /// The verb with this normalized name.
    func verb(named name: String) -> Verb<Model>? {
        verbs.first { $0.descriptor.name == name }
    }

    /// The observable column with this normalized name (without `?`).
    func observable(named name: String) -> ObservableColumn<Model>? {
        observables.first { $0.descriptor.name == name }
    }
}

/// An event verb: its name, the input columns it reads, and what it does to the model.
public struct Verb<Model: RulebookModel>: Sendable {
    /// The verb's name, inputs and summary, as `rulebook models` prints them.
    package let descriptor: VerbDescriptor
    let handler: Handler

    /// How the verb runs: on the caller's thread, or on the main actor (adapter models).
    /// Handlers may throw any error (see `ModelError.thrown(by:)`), so one written without
    /// `throws(ModelError)` compiles and reports its error like any other.
    enum Handler: Sendable {
        case sync(
            @Sendable (inout Model, ModelEvent<Model.Ticket>) throws -> EventOutcome<Model.Ticket>)
        case mainActor(
            @MainActor @Sendable (inout Model, ModelEvent<Model.Ticket>) async throws
                -> EventOutcome<Model.Ticket>)
    }

    /// A verb whose handler applies the event to the model and says what it did. The runner
    /// calls it only with the input columns the verb takes, and only once each required one
    /// is filled. A ``ModelError`` the handler throws fails the row with its message; any
    /// other error fails it with the error's description.
    public init(
        _ name: String, inputs: [InputDescriptor] = [], _ summary: String = "",
        _ handler:
            @escaping @Sendable (inout Model, ModelEvent<Model.Ticket>) throws -> EventOutcome<
                Model.Ticket
            >
    ) {
        self.init(VerbDescriptor(name, inputs: inputs, summary), .sync(handler))
    }

    /// A verb that declares the outcomes its `result?` may show (`rejected` aside, which
    /// every verb may give), so that a `result?` cell no outcome can match is a bad value,
    /// and `rulebook models` lists them: `outcomes: [.outcome(.accepted), .outcome(.ignored)]`.
    public init(
        _ name: String, inputs: [InputDescriptor] = [], outcomes: [ColumnType.Form],
        _ summary: String = "",
        _ handler:
            @escaping @Sendable (inout Model, ModelEvent<Model.Ticket>) throws -> EventOutcome<
                Model.Ticket
            >
    ) {
        self.init(
            VerbDescriptor(name, inputs: inputs, outcomes: ColumnType(outcomes), summary),
            .sync(handler))
    }

    init(_ descriptor: VerbDescriptor, _ handler: Handler) {
        self.descriptor = descriptor
        self.handler = handler
    }

    /// Applies one row's event.
    func apply(
        _ event: ModelEvent<Model.Ticket>, to model: inout Model
    ) throws(ModelError) -> EventOutcome<Model.Ticket> {
        switch handler {
        case .sync(let handle):
            do {
                return try handle(&model, event)
            } catch {
                throw ModelError.thrown(by: error)
            }
        case .mainActor(let perform):
            return try MainActorRun.wait(for: perform, on: &model, event)
        }
    }
}

/// An expectation column a model answers: its name, summary, how its cells are written, and
/// how to read its value from the model after an event.
public struct ObservableColumn<Model: RulebookModel>: Sendable {
    /// The column's name, summary and value kind, as `rulebook models` prints them.
    package let descriptor: ObservableDescriptor
    let read: @Sendable (Model, TicketLabels<Model.Ticket>) -> ObservedValue

    /// A column of any kind: `read` returns how the cell is compared, given the ticket labels
    /// bound so far (for `.request(inFlight:label:)`). Its cells are not checked against a
    /// type: prefer `init(_:_:type:_:)`.
    public init(
        _ name: String, _ summary: String, kind: ValueKind = .value,
        _ read: @escaping @Sendable (Model, TicketLabels<Model.Ticket>) -> ObservedValue
    ) {
        self.descriptor = ObservableDescriptor(name, summary, kind: kind)
        self.read = read
    }

    /// A column of a declared type: a cell no form of `type` can read is a bad value (an
    /// error), never a mismatch. `read` returns how the cell is compared, given the ticket
    /// labels bound so far (for `.request(inFlight:label:)`).
    public init(
        _ name: String, _ summary: String, type: ColumnType,
        _ read: @escaping @Sendable (Model, TicketLabels<Model.Ticket>) -> ObservedValue
    ) {
        self.init(name, summary, kind: .of(type), type: type, read)
    }

    /// A column of a type, with its kind in the words `ValueKind` has for it.
    init(
        _ name: String, _ summary: String, kind: ValueKind, type: ColumnType,
        _ read: @escaping @Sendable (Model, TicketLabels<Model.Ticket>) -> ObservedValue
    ) {
        self.descriptor = ObservableDescriptor(name, summary, kind: kind, type: type)
        self.read = read
    }

    /// Text compared exactly; `nil` is `none`.
    public static func text(
        _ name: String, _ summary: String, _ read: @escaping @Sendable (Model) -> String?
    ) -> ObservableColumn {
        ObservableColumn(name, summary, kind: .text, type: ColumnType.text.orNone) { model, _ in
            .text(read(model))
        }
    }

    /// A list compared item by item; empty is `none`.
    public static func list(
        _ name: String, _ summary: String, _ read: @escaping @Sendable (Model) -> [String]
    ) -> ObservableColumn {
        ObservableColumn(name, summary, kind: .list, type: ColumnType.list.orNone) { model, _ in
            .list(read(model))
        }
    }

    /// A whole number; `nil` is `none`.
    public static func number(
        _ name: String, _ summary: String, _ read: @escaping @Sendable (Model) -> Int?
    ) -> ObservableColumn {
        ObservableColumn(name, summary, kind: .number, type: ColumnType.number.orNone) { model, _ in
            .number(read(model))
        }
    }

    /// A boolean written with `words` (`.yesNo`, `.onOff` or your own).
    public static func flag(
        _ name: String, _ summary: String, _ words: FlagWords,
        _ read: @escaping @Sendable (Model) -> Bool
    ) -> ObservableColumn {
        ObservableColumn(name, summary, kind: .flag(words), type: .flag(words)) { model, _ in
            .flag(read(model), words)
        }
    }

    /// One of a closed set of words (`none`, `failed`, `cursor stall`): `read` returns the
    /// word that holds now, one of `words`.
    public static func words(
        _ name: String, _ summary: String, _ words: [String],
        _ read: @escaping @Sendable (Model) -> String
    ) -> ObservableColumn {
        ObservableColumn(
            name, summary, kind: ValueKind(words.joined(separator: "/")), type: .words(words)
        ) { model, _ in .keyword(read(model)) }
    }

    /// `no`, `yes` or the label of the request in flight: `read` returns the ticket in
    /// flight, if any.
    public static func request(
        _ name: String, _ summary: String,
        _ read: @escaping @Sendable (Model) -> Model.Ticket?
    ) -> ObservableColumn {
        ObservableColumn(name, summary, kind: .request, type: .request) { model, labels in
            let ticket = read(model)
            return .request(inFlight: ticket != nil, label: ticket.flatMap(labels.label))
        }
    }
}
