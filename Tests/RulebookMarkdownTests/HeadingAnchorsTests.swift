import Testing

@testable import RulebookMarkdown

@Suite struct HeadingAnchorsTests {
    @Test(
        "A heading's anchor is GitHub's slug of its text, non-Latin letters included",
        arguments: [
            ("Retry requests the same page", "retry-requests-the-same-page"),
            ("Über Seiten", "über-seiten"),
            ("Größe & Maße", "größe--maße"),
            ("Ärger, Öl, Übel", "ärger-öl-übel"),
            ("分页 加载", "分页-加载"),
            ("페이지 다시 시도", "페이지-다시-시도"),
            ("Привет non-latin 你好", "привет-non-latin-你好"),
            ("🎉 Party time", "-party-time"),
            ("I ♥ unicode", "i--unicode"),
            ("What's new? (v2.0)", "whats-new-v20"),
            ("load next: ignored!", "load-next-ignored"),
            ("a/b, c.d; e@f", "ab-cd-ef"),
            ("heading with an _ underscore", "heading-with-an-_-underscore"),
            ("dash-dash", "dash-dash"),
            ("en–dash", "endash"),
            ("  two  spaces ", "--two--spaces-"),
            ("½ price", "-price"),
            ("CamelCase", "camelcase"),
            ("", ""),
        ])
    func slug(text: String, expected: String) {
        #expect(HeadingAnchors.slug(text) == expected)
    }

    @Test(
        "A repeated anchor gets the next free numeric suffix",
        arguments: [
            (
                ["echo", "echo", "echo 1", "echo-1", "echo"],
                ["echo", "echo-1", "echo-1-1", "echo-1-2", "echo-2"]
            ),
            (["foxtrot-1", "foxtrot", "foxtrot"], ["foxtrot-1", "foxtrot", "foxtrot-2"]),
            (["Pager", "pager", "PAGER!"], ["pager", "pager-1", "pager-2"]),
            (["-a-", "-a-"], ["-a-", "-a--1"]),
        ])
    func repeatsGetSuffixes(texts: [String], expected: [String]) {
        var anchors = HeadingAnchors()
        #expect(texts.map { anchors.anchor(for: $0) } == expected)
    }

    @Test("A document numbers its anchors in order, across quotes and lists")
    func documentAssignsAnchorsInOrderAcrossQuotesAndLists() throws {
        let document = MarkdownDocument.parse(
            """
            # Pager
            ## `load next` & retry
            > ## Pager
            - ## Pager

            ### Über *Seiten* 🎉
            """)
        let headings = document.headings
        #expect(
            headings.map(\.anchor) == [
                "pager", "load-next--retry", "pager-1", "pager-2", "über-seiten-",
            ])
        #expect(headings.map(\.level) == [1, 2, 2, 2, 3])
        try #require(headings.count > 4)
        #expect(headings[1].text == "load next & retry")
        #expect(headings[1].html == "<code>load next</code> &amp; retry")
        #expect(headings[4].text == "Über Seiten 🎉")
        #expect(headings[4].html == "Über <em>Seiten</em> 🎉")
        #expect(headings.map(\.line) == [1, 2, 3, 4, 6])
    }

    @Test("Setext headings and headings with HTML get anchors too")
    func setextHeadingsAndHTMLInHeadings() {
        let document = MarkdownDocument.parse("Big <b>bold</b> title\n===\n")
        #expect(document.headings.first?.anchor == "big-bold-title")
        #expect(document.headings.first?.level == 1)
        #expect(document.headings.first?.html.contains("<b>") == false)
    }
}
