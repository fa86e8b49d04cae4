import Foundation
import RulebookAdapterModels
import Testing

@testable import Rulebook
@testable import RulebookLSP

/// The server's requests on one open document, answered without the protocol's transport.
@Suite struct CodeActionTests {
    private let uri = "file:///nowhere/a.md"

    private func server(_ text: String) throws -> LanguageServer {
        let output = try #require(FileHandle(forWritingAtPath: "/dev/null"))
        let server = LanguageServer(registry: .builtIn, output: output)
        server.documents[uri] = TextDocument(uri: uri, version: 1, text: text)
        server.workspace.setText(text, of: try #require(server.specPath(of: uri)))
        return server
    }

    private func actions(_ text: String, line: Int, character: Int) throws -> [JSONValue] {
        let position: JSONValue = ["line": .int(line), "character": .int(character)]
        let params: JSONValue = [
            "textDocument": ["uri": .string(uri)], "range": ["start": position, "end": position],
            "context": ["diagnostics": []],
        ]
        return try server(text).codeActions(params).array ?? []
    }

    private func applied(_ action: JSONValue?, to text: String) throws -> String {
        var document = TextDocument(uri: uri, version: 1, text: text)
        for edit in action?["edit"]?["changes"]?[uri]?.array ?? [] {
            let range = try #require(LanguageServer.range(edit["range"]))
            document.apply(try #require(edit["newText"]?.string), in: range, version: 2)
        }
        return document.text
    }

    private func titled(_ prefix: String, _ actions: [JSONValue]) -> JSONValue? {
        actions.first { $0["title"]?.string?.hasPrefix(prefix) == true }
    }

    @Test("Accepting a failed cell writes the actual value and keeps the table aligned")
    func accept() throws {
        let text = """
            # Rule

            ```rulebook pager
            | event     | ticket | result?          | ids? |
            |-----------|--------|------------------|------|
            | load next | a      | requested page 1 | b-22 |
            ```

            """
        let action = titled("Accept ids? none", try actions(text, line: 5, character: 43))
        let fixed = try applied(action, to: text)
        #expect(fixed.contains("| load next | a      | requested page 1 | none |"))
        #expect(SpecFormatter.format(Spec(path: "a.md", text: fixed)) == fixed)
    }

    @Test("A failed cell of a pending rule gets no accept action: it says what is to be built")
    func noAcceptInPendingRule() throws {
        let text = """
            # Rules

            ## Later

            > Pending: not built yet (PROJ-1).

            ```rulebook pager
            | event     | ticket | result?          | ids? |
            |-----------|--------|------------------|------|
            | load next | a      | requested page 1 | b-22 |
            ```

            """
        #expect(titled("Accept", try actions(text, line: 9, character: 43)) == nil)
        let required = text.replacing("> Pending: not built yet (PROJ-1).\n\n", with: "")
        #expect(titled("Accept ids? none", try actions(required, line: 7, character: 43)) != nil)
    }

    @Test("A keyword in a text column can be quoted, and a mistyped verb corrected")
    func quoteAndCorrect() throws {
        let text = """
            # Rule

            ```rulebook pager cursor
            | event     | ticket | rows | more | next cursor | result?  |
            |-----------|--------|------|------|-------------|----------|
            | load next | a      |      |      |             | requested page 1 |
            | respond   | a      | a-1  | yes  | none        | accepted |
            | laod next | b      |      |      |             |          |
            ```

            """
        let quote = titled("Quote none", try actions(text, line: 6, character: 38))
        #expect(try applied(quote, to: text).contains(#"| "none"      |"#))
        let correct = titled("Change to load next", try actions(text, line: 7, character: 4))
        #expect(try applied(correct, to: text).contains("| load next | b "))
    }

    @Test("Format this table aligns it as fmt does; formatting the document aligns them all")
    func format() throws {
        let text =
            "# Rule\n\n```rulebook pager\n| event | result? |\n|---|---|\n| reset | accepted |\n```\n"
        let formatted = SpecFormatter.format(Spec(path: "a.md", text: text))
        #expect(formatted != text)
        let action = titled("Format this table", try actions(text, line: 3, character: 2))
        #expect(try applied(action, to: text) == formatted)
        let edits = try server(text).formatting(["textDocument": ["uri": .string(uri)]])
        var document = TextDocument(uri: uri, version: 1, text: text)
        for edit in edits.array ?? [] {
            document.apply(
                edit["newText"]?.string ?? "", in: LanguageServer.range(edit["range"]), version: 2)
        }
        #expect(document.text == formatted)
    }

    @Test("A reversed range, a lone = in the info string and a position past the end are answered")
    func oddRequests() throws {
        let text =
            "# Rule\n\n```rulebook pager = \n| event | result? |\n|---|---|\n| reset | accepted |\n```\n"
        let server = try server(text)
        let reversed: JSONValue = [
            "textDocument": ["uri": .string(uri)],
            "range": [
                "start": ["line": 5, "character": 4], "end": ["line": 3, "character": 0],
            ],
        ]
        #expect(try server.codeActions(reversed).array != nil)
        for (line, character) in [(2, 20), (99, 0), (5, 999)] {
            let at: JSONValue = [
                "textDocument": ["uri": .string(uri)],
                "position": ["line": .int(line), "character": .int(character)],
            ]
            #expect(try server.completion(at).array != nil)
            _ = try server.hover(at)
            _ = try server.definition(at)
        }
    }
}
