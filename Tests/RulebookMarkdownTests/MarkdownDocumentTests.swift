import RulebookDiagnostics
import Testing

@testable import RulebookMarkdown

@Suite struct MarkdownDocumentTests {
    @Test("Rulebook fences inside lists and quotes keep their true line numbers")
    func rulebookFencesInsideListsAndQuotesHaveTrueLines() throws {
        let text = """
            # Spec

            - item

              ```rulebook pager
              | event | result? |
              |---|---|
              | load next | ignored |
              ```

            > quote
            >
            > ```rulebook debounce delay=300
            > | event | at |
            > |---|---|
            > ```

                indented code
            """
        let blocks = MarkdownDocument.parse(text).codeBlocks
        try #require(blocks.count == 3)
        let pager = try #require(blocks.first)
        #expect(pager.info == "rulebook pager")
        #expect(pager.isFenced)
        #expect(pager.line == 5)
        #expect(pager.contentLine == 6)
        #expect(pager.literal.hasPrefix("| event | result? |\n"))
        let table = try PipeTable.parse(pager.literal, file: "t.md", firstLine: pager.contentLine)
        #expect(table.headerLine == 6)
        #expect(table.rows.map(\.line) == [8])

        let debounce = blocks[1]
        #expect(debounce.info == "rulebook debounce delay=300")
        #expect(debounce.line == 13)
        #expect(debounce.contentLine == 14)
        #expect(
            try PipeTable.parse(debounce.literal, file: "t.md", firstLine: debounce.contentLine)
                .headerLine == 14)

