/// What the runner reads from a table's header once, so that each row only looks up
/// positions: where the event, input and expectation columns are, what each expectation
/// column reads, and, for each event word met so far, its verb and the input columns it
/// takes.
///
/// What does not depend on the model lives outside the generic type (`InputColumn`, the
/// verbs' sources), so that a model whose run is not specialized (an app's, an adapter's)
/// does not look up generic metadata for it on every row.
struct TablePlan<Model: RulebookModel> {
    /// What an expectation column is compared with.
    enum Reader {
        /// The row's result (`result?`).
        case result
        /// A column the model answers, read after the row's event.
        case observable(@Sendable (Model, TicketLabels<Model.Ticket>) -> ObservedValue)

        /// Whether it reads the row's result.
        var isResult: Bool {
            if case .result = self { true } else { false }
        }
    }

    /// A verb as one table uses it: made once per table and verb, and handed to each of its
    /// rows by reference (a copy of its descriptor and lists would cost each row a dozen
    /// retains and releases).
    final class PlannedVerb {
        let verb: Verb<Model>
        /// For each of the plan's `inputs`, whether the verb takes it.
        let takes: [Bool]
        /// The inputs the verb requires, each with its column's position if the table has it.
        let required: [(name: String, index: Int?)]
        /// For each of the plan's `inputs`, the type the verb declares for it, if any.
        let inputTypes: [ColumnType?]
        /// The type of `result?` on the verb's rows, if it declares its outcomes.
        let resultType: ColumnType?

        init(
            verb: Verb<Model>, takes: [Bool], required: [(name: String, index: Int?)],
            inputTypes: [ColumnType?], resultType: ColumnType?
        ) {
            self.verb = verb
            self.takes = takes
            self.required = required
            self.inputTypes = inputTypes
            self.resultType = resultType
        }
    }

    let vocabulary: Vocabulary<Model>
    let eventIndex: Int?
    /// The input columns, shared by every row's `ModelEvent`.
    let inputs: [InputColumn]
    /// The position of the `ticket` input, whose label a started request binds.
    let ticketIndex: Int?
    /// The position of the `result?` column.
    let resultIndex: Int?
    /// Every expectation column the model answers, in table order: its position in a row,
    /// what it reads and the column (kept apart, so that a row reads the first two without
    /// copying the column's names).
    let expectationIndices: [Int]
    let expectationReaders: [Reader]
    /// Whether each expectation column reads the row's result (its reader is `.result`),
    /// read by the type checks of every row without copying the readers.
    let expectationReadsResult: [Bool]
    let expectationColumns: [Column]
    /// The declared type of each expectation column (`nil` for `result?`, whose type is the
    /// row's verb's, and for a column declared without one).
    let expectationTypes: [ColumnType?]
    /// The event cells' sources met so far, as written, and their verbs, at the same
    /// positions (a table names a few, so a look-up compares sources instead of hashing them).
    private var verbSources: [String] = []
    private var plannedVerbs: [PlannedVerb] = []

    init(_ table: EventTable, _ vocabulary: Vocabulary<Model>) {
        self.vocabulary = vocabulary
        var eventIndex: Int?
        var inputs: [InputColumn] = []
        var expectationIndices: [Int] = []
        var expectationReaders: [Reader] = []
        var expectationColumns: [Column] = []
        var expectationTypes: [ColumnType?] = []
        var resultIndex: Int?
        // By index: a column is copied out of the table only when the plan keeps it.
        let columns = table.columns
        for index in columns.indices {
            switch columns[index].role {
            case .event:
                eventIndex = eventIndex ?? index
            case .input:
                inputs.append(InputColumn(name: columns[index].name, index: index))
            case .expectation:
                let reader: Reader
                var type: ColumnType?
                if columns[index].name == "result" {
                    resultIndex = resultIndex ?? index
                    reader = .result
                } else if let observable = vocabulary.observable(named: columns[index].name) {
                    reader = .observable(observable.read)
                    type = observable.descriptor.type
                } else {
                    continue
                }
                expectationIndices.append(index)
                expectationReaders.append(reader)
                expectationColumns.append(columns[index])
                expectationTypes.append(type)
            case .ignored:
                continue
            }
        }
        self.eventIndex = eventIndex
        self.inputs = inputs
        self.ticketIndex = inputs.first { $0.name == "ticket" }?.index
        self.resultIndex = resultIndex
        self.expectationIndices = expectationIndices
        self.expectationReaders = expectationReaders
        self.expectationReadsResult = expectationReaders.map(\.isResult)
        self.expectationColumns = expectationColumns
        self.expectationTypes = expectationTypes
    }

    /// The verb an event cell names, or `nil` when the model has none of that name.
    mutating func verb(for source: String) -> PlannedVerb? {
        if let known = verbSources.firstIndex(of: source) { return plannedVerbs[known] }
        guard let verb = vocabulary.verb(named: Keyword.normalize(source)) else { return nil }
        let declared = verb.descriptor.inputs
        let planned = PlannedVerb(
            verb: verb,
            takes: inputs.map { input in declared.contains { $0.name == input.name } },
            required: declared.filter { $0.isRequired }.map { required in
                (required.name, inputs.first { $0.name == required.name }?.index)
            },
            inputTypes: inputs.map { input in declared.first { $0.name == input.name }?.type },
            resultType: verb.descriptor.resultType)
        verbSources.append(source)
        plannedVerbs.append(planned)
        return planned
    }
}
