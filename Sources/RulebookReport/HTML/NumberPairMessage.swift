/// A message that says two numbers (`row 3, line 14`), cut once around them, so that a page
/// writes it for each of its rows straight into its markup, escaped once, instead of making
/// the sentence and escaping it every time. A message whose numbers cannot be told apart
/// from its words is made and escaped every time.
struct NumberPairMessage: Sendable {
    private let message: @Sendable (String, String) -> String
    /// The escaped words before, between and after the two numbers.
    private let pieces: (before: String, between: String, after: String)?

    init(_ message: @escaping @Sendable (String, String) -> String) {
        self.message = message
        // Characters of the private use area: no message says them.
        let sample = message("\u{E000}", "\u{E001}")
        let parts = sample.split(omittingEmptySubsequences: false) {
            $0 == "\u{E000}" || $0 == "\u{E001}"
        }
        guard parts.count == 3, let firstAt = sample.firstIndex(of: "\u{E000}"),
            let secondAt = sample.firstIndex(of: "\u{E001}"), firstAt < secondAt
        else {
            pieces = nil
            return
        }
        pieces = (
            HTMLEscaping.text(String(parts[0])), HTMLEscaping.text(String(parts[1])),
            HTMLEscaping.text(String(parts[2]))
        )
    }

    /// Appends the message of `first` and `second`, each written by `number` (digits, a
    /// minus and group separators), escaped.
    func append(
        _ first: Int, _ second: Int, number: (Int) -> String, to html: inout HTMLBuffer
    ) {
        guard let pieces else {
            html.append(text: message(number(first), number(second)))
            return
        }
        // A number is digits, a minus and group separators: nothing to escape.
        html.append(markup: pieces.before)
        html.append(markup: number(first))
        html.append(markup: pieces.between)
        html.append(markup: number(second))
        html.append(markup: pieces.after)
    }
}
