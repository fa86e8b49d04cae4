import Foundation
import Testing

@testable import Rulebook
@testable import RulebookLSP

/// `textDocument/hover` on the cells of a table.
@Suite struct HoverTests {
    private let uri = "file:///nowhere/hover.md"

    private func hover(_ text: String, line: Int, character: Int) throws -> String? {
        let output = try #require(FileHandle(forWritingAtPath: "/dev/null"))
        let server = LanguageServer(registry: .pureModels, output: output)
        server.documents[uri] = TextDocument(uri: uri, version: 1, text: text)
        server.workspace.setText(text, of: try #require(server.specPath(of: uri)))
        let at: JSONValue = [
            "textDocument": ["uri": .string(uri)],
            "position": ["line": .int(line), "character": .int(character)],
        ]
        return try server.hover(at)["contents"]?["value"]?.string
    }

    static let text = """
        # Rule

        ```rulebook optimistic
        | event     | ticket | value | result?  | visible? | needs sync? |
        |-----------|--------|-------|----------|----------|-------------|
        | tap       | A      | on    | saving   |          | no          |
        | uncertain | A      |       | accepted | on       |             |
        ```

        """

    @Test("A blank expectation cell's hover says what the model had there, in a passing row")
    func blankCellOfAPassingRow() throws {
        // Line 5, inside the blank visible? cell.
        let text = try #require(try hover(Self.text, line: 5, character: 51))
        #expect(text.contains("**visible?** not checked: the model had `on` after row 1"))
    }

    @Test("A blank expectation cell's hover says what the model had there, in a failing row")
    func blankCellOfAFailingRow() throws {
        // Line 6, inside the blank needs sync? cell; the row fails on visible?.
        let text = try #require(try hover(Self.text, line: 6, character: 60))
        #expect(text.contains("**needs sync?** not checked: the model had `yes` after row 2"))
        #expect(text.contains("row 2 failed"))
    }

    static let pager = """
        # Rule

        ```rulebook pager
        | event     | ticket | more | result?          | error? |
        |-----------|--------|------|------------------|--------|
        | load next | A      |      | requested page 1 | none   |
        ```

        """

    @Test("A header's hover shows the column's type and forms; result? each verb's outcomes")
    func headerForms() throws {
        let result = try #require(try hover(Self.pager, line: 3, character: 34))
        #expect(result.contains("- respond: accepted, ignored or rejected"))
        #expect(result.contains("- load next: requested page N, requested start"))
        let ticket = try #require(try hover(Self.pager, line: 3, character: 15))
        #expect(ticket.contains("a ticket label"))
        #expect(ticket.contains("required by respond, fail"))
        #expect(ticket.contains("optional for load next, retry"))
        let error = try #require(try hover(Self.pager, line: 3, character: 51))
        #expect(error.contains("none, failed or cursor stall"))
    }

    @Test("A verb's hover shows its inputs and its outcomes")
    func verbInputsAndOutcomes() throws {
        let verb = try #require(try hover(Self.pager, line: 5, character: 4))
        #expect(verb.contains("**load next** ([ticket])"))
        #expect(verb.contains("result? requested page N, requested start, requested cursor C"))
    }

    @Test("Hover speaks the spec's language: German, Chinese and Korean")
    func inTheFilesLanguage() throws {
        let german = "<!-- rulebook lang=de -->\n\n" + Self.pager
        let header = try #require(try hover(german, line: 5, character: 34))
        #expect(header.contains("**Ergebnis? (result?)**"))
        #expect(header.contains("- antworten: akzeptiert, ignoriert or abgelehnt"))
        let verb = try #require(try hover(german, line: 7, character: 4))
        #expect(verb.contains("**nächste Seite laden (load next)** ([Ticket])"))
        #expect(verb.contains("Ergebnis? angefordert Seite N"))
        let chinese = "<!-- rulebook lang=zh-Hans -->\n\n" + Self.pager
        let error = try #require(try hover(chinese, line: 5, character: 51))
        #expect(error.contains("无, 失败 or 游标停滞"))
        let korean = "<!-- rulebook lang=ko -->\n\n" + Self.pager
        let more = try #require(try hover(korean, line: 5, character: 24))
        #expect(more.contains("**더 있음 (more)**: input, 예 or 아니요"))
    }
}
