/// JSON text written in one pass, in the layout of `JSONEncoder` with `.prettyPrinted`,
/// `.sortedKeys` and `.withoutEscapingSlashes`: two spaces of indentation, `"key" : value`,
/// an empty container as `[`, an empty line, `]`. Callers write the keys of an object in
/// sorted order; nothing is kept but the text, so the text is the only copy of the data.
///
/// A fast path (ARCHITECTURE.md, "Fast paths"), with `ResultsDocument+JSON.swift`; its
/// reference path is `JSONEncoder` (`ResultsFile.json` with `ReferencePaths` on).
struct JSONText {
    private(set) var text = ""
    /// How many elements each open container has so far, innermost last.
    private var counts: [Int] = []

    /// Writes an object; `body` writes its members with `member(_:_:)`, keys in order.
    mutating func object(_ body: (inout JSONText) -> Void) {
        open("{")
        body(&self)
        close("}")
    }

    /// Writes an array of `elements`, each by `write`.
    mutating func array<Elements: Sequence>(
        _ elements: Elements, _ write: (inout JSONText, Elements.Element) -> Void
    ) {
        open("[")
        for element in elements {
            startElement()
            write(&self, element)
        }
        close("]")
    }

    /// Writes `"key" : ` and the value `write` writes.
    mutating func member(_ key: String, _ write: (inout JSONText) -> Void) {
        startElement()
        string(key)
        text += " : "
        write(&self)
    }

    /// A member whose value is text.
    mutating func member(_ key: String, _ value: String) {
        member(key) { $0.string(value) }
    }

    /// A member whose value is text, left out when `nil` (as `encodeIfPresent` does).
    mutating func member(_ key: String, _ value: String?) {
        if let value { member(key, value) }
    }

    /// A member whose value is a whole number, left out when `nil`.
    mutating func member(_ key: String, _ value: Int?) {
        if let value { member(key) { $0.text += String(value) } }
    }

    /// A member whose value is a number of seconds, written as `JSONEncoder` writes a
    /// `Double` (its shortest description, without a trailing `.0`); left out when `nil`.
    mutating func member(_ key: String, _ value: Double?) {
        guard let value else { return }
        var number = value.description
        if number.hasSuffix(".0") { number.removeLast(2) }
        member(key) { $0.text += number }
    }

    /// A member whose value is `true` or `false`.
    mutating func member(_ key: String, _ value: Bool) {
        member(key) { $0.text += value ? "true" : "false" }
    }

    /// A string, escaped as `JSONEncoder` escapes it: quotes, backslashes and control
    /// characters; slashes and everything else as they are.
    mutating func string(_ value: String) {
        text += "\""
        if value.utf8.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C }) {
            for scalar in value.unicodeScalars {
                switch scalar {
                case "\"": text += "\\\""
                case "\\": text += "\\\\"
                case "\n": text += "\\n"
                case "\r": text += "\\r"
                case "\t": text += "\\t"
                case "\u{8}": text += "\\b"
                case "\u{C}": text += "\\f"
                case _ where scalar.value < 0x20:
                    let hex = String(scalar.value, radix: 16)
                    text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                default: text.unicodeScalars.append(scalar)
                }
            }
        } else {
            text += value
        }
        text += "\""
    }

    private mutating func open(_ bracket: String) {
        text += bracket
        counts.append(0)
    }

    private mutating func close(_ bracket: String) {
        let count = counts.popLast() ?? 0
        text += count == 0 ? "\n\n" : "\n"
        indent()
        text += bracket
    }

    private mutating func startElement() {
        guard let last = counts.indices.last else { return }
        text += counts[last] == 0 ? "\n" : ",\n"
        counts[last] += 1
        indent()
    }

    private static let indents = (0..<16).map { String(repeating: "  ", count: $0) }

    private mutating func indent() {
        let depth = counts.count
        text +=
            depth < Self.indents.count ? Self.indents[depth] : String(repeating: "  ", count: depth)
    }
}
