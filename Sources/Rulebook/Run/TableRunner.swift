/// Runs one event table against a fresh model, row by row.
public struct TableRunner: Sendable {
    package let registry: ModelRegistry
    /// Whether a table that checks nothing is an error (the default). `accept --fill` turns
    /// it off to fill the expectations of a new table.
    package var requiresExpectations = true
    /// The fault switched on for the tables of its model (`rulebook mutants`), if any.
    let fault: SeededFault?
    /// Whether each row's result records the model's situation before it (`ModelWithSituations`),
    /// for `rulebook coverage`.
    package var recordsSituations = false
    /// Whether each row's result keeps its trace (`RowResult.trace`), which timelines and
    /// the `--json` file show; a run whose reports draw none may leave it out.
    package var recordsTraces = true
    /// How many rows of a table keep their traces, when `recordsTraces` is on: a report that
    /// draws no timeline for a longer table needs no more.
    package var tracedRowsPerTable = Int.max
    /// Whether each row's result keeps what the model showed in every expectation column
    /// (`RowResult.actuals`), which `accept` and the language server read; a run that
    /// only reports verdicts may leave it out.
    package var recordsActuals = true
    /// Whether each row's result keeps what the model showed in its blank expectation cells,
    /// as a table writes it (`RowResult.uncheckedValues`), which the HTML report shows in
    /// those cells and the `--json` file records; a run that only reports verdicts may leave
    /// it out.
    package var recordsUncheckedValues = true
    /// The language of the tables whose spec declares none (`--lang`); English by default.
    package var language = SpecLanguage.english

    public init(registry: ModelRegistry = .pureModels) {
        self.registry = registry
        self.fault = nil
    }

    /// Whether the table's model is an `AsyncRulebookModel`, whose rows wait for the main
    /// actor: such a table must run on the main thread or on a thread of its own.
    package func runsOnMainActor(_ table: EventTable) -> Bool {
        registry.model(named: table.modelName) is any AsyncRulebookModel.Type
    }

    /// Runs a table of the spec at `file`. Failed rows do not stop the table; an error
    /// stops it and the remaining rows are not run.
    public func run(_ table: EventTable, file: String) -> TableResult {
        let clock = ContinuousClock()
        let start = clock.now
        var result =
            LocalizedHeader.reread(table, file: file, in: language).map {
                runUntimed($0, file: file)
            } ?? runUntimed(table, file: file)
        result.duration = clock.now - start
        return result
    }

    /// Runs a table whose header is read (`LocalizedHeader.reread`), untimed.
    private func runUntimed(_ table: EventTable, file: String) -> TableResult {
        if let problem = table.problem { return stopped(table, problem) }
        let model: any RulebookModel.Type
        do {
            model = try registry.resolve(
                table.modelName, as: .spec, at: FileLocation(file: file, line: table.line))
        } catch {
            return stopped(table, error)
        }
        // A table in another language runs as its English twin, then shows its own words.
        if let names = ModelDescriptor.words(of: model, in: table.language ?? language) {
            let translation = TableTranslation(table, names: names)
            return translation.restore(
                run(translation.translated, file: file, as: model), model: model.descriptor)
        }
        return run(table, file: file, as: model)
    }

