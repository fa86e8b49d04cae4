import Foundation
import Testing

@testable import Rulebook
@testable import RulebookLSP

/// The server's requests on one open document, answered without the protocol's transport.
@Suite struct CodeActionTests {
    private let uri = "file:///nowhere/a.md"

    private func server(_ text: String) throws -> LanguageServer {
        let output = try #require(FileHandle(forWritingAtPath: "/dev/null"))
        let server = LanguageServer(registry: .pureModels, output: output)
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

    @Test("A keyword the check refuses can be quoted, and a mistyped verb corrected")
    func quoteAndCorrect() throws {
        let text = """
            # Rule

            ```rulebook pager cursor
            | event     | ticket | rows | more | next cursor | result?  |
            |-----------|--------|------|------|-------------|----------|
            | load next | a      |      |      |             | requested start      |
            | respond   | a      | yes  | yes  | none        | accepted |
            | laod next | b      |      |      |             |          |
            ```

            """
        let row = try actions(text, line: 6, character: 24)
        let quote = titled("Quote yes", row)
        #expect(try applied(quote, to: text).contains(#"| "yes" | yes  |"#))
        #expect(titled("Change to", row) == nil)
        // The error stops the table; with the row fixed, the next one is checked.
        let quoted = text.replacing("| yes  | yes  |", with: "| a-1  | yes  |")
        let correct = titled("Change to load next", try actions(quoted, line: 7, character: 4))
        #expect(try applied(correct, to: quoted).contains("| load next | b "))
    }

    @Test("No quote on a keyword its column reads as one (none, on), with no diagnostic")
    func noQuoteOnKeywords() throws {
        let text = """
            # Rule

            ```rulebook pager cursor
            | event     | ticket | rows | more | next cursor | result?              |
            |-----------|--------|------|------|-------------|----------------------|
            | load next | a      |      |      |             | requested start      |
            | respond   | a      | a-1  | yes  | none        | accepted             |
            ```

            """
        let row = try actions(text, line: 6, character: 0).compactMap { $0["title"]?.string }
        #expect(!row.contains { $0.hasPrefix("Quote") }, "\(row)")
    }

    @Test("Fix all accepts every failed cell of the document in one action; only filters kinds")
    func fixAllAndKinds() throws {
        let table = """
            ```rulebook pager
            | event     | ticket | result?  | ids? |
            |-----------|--------|----------|------|
            | load next | a      | ignored  | b-22 |
            ```
            """
        let text = "# One\n\n\(table)\n\n# Two\n\n\(table)\n"
        let server = try server(text)
        func ask(_ only: [String]?) throws -> [JSONValue] {
            let start: JSONValue = ["line": 0, "character": 0]
            let end: JSONValue = ["line": 15, "character": 0]
            var context: [String: JSONValue] = ["diagnostics": []]
            if let only { context["only"] = .array(only.map { .string($0) }) }
            let params: JSONValue = [
                "textDocument": ["uri": .string(uri)], "range": ["start": start, "end": end],
                "context": .object(context),
            ]
            return try server.codeActions(params).array ?? []
        }
        let fixAll = try ask(["source.fixAll"])
        #expect(fixAll.map { $0["kind"] } == ["source.fixAll.rulebook"])
        let fixed = try applied(fixAll.first, to: text)
        #expect(fixed.components(separatedBy: "| requested page 1 | none |").count == 3)
        #expect(SpecFormatter.format(Spec(path: "a.md", text: fixed)) == fixed)
        #expect(try ask(["refactor"]).isEmpty)
        let quick = try ask(["quickfix"])
        #expect(quick.count == 4 && quick.allSatisfy { $0["kind"] == "quickfix" })
        let all = try ask(nil).compactMap { $0["kind"]?.string }
        #expect(Set(all).isSubset(of: LanguageServer.codeActionKinds))
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
