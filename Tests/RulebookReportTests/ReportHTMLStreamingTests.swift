import Foundation
import RulebookTestSupport
import Testing

@testable import Rulebook
@testable import RulebookReport

/// The paths that make a large report in pieces and on every core give the bytes of the
/// plain rendering: a long table's rows in chunks, a large page's tables in windows written
/// to its file as they come, and text split or escaped by bytes.
@Suite struct ReportHTMLStreamingTests {
    /// A pager table of `pairs` load/respond pairs; `wrongAt` gives one answer a wrong
    /// expectation, so that a row fails.
    private func pagerTable(pairs: Int, wrongAt: Int? = nil) -> String {
        var lines = [
            "| event | ticket | rows | more | result? | loading? |",
            "|---|---|---|---|---|---|",
        ]
        for page in 1...pairs {
            let loading = page == wrongAt ? "yes" : "no"
            lines.append("| load next | T\(page) | | | requested page \(page) | T\(page) |")
            lines.append(
                "| respond | T\(page) | r-\(page), r-\(page)b | yes | accepted | \(loading) |")
        }
        return "```rulebook pager\n" + lines.joined(separator: "\n") + "\n```\n"
    }

    @Test(
        "A long table's rows rendered in chunks on every core are the rows rendered one by one",
        arguments: [nil, "https://example.com/{commit}/{path}#L{line}"])
    func chunkedRowsEqualSerialRows(sourceURL: String?) throws {
        let result = try runFirstTable(pagerTable(pairs: 1_500, wrongAt: 700))
        #expect(result.status == .failed)
        let context = ReportContext(commit: "c1", sourceURL: sourceURL)
        let serial = HTMLTable.render(
            result, path: "spec/x.md", context: context, rowsPerChunk: .max)
        for rowsPerChunk in [7, 1_000] {
            #expect(
                HTMLTable.render(
                    result, path: "spec/x.md", context: context, rowsPerChunk: rowsPerChunk)
                    == serial)
        }
        // Windows of chunks rendered in the background while the one before is written.
        var html = HTMLBuffer()
        HTMLTable.append(
            result, lines: SpecLines(path: "spec/x.md", context: context), rowsPerChunk: 7,
            inBackground: true, to: &html)
        #expect(html.string == serial)
    }

    @Test("A large page written to its file in pieces is the page rendered whole")
    func largePageWrittenInPiecesEqualsItsRendering() throws {
        // 600 tables of 8 rows: more than one window of tables, and enough rows for the page
        // to be rendered on every core by itself, its next windows in the background. They
        // are one rule's, so that the page is not split into parts.
        var text = "# Large\n\nMany rules.\n\n## Rules\n\n"
        for rule in 1...600 {
            text += "Scenario \(rule), see [the checklist](#checklist).\n\n"
            text += pagerTable(pairs: 4, wrongAt: rule % 97 == 0 ? 2 : nil)
        }
        text += "\n## Checklist\n\n- [ ] [Rules](#rules)\n- [ ] [Large](#large)\n"
        let result = ReportFixtures.run([(path: "spec/large.md", text: text)])
        #expect(HTMLPageTables.renderOnEveryCore(result.specs[0].tables[...]))
        let site = HTMLSite(result: result, version: "9.9.9")
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("rulebook-streaming-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try site.write(to: folder, inputs: [])
        for page in site.pages() {
            let written = try #require(
                FileManager.default.contents(atPath: folder + "/" + page.path))
            #expect(written == Data(page.contents.utf8), "\(page.path)")
        }
        #expect(site.pages()[1].contents.utf8.count > 2 * HTMLBuffer.flushSize)
    }

    @Test(
        "A cell value is split into items by characters, also where its bytes would say otherwise",
        arguments: [
            ("a-1, a-2", "<span class=\"v\">a-1</span>, <span class=\"v\">a-2</span>"),
            ("é-1, ü-2", "<span class=\"v\">é-1</span>, <span class=\"v\">ü-2</span>"),
            // A combining accent after the space makes ", " no separator, as Swift compares.
            ("x, \u{301}y", "<span class=\"v\">x, \u{301}y</span>"),
            (", <b>", ", <span class=\"v\">&lt;b&gt;</span>"),
            ("", ""),
        ])
    func valuesSplitByCharacters(text: String, expected: String) {
        #expect(HTMLTable.value(text) == expected)
    }

    @Test("Text is escaped by bytes as it was by characters, in runs and at the edges")
    func escapingByBytes() {
        #expect(HTMLEscaping.text("plain") == "plain")
        #expect(HTMLEscaping.text("&") == "&amp;")
        #expect(HTMLEscaping.text("é\u{80}") == "é\u{FFFD}")
        #expect(
            HTMLEscaping.text("\u{C2}\u{A0}x\u{FFFD}\u{FFFF}") == "\u{C2}\u{A0}x\u{FFFD}\u{FFFD}")
        #expect(HTMLEscaping.text("\u{FEFF}\u{FF01}") == "\u{FEFF}\u{FF01}")
        #expect(HTMLEscaping.text("\r\n\u{1F}") == "\r\n\u{241F}")
        var html = HTMLBuffer()
        html.append(-1_234)
        html.append(0)
        html.append(attribute: "x", Int.min)
        #expect(html.string == "-12340 x=\"-9223372036854775808\"")
    }
}