    // The built-in models' tables run specialized code: no generic metadata look-ups per row.
    @_specialize(where Model == PagerSpecModel)
    @_specialize(where Model == OptimisticSpecModel)
    @_specialize(where Model == DebounceSpecModel)
    private func run<Model: RulebookModel>(
        _ table: EventTable, file: String, as _: Model.Type
    ) -> TableResult {
        let vocabulary = Model.vocabulary
        let descriptor = vocabulary.descriptor
        if let problem = checkOptions(table, descriptor, file: file)
            ?? checkColumns(table, vocabulary, file: file)
        {
            return stopped(table, problem)
        }
        var model: Model
        do {
            model = try makeModel(Model.self, options: ModelOptions(table.options))
            try model.validate(columns: table.columns)
        } catch {
            return stopped(
                table,
                Diagnostic(
                    .spec, at: FileLocation(file: file, line: table.line), error.message,
                    suggestion: error.suggestion))
        }

        var plan = TablePlan(table, vocabulary)
        var labels = TicketLabels<Model.Ticket>()
        var results: [RowResult] = []
        results.reserveCapacity(table.rows.count)
        var failedRows: [Int] = []
        var status = RunStatus.passed
        for row in table.rows {
            var actuals: [String: ObservedValue] = [:]
            var unchecked: [String: String] = [:]
            var trace: TraceStep?
            var applied = false
            let situation = recordsSituations ? model.declaredSituation : nil
            let rowStatus = runRow(
                row, of: table, file: file, plan: &plan, on: &model, labels: &labels,
                actuals: &actuals, unchecked: &unchecked, trace: &trace, applied: &applied)
            if case .error(let problem) = rowStatus, !failedRows.isEmpty,
                let reason = Self.cascade(
                    problem, row: row, of: table, labels: labels, failedRows: failedRows)
            {
                // The product did not do what an earlier row said: a failure, not a broken table.
                results.append(RowResult(row: row, status: .notRun, notRunReason: reason))
                break
            }
            switch rowStatus {
            case .error: status = .error
            case .failed:
                status = .failed
                failedRows.append(row.number)
            case .passed, .notRun: break
            }
            results.append(
                RowResult(
                    row: row, status: rowStatus, actuals: actuals, trace: trace,
                    situation: applied ? situation : nil, uncheckedValues: unchecked))
            if status == .error { break }
        }
        for row in table.rows.dropFirst(results.count) {
            results.append(RowResult(row: row, status: .notRun))
        }
        return TableResult(table: table, status: status, problem: nil, rows: results)
    }

    /// Runs one row: reads its event and checks its cells (`plannedVerb`), applies the event,
    /// binds its ticket label (`bindLabel`), then compares the expectation cells
    /// (`mismatches`). The trace and the situation are kept once the event was applied.
    private func runRow<Model: RulebookModel>(
        _ row: TableRow, of table: EventTable, file: String, plan: inout TablePlan<Model>,
        on model: inout Model, labels: inout TicketLabels<Model.Ticket>,
        actuals: inout [String: ObservedValue], unchecked: inout [String: String],
        trace: inout TraceStep?, applied: inout Bool
    ) -> RowStatus {
        let verb: TablePlan<Model>.PlannedVerb
        do {
            verb = try plannedVerb(of: row, file: file, plan: &plan)
        } catch {
            return .error(error)
        }
        let cells = row.cells
        let declared = verb.verb.descriptor
        let label = plan.ticketIndex.flatMap { index in
            index < cells.count && !cells[index].isNoValue ? try? cells[index].text() : nil
        }
        let inputs = RowInputs(columns: plan.inputs, cells: cells)
        let outcome: EventOutcome<Model.Ticket>
        do {
            outcome = try verb.verb.apply(
                ModelEvent(verb: declared.name, inputs: inputs, labels: labels), to: &model)
        } catch {
            return .error(error.located(at: FileLocation(file: file, line: row.line)))
        }
        applied = true
        // Traced on every way out, once the row's label is bound.
        defer {
            if recordsTraces && row.number <= tracedRowsPerTable {
                trace = model.trace(
                    ModelEvent(verb: declared.name, inputs: inputs, labels: labels),
                    outcome: outcome, labels: labels)
            }
        }
        do {
            try bindLabel(label, of: outcome, row: row, file: file, plan: plan, labels: &labels)
            let found = try mismatches(
                of: row, outcome: outcome, file: file, plan: plan, model: model, labels: labels,
                actuals: &actuals, unchecked: &unchecked)
            return found.isEmpty ? .passed : .failed(found)
        } catch {
            return .error(error)
        }
    }

    /// A problem that stops the table at `row`.
    private static func problem(
        _ message: String, suggestion: String? = nil, row: TableRow, file: String
    ) -> Diagnostic {
        Diagnostic(
            .row, at: FileLocation(file: file, line: row.line), message, suggestion: suggestion)
    }

