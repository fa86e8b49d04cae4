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

    @Test("Edits applied in place give the text a byte-level splice gives, edit after edit")
    func editsInPlace() {
        var document = TextDocument(
            uri: "file:///a.md", version: 1, text: "| 😀 | x |\r\nb日本\rc\n\nend")
        var bytes = Array(document.text.utf8)
        let edits: [((Int, Int), (Int, Int), String)] = [
            ((0, 7), (0, 8), "y"), ((1, 1), (1, 2), "本\n"), ((2, 0), (2, 0), "😀"),
            ((0, 0), (3, 1), ""), ((9, 0), (9, 0), "!"), ((0, 2), (0, 99), "| z |"),
        ]
        for (from, to, replacement) in edits {
            let lower = bytes.withUnsafeBufferPointer {
                TextDocument.offset(of: .init(line: from.0, character: from.1), in: $0)
            }
            let upper = max(
                lower,
                bytes.withUnsafeBufferPointer {
                    TextDocument.offset(of: .init(line: to.0, character: to.1), in: $0)
                })
            bytes = Array(bytes[..<lower]) + Array(replacement.utf8) + Array(bytes[upper...])
            document.apply(
                replacement,
                in: (.init(line: from.0, character: from.1), .init(line: to.0, character: to.1)),
                version: 2)
            #expect(Array(document.text.utf8) == bytes)
        }
    }
}
