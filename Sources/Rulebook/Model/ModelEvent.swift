/// One row's event as a model sees it: the verb and typed access to the input cells.
public struct ModelEvent<Ticket: Hashable & Sendable> {
    /// The verb, lower-cased with spaces folded (`load next`).
    public let verb: String
    private let inputs: RowInputs
    private let labels: TicketLabels<Ticket>

    init(verb: String, inputs: RowInputs, labels: TicketLabels<Ticket>) {
        self.verb = verb
        self.inputs = inputs
        self.labels = labels
    }

    init(verb: String, inputs: [String: Cell], labels: TicketLabels<Ticket>) {
        self.init(verb: verb, inputs: RowInputs(inputs), labels: labels)
    }

    /// An event written as a table row would write it, for a model's own unit tests:
    /// `ModelEvent(verb: "confirm", inputs: ["ticket": "A"], labels: TicketLabels(["A": request]))`.
    /// Verbs and column names are normalized like table headers (lower case, single spaces);
    /// cells are trimmed.
    public init(
        verb: String, inputs: [String: String] = [:], labels: TicketLabels<Ticket> = TicketLabels()
    ) {
        var cells: [String: Cell] = [:]
        for (column, source) in inputs {
            cells[Keyword.normalize(column)] = Cell(Cell.trimmed(source))
        }
        self.init(verb: Keyword.normalize(verb), inputs: cells, labels: labels)
    }

    /// The cell of an input column; `nil` when the table has no such column or the cell
    /// holds no value (blank, or an unquoted `none` in any case: contract, section 2).
    package func cell(_ column: String) -> Cell? {
        guard let cell = inputs.cell(Keyword.normalize(column)), !cell.isNoValue else {
            return nil
        }
        return cell
    }

    /// Reads an optional input with one of `Cell`'s readers, e.g. `event.value("at") { try $0.wholeNumber() }`.
    public func value<Value>(
        _ column: String, _ read: (Cell) throws(CellError) -> Value
    ) throws(ModelError) -> Value? {
        guard let cell = cell(column) else { return nil }
        do {
            return try read(cell)
        } catch {
            throw error.prefixed("column \(Keyword.normalize(column)): ")
        }
    }

    /// Reads an input the row must fill.
    public func required<Value>(
        _ column: String, _ read: (Cell) throws(CellError) -> Value
    ) throws(ModelError) -> Value {
        guard let value = try value(column, read) else {
            throw ModelError("\(verb) needs a value in column \(Keyword.normalize(column))")
        }
        return value
    }

    /// Like `value(_:_:)` with a reader that throws any error, so a plain closure works:
    /// `event.value("at") { try $0.wholeNumber() }`. The error's description becomes the
    /// row's error message.
    @_disfavoredOverload
    public func value<Value>(
        _ column: String, _ read: (Cell) throws -> Value
    ) throws(ModelError) -> Value? {
        try value(column) { cell throws(CellError) in
            do {
                return try read(cell)
            } catch let error as CellError {
                throw error
            } catch {
                throw CellError(String(describing: error))
            }
        }
    }

    /// Like `required(_:_:)` with a reader that throws any error:
    /// `event.required("id") { try $0.text() }`.
    @_disfavoredOverload
    public func required<Value>(
        _ column: String, _ read: (Cell) throws -> Value
    ) throws(ModelError) -> Value {
        guard let value = try value(column, read) else {
            throw ModelError("\(verb) needs a value in column \(Keyword.normalize(column))")
        }
        return value
    }

    /// An optional input as a text or id (a quoted cell literally); `nil` when blank or an
    /// unquoted `none`. Any other unquoted keyword is an error that suggests the quoted form.
    public func text(_ column: String) throws(ModelError) -> String? {
        try value(column) { cell throws(CellError) in try cell.inputText() } ?? nil
    }

    /// An input the row must fill, as a text or id (read as `text(_:)` reads it).
    public func requiredText(_ column: String) throws(ModelError) -> String {
        guard let text = try text(column) else {
            throw ModelError("\(verb) needs a value in column \(Keyword.normalize(column))")
        }
        return text
    }

    /// An optional input as text where an unquoted `none` means no value (a cursor the
    /// server did not send): the same reading as `text(_:)`, kept for the models that say so.
    public func optionalText(_ column: String) throws(ModelError) -> String? {
        try text(column)
    }