    /// The verb of the row's event, once its cells are checked: an event cell naming a verb,
    /// no input the verb does not take, every input it requires, and no bad value.
    private func plannedVerb<Model: RulebookModel>(
        of row: TableRow, file: String, plan: inout TablePlan<Model>
    ) throws(Diagnostic) -> TablePlan<Model>.PlannedVerb {
        let cells = row.cells
        guard let eventIndex = plan.eventIndex, eventIndex < cells.count,
            !cells[eventIndex].isBlank
        else { throw Self.problem("the event cell is empty", row: row, file: file) }
        let eventCell = cells[eventIndex]
        guard let verb = plan.verb(for: eventCell.source) else {
            let descriptor = plan.vocabulary.descriptor
            throw Diagnostic.unknown(
                "event", eventCell.source, for: descriptor.name,
                known: descriptor.verbs.map(\.name), at: FileLocation(file: file, line: row.line))
        }
        let declared = verb.verb.descriptor
        for (position, input) in plan.inputs.enumerated()
        where !verb.takes[position] && input.index < cells.count && !cells[input.index].isBlank {
            throw Self.problem("\(declared.name) takes no \(input.name)", row: row, file: file)
        }
        for required in verb.required {
            guard let index = required.index, index < cells.count, !cells[index].isNoValue else {
                throw Self.problem(
                    "\(declared.name) needs a value in column \(required.name)", row: row,
                    file: file)
            }
        }
        if let badValue = checkTypes(of: row, plan: plan, verb: verb, file: file) {
            throw badValue
        }
        return verb
    }

    /// Binds the row's ticket label to the request its event started; a label naming an
    /// event that started none is noted, for the message of a later row that uses it.
    private func bindLabel<Model: RulebookModel>(
        _ label: String?, of outcome: EventOutcome<Model.Ticket>, row: TableRow, file: String,
        plan: TablePlan<Model>, labels: inout TicketLabels<Model.Ticket>
    ) throws(Diagnostic) {
        guard let label, case .done(_, let started) = outcome else { return }
        guard let started else {
            if !labels.isBound(label) { labels.noteUnbound(label, row: row.number) }
            return
        }
        if labels.isBound(label) {
            throw Self.problem(
                "ticket \(label) is already bound to an earlier request", row: row, file: file)
        }
        if plan.vocabulary.keywords.contains(label) {
            let error = ColumnType.keywordLabel(label)
            throw Self.problem(error.message, suggestion: error.suggestion, row: row, file: file)
        }
        labels.bind(label, to: started)
    }

    /// The row's expectation cells that do not match what the model did (an unexpected
    /// rejection first), recording the actual values the run keeps.
    private func mismatches<Model: RulebookModel>(
        of row: TableRow, outcome: EventOutcome<Model.Ticket>, file: String,
        plan: TablePlan<Model>, model: Model, labels: TicketLabels<Model.Ticket>,
        actuals: inout [String: ObservedValue], unchecked: inout [String: String]
    ) throws(Diagnostic) -> [Mismatch] {
        let cells = row.cells
        var mismatches: [Mismatch] = []
        let result: ObservedValue
        switch outcome {
        case .done(let observation, _):
            result = observation
        case .rejected(let reason):
            result = .outcome(.rejected)
            let expected = plan.resultIndex.flatMap { $0 < cells.count ? cells[$0] : nil }
                .flatMap { $0.isBlank ? nil : $0 }
            if expected.map({ Keyword.matches($0.source, Outcome.rejected.word) }) != true {
                mismatches.append(
                    Mismatch(
                        column: "result?", expected: expected?.source ?? "(not rejected)",
                        actual: "rejected: \(reason)"))
            }
        }

        for position in plan.expectationIndices.indices {
            let index = plan.expectationIndices[position]
            let cell = index < cells.count ? cells[index] : Cell("")
            guard recordsActuals || recordsUncheckedValues || !cell.isBlank else { continue }
            let actual: ObservedValue
            let readsResult: Bool
            switch plan.expectationReaders[position] {
            case .result:
                actual = result
                readsResult = true
            case .observable(let read):
                actual = read(model, labels)
                readsResult = false
            }
            if recordsActuals { actuals[plan.expectationColumns[position].name] = actual }
            guard !cell.isBlank else {
                if recordsUncheckedValues {
                    unchecked[plan.expectationColumns[position].name] = actual.display
                }
                continue
            }
            if readsResult, case .rejected = outcome { continue }
            do {
                if try !actual.matches(cell) {
                    mismatches.append(
                        Mismatch(
                            column: plan.expectationColumns[position].displayName,
                            expected: cell.source, actual: actual.display))
                }
            } catch {
                let column = plan.expectationColumns[position].displayName
                throw error.prefixed("\(column): ").located(
                    at: FileLocation(file: file, line: row.line))
            }
        }
        return mismatches
    }

