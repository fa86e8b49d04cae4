import Testing

@testable import Rulebook

/// The keywords of the spec format's values (contract, section 2), however a cell spells
/// them: canonical text is read byte by byte, any other text normalized first, and both
/// give the same answer.
struct KeywordTests {
    @Test(
        "A value keyword is one in any case and spacing; any other text is not",
        arguments: [
            ("yes", true), ("Yes", true), ("  no ", true), ("nothing", true), ("nothin", false),
            ("cursor stall", true), ("Cursor   Stall", true), ("cursor\tstall", true),
            ("requested start", true), ("requested  start", true), ("requested page 2", true),
            ("Requested Page 02", true), ("requested cursor c-9", true), ("requested", false),
            ("requested page", false), ("requested pages 2", false), ("a-1", false),
            ("saving", true), ("savings", false), ("", false), ("ｙes", false), ("noné", false),
        ])
    func valueKeywords(text: String, isKeyword: Bool) {
        #expect(Keyword.isValueKeyword(text) == isKeyword)
        #expect(Keyword.isValueKeyword(Substring(text)) == isKeyword)
    }
}
