/// A fenced `rulebook` block: the model it drives, its options, and its rows.
public struct EventTable: Equatable, Sendable {
    /// The line of the opening fence.
    public let line: Int
    /// The rule (nearest heading above) this table belongs to; `nil` before any heading.
    public let rule: RuleReference?
    /// The model name from the info string (`pager`), lower-cased.
    public let modelName: String
    /// The options after the model name: `cursor` (no value) or `delay=300`.
    package let options: [ModelOption]
    /// The table's header line.
    package let headerLine: Int
    /// The columns, in order.
    package let columns: [Column]
    /// The data rows, in order.
    public let rows: [TableRow]
    /// Why the table cannot run at all (bad info string, malformed table, bad header).
    public let problem: Diagnostic?
    /// The language its spec declares (`<!-- rulebook lang=de -->`); `nil` when the spec
    /// declares none, so the run's language applies (`--lang`, else English).
    package let language: SpecLanguage?

    package init(
        line: Int, rule: RuleReference?, modelName: String, options: [ModelOption],
        headerLine: Int, columns: [Column], rows: [TableRow], problem: Diagnostic?
    ) {
        self.init(
            line: line, rule: rule, modelName: modelName, options: options,
            headerLine: headerLine, columns: columns, rows: rows, problem: problem, language: nil)
    }

    /// A table of a spec written in `language` (`nil`: the run's language).
    package init(
        line: Int, rule: RuleReference?, modelName: String, options: [ModelOption],
        headerLine: Int, columns: [Column], rows: [TableRow], problem: Diagnostic?,
        language: SpecLanguage?
    ) {
        self.line = line
        self.rule = rule
        self.modelName = modelName
        self.options = options
        self.headerLine = headerLine
        self.columns = columns
        self.rows = rows
        self.problem = problem
        self.language = language
    }

    /// This table with other columns and rows, and a problem (its words read in English).
    package func with(columns: [Column], rows: [TableRow], problem: Diagnostic?) -> EventTable {
        EventTable(
            line: line, rule: rule, modelName: modelName, options: options,
            headerLine: headerLine, columns: columns, rows: rows, problem: problem,
            language: language)
    }
}

/// One data row of an event table.
public struct TableRow: Equatable, Sendable {
    /// The 1-based source line of the row.
    public let line: Int
    /// The row's position in the table, from 1.
    public let number: Int
    /// One cell per column.
    public let cells: [Cell]

    package init(line: Int, number: Int, cells: [Cell]) {
        self.line = line
        self.number = number
        self.cells = cells
    }
}

/// One `key=value` or bare `flag` option of an event table's info string.
public struct ModelOption: Equatable, Sendable {
    public let name: String
    public let value: String?

    package init(name: String, value: String?) {
        self.name = name
        self.value = value
    }
}

/// The heading a table belongs to.
public struct RuleReference: Equatable, Hashable, Sendable {
    /// The heading's plain text.
    public let title: String
    /// The GitHub-style anchor id of the heading.
    public let anchor: String

    package init(title: String, anchor: String) {
        self.title = title
        self.anchor = anchor
    }
}
