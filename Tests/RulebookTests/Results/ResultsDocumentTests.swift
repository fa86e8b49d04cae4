import Foundation
import RulebookTestSupport
import Testing

@testable import Rulebook

/// The `--json` results file: what it records, and reading it back.
struct ResultsDocumentTests {
    static let spec = Spec(
        path: "spec/a.md",
        text: """
            # A

            ## Passes

            \(fenced("rulebook pager", "| event | result? |", "|---|---|", "| load next | requested page 1 |"))
            ## Fails

            \(fenced("rulebook pager", "| event | result? | ids? |", "|---|---|---|", "| load next | requested page 9 | 1 |"))
            ## Errors

            \(fenced("rulebook nosuchmodel", "| event |", "|---|", "| x |"))
            - [ ] [Passes](#passes)
            - [ ] [Nowhere](#nowhere)
            """)

    static let result = SpecRunner(registry: .pureModels).run([spec])

    @Test("JSON written and read back gives the same run")
    func roundTrip() throws {
        let json = ResultsFile.json(ResultsDocument(result: Self.result))
        let decoded = try JSONDecoder().decode(ResultsDocument.self, from: Data(json.utf8))
        #expect(try decoded.runResult() == Self.result)
        #expect(ResultsFile.json(decoded) == json)
    }

    @Test("The file has statuses, expected and actual values, locations and reasons")
    func contents() throws {
        let document = ResultsDocument(result: Self.result)
        #expect(document.format == "rulebook-results")
        #expect(document.version == 2)
        #expect(!document.passed)
        let spec = try #require(document.specs.first)
        #expect(spec.tables.map(\.status) == ["passed", "failed", "error"])
        try #require(spec.tables.count > 2)
        let failedRow = try #require(spec.tables[1].rows.first)
        #expect(failedRow.status == "failed")
        #expect(failedRow.line == 16)
        #expect(failedRow.cells == ["load next", "requested page 9", "1"])
        #expect(
            failedRow.mismatches?.map(\.column) == ["result?", "ids?"])
        #expect(failedRow.mismatches?.first?.expected == "requested page 9")
        #expect(failedRow.mismatches?.first?.actual == "requested page 1")
        #expect(spec.tables[2].problem?.message.contains("unknown model") == true)
        #expect(spec.rules.map(\.status) == ["error", "passed", "failed", "error"])
        #expect(spec.checklist.map(\.status) == ["passed", "missing"])
        try #require(spec.checklist.count > 1)
        #expect(spec.checklist[1].reason == "spec/a.md has no heading #nowhere")
        #expect(document.totals.tables.failed == 1)
        #expect(document.totals.tables.error == 1)
    }

    @Test("Another format, another version, or results that do not match the source are refused")
    func refusals() throws {
        var document = ResultsDocument(result: Self.result)
        document.version = 3
        #expect(throws: Diagnostic.self) { try document.runResult() }
        // Version 1 is still read (`diff`, `--base`), but not merged.
        document.version = 1
        #expect(throws: Never.self) { try document.runResult() }
        #expect(throws: Diagnostic.self) { try ResultsMerge.merge([document]) }
        document = ResultsDocument(result: Self.result)
        document.format = "something"
        #expect(throws: Diagnostic.self) { try document.runResult() }
        document = ResultsDocument(result: Self.result)
        // A spec with a table with a row: each level is there before it is changed.
        try #require(document.specs.first?.tables.first?.rows.isEmpty == false)
        document.specs[0].tables[0].rows[0].status = "sideways"
        #expect(throws: Diagnostic.self) { try document.runResult() }
        document = ResultsDocument(result: Self.result)
        try #require(!document.specs.isEmpty)
        document.specs[0].source +=
            "\n## More\n\n" + fenced("rulebook pager", "| event |", "|-|", "| reset |")
        #expect(throws: Diagnostic.self) { try document.runResult() }
    }

    @Test("A file that is not JSON results gives a reason, not a crash")
    func unreadableFile() throws {
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("rulebook-bad-\(UUID().uuidString).json").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try Data("{\"format\": 3}".utf8).write(to: URL(fileURLWithPath: path))
        #expect(throws: Diagnostic.self) { try ResultsFile.read(path) }
        #expect(throws: Diagnostic.self) { try ResultsFile.read(path + ".missing") }
    }
}
