import Testing

@testable import RulebookLSP

@Suite struct TextEditsTests {
    /// Applies the edits of `TextEdits.between` with `TextDocument`.
    private func applied(_ old: String, _ new: String) throws -> String {
        var document = TextDocument(uri: "file:///a.md", version: 1, text: old)
        for edit in TextEdits.between(old, new) {
            let range = try #require(LanguageServer.range(edit["range"]))
            document.apply(try #require(edit["newText"]?.string), in: range, version: 2)
        }
        return document.text
    }

    @Test(
        "The edit turns the old text into the new one, replacing whole lines",
        arguments: [
            ("a\n| x |\nb\n", "a\n| xy |\nb\n"),
            ("| 😀 |\n| a |\n", "| 😀 |\n| ab |\n"),
            ("a\r\nb\r\n", "a\r\nc\r\n"),
            ("no newline", "no newline at the end"),
            ("a\nb\nc", "c"),
        ])
    func roundTrip(old: String, new: String) throws {
        #expect(try applied(old, new) == new)
        let edits = TextEdits.between(old, new)
        #expect(edits.count == 1)
        #expect(edits.first?["range"]?["start"]?["character"]?.int == 0)
    }

    @Test("Equal texts need no edit")
    func none() {
        #expect(TextEdits.between("same", "same").isEmpty)
    }
}
