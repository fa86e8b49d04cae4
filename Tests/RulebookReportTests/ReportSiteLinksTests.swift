import Testing

@testable import Rulebook
@testable import RulebookReport

/// Links in a spec's prose point at the pages of the specs they name, and only those.
struct ReportSiteLinksTests {
    static let paths = SitePaths(specPaths: [
        "spec/index.md", "spec/a.md", "spec/sub/b.md", "spec/A b.md",
    ])

    @Test(
        "Links to specs of the run point at their pages; others stay as written",
        arguments: [
            ("spec/a.md", "sub/b.md#rule", "sub/b.html#rule"),
            ("spec/sub/b.md", "../a.md", "../a.html"),
            ("spec/sub/b.md", "../index.md#required-cases", "../index-spec.html#required-cases"),
            ("spec/a.md", "A%20b.md#x", "A b.html#x"),
            ("spec/a.md", "./a.md#self", "a.html#self"),
        ])
    func rewritten(from spec: String, destination: String, expected: String) {
        #expect(Self.paths.pageLink(destination, fromSpec: spec) == expected)
    }

    @Test(
        "URLs, same-page anchors and files outside the run are kept",
        arguments: [
            "#rule", "../README.md", "https://example.com/a.md", "mailto:x@example.com",
            "/spec/a.md", "a.md?raw=1", "missing.md#x", "",
        ])
    func kept(destination: String) {
        #expect(Self.paths.pageLink(destination, fromSpec: "spec/a.md") == nil)
    }

    @Test("A page's prose links are rewritten in the rendered site")
    func renderedPage() throws {
        let a = Spec(
            path: "spec/a.md", text: "# A\n\nSee [b](sub/b.md#rule) and [readme](../README.md).\n")
        let b = Spec(path: "spec/sub/b.md", text: "# B\n\nBack to [a](../a.md).\n")
        let pages = HTMLSite(result: SpecRunner(registry: .pureModels).run([a, b])).pages()
        let pageA = try #require(pages.first { $0.path == "a.html" }).contents
        let pageB = try #require(pages.first { $0.path == "sub/b.html" }).contents
        #expect(pageA.contains(#"href="sub/b.html#rule""#))
        #expect(pageA.contains("<a>readme</a>"), "a file outside the site is no dead link")
        #expect(!pageA.contains("README.md"))
        #expect(pageB.contains(#"href="../a.html""#))
    }
}
