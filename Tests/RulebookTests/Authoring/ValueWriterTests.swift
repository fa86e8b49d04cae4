import RulebookModels
import RulebookTestSupport
import Testing

@testable import Rulebook

struct ValueWriterTests {
    @Test("Texts that would read back differently are quoted with escapes")
    func texts() {
        #expect(ValueWriter.cellSource(for: .text("swift")) == "swift")
        #expect(ValueWriter.cellSource(for: .text(" swift ")) == "\" swift \"")
        #expect(ValueWriter.cellSource(for: .text("")) == "\"\"")
        #expect(ValueWriter.cellSource(for: .text(nil)) == "none")
        #expect(ValueWriter.cellSource(for: .text("none")) == "\"none\"")
        #expect(ValueWriter.cellSource(for: .text("Nothing")) == "\"Nothing\"")
        #expect(ValueWriter.cellSource(for: .text("requested page 2")) == "\"requested page 2\"")
        #expect(ValueWriter.cellSource(for: .text("a\nb\t\"c\"\\")) == "\"a\\nb\\t\\\"c\\\"\\\\\"")
        #expect(ValueWriter.cellSource(for: .text("a|b")) == "a|b")
    }

    @Test("A value no cell can write gives nil")
    func unwritable() {
        #expect(ValueWriter.cellSource(for: .text("a\rb")) == nil)
        #expect(ValueWriter.cellSource(for: .list(["\u{7}"])) == nil)
    }

    @Test("List items with commas, quotes or keywords are quoted one by one")
    func lists() {
        #expect(ValueWriter.cellSource(for: .list([])) == "none")
        #expect(ValueWriter.cellSource(for: .list(["1", "2"])) == "1, 2")
        #expect(
            ValueWriter.cellSource(for: .list(["a, b", "none", " c"]))
                == "\"a, b\", \"none\", \" c\"")
    }

    @Test("Keywords, flags, numbers and requests are written as the runner reads them")
    func others() {
        #expect(ValueWriter.cellSource(for: .keyword("requested page 2")) == "requested page 2")
        #expect(
            ValueWriter.cellSource(for: .keywordWithValue("requested cursor", value: "c2"))
                == "requested cursor c2")
        #expect(ValueWriter.cellSource(for: .flag(true, .onOff)) == "on")
        #expect(ValueWriter.cellSource(for: .number(nil)) == "none")
        #expect(
            ValueWriter.cellSource(for: .number(-3)) == "-3",
            "numbers compare by value, negative ones too")
        #expect(ValueWriter.cellSource(for: .request(inFlight: true, label: "no")) == "\"no\"")
        #expect(ValueWriter.cellSource(for: .request(inFlight: true, label: nil)) == "yes")
        #expect(ValueWriter.cellSource(for: .request(inFlight: false, label: nil)) == "no")
    }

    @Test("Every written text matches its value, over generated texts")
    func generated() throws {
        let alphabet: [String] = [
            "a", " ", ",", "\"", "\\", "|", "\n", "\t", "日", "e\u{301}", "none", "yes",
        ]
        var rng = SplitMix64(seed: 7)
        for _ in 0..<500 {
            let text = (0..<rng.next(upTo: 6)).map { _ in alphabet[rng.next(upTo: alphabet.count)] }
                .joined()
            for value in [ObservedValue.text(text), .list([text, "x"])] {
                let source = try #require(ValueWriter.cellSource(for: value), "\(value)")
                #expect(try value.matches(Cell(Cell.trimmed(source))), "\(value) as \(source)")
            }
        }
    }
}