    /// An input as a comma-separated list of ids; a blank cell, like `none`, is the empty
    /// list. An unquoted keyword item is an error that suggests the quoted form.
    public func list(_ column: String) throws(ModelError) -> [String] {
        try value(column) { cell throws(CellError) in try cell.inputList() } ?? []
    }

    /// An optional input as a boolean written with `words`; `nil` when blank.
    public func flag(_ column: String, _ words: FlagWords) throws(ModelError) -> Bool? {
        try value(column) { cell throws(CellError) in try cell.flag(words) }
    }

    /// An input the row must fill, as a boolean written with `words`.
    public func requiredFlag(_ column: String, _ words: FlagWords) throws(ModelError) -> Bool {
        try required(column) { cell throws(CellError) in try cell.flag(words) }
    }

    /// An optional input written `on` or `off`; `nil` when blank.
    public func onOff(_ column: String) throws(ModelError) -> Bool? {
        try flag(column, .onOff)
    }

    /// An input the row must fill, written `on` or `off`.
    public func requiredOnOff(_ column: String) throws(ModelError) -> Bool {
        try requiredFlag(column, .onOff)
    }

    /// An optional input as a whole, non-negative number; `nil` when blank.
    public func number(_ column: String) throws(ModelError) -> Int? {
        try value(column) { cell throws(CellError) in try cell.wholeNumber() }
    }

    /// An input the row must fill, as a whole, non-negative number.
    public func requiredNumber(_ column: String) throws(ModelError) -> Int {
        try required(column) { cell throws(CellError) in try cell.wholeNumber() }
    }

    /// An optional input as a whole number that may be negative, so that the model can
    /// reject a negative value with its own reason; `nil` when blank.
    public func signedNumber(_ column: String) throws(ModelError) -> Int? {
        try value(column) { cell throws(CellError) in try cell.signedNumber() }
    }

    /// An input the row must fill, as a whole number that may be negative.
    public func requiredSignedNumber(_ column: String) throws(ModelError) -> Int {
        try required(column) { cell throws(CellError) in try cell.signedNumber() }
    }

    /// The ticket that the label in `column` is bound to; `nil` when the cell is blank.
    /// Throws when the label was never bound in this table.
    public func ticket(_ column: String = "ticket") throws(ModelError) -> Ticket? {
        guard let label = try text(column) else { return nil }
        guard let ticket = labels.ticket(for: label) else {
            throw ModelError(labels.unboundMessage(label))
        }
        return ticket
    }

    /// Like `ticket(_:)`, for events that must name a ticket.
    public func requiredTicket(_ column: String = "ticket") throws(ModelError) -> Ticket {
        guard let ticket = try ticket(column) else {
            throw ModelError("\(verb) needs a ticket label in column \(Keyword.normalize(column))")
        }
        return ticket
    }
}

/// The ticket labels bound so far in one table, both ways.
public struct TicketLabels<Ticket: Hashable & Sendable> {
    private var ticketsByLabel: [String: Ticket] = [:]
    private var labelsByTicket: [Ticket: String] = [:]
    private var ignoredLabels: [String: Int] = [:]

    /// No label bound yet, as at the start of a table.
    public init() {}

    /// Labels already bound to tickets, for a model's own unit tests.
    public init(_ ticketsByLabel: [String: Ticket]) {
        for (label, ticket) in ticketsByLabel { bind(label, to: ticket) }
    }

    /// The label bound to a ticket, if the table named one.
    public func label(for ticket: Ticket) -> String? { labelsByTicket[ticket] }

    func ticket(for label: String) -> Ticket? { ticketsByLabel[label] }

    func isBound(_ label: String) -> Bool { ticketsByLabel[label] != nil }

    mutating func bind(_ label: String, to ticket: Ticket) {
        ticketsByLabel[label] = ticket
        labelsByTicket[ticket] = label
    }

    /// Remembers that a row named a label but its event started no request.
    mutating func noteUnbound(_ label: String, row: Int) {
        if ignoredLabels[label] == nil { ignoredLabels[label] = row }
    }

    /// The row that named a label whose event started no request, if any did.
    func namingRow(of label: String) -> Int? { ignoredLabels[label] }

    func unboundMessage(_ label: String) -> String {
        if let row = ignoredLabels[label] {
            return "ticket \(label) was never bound: row \(row) names it but started no request"
        }
        return "ticket \(label) was never bound: no earlier row started a request with it"
    }
}
