import Testing

@testable import Rulebook
@testable import RulebookReport

@Suite struct ReportHTMLEscapingTests {
    @Test(
        "HTML text escapes markup and shows control characters as symbols",
        arguments: [
            ("a & b", "a &amp; b"),
            ("<script>alert('x')</script>", "&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;"),
            ("\"q\"", "&quot;q&quot;"),
            ("\u{1B}[31m", "␛[31m"),
            ("nul\u{0}del\u{7F}", "nul␀del␡"),
            ("\u{85}\u{FFFE}\u{FFFF}", "\u{FFFD}\u{FFFD}\u{FFFD}"),
            ("tab\tline\n", "tab\tline\n"),
        ])
    func text(input: String, expected: String) {
        #expect(HTMLEscaping.text(input) == expected)
    }

    @Test("Cleaned HTML keeps its markup and shows control characters")
    func cleanedKeepsMarkupAndShowsControls() {
        #expect(HTMLEscaping.cleaned("<p>a\u{1B}[0m</p>\n") == "<p>a␛[0m</p>\n")
        #expect(HTMLEscaping.cleaned("<p>plain</p>\n") == "<p>plain</p>\n")
    }

    @Test("Hrefs are percent-encoded") func hrefsArePercentEncoded() {
        #expect(HTMLEscaping.href("sub/my spec?.html") == "sub/my%20spec%3F.html")
        #expect(HTMLEscaping.href("café#1") == "caf%C3%A9%231")
        #expect(HTMLEscaping.link(page: "a b.html", anchor: "retry") == "a%20b.html#retry")
    }
}
