import Foundation
import Testing

@testable import Rulebook
@testable import RulebookLSP

/// `textDocument/completion` by the typed vocabulary, in the spec's language.
@Suite struct CompletionTests {
    private let uri = "file:///nowhere/completion.md"

    /// A server with `text` open.
    private func server(_ text: String) throws -> LanguageServer {
        let output = try #require(FileHandle(forWritingAtPath: "/dev/null"))
        let server = LanguageServer(registry: .pureModels, output: output)
        server.documents[uri] = TextDocument(uri: uri, version: 1, text: text)
        server.workspace.setText(text, of: try #require(server.specPath(of: uri)))
        return server
    }

    /// The items offered at the end of the last line that starts with `prefix` (the
    /// cursor's cell is the last one begun on it): label to the text it inserts.
    private func items(_ text: String, atEndOf prefix: String) throws -> [String: String] {
        let lines = text.components(separatedBy: "\n")
        let line = try #require(lines.lastIndex { $0.hasPrefix(prefix) })
        let at: JSONValue = [
            "textDocument": ["uri": .string(uri)],
            "position": ["line": .int(line), "character": .int(lines[line].utf16.count)],
        ]
        let answer = try server(text).completion(at).array ?? []
        var items: [String: String] = [:]
        for item in answer {
            let label = try #require(item["label"]?.string)
            items[label] = item["textEdit"]?["newText"]?.string
        }
        return items
    }

    private func labels(_ text: String, atEndOf prefix: String) throws -> Set<String> {
        Set(try items(text, atEndOf: prefix).keys)
    }

    /// A pager table whose last line is `row`, the cursor at its end.
    private func pager(_ row: String, language: String? = nil) -> String {
        (language.map { "<!-- rulebook lang=\($0) -->\n\n" } ?? "") + """
            # Rule

            ```rulebook pager
            | event | ticket | rows | more | result? | loading? | ids? | error? | autoload? |
            |-------|--------|------|------|---------|----------|------|--------|-----------|
            | load next | A |  |  | requested page 1 | A | none | none | on |
            \(row)
            ```
            """
    }

    @Test("result? offers the outcomes of the row's verb only, never a ticket label")
    func outcomesOfTheRowsVerb() throws {
        let answer = try labels(pager("| respond | A | 1 | yes | "), atEndOf: "| respond")
        #expect(answer == ["accepted", "ignored", "rejected"])
        let load = try items(pager("| load next | B |  |  | "), atEndOf: "| load next | B")
        #expect(
            Set(load.keys) == [
                "requested page N", "requested start", "requested cursor C", "ignored", "rejected",
            ])
        // A phrase inserts its words, the number is the author's to type.
        #expect(load["requested page N"] == "requested page ")
    }

