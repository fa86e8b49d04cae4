/// The shortest sequence of events that breaks an invariant, as a ready-to-paste event table
/// whose expectations come from the correct model: it fails under the fault that broke the
/// invariant and passes on the real model.
///
/// With no fault switched on, the model that broke the invariant is the one that fills the
/// expectations, so the last row (where it broke) would state the bug as expected: its
/// expectation cells are left blank instead, and ``note`` names the invariant, so that
/// pasting the table cannot enshrine the bug.
package struct Counterexample: Sendable {
    /// The invariant that broke.
    package let invariant: String
    /// The info string's model and options (`pager cursor`).
    package let infoString: String
    /// The fenced table, ready to paste into a spec.
    package let table: String
    /// How many events (rows) the sequence has.
    package let length: Int
    /// Why the correct model could not fill the expectations of every row, if it could not.
    package let problem: String?
    /// Why the last row's expectation cells are blank, when no fault was on (see above).
    package let note: String?
    /// Whether the table, run as a spec, passes on the real model.
    package let passesWithoutFault: Bool
    /// Whether it fails with the fault switched on (`nil` when no fault was on).
    package let failsWithFault: Bool?

    /// The table as a Markdown spec of its own, for `rulebook explore --out`.
    package func markdown(model: String, fault: SeededFault?) -> String {
        let found = fault.map { ", with the fault `\($0.fault.name)` switched on" } ?? ""
        let expectations =
            fault == nil
            ? "Its last row's expectations are blank: the model broke the invariant there, so "
                + "what it did is no expectation. Write there what it should do."
            : "Its expectations come from the correct model, so it passes on that model and "
                + "fails where the invariant breaks."
        return """
            # Counterexample for \(model)

            Found by `rulebook explore`\(found). The table is the shortest sequence of events
            that breaks the invariant in its heading. \(expectations)

            ## \(Self.sentence(invariant))

            \(table)
            """
    }

    /// `no duplicate ids` -> `No duplicate ids`.
    static func sentence(_ text: String) -> String {
        text.prefix(1).uppercased() + text.dropFirst()
    }

    /// Fills the rows' expectations by running them on the correct model, prints the table,
    /// and checks it with and without the fault.
    static func make<Model: RulebookModel>(
        _: Model.Type, options: [ModelOption], invariant: String, rows: [ExplorationRow],
        registry: ModelRegistry, fault: SeededFault?
    ) -> Counterexample {
        let vocabulary = Model.vocabulary
        let descriptor = vocabulary.descriptor
        let inputColumns = Model.inputColumns(of: rows)
        let replayed = ReplayedRows<Model>(
            rows, options: options, inputColumns: inputColumns, fills: true)
        var filled = replayed.cells
        let problem = replayed.error.map { error in
            "the correct model cannot run row \(filled.count + 1): \(error.message)"
        }
        var note: String?
        if fault == nil, problem == nil, let last = filled.indices.last {
            let firstExpectation = 1 + inputColumns.count
            for column in filled[last].indices where column >= firstExpectation {
                filled[last][column] = ""
            }
            note =
                "row \(last + 1) breaks the invariant \"\(invariant)\": its expectations are left "
                + "blank, since what the model did there is the bug; fill in what it should do"
        }
        let header = replayed.header(inputColumns: inputColumns)
        let info =
            ([descriptor.name]
            + options.map { option in
                option.value.map { "\(option.name)=\($0)" } ?? option.name
            }).joined(separator: " ")
        let table = TableWriter(header: header, rows: filled)
            .fenced(model: descriptor.name, options: options)
        let spec = Spec(path: "counterexample.md", text: "# Counterexample\n\n" + table)
        let passes = spec.tables.first.map {
            TableRunner(registry: registry).run($0, file: spec.path).status == .passed
        }
        let fails = fault.flatMap { fault in
            spec.tables.first.map {
                TableRunner(registry: registry, fault: fault).run($0, file: spec.path).status
                    >= .failed
            }
        }
        return Counterexample(
            invariant: invariant, infoString: info, table: table, length: rows.count,
            problem: problem, note: note,
            passesWithoutFault: passes ?? false, failsWithFault: fails)
    }
}
