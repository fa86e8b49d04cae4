import Testing

@testable import Rulebook

struct CellTests {
    @Test(
        "Quoted cells are literal, with escapes",
        arguments: [
            (#"" swift ""#, " swift "),
            (#""none""#, "none"),
            (#"" \n ""#, " \n "),
            (#""say \"hi\"""#, #"say "hi""#),
            (#""back\\slash""#, #"back\slash"#),
            (#""tab\there""#, "tab\there"),
            ("plain", "plain"),
        ])
    func quotedText(source: String, expected: String) throws {
        #expect(try Cell(source).text() == expected)
    }

    @Test("An unquoted none is no value; a quoted one is the word")
    func noneIsNoValue() throws {
        #expect(try Cell("none").optionalText() == nil)
        #expect(try Cell("NONE").optionalText() == nil)
        #expect(try Cell(#""none""#).optionalText() == "none")
    }

    @Test("Bad quoted cells are errors", arguments: [#""a\qb""#, #""trailing\""#, #""a"b""#])
    func badQuotes(source: String) {
        #expect(throws: CellError.self) { try Cell(source).text() }
    }

    @Test(
        "Lists are comma-separated, none is empty, items may be quoted",
        arguments: [
            ("1, 2, 3", ["1", "2", "3"]),
            ("none", []),
            ("a-1,b-2", ["a-1", "b-2"]),
            (#""a, b", c"#, ["a, b", "c"]),
            (#""1, 2""#, ["1, 2"]),
            (#""a", "b""#, ["a", "b"]),
            (#""a\", b", c"#, [#"a", b"#, "c"]),
            ("x", ["x"]),
        ])
    func lists(source: String, expected: [String]) throws {
        #expect(try Cell(source).list() == expected)
    }

    @Test("A list with an empty item is an error", arguments: ["1,,2", "1,", ", 2"])
    func emptyListItem(source: String) {
        #expect(throws: CellError.self) { try Cell(source).list() }
    }

    @Test("Booleans are yes/no or on/off, case-insensitive")
    func flags() throws {
        #expect(try Cell("Yes").flag(.yesNo))
        #expect(try !Cell("NO").flag(.yesNo))
        #expect(try Cell("on").flag(.onOff))
        #expect(try !Cell("Off").flag(.onOff))
        #expect(throws: CellError.self) { try Cell("on").flag(.yesNo) }
        #expect(throws: CellError.self) { try Cell("maybe").flag(.yesNo) }
    }

    @Test(
        "Times are whole ASCII-digit milliseconds", arguments: ["0", "300", "9223372036854775807"])
    func goodNumbers(source: String) throws {
        #expect(try Cell(source).wholeNumber() >= 0)
    }

    @Test(
        "Other ways of writing numbers are errors",
        arguments: ["1e3", "1_000", "٣٠٠", "３００", "-1", "+1", "1.5", " ", "9223372036854775808"])
    func badNumbers(source: String) {
        #expect(throws: CellError.self) { try Cell(source).wholeNumber() }
    }

    @Test("Signed numbers allow a minus, so models can reject negative times themselves")
    func signedNumbers() throws {
        #expect(try Cell("-1").signedNumber() == -1)
        #expect(try Cell("-9223372036854775808").signedNumber() == Int.min)
        #expect(throws: CellError.self) { try Cell("-").signedNumber() }
        #expect(throws: CellError.self) { try Cell("--1").signedNumber() }
    }

    @Test("Values that would read back differently are quoted for display")
    func display() {
        #expect(Cell.display("swift") == "swift")
        #expect(Cell.display(" swift ") == #"" swift ""#)
        #expect(Cell.display("none") == #""none""#)
        #expect(Cell.display("") == #""""#)
        #expect(Cell.display("a\nb") == #""a\nb""#)
    }
}