        #expect(blocks[2].isFenced == false)
        #expect(blocks[2].info == "")
        #expect(blocks[2].line == 18)
        #expect(blocks[2].contentLine == 18)
        #expect(blocks[2].literal == "indented code\n")
    }

    @Test("Blocks keep their structure and line numbers") func blockStructureAndLineNumbers() throws
    {
        let document = MarkdownDocument.parse(
            """
            Intro paragraph
            continued.

            ---

            > quoted

            1. one
            2. two

            | a | b |
            |---|---|
            | 1 | 2 |
            """)
        #expect(document.blocks.map(\.line) == [1, 4, 6, 8, 11])
        try #require(document.blocks.count > 4)
        guard case .html(let intro, _) = document.blocks[0] else {
            Issue.record("expected a paragraph")
            return
        }
        #expect(intro == "<p>Intro paragraph\ncontinued.</p>\n")
        guard case .blockQuote(let quoted, let quoteLine) = document.blocks[2] else {
            Issue.record("expected a block quote")
            return
        }
        #expect(quoteLine == 6)
        #expect(quoted == [.html("<p>quoted</p>\n", line: 6)])
        guard case .list(let list) = document.blocks[3] else {
            Issue.record("expected a list")
            return
        }
        #expect(list.isOrdered)
        #expect(list.start == 1)
        #expect(list.isTight)
        #expect(list.items.map(\.line) == [8, 9])
        #expect(list.items.map(\.text) == ["one", "two"])
        #expect(try #require(list.items.first).blocks == [.html("one", line: 8)])
        guard case .html(let table, _) = document.blocks[4] else {
            Issue.record("expected a GFM table rendered as HTML")
            return
        }
        #expect(table.contains("<table>"))
        #expect(table.contains("<td>2</td>"))
    }

    @Test("A paragraph of a loose list keeps its paragraph element")
    func looseListParagraphsKeepTheirParagraphElement() throws {
        let document = MarkdownDocument.parse("- a\n\n- b\n")
        guard case .list(let list) = try #require(document.blocks.first) else {
            Issue.record("expected a list")
            return
        }
        #expect(list.isTight == false)
        #expect(list.isOrdered == false)
        #expect(list.items.first?.blocks == [.html("<p>a</p>\n", line: 1)])
    }

    @Test("Task items keep their checked state and their links") func taskItemsWithLinks() throws {
        let document = MarkdownDocument.parse(
            """
            ## Required cases
            - [ ] [Repeated reach starts one load](pagination.md#repeated-reach-starts-one-load)
            - [x] [Retry requests the same page](#retry-requests-the-same-page)
            - plain item with [a link](https://example.com/x.md)
              - [ ] [nested](other.md)
            """)
        try #require(document.blocks.count > 1)
        guard case .list(let list) = document.blocks[1] else {
            Issue.record("expected a list")
            return
        }
        try #require(list.items.count == 3)
        #expect(list.items.map(\.task) == [.unchecked, .checked, nil])
        #expect(list.items.map(\.line) == [2, 3, 4])
        #expect(
            list.items[0].links == [
                MarkdownLink(
                    destination: "pagination.md#repeated-reach-starts-one-load",
                    text: "Repeated reach starts one load")
            ])
        #expect(
            list.items[1].links == [
                MarkdownLink(
                    destination: "#retry-requests-the-same-page",
                    text: "Retry requests the same page")
            ])
        #expect(list.items[0].text == "Repeated reach starts one load")
        // Links of nested lists belong to the nested items only.
        #expect(
            list.items[2].links == [
                MarkdownLink(destination: "https://example.com/x.md", text: "a link")
            ])
        guard case .list(let nested) = try #require(list.items[2].blocks.last) else {
            Issue.record("expected a nested list")
            return
        }
        #expect(nested.items.first?.task == .unchecked)
        #expect(
            nested.items.first?.links == [MarkdownLink(destination: "other.md", text: "nested")])

        let html = document.html(renderedHTML(document.blocks)) { _ in nil }
        #expect(html.contains("href=\"pagination.md#repeated-reach-starts-one-load\""))
        #expect(html.contains("href=\"#retry-requests-the-same-page\""))
        #expect(html.contains("href=\"https://example.com/x.md\""))
        #expect(html.contains("href=\"other.md\""))
    }

    @Test("Safe mode leaves out raw HTML and javascript links")
    func safeModeOmitsRawHTMLAndJavascriptLinks() {
        let document = MarkdownDocument.parse(
            """
            Hello <script>alert(1)</script> world

            <script>
            alert(2)
            </script>

            [click](javascript:alert(3)) and <img src=x onerror=alert(4)>
            """)
        let html = document.html(renderedHTML(document.blocks)) { _ in nil }
        #expect(!html.contains("<script"))
        #expect(!html.contains("<img"))
        #expect(!html.contains("javascript:"))
        #expect(html.contains("raw HTML omitted"))
        #expect(html.contains("<a href=\"\">click</a>"))
    }

    @Test("Rewritten link destinations change only the rendered HTML")
    func linkDestinationsChangeOnlyTheRenderedHTML() throws {
        let text = """
            # See [pager](../spec/pagination.md#retry)

            - [ ] [a](a.md) [b](https://x.org/b.md)
            """
        let document = MarkdownDocument.parse(text)
        let rewrite = { (destination: String) in
            destination.contains(".md") ? "page-" + destination : nil
        }
        let heading = try #require(document.headings.first)
        #expect(
            document.html(heading.html, rewritingLinks: rewrite)
                == "See <a href=\"page-../spec/pagination.md#retry\">pager</a>")
        #expect(
            document.html(heading.html) { _ in nil }
                == "See <a href=\"../spec/pagination.md#retry\">pager</a>")
        let html = document.html(renderedHTML(document.blocks), rewritingLinks: rewrite)
        #expect(html.contains("href=\"page-a.md\""))
        #expect(html.contains("href=\"https://x.org/b.md\""))
        let item = document.allBlocks.compactMap { block -> MarkdownListItem? in
            if case .list(let list) = block { return list.items.first }
            return nil
        }.first
        #expect(item?.links.map(\.destination) == ["a.md", "https://x.org/b.md"])
    }

    @Test("Hostile input never traps the parser") func hostileInputNeverTraps() {
        #expect(MarkdownDocument.parse("").blocks.isEmpty)
        #expect(MarkdownDocument.parse("\n\n  \n").blocks.isEmpty)

        let withNUL = MarkdownDocument.parse("a\u{0}b\n\n```rulebook x\n|\u{0}|\n```\n")
        #expect(renderedHTML(withNUL.blocks).contains("a\u{FFFD}b"))
        #expect(withNUL.codeBlocks.first?.literal == "|\u{FFFD}|\n")

        let deepQuotes = MarkdownDocument.parse(String(repeating: ">", count: 20_000) + " deep\n")
        #expect(renderedHTML(deepQuotes.blocks).contains("deep"))

        let deepLists = MarkdownDocument.parse(
            (0..<500).map { String(repeating: "  ", count: $0) + "- x" }.joined(separator: "\n"))
        #expect(deepLists.allBlocks.count > CmarkParser.maximumNesting)

        let brackets = MarkdownDocument.parse(String(repeating: "[*_`", count: 20_000))
        #expect(brackets.blocks.count == 1)

        let rows = (0..<20_000).map { "| r\($0) | x |" }.joined(separator: "\n")
        let big = MarkdownDocument.parse("```rulebook pager\n| a | b |\n|---|---|\n\(rows)\n```\n")
        let literal = big.codeBlocks.first?.literal ?? ""
        #expect((try? PipeTable.parse(literal, file: "t.md", firstLine: 2))?.rows.count == 20_000)
    }

    @Test("An oversized source is refused, not parsed") func oversizedSourcesAreRefusedNotParsed() {
        let huge = String(repeating: "<", count: MarkdownDocument.maximumSourceBytes + 1)
        let document = MarkdownDocument.parse(huge)
        guard case .html(let notice, line: 1) = document.blocks.first else {
            Issue.record("expected a notice")
            return
        }
        #expect(document.blocks.count == 1)
        #expect(notice.contains("too large"))
        #expect(
            throws: Diagnostic(
                .table, at: FileLocation(file: "t.md", line: 2), "the table is too large to read")
        ) {
            try PipeTable.parse(huge, file: "t.md", firstLine: 2)
        }
    }

    @Test("Concurrent parses of the same text agree") func concurrentParsesAgree() async {
        let text = "~~gone~~ www.example.com\n\n| a |\n|---|\n| 1 |\n"
        let expected = MarkdownDocument.parse(text)
        #expect(renderedHTML(expected.blocks).contains("<del>gone</del>"))
        let results = await withTaskGroup(of: MarkdownDocument.self) { group in
            for _ in 0..<32 {
                group.addTask { MarkdownDocument.parse(text) }
            }
            var documents: [MarkdownDocument] = []
            for await document in group { documents.append(document) }
            return documents
        }
        #expect(results.allSatisfy { $0 == expected })
    }

    private func renderedHTML(_ blocks: [MarkdownBlock]) -> String {
        MarkdownDocument(blocks: blocks).allBlocks.map { block in
            switch block {
            case .html(let html, _): html
            case .heading(let heading): heading.html
            default: ""
            }
        }.joined()
    }
}
