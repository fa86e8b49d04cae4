/// An open document's text, with the Language Server Protocol's positions: 0-based lines
/// (ended by `\n`, `\r\n` or `\r`) and 0-based characters counted in UTF-16 code units.
package struct TextDocument: Sendable, Equatable {
    package let uri: String
    package private(set) var version: Int
    package private(set) var text: String

    package init(uri: String, version: Int, text: String) {
        self.uri = uri
        self.version = version
        self.text = text
    }

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
            text = replacement
            return
        }
        text.makeContiguousUTF8()
        let bounds: (lower: Int, upper: Int)? = text.utf8.withContiguousStorageIfAvailable {
            bytes in
            let lower = Self.offset(of: range.0, in: bytes)
            return (lower, max(lower, Self.offset(of: range.1, in: bytes)))
        }
        guard let bounds else { return }
        // The bounds fall between characters' scalars, on which a native string's UTF-8
        // offsets are its indices: the text is changed in place, not rebuilt.
        let utf8 = text.utf8
        let lower = utf8.index(utf8.startIndex, offsetBy: bounds.lower)
        let upper = utf8.index(lower, offsetBy: bounds.upper - bounds.lower)
        text.replaceSubrange(lower..<upper, with: replacement)
    }

    /// The UTF-8 offset of a position in the bytes `utf8`.
    package static func offset(of position: Position, in utf8: UnsafeBufferPointer<UInt8>) -> Int {
        var index = 0
        var line = 0
        while line < position.line, index < utf8.count {
            let byte = utf8[index]
            index += 1
            if byte == 10 {
                line += 1
            } else if byte == 13 {
                if index < utf8.count, utf8[index] == 10 { index += 1 }
                line += 1
            }
        }
        var units = 0
        while units < position.character, index < utf8.count, utf8[index] != 10, utf8[index] != 13 {
            let byte = utf8[index]
            let length = byte < 0x80 ? 1 : byte < 0xE0 ? 2 : byte < 0xF0 ? 3 : 4
            units += length == 4 ? 2 : 1
            index = min(utf8.count, index + length)
        }
        return index
    }

    /// The 0-based line `number`, without its terminator; `nil` past the last line.
    package func line(_ number: Int) -> Substring? {
        var text = self.text
        text.makeContiguousUTF8()
        let bounds: (Int, Int)? =
            text.utf8.withContiguousStorageIfAvailable { bytes in
                var line = 0
                var start = 0
                var index = 0
                while index < bytes.count {
                    let byte = bytes[index]
                    guard byte == 10 || byte == 13 else {
                        index += 1
                        continue
                    }
                    if line == number { return (start, index) }
                    index += byte == 13 && index + 1 < bytes.count && bytes[index + 1] == 10 ? 2 : 1
                    line += 1
                    start = index
                }
                return line == number ? (start, bytes.count) : nil
            } ?? nil
        guard let (start, end) = bounds else { return nil }
        let lower = text.utf8.index(text.utf8.startIndex, offsetBy: start)
        return text[lower..<text.utf8.index(lower, offsetBy: end - start)]
    }

    /// The document's lines, without their terminators.
    package var lines: [Substring] { Array(textLines) }

    /// The document's lines, made into substrings only as they are read.
    package var textLines: TextLines { TextLines(text) }

    /// The lines of a text, split as the protocol splits them.
    package static func lines(of text: String) -> [Substring] { Array(TextLines(text)) }
}
