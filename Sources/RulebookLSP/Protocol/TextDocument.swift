/// An open document's text, with the Language Server Protocol's positions: 0-based lines
/// (ended by `\n`, `\r\n` or `\r`) and 0-based characters counted in UTF-16 code units.
///
/// The document keeps where each of its lines starts, so that a position is found without
/// reading the lines before it, and an edit within one line moves the starts of the lines
/// below it instead of splitting the whole text again.
package struct TextDocument: Sendable, Equatable {
    package let uri: String
    package private(set) var version: Int
    /// The document's lines, made into substrings only as they are read.
    package private(set) var textLines: TextLines

    package init(uri: String, version: Int, text: String) {
        self.uri = uri
        self.version = version
        self.textLines = TextLines(text)
    }

    /// The document's text.
    package var text: String { textLines.text }

    /// A position in the document.
    package struct Position: Sendable, Equatable {
        package var line: Int
        package var character: Int

        package init(line: Int, character: Int) {
            self.line = line
            self.character = character
        }
    }

    /// Applies one change of `textDocument/didChange`: the whole text when `range` is `nil`,
    /// else the text between the range's two positions (a position past the end of a line
    /// or of the document is taken as that end).
    package mutating func apply(
        _ replacement: String, in range: (Position, Position)?, version: Int
    ) {
        self.version = version
        guard let range else {
            textLines = TextLines(replacement)
            return
        }
        let lower = textLines.offset(of: range.0)
        let upper = max(lower, textLines.offset(of: range.1))
        textLines.replace(lower..<upper, with: replacement)
    }

    /// The 0-based line `number`, without its terminator; `nil` past the last line.
    package func line(_ number: Int) -> Substring? {
        textLines[ifPresent: number]
    }

    /// The document's lines, without their terminators.
    package var lines: [Substring] { Array(textLines) }

    /// The lines of a text, split as the protocol splits them.
    package static func lines(of text: String) -> [Substring] { Array(TextLines(text)) }
}
