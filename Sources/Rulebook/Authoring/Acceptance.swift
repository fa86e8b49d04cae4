/// What `rulebook accept` does to one spec: failed expectation cells take the values the
/// model showed, and (with `fill`) so do the blank expectation cells of the tables it
/// touches, or (with `fillAll` too) of every table that runs, passing ones included. An
/// error row and the rows after it are never changed: they need a person.
package struct Acceptance: Sendable {
    /// One cell that changes.
    package struct Change: Sendable, Equatable {
        /// The table's position in `Spec.tables`.
        package let table: Int
        /// The row's source line.
        package let line: Int
        /// The column as written in messages (`ids?`).
        package let column: String
        package let old: String
        package let new: String
    }

    /// The spec as it was.
    package let spec: Spec
    /// The spec's new text; equal to `spec.text` when nothing changes.
    package let text: String
    package let changes: [Change]
    /// `FILE:LINE: rule: reason` for every failure left for a person (error rows, tables
    /// that cannot run, values no cell can write).
    package let leftAlone: [String]
    /// `FILE:LINE: rule: reason` for every table of a pending rule that `--rule` did not
    /// name: writing today's behaviour into a rule about tomorrow's would erase it.
    package let pendingLeftAlone: [String]

    /// Runs the spec's tables (those under a heading containing `rule`, when given) and
    /// works out the new text.
    package init(
        spec: Spec, registry: ModelRegistry = .pureModels, fill: Bool = false, rule: String? = nil
    ) {
        self.init(spec: spec, registry: registry, fill: fill, fillAll: false, rule: rule)
    }

    /// Runs the spec's tables as `init(spec:registry:fill:rule:)` does; with `fill` and
    /// `fillAll`, the blank expectation cells of every table that runs are filled, passing
    /// tables included (`accept --fill --all`).
    package init(
        spec: Spec, registry: ModelRegistry = .pureModels, fill: Bool = false, fillAll: Bool,
        rule: String? = nil
    ) {
        var runner = TableRunner(registry: registry)
        runner.requiresExpectations = !fill
        let sources = Dictionary(
            TableSource.tables(of: spec).map { ($0.index, $0) }, uniquingKeysWith: { a, _ in a })
        var changes: [Change] = []
        var leftAlone: [String] = []
        var pendingLeftAlone: [String] = []
        var touched: [TableSource] = []
        for (index, table) in spec.tables.enumerated()
        where Self.isSelected(index, of: spec, rule: rule) {
            let title = RuleTitle.of(table, path: spec.path)
            if let pending = Self.pendingRule(of: table, in: spec), !Self.names(rule, pending) {
                let why =
                    if let marker = pending.pending {
                        "the rule is pending (Pending: at line \(marker.line))"
                    } else {
                        "the rule has a Pending: line at line \(pending.misplacedPending?.line ?? pending.line) that is not the first block under its heading (move it right under the heading)"
                    }
                pendingLeftAlone.append(
                    "\(spec.path):\(table.line): \(title): \(why), so its tables say what the product should do, not what it does: name it with --rule to accept today's behaviour anyway"
                )
                continue
            }
            let result = runner.run(table, file: spec.path)
            if let problem = result.problem {
                let place = problem.location ?? FileLocation(file: spec.path, line: table.line)
                leftAlone.append("\(place): \(title): \(problem.message)")
                continue
            }
            var edit = TableEdit(table: table, fill: fill, fillAll: fillAll)
            edit.apply(result.rows)
            leftAlone += edit.leftAlone.map { "\(spec.path):\($0.line): \(title): \($0.reason)" }
            guard !edit.changes.isEmpty else { continue }
            guard var source = sources[index] else {
                leftAlone.append(
                    "\(spec.path):\(table.line): \(title): the table cannot be rewritten (is it written with tabs?)"
                )
                continue
            }
            for change in edit.changes
            where source.writer.rows.indices.contains(change.row)
                && source.writer.rows[change.row].indices.contains(change.column)
            {
                source.writer.rows[change.row][change.column] = change.new
            }
            touched.append(source)
            changes += edit.changes.map {
                Change(
                    table: index, line: table.rows[$0.row].line,
                    column: table.columns[$0.column].displayName, old: $0.old, new: $0.new)
            }
        }
        let rewritten = SpecSource(spec.text).replacing(touched)
        let kept = Set(rewritten.kept.map(\.index))
        for index in kept {
            let table = spec.tables[index]
            leftAlone.append(
                "\(spec.path):\(table.line): \(RuleTitle.of(table, path: spec.path)): the new values cannot be written in this table"
            )
        }
        self.spec = spec
        self.text = rewritten.text
        self.changes = changes.filter { !kept.contains($0.table) }
        self.leftAlone = leftAlone
        self.pendingLeftAlone = pendingLeftAlone
    }

    /// The table's rule when it is marked `Pending:`, or holds a `Pending:` line that is
    /// not its first block (which has no effect on the run, but shows what the author
    /// meant: accept leaves the rule alone as if it were pending).
    static func pendingRule(of table: EventTable, in spec: Spec) -> SpecRule? {
        spec.rules.first {
            $0.anchor == table.rule?.anchor && ($0.pending != nil || $0.misplacedPending != nil)
        }
    }

    /// Whether `--rule TEXT` names this rule itself (its own heading contains the text).
    static func names(_ text: String?, _ rule: SpecRule) -> Bool {
        guard let text = text?.lowercased(), !text.isEmpty else { return false }
        return rule.title.lowercased().contains(text)
    }

    /// Whether `--rule TEXT` selects the table: a heading whose section holds it contains
    /// the text, case-insensitively.
    static func isSelected(_ index: Int, of spec: Spec, rule: String?) -> Bool {
        guard let rule = rule?.lowercased(), !rule.isEmpty else { return true }
        return spec.rules.contains {
            $0.tableIndices.contains(index) && $0.title.lowercased().contains(rule)
        }
    }
}