    /// The bad value of a row, if any (contract, section 2): each input cell holding a value,
    /// read by the type its verb declares, and each filled expectation cell, read by its
    /// column's type (`result?` by the outcomes of the row's verb). Checked before the event
    /// runs, since a bad value does not depend on the state.
    private func checkTypes<Model>(
        of row: TableRow, plan: TablePlan<Model>, verb: TablePlan<Model>.PlannedVerb, file: String
    ) -> Diagnostic? {
        let cells = row.cells
        let keywords = plan.vocabulary.keywords
        func located(_ error: CellError, _ prefix: String) -> Diagnostic {
            error.prefixed(prefix).located(at: FileLocation(file: file, line: row.line))
        }
        // By position, so that no column, type or reader is copied for a cell that passes.
        for position in plan.inputs.indices {
            let index = plan.inputs[position].index
            guard index < cells.count, !cells[index].isNoValue else { continue }
            do {
                try verb.inputTypes[position]?.check(cells[index], keywords: keywords)
            } catch {
                return located(error, "column \(plan.inputs[position].name): ")
            }
        }
        for position in plan.expectationIndices.indices {
            let index = plan.expectationIndices[position]
            guard index < cells.count, !cells[index].isBlank else { continue }
            let isResult = plan.expectationReadsResult[position]
            do {
                if isResult {
                    try verb.resultType?.check(cells[index], keywords: keywords)
                } else {
                    try plan.expectationTypes[position]?.check(cells[index], keywords: keywords)
                }
            } catch {
                let column = plan.expectationColumns[position].displayName
                return located(
                    error, isResult ? "\(column) (\(verb.verb.descriptor.name)): " : "\(column): ")
            }
        }
        return nil
    }

    /// Why a row that errored after a failed row is reported as not run instead: it names a
    /// ticket label that was never bound, which the failure may have prevented. The reason
    /// names the failed row that named the label, else the last failed row before it.
    /// `nil` when the error does not depend on the state (it stays an error).
    private static func cascade<Ticket>(
        _ problem: Diagnostic, row: TableRow, of table: EventTable, labels: TicketLabels<Ticket>,
        failedRows: [Int]
    ) -> String? {
        for (column, cell) in zip(table.columns, row.cells) where column.role == .input {
            guard !cell.isBlank, let label = try? cell.text(), !labels.isBound(label),
                problem.message.hasSuffix(labels.unboundMessage(label))
            else { continue }
            let naming = labels.namingRow(of: label).flatMap { failedRows.contains($0) ? $0 : nil }
            guard let failed = naming ?? failedRows.last else { return nil }
            return "row \(failed) failed, so ticket \(label) was never bound"
        }
        return nil
    }

    private func checkOptions(
        _ table: EventTable, _ descriptor: ModelDescriptor, file: String
    ) -> Diagnostic? {
        do {
            try descriptor.check(
                options: table.options, as: .spec, at: FileLocation(file: file, line: table.line))
            return nil
        } catch {
            return error
        }
    }

