import Foundation
import Testing

@testable import Rulebook
@testable import RulebookLSP

/// Formatting's cheap check that a table is already written as `rulebook fmt` writes it.
@Suite struct CanonicalTableTests {
    /// The spec files of the repository.
    private static func specFiles() throws -> [String] {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("spec")
        return try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".md") }.sorted().map { folder.appendingPathComponent($0).path }
    }

    @Test("Every table of spec/ the check passes is one the table writer leaves as it is")
    func agreesWithTheWriter() throws {
        var held = 0
        for file in try Self.specFiles() {
            let text = try String(contentsOfFile: file, encoding: .utf8)
            let spec = Spec(path: file, text: text)
            let lines = TextDocument.lines(of: text)
            var editor = TableEditor(spec: spec, lines: lines)
            for index in spec.tables.indices
            where CanonicalTable.holds(spec.tables[index], lines: lines) {
                held += 1
                #expect(editor.edits(table: index).isEmpty, "\(file) table \(index + 1)")
            }
        }
        // spec/ is formatted: most of its tables pass the check.
        #expect(held > 100)
    }

    @Test("A table padded otherwise, or with an aligned column, is written to compare")
    func otherTablesAreWritten() {
        let aligned = """
            # Rule

            ```rulebook pager
            | event | result?  |
            |-------|----------|
            | reset | accepted |
            ```
            """
        let holds = { (text: String) in
            let spec = Spec(path: "a.md", text: text)
            return CanonicalTable.holds(spec.tables[0], lines: TextDocument.lines(of: text))
        }
        #expect(holds(aligned))
        #expect(
            !holds(
                aligned.replacingOccurrences(
                    of: "| reset | accepted |", with: "| reset | accepted  |")))
        #expect(!holds(aligned.replacingOccurrences(of: "| reset |", with: "|reset  |")))
        #expect(!holds(aligned.replacingOccurrences(of: "|-------|", with: "|:------|")))
        #expect(!holds(aligned.replacingOccurrences(of: "| result?  |", with: "| result? |")))
    }
}
