import Testing

@testable import Rulebook
@testable import RulebookReport

/// A row's label (`row 3, line 14`) is written from its message cut around the numbers:
/// the same bytes as making the sentence and escaping it, in every language.
struct NumberPairMessageTests {
    /// The markup `message` appends for `first` and `second`.
    private func appended(
        _ message: NumberPairMessage, _ first: Int, _ second: Int, words: ReportMessages
    ) -> String {
        var html = HTMLBuffer()
        message.append(first, second, number: words.number, to: &html)
        return html.string
    }

    @Test(
        "Row labels are the escaped sentence, whatever the language and the numbers",
        arguments: [ReportMessages.english, .german, .simplifiedChinese, .korean])
    func rowLabels(words: ReportMessages) {
        for (first, second) in [(3, 14), (12_345, 67_890), (0, -7)] {
            #expect(
                appended(words.rowLineMarkup, first, second, words: words)
                    == HTMLEscaping.text(words.rowLine(words.number(first), words.number(second))))
            #expect(
                appended(words.rowSourceLineMarkup, first, second, words: words)
                    == HTMLEscaping.text(
                        words.rowSourceLine(words.number(first), words.number(second))))
        }
    }

    @Test("A message with markup, or with its numbers in another order, reads the same")
    func otherMessages() {
        let words = ReportMessages.english
        let escaped = NumberPairMessage { "<b>\($0)</b> & \($1)" }
        #expect(appended(escaped, 1, 2, words: words) == "&lt;b&gt;1&lt;/b&gt; &amp; 2")
        let reversed = NumberPairMessage { "line \($1), row \($0)" }
        #expect(appended(reversed, 1, 2, words: words) == "line 2, row 1")
        let twice = NumberPairMessage { "\($0) of \($0) at \($1)" }
        #expect(appended(twice, 1, 2, words: words) == "1 of 1 at 2")
    }
}
