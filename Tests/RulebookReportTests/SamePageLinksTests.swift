import Testing

@testable import RulebookReport

/// The same-page links of rendered HTML, led where their anchors now are (`SamePageLinks`).
struct SamePageLinksTests {
    @Test("Each same-page link is rewritten or kept; other `#` and links stay as written")
    func rewrites() {
        let html =
            "<p># <a href=\"#a\">A</a> <a href=\"other.html#b\">B</a> "
            + "<a href=\"#b\">B</a> #c</p>"
        let rewritten = SamePageLinks.rewrite(html) { fragment in
            fragment == "b" ? "page--2.html#b" : nil
        }
        #expect(
            rewritten
                == "<p># <a href=\"#a\">A</a> <a href=\"other.html#b\">B</a> "
                + "<a href=\"page--2.html#b\">B</a> #c</p>")
    }

    @Test("Markup without a same-page link comes back as it is, even with a `#` in it")
    func noLink() {
        for html in ["", "<p>#1 and # two</p>", "<a href=\"x.html#y\">y</a>", "#"] {
            var asked = false
            let rewritten = SamePageLinks.rewrite(html) { _ in
                asked = true
                return "never"
            }
            #expect(rewritten == html)
            #expect(!asked)
        }
    }
}
