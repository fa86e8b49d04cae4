import Foundation
import RulebookAdapterModels
import Testing

@testable import Rulebook
@testable import RulebookLSP

/// `textDocument/hover` on the cells of a table.
@Suite struct HoverTests {
    private let uri = "file:///nowhere/hover.md"

    private func hover(_ text: String, line: Int, character: Int) throws -> String? {
        let output = try #require(FileHandle(forWritingAtPath: "/dev/null"))
        let server = LanguageServer(registry: .builtIn, output: output)
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
}
