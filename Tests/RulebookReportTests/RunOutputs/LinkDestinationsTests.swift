import Testing

@testable import Rulebook
@testable import RulebookMarkdown
@testable import RulebookReport

struct LinkDestinationsTests {
    @Test(
        "A document keeps, as written, every destination that may lead to another spec, nested ones included"
    )
    func destinations() {
        let document = MarkdownDocument.parse(
            """
            # [Title](a.md#x)

            Text with [one](b.md) and <https://example.com>.

            > - [ ] [item](#rule), see [c](c.md)
            """)
        #expect(document.linkSlots == ["a.md#x", "b.md", "c.md"])
    }

    @Test("A page with no link to another spec is rendered from the spec's own parse")
    func pageWithoutRewrites() {
        let spec = Spec(path: "spec/a.md", text: "# A\n\nSee [B](#b) and [web](https://x.org).\n")
        let other = Spec(path: "spec/b.md", text: "# B\n\nSee [A](a.md#a).\n")
        let site = HTMLSite(result: SpecRunner(registry: .pureModels).run([spec, other]))
        let pages = Dictionary(uniqueKeysWithValues: site.pages().map { ($0.path, $0.contents) })
        #expect(pages["a.html"]?.contains("href=\"#b\"") == true)
        #expect(pages["b.html"]?.contains("href=\"a.html#a\"") == true)
    }
}