/// The cells one table's run asks to change.
private struct TableEdit {
    struct CellChange {
        var row: Int
        var column: Int
        var old: String
        var new: String
    }

    let table: EventTable
    let fill: Bool
    /// Whether `fill` also fills a table that passes (`accept --fill --all`).
    let fillAll: Bool
    var changes: [CellChange] = []
    var leftAlone: [(line: Int, reason: String)] = []

    mutating func apply(_ rows: [RowResult]) {
        var ran: [(offset: Int, row: RowResult)] = []
        for (offset, row) in rows.enumerated() {
            if case .error(let problem) = row.status {
                leftAlone.append(
                    (
                        row.row.line,
                        "row \(row.row.number): error: \(problem.message) (accept leaves it)"
                    ))
                break
            }
            if case .notRun = row.status { break }
            ran.append((offset, row))
            guard case .failed(let mismatches) = row.status else { continue }
            for mismatch in mismatches {
                guard
                    let column = table.columns.firstIndex(where: {
                        $0.role == .expectation && $0.displayName == mismatch.column
                    })
                else {
                    leftAlone.append(
                        (
                            row.row.line,
                            "row \(row.row.number): \(mismatch.column) got \(mismatch.actual), but the table has no such column"
                        ))
                    continue
                }
                write(row, offset: offset, column: column)
            }
        }
        let checksNothing = !table.rows.contains { row in
            zip(table.columns, row.cells).contains { $0.role == .expectation && !$1.isBlank }
        }
        guard fill, fillAll || !changes.isEmpty || checksNothing else { return }
        for (offset, row) in ran {
            for (column, header) in table.columns.enumerated()
            where header.role == .expectation && row.row.cells[column].isBlank {
                write(row, offset: offset, column: column)
            }
        }
    }

    private mutating func write(_ row: RowResult, offset: Int, column: Int) {
        let header = table.columns[column]
        guard let actual = row.actuals[header.name] else { return }
        // A spec of another language gets the value in its words (`ignoriert`).
        let localized = table.language.flatMap(LocalizedNames.shared)
        guard
            let source = localized.map({ $0.cellSource(for: actual) })
                ?? ValueWriter.cellSource(for: actual)
        else {
            leftAlone.append(
                (
                    row.row.line,
                    "row \(row.row.number): \(header.displayName) \(actual.display) cannot be written in a cell"
                ))
            return
        }
        let old = row.row.cells[column].source
        if old != source {
            changes.append(CellChange(row: offset, column: column, old: old, new: source))
        }
    }
}
