import Testing

@testable import Rulebook
@testable import RulebookReport

@Suite struct ReportXMLEscapingTests {
    @Test(
        "XML text escapes markup and drops terminal escapes and control characters",
        arguments: [
            ("a & b", "a &amp; b"),
            ("<script>", "&lt;script&gt;"),
            ("]]>", "]]&gt;"),
            ("\"q\" 'a'", "&quot;q&quot; &apos;a&apos;"),
            ("\u{1B}[31mred\u{1B}[0m", "red"),
            ("\u{1B}[1;38;5;196mbold", "bold"),
            ("\u{1B}]0;title\u{07}after", "after"),
            ("\u{1B}]8;;http://x\u{1B}\\link", "link"),
            ("a\u{1B}", "a"),
            ("\u{9B}31mred", "red"),
            ("nul\u{0}bell\u{7}del\u{7F}", "nulbelldel"),
            ("tab\tline\nreturn\r", "tab\tline\nreturn&#13;"),
            ("\u{FFFE}x\u{FFFF}", "x"),
            ("café ✓", "café ✓"),
            ("café & ✓ 'x'", "café &amp; ✓ &apos;x&apos;"),
            ("no\u{85}break\u{A0}space <", "nobreak\u{A0}space &lt;"),
        ])
    func text(input: String, expected: String) {
        #expect(XMLEscaping.text(input) == expected)
    }

    @Test("XML attributes keep whitespace as character references")
    func attributesKeepWhitespaceAsReferences() {
        #expect(XMLEscaping.attribute("a\tb\nc\rd \"e\"") == "a&#9;b&#10;c&#13;d &quot;e&quot;")
    }

    @Test("One-line text folds whitespace into single spaces") func oneLineFoldsWhitespace() {
        #expect(XMLEscaping.oneLine("  a\n\n b\tc ") == "a b c")
    }
}
