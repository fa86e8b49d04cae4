import Testing

@testable import RulebookLSP

@Suite struct TextDocumentTests {
    private func edited(
        _ text: String, _ from: (Int, Int), _ to: (Int, Int), _ replacement: String
    ) -> String {
        var document = TextDocument(uri: "file:///a.md", version: 1, text: text)
        document.apply(
            replacement,
            in: (
                TextDocument.Position(line: from.0, character: from.1),
                TextDocument.Position(line: to.0, character: to.1)
            ), version: 2)
        return document.text
    }

    @Test("Positions count UTF-16 code units: an emoji is two, a CJK character one, a tab one")
    func utf16() {
        #expect(edited("| 😀 | x |\n", (0, 7), (0, 8), "y") == "| 😀 | y |\n")
        #expect(edited("| 日本 | x |\n", (0, 7), (0, 8), "y") == "| 日本 | y |\n")
        #expect(edited("|\tx\t|\n", (0, 2), (0, 3), "y") == "|\ty\t|\n")
    }

    @Test("Lines end at \\n, \\r\\n or \\r")
    func lineEndings() {
        #expect(edited("a\r\nb\rc\nd", (2, 0), (2, 1), "C") == "a\r\nb\rC\nd")
        #expect(edited("a\r\nb\rc\nd", (3, 0), (3, 1), "D") == "a\r\nb\rc\nD")
        #expect(TextDocument.lines(of: "a\r\nb\rc\n") == ["a", "b", "c", ""])
    }

    @Test("An edit may span lines; a position past the end is the end")
    func spans() {
        #expect(edited("one\ntwo\nthree", (0, 1), (2, 2), "X") == "oXree")
        #expect(edited("one\ntwo", (1, 99), (9, 0), "!") == "one\ntwo!")
    }

    @Test("A change without a range replaces the whole text")
    func whole() {
        var document = TextDocument(uri: "file:///a.md", version: 1, text: "old")
        document.apply("new", in: nil, version: 5)
        #expect(document.text == "new")
        #expect(document.version == 5)
    }
}

@Suite struct TextDocumentLineTests {
    @Test("One line is read without its terminator, after \n, \r\n or \r; none past the end")
    func line() {
        let document = TextDocument(uri: "file:///a.md", version: 1, text: "a\r\nb😀\rc\n")
        #expect(document.line(0) == "a")
        #expect(document.line(1) == "b😀")
        #expect(document.line(2) == "c")
        #expect(document.line(3) == "")
        #expect(document.line(4) == nil)
    }
}

@Suite struct TextLinesTests {
    /// The lines of a text as a plain split finds them: at `\r\n`, then `\r`, then `\n`.
    private func reference(_ text: String) -> [String] {
        text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    @Test(
        "Lines read from their bounds are the lines a plain split finds",
        arguments: [
            "", "a", "a\n", "\n\n", "a\r\nb\rc\nd", "\r\r\n\n", "| 😀 | 日本 |\r\nx", "é\u{301}\n",
        ])
    func sameAsSplit(text: String) {
        let lines = TextLines(text)
        #expect(lines.map(String.init) == reference(text))
        #expect(TextDocument.lines(of: text).map(String.init) == reference(text))
        #expect(lines[ifPresent: lines.count] == nil)
        #expect(lines[ifPresent: -1] == nil)
    }

    /// The UTF-8 offset of a position, walking the bytes from the start (the reference).
    private func offset(_ position: (Int, Int), in utf8: [UInt8]) -> Int {
        var index = 0
        var line = 0
        while line < position.0, index < utf8.count {
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
        while units < position.1, index < utf8.count, utf8[index] != 10, utf8[index] != 13 {
            let byte = utf8[index]
            let length = byte < 0x80 ? 1 : byte < 0xE0 ? 2 : byte < 0xF0 ? 3 : 4
            units += length == 4 ? 2 : 1
            index = min(utf8.count, index + length)
        }
        return index
    }

    @Test("Edits change the text and its lines as a byte-level splice and a new split would")
    func editsInPlace() {
        var document = TextDocument(
            uri: "file:///a.md", version: 1, text: "| 😀 | x |\r\nb日本\rc\n\nend\rx\ny")
        var bytes = Array(document.text.utf8)
        let edits: [((Int, Int), (Int, Int), String)] = [
            ((5, 0), (5, 1), ""), ((4, 3), (4, 3), "\r"), ((0, 7), (0, 8), "y"),
            ((1, 1), (1, 2), "本\n"), ((2, 0), (2, 0), "😀"), ((0, 0), (3, 1), ""),
            ((9, 0), (9, 0), "!"), ((0, 2), (0, 99), "| z |"), ((1, 0), (1, 0), "\n"),
            ((0, 1), (0, 1), "a"),
        ]
        for (from, to, replacement) in edits {
            let lower = offset(from, in: bytes)
            let upper = max(lower, offset(to, in: bytes))
            bytes = Array(bytes[..<lower]) + Array(replacement.utf8) + Array(bytes[upper...])
            document.apply(
                replacement,
                in: (.init(line: from.0, character: from.1), .init(line: to.0, character: to.1)),
                version: 2)
            #expect(Array(document.text.utf8) == bytes)
            #expect(document.lines == TextDocument.lines(of: document.text))
            #expect(document.lines.map(String.init) == reference(document.text))
        }
    }
}
