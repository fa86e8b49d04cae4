import Foundation
import Testing

/// Every line, row and console line that the documentation quotes is what the tool prints:
/// each citation has a marker that says how to print it (see `Citations`), and the test runs
/// it. A citation without a marker fails too, so none can drift unchecked.
struct CitationTests {
    static let root = SnippetsTests.root

    /// The documents whose citations are checked: the README, `docs/` but the generated
    /// command reference, and `spec/`.
    static let documents: [String] = LinkCheckTests.documents.filter { $0 != "docs/cli.md" }

    @Test("Every citation marker's run prints what the prose quotes", arguments: documents)
    func citationsHold(_ document: String) async throws {
        let text = try String(contentsOfFile: Self.root + "/" + document, encoding: .utf8)
        for citation in Citations.markers(in: text) {
            for problem in await CitationRun.problems(of: citation, root: Self.root) {
                Issue.record(
                    Comment(rawValue: "\(document):\(citation.line): \(problem)"),
                    sourceLocation: SourceLocation(
                        fileID: "rulebook/\(document)", filePath: Self.root + "/" + document,
                        line: citation.line, column: 1))
            }
        }
    }

    @Test("Every quoted line, row and count line has a citation marker", arguments: documents)
    func everyCitationIsChecked(_ document: String) throws {
        let text = try String(contentsOfFile: Self.root + "/" + document, encoding: .utf8)
        for (line, cited) in Citations.unchecked(in: text) {
            Issue.record(
                Comment(
                    rawValue: "\(document):\(line): `\(cited)` is quoted with no citation marker "
                        + "that prints it (see Tests/DocumentationTests/Citations.swift)"),
                sourceLocation: SourceLocation(
                    fileID: "rulebook/\(document)", filePath: Self.root + "/" + document,
                    line: line, column: 1))
        }
    }

    @Test("The markers are found in the documents, and cover their citations")
    func markersAreUsed() throws {
        let index = try String(contentsOfFile: Self.root + "/spec/index.md", encoding: .utf8)
        let markers = Citations.markers(in: index)
        #expect(markers.count >= 1)
        #expect(markers.allSatisfy { $0.problems.isEmpty && !$0.quotes.isEmpty })
        let all = try Self.documents.flatMap {
            Citations.markers(
                in: try String(contentsOfFile: Self.root + "/" + $0, encoding: .utf8))
        }
        #expect(all.count >= 8)
    }

    @Test(
        "A stale citation is reported: a moved line, a row that no longer fails, an unchecked quote"
    )
    func staleCitationFails() async throws {
        let fixture = try String(
            contentsOfFile: Self.root + "/Tests/DocumentationTests/Fixtures/stale-citation.md",
            encoding: .utf8)
        let markers = Citations.markers(in: fixture)
        try #require(markers.count == 2)
        let moved = await CitationRun.problems(of: markers[0], root: Self.root)
        #expect(moved.count == 1)
        #expect(
            moved.first?.contains(
                "does not print `spec/pagination.md:312: Retry requests the same page: row 6:")
                == true)
        #expect(
            moved.first?.contains("spec/pagination.md:351: Retry requests the same page") == true)
        let unsaid = await CitationRun.problems(of: markers[1], root: Self.root)
        #expect(unsaid == ["the prose after the marker does not say `0 passed, 1 failed`"])
        let unchecked = Citations.unchecked(in: fixture).map(\.text)
        #expect(
            unchecked == [
                "0 passed, 0 failed", "spec/pagination.md:340", "row 4", "fourth row",
                "3 passed, 1 failed",
            ])
    }

    @Test("Markers are read as written: commands, changes, exit, quotes and the next block")
    func markerSyntax() {
        let shown = "```markdown\n<!-- citation\n$ rulebook x\nquote y\n-->\n```\n"
        #expect(Citations.markers(in: shown).isEmpty, "a marker shown in a fenced example")
        let markdown = """
            Intro.

            <!-- citation
            $ rulebook models pager
            edit spec/a.md:3: old => new
            insert spec/a.md:4: | tick | 5 |
            exit 0
            block
            -->
            ```text
            pager: a model
              ...
            ```

            ## Next
            """
        let markers = Citations.markers(in: markdown)
        #expect(markers.count == 1)
        let marker = markers.first
        #expect(marker?.line == 3)
        #expect(marker?.command == ["rulebook", "models", "pager"])
        #expect(
            marker?.changes == [
                .edit(file: "spec/a.md", line: 3, old: "old", new: "new"),
                .insert(file: "spec/a.md", after: 4, text: "| tick | 5 |"),
            ])
        #expect(marker?.exitStatus == 0)
        #expect(marker?.block == ["pager: a model", "  ..."])
        #expect(marker?.problems == [])
        #expect(
            Citations.markers(in: "<!-- citation\nquote x\n-->\nx").first?.problems == [
                "no `$ ` command"
            ])
    }
}
