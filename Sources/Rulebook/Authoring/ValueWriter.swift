/// Writes a model's value as a cell source that reads back as the same value, for `accept`
/// and anything else that fills expectation cells.
///
/// Texts and list items are quoted when reading them unquoted would change them: blank or
/// padded, holding a quote, a backslash, a tab or a line break, equal to a keyword
/// (`"nothing"`), or, in a list, holding a comma. Every result is checked with
/// `ObservedValue.matches` before it is returned.
package enum ValueWriter {
    /// The cell source for `value`, or `nil` when no cell can say it (for example a text
    /// holding a carriage return, which no escape writes).
    package static func cellSource(for value: ObservedValue) -> String? {
        let candidate: String
        switch value {
        case .text(let text?): candidate = self.text(text)
        case .list(let items) where !items.isEmpty:
            candidate = items.map(listItem).joined(separator: ", ")
        case .request(inFlight: true, label: let label?): candidate = self.text(label)
        default: candidate = value.display
        }
        let isWritable = !candidate.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }
        guard isWritable, (try? value.matches(Cell(candidate))) == true else { return nil }
        return candidate
    }

    /// A text as a cell source: unquoted when that reads back the same, else quoted.
    package static func text(_ text: String) -> String {
        needsQuotes(text) ? quoted(text) : text
    }

    /// A list item as written in a list cell; a comma needs quotes there too.
    static func listItem(_ item: String) -> String {
        needsQuotes(item) || item.contains(",") ? quoted(item) : item
    }

    static func needsQuotes(_ text: String) -> Bool {
        text.isEmpty || Cell.trimmed(text) != text || Keyword.isValueKeyword(text)
            || Keyword.normalize(text).hasPrefix("requested ")
            || text.unicodeScalars.contains {
                $0 == "\"" || $0 == "\\" || $0.value < 0x20 || $0.value == 0x7F
            }
    }

    /// `text` in double quotes with the escapes `\n`, `\t`, `\"` and `\\`.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