    @Test("yes/no, on/off and closed-set columns offer their words; none only where taken")
    func closedSets() throws {
        // `more` of respond is required: yes or no, no `none`.
        #expect(try labels(pager("| respond | A | 1 | "), atEndOf: "| respond") == ["yes", "no"])
        let row = "| respond | A | 1 | yes | accepted | no | 1 | "
        #expect(try labels(pager(row), atEndOf: "| respond") == ["none", "failed", "cursor stall"])
        #expect(try labels(pager(row + "none | "), atEndOf: "| respond") == ["on", "stopped"])
        #expect(
            try labels(pager("| respond | A | 1 | yes | accepted | no | "), atEndOf: "| respond")
                == ["none"])
        // `rows` may be left blank: none is no value.
        #expect(try labels(pager("| respond | A | "), atEndOf: "| respond") == ["none"])
    }

    @Test("Ticket labels only where a label is held: an answer's ticket and loading?")
    func labelsOnlyInLabelColumns() throws {
        #expect(try labels(pager("| respond | "), atEndOf: "| respond") == ["A"])
        // load next binds a new label: the one above is not offered, none is.
        #expect(try labels(pager("| load next | "), atEndOf: "| load next") == ["none"])
        #expect(
            try labels(pager("| load next | B |  |  | ignored | "), atEndOf: "| load next | B")
                == ["no", "yes", "A"])
    }

    @Test("An optional on/off input offers none, a required one does not")
    func optionalInputs() throws {
        let table = """
            # Rule

            ```rulebook optimistic
            | event | value | result? |
            |-------|-------|---------|
            %@
            ```
            """
        let switched = table.replacingOccurrences(of: "%@", with: "| switch account | ")
        #expect(try labels(switched, atEndOf: "| switch") == ["on", "off", "none"])
        let tapped = table.replacingOccurrences(of: "%@", with: "| tap | ")
        #expect(try labels(tapped, atEndOf: "| tap") == ["on", "off"])
        let result = table.replacingOccurrences(of: "%@", with: "| tap | on | ")
        #expect(try labels(result, atEndOf: "| tap") == ["saving", "ignored", "rejected"])
    }

    @Test("A German spec gets German verbs, headers and outcomes")
    func german() throws {
        let text = pager("| antworten | A | 1 | ja | ", language: "de")
        #expect(
            try labels(text, atEndOf: "| antworten") == ["akzeptiert", "ignoriert", "abgelehnt"])
        // English words are read as well: an English verb's row gets the German outcomes.
        let english = pager("| respond | A | 1 | ja | ", language: "de")
        #expect(
            try labels(english, atEndOf: "| respond") == ["akzeptiert", "ignoriert", "abgelehnt"])
        let verbs = try labels(pager("| ", language: "de"), atEndOf: "| ")
        #expect(verbs.contains("nächste Seite laden") && verbs.contains("zurücksetzen"))
        #expect(!verbs.contains("load next"))
        let header = try labels(
            "<!-- rulebook lang=de -->\n\n# Regel\n\n```rulebook pager\n| Ereignis | Ticket | ",
            atEndOf: "| Ereignis")
        #expect(header.contains("Einträge") && header.contains("Ergebnis?"))
        #expect(
            !header.contains("Ereignis") && !header.contains("Ticket") && !header.contains("rows"))
        let load = try items(
            pager("| nächste Seite laden | B |  |  | ", language: "de"), atEndOf: "| nächste")
        #expect(load["angefordert Seite N"] == "angefordert Seite ")
    }

    @Test("Chinese and Korean specs get their words")
    func chineseAndKorean() throws {
        let chinese = pager("| 回应 | A | 1 | 是 | ", language: "zh-Hans")
        #expect(try labels(chinese, atEndOf: "| 回应") == ["接受", "忽略", "拒绝"])
        #expect(
            try labels(pager("| 回应 | A | 1 | ", language: "zh-Hans"), atEndOf: "| 回应") == [
                "是", "否",
            ])
        let korean = pager("| 응답 | A | 1 | 예 | ", language: "ko")
        #expect(try labels(korean, atEndOf: "| 응답") == ["수락됨", "무시됨", "거부됨"])
        #expect(try labels(pager("| ", language: "ko"), atEndOf: "| ").contains("다음 페이지 로드"))
    }

    @Test("The lang initialization option gives the language of specs that declare none")
    func workspaceLanguage() throws {
        let text = pager("| 응답 | A | 1 | 예 | ")
        let server = try server(text)
        _ = server.initialize(["capabilities": [:], "initializationOptions": ["lang": "ko"]])
        let lines = text.components(separatedBy: "\n")
        let at: JSONValue = [
            "textDocument": ["uri": .string(uri)],
            "position": [
                "line": .int(lines.count - 2),
                "character": .int(lines[lines.count - 2].utf16.count),
            ],
        ]
        let labels = try server.completion(at).array?.compactMap { $0["label"]?.string }
        #expect(labels == ["수락됨", "무시됨", "거부됨"])
        // A spec's own comment wins over the option.
        #expect(server.workspace.language(of: "/nowhere/completion.md") == .korean)
        server.workspace.setText(
            "<!-- rulebook lang=de -->\n\n" + text, of: "/nowhere/completion.md")
        #expect(server.workspace.language(of: "/nowhere/completion.md") == .german)
    }
}
