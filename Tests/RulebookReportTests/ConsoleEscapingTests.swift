import RulebookTestSupport
import Testing

@testable import Rulebook
@testable import RulebookReport

/// Control characters from spec text never reach the terminal raw, with or without colour.
struct ConsoleEscapingTests {
    static let hostile = Spec(
        path: "spec/\u{1B}]0;title\u{7}.md",
        text: """
            # Hostile

            ## Red \u{1B}[2J heading \u{202E}txt.exe

            \(fenced(
                "rulebook debounce",
                "| event | text               | at | result? | pending?           |",
                "|-------|--------------------|----|---------|--------------------|",
                "| type  | \u{1B}[31mred\u{9B}1m | 0  | waiting | \u{1B}[32mgreen\u{7} |"))
            """)

    @Test("Escapes, C1 controls, bell and bidirectional overrides are shown escaped")
    func escaped() {
        let result = SpecRunner(registry: .pureModels).run([Self.hostile])
        for usesColor in [false, true] {
            let lines = ConsoleReport(result: result, usesColor: usesColor).lines
            let text = lines.joined(separator: "\n")
            let raw = text.replacingOccurrences(of: "\u{1B}[31m", with: "")
                .replacingOccurrences(of: "\u{1B}[0m", with: "")
            #expect(!raw.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
            #expect(!raw.unicodeScalars.contains { (0x7F...0x9F).contains($0.value) })
            #expect(!raw.contains("\u{202E}"))
            #expect(
                raw.contains(
                    "spec/\\u{1B}]0;title\\u{7}.md:8: Red \\u{1B}[2J heading \\u{202E}txt.exe: row 1: pending? expected \\u{1B}[32mgreen\\u{7}, got \\u{1B}[31mred\\u{9B}1m"
                ), "\(raw)")
        }
        let listing = SpecListing(specs: [Self.hostile]).lines.joined(separator: "\n")
        #expect(!listing.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
        #expect(listing.contains("## Red \\u{1B}[2J heading \\u{202E}txt.exe"))
    }

    @Test("Tab, line break and carriage return get their usual escapes; plain text is kept")
    func whitespace() {
        #expect(ConsoleEscaping.visible("a\tb\nc\rd") == "a\\tb\\nc\\rd")
        #expect(ConsoleEscaping.visible("café \\ «ok» 🙂") == "café \\ «ok» 🙂")
        #expect(ConsoleEscaping.visible("\u{0}\u{7F}\u{2028}") == "\\u{0}\\u{7F}\\u{2028}")
    }
}
