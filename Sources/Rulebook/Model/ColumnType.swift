/// The type of a column's cells, declared once with the model: the forms a cell of the
/// column may take (contract, section 2: "every cell has one reading").
///
/// Input and expectation cells are read by their column's type alike. A cell that no form
/// of its type can read (`result? reverted`, `loading? none`, `more? on`, `300ms`, a quoted
/// value where no text is held) is a bad value: an error with the forms the column accepts
/// and, when a known word is close, a "did you mean". `rulebook models` prints each
/// column's forms from here. An input declares its type with its verb
/// (`.required("more", .yesNo)`), an expectation column with its reader
/// (`.words("state", "what the screen shows", ["loading", "loaded"]) { $0.state }`), and
/// `result?` takes the outcomes of the row's verb (`Verb(name, inputs:, outcomes:)`).
public struct ColumnType: Sendable, Equatable, CustomStringConvertible {
    /// One form a cell of a column may take.
    public indirect enum Form: Sendable, Equatable {
        /// Any text, compared exactly; a text equal to a keyword is written quoted.
        case text
        /// An id (a record, a row), compared exactly: `1` and `01` differ.
        case id
        /// A ticket label chosen by the author (`A`, `old`); never a keyword.
        case label
        /// A comma-separated list of ids; `none` is the empty list.
        case list
        /// A whole number in ASCII digits, 64-bit, compared by value (`01` is `1`).
        case number
        /// A time in whole milliseconds, in ASCII digits (a negative one is the model's to
        /// reject).
        case time
        /// A keyword, written unquoted in any case (`accepted`, `cursor stall`).
        case word(String)
        /// A keyword phrase followed by a value of another form (`requested page N`).
        case phrase(String, Form)

        /// How `rulebook models` and messages name the form.
        public var description: String {
            switch self {
            case .text: "a text"
            case .id: "an id"
            case .label: "a ticket label"
            case .list: "a list of ids"
            case .number: "a whole number"
            case .time: "a time in ms"
            case .word(let word): word
            case .phrase(let words, let value):
                "\(words) \(value.placeholder)"
            }
        }

        /// The value of a phrase as one letter, the way the contract writes it.
        private var placeholder: String {
            switch self {
            case .number, .time: "N"
            case .label: "LABEL"
            default: "C"
            }
        }

        /// Whether the form holds text (so a quoted cell may be read by it).
        var holdsText: Bool {
            switch self {
            case .text, .id, .label, .list: true
            default: false
            }
        }
    }

    /// The forms, in the order they are listed.
    package var forms: [Form] { reading.forms }
    /// The forms and what reading a cell asks of them, worked out once: a column's type
    /// reads every cell of the column (`check`), and is copied with one reference.
    let reading: Reading

    /// A type of these forms.
    public init(_ forms: [Form]) {
        let forms = forms.map { form in
            if case .word(let word) = form { return Form.word(Keyword.normalize(word)) }
            if case .phrase(let words, let value) = form {
                return .phrase(Keyword.normalize(words), value)
            }
            return form
        }
        reading = Reading(forms)
    }

    /// A type of these forms.
    public init(_ forms: Form...) {
        self.init(forms)
    }

    /// The forms in words: `yes or no`, `a list of ids or none`.
    public var description: String {
        description(naming: { $0.description })
    }

    /// The forms in words, each named by `name` (the language server names keywords in a
    /// spec's language): `ja or nein`.
    package func description(naming name: (Form) -> String) -> String {
        let names = forms.map(name)
        guard names.count > 1, let last = names.last else { return names.first ?? "any value" }
        return names.dropLast().joined(separator: ", ") + " or " + last
    }

    /// Two types are the same when their forms are.
    public static func == (lhs: ColumnType, rhs: ColumnType) -> Bool {
        lhs.forms == rhs.forms
    }

    /// The same type, with `none` also accepted (no value).
    public var orNone: ColumnType {
        forms.contains(.word("none")) ? self : ColumnType(forms + [.word("none")])
    }

    /// The same type with the forms of another added.
    public func adding(_ other: ColumnType) -> ColumnType {
        ColumnType(forms + other.forms.filter { !forms.contains($0) })
    }

    /// Text, compared exactly.
    public static let text = ColumnType(.text)
    /// An id, compared exactly.
    public static let id = ColumnType(.id)
    /// A ticket label: binds a request, or names one bound earlier.
    public static let label = ColumnType(.label)
    /// A comma-separated list of ids.
    public static let list = ColumnType(.list)
    /// A whole number.
    public static let number = ColumnType(.number)
    /// A time in whole milliseconds.
    public static let time = ColumnType(.time)
    /// `yes` or `no`.
    public static let yesNo = ColumnType(.word("yes"), .word("no"))
    /// `on` or `off`, for toggles.
    public static let onOff = ColumnType(.word("on"), .word("off"))
    /// `no`, `yes` (any request in flight) or the label of the request in flight.
    public static let request = ColumnType(.word("no"), .word("yes"), .label)

    /// One of these words (a closed set, such as `none`, `failed`, `cursor stall`).
    public static func words(_ words: [String]) -> ColumnType {
        ColumnType(words.map { .word($0) })
    }

    /// A boolean written with these words.
    public static func flag(_ words: FlagWords) -> ColumnType {
        ColumnType(.word(words.yes), .word(words.no))
    }

    /// The keywords this type declares: its words and the first words of its phrases.
    var keywords: [String] {
        forms.compactMap { form in
            switch form {
            case .word(let word): word
            case .phrase(let words, _): words
            default: nil
            }
        }
    }
}