    private func checkColumns<Model>(
        _ table: EventTable, _ vocabulary: Vocabulary<Model>, file: String
    ) -> Diagnostic? {
        let descriptor = vocabulary.descriptor
        let header = FileLocation(file: file, line: table.headerLine)
        let inputs = vocabulary.inputNames
        let observables = vocabulary.expectationNames
        // By index: only an unknown column is copied out of the table.
        for index in table.columns.indices {
            let isKnown: Bool
            switch table.columns[index].role {
            case .event, .ignored: isKnown = true
            case .input: isKnown = inputs.contains(table.columns[index].name)
            case .expectation: isKnown = observables.contains(table.columns[index].name)
            }
            if !isKnown {
                let column = table.columns[index]
                let kind = column.role == .input ? "input column" : "expectation column"
                let known =
                    column.role == .input
                    ? inputs.sorted() : observables.sorted().map { $0 + "?" }
                return Diagnostic.unknown(
                    kind, column.displayName, for: descriptor.name, known: known,
                    hint: columnHint(column, inputs: inputs, observables: observables),
                    as: .spec, at: header)
            }
        }
        if table.rows.isEmpty {
            return Diagnostic(
                .spec, at: header,
                "the table has a header but no rows: add one row per event below the delimiter row"
            )
        }
        if !table.columns.contains(where: { $0.role == .expectation }) {
            return Diagnostic(
                .spec, at: header,
                "the table checks nothing: add an expectation column (a header ending in ?, e.g. result?) and fill its cells"
            )
        }
        let expectationIndices = table.columns.indices.filter {
            table.columns[$0].role == .expectation
        }
        let checksSomething = table.rows.contains { row in
            expectationIndices.contains { $0 < row.cells.count && !row.cells[$0].isBlank }
        }
        if requiresExpectations && !checksSomething {
            let names = table.columns.filter { $0.role == .expectation }.map(\.displayName)
                .joined(separator: ", ")
            return Diagnostic(
                .spec, at: header,
                "the table checks nothing: every cell of \(names) is blank; fill in what each row should show"
            )
        }
        return nil
    }

    /// `: did you mean ...?` for an unknown column, also across kinds: `ids` is the
    /// expectation `ids?`, `rows?` the input `rows`.
    private func columnHint(_ column: Column, inputs: Set<String>, observables: Set<String>)
        -> String
    {
        let sameKind = column.role == .input ? inputs : observables
        let otherKind = column.role == .input ? observables : inputs
        if otherKind.contains(column.name) {
            return column.role == .input
                ? ": did you mean the expectation column \(column.name)? (a header ending in ? is checked)"
                : ": \(column.name) is an input column, written without ?"
        }
        let match =
            Suggestion.closest(to: column.name, among: sameKind.sorted())
            ?? Suggestion.closest(to: column.name, among: otherKind.sorted())
        guard let match else { return "" }
        if sameKind.contains(match) {
            // An expectation's own ? ends the question: "did you mean ids?".
            return ": did you mean \(match)?"
        }
        return column.role == .input
            ? ": did you mean the expectation column \(match)?"
            : ": did you mean the input column \(match)?"
    }

    private func stopped(_ table: EventTable, _ problem: Diagnostic) -> TableResult {
        TableResult(
            table: table, status: .error, problem: problem,
            rows: table.rows.map { RowResult(row: $0, status: .notRun) })
    }
}

extension TableRunner {
    /// A runner that switches `fault` on for every table of its model; tables of other
    /// models run as usual.
    init(registry: ModelRegistry, fault: SeededFault?) {
        self.registry = registry
        self.fault = fault
    }

    /// A fresh model for one table: with the runner's fault when it belongs to this model.
    func makeModel<Model: RulebookModel>(
        _: Model.Type, options: ModelOptions
    ) throws(ModelError) -> Model {
        guard let fault, Keyword.normalize(fault.model) == Keyword.normalize(Model.descriptor.name)
        else {
            return try Model(options: options)
        }
        guard let seeded = Model.self as? any ModelWithFaults.Type else {
            throw ModelError("\(fault.model) declares no faults")
        }
        let made = try seeded.init(options: options, fault: FaultSwitch(name: fault.fault.name))
        guard let model = made as? Model else {
            throw ModelError("\(fault.model) made another model for fault \(fault.fault.name)")
        }
        return model
    }
}
