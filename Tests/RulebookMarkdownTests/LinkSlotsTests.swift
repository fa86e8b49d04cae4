import Testing

@testable import RulebookMarkdown

/// Links that may lead to another spec are filled in after the one parse (`LinkSlots`).
struct LinkSlotsTests {
    /// Links whose destinations need escaping, and the HTML that `cmark-gfm` itself writes
    /// for them (taken from `cmark-gfm --extension table`).
    static let awkwardLinks =
        "[a](a%20b.md) [b](<c d.md#x y>) [c](ü.md) [d](a&b.md) [e](it's.md) [f](x.md#\"q\") "
        + "[g](../up/ü.md#ä) [h](t.md#a:b) [i](x[1].md)\n"
    static let cmarkHTML =
        "<p><a href=\"a%20b.md\">a</a> <a href=\"c%20d.md#x%20y\">b</a> "
        + "<a href=\"%C3%BC.md\">c</a> <a href=\"a&amp;b.md\">d</a> "
        + "<a href=\"it&#x27;s.md\">e</a> <a href=\"x.md#%22q%22\">f</a> "
        + "<a href=\"../up/%C3%BC.md#%C3%A4\">g</a> <a href=\"t.md#a:b\">h</a> "
        + "<a href=\"x%5B1%5D.md\">i</a></p>\n"

    @Test("A slot kept as written is escaped exactly as cmark-gfm escapes an href")
    func keptLinksMatchCmark() throws {
        let document = MarkdownDocument.parse(Self.awkwardLinks)
        guard case .html(let html, _) = try #require(document.blocks.first) else {
            Issue.record("expected a paragraph, got \(document.blocks)")
            return
        }
        #expect(document.linkSlots.count == 9)
        #expect(document.html(html) { _ in nil } == Self.cmarkHTML)
    }

    @Test("Only relative links get a slot; URLs, anchors and absolute paths are rendered by cmark")
    func onlyRelativeLinksAreSlots() throws {
        let document = MarkdownDocument.parse(
            "[a](b.md#rule) [b](https://example.com/x.md) [c](#here) [d](/abs.md) [e](q.md?x=1)\n")
        #expect(document.linkSlots == ["b.md#rule"])
        guard case .html(let html, _) = try #require(document.blocks.first) else {
            Issue.record("expected a paragraph, got \(document.blocks)")
            return
        }
        let filled = document.html(html) { $0 == "b.md#rule" ? "b.html#rule" : nil }
        #expect(
            filled
                == "<p><a href=\"b.html#rule\">a</a> <a href=\"https://example.com/x.md\">b</a> "
                + "<a href=\"#here\">c</a> <a href=\"/abs.md\">d</a> <a href=\"q.md?x=1\">e</a></p>\n"
        )
    }

    @Test(
        "A slot is found wherever it is: first, last, after partial openings, beside others",
        arguments: [
            ("<a href=\"rulebook-link-0\">a</a>", "<a href=\"b.html\">a</a>"),
            ("hh href=\"rule href=\"rulebook-link-0\"", "hh href=\"rule href=\"b.html\""),
            (
                "<a href=\"rulebook-link-0\">a</a><a href=\"rulebook-link-0\">b</a>",
                "<a href=\"b.html\">a</a><a href=\"b.html\">b</a>"
            ),
            ("href=\"rulebook-link-", "href=\"rulebook-link-"),
            ("href=\"rulebook-link-0", "href=\"rulebook-link-0"),
            ("", ""),
        ])
    func slotsAnywhere(html: String, expected: String) {
        #expect(LinkSlots.fill(html, destinations: ["a.md"]) { _ in "b.html" } == expected)
    }

    @Test("Text that looks like a slot is left alone")
    func lookalikesStay() {
        let html = "<p>href=\"rulebook-link-7\" <a href=\"rulebook-link-x\">a</a></p>"
        #expect(LinkSlots.fill(html, destinations: ["a.md"]) { _ in "b.html" } == html)
    }
}
