import Foundation
import RulebookTestSupport
import Testing

@testable import Rulebook

/// The `--json` text is written in one pass, byte for byte as `JSONEncoder` with sorted keys
/// and pretty printing wrote it before.
struct ResultsJSONTests {
    /// What `JSONEncoder` makes of the document, the layout files of earlier versions have.
    private func encoded(_ document: ResultsDocument) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(document), as: UTF8.self) + "\n"
    }

    /// Text with every character JSON escapes, and some it does not.
    private static let awkward =
        "quote \" backslash \\ slash / tab \t newline \n return \r"
        + " \u{0}\u{1}\u{8}\u{C}\u{1B}\u{1F} delete \u{7F} line \u{2028} é 👩‍💻 <&>"

    /// A document with every optional member present and every kind of trace mark.
    private static let everything: ResultsDocument = {
        let marks: [TraceMark] = [
            .point("events", awkward, tone: .bad), .start("ticket A", "page 1", until: 300),
            .start("ticket B", "page 2"), .end("ticket A", "accepted", tone: .good),
            .value("list", "a-1"), .generation("generation 2"),
        ]
        let row = RowDocument(
            number: 1, line: 12, cells: ["load next", awkward, ""], status: "failed",
            mismatches: [MismatchDocument(column: "ids?", expected: awkward, actual: "none")],
            error: awkward, suggestion: "load next", notRunReason: awkward,
            trace: TraceStep(time: 7, marks: marks),
            unchecked: ["visible?": awkward, "ids?": "1, 2"])
        let table = TableDocument(
            line: 10, headerLine: 11, rule: RuleReferenceDocument(title: awkward, anchor: "a"),
            model: "pager", options: ["cursor", "delay=3"], columns: ["event", "ids?"],
            status: "failed",
            problem: ProblemDocument(
                file: "a.md", line: 3, message: awkward, kind: "spec", suggestion: "pager"),
            rows: [row, RowDocument(number: 2, line: 13, cells: [], status: "notRun")],
            durationSeconds: 7.5342e-05,
            pending: PendingDocument(
                verdict: "pending", reason: awkward, line: 9, ownStatus: "failed"))
        let checklist = ChecklistDocument(
            line: 20, text: awkward, destination: "other.md#a",
            target: ChecklistTargetDocument(path: "other.md", anchor: "a"), status: "failed",
            reason: awkward, firstProblem: awkward, pendingReason: awkward)
        let counts = TotalsDocument.Counts(passed: 1, failed: 2, error: 3, notRun: 4, pending: 5)
        return ResultsDocument(
            format: ResultsDocument.formatName, version: 1, rulebook: "0.0.1",
            shard: ShardDocument(index: 2, count: 3), filter: awkward, durationSeconds: 1.0,
            passed: false,
            totals: TotalsDocument(
                rules: counts, tables: counts, rows: counts,
                checklist: TotalsDocument.ChecklistCounts(
                    passed: 1, failing: 2, missing: 3, notRun: 4, pending: 5)),
            specs: [
                SpecDocument(
                    path: "a.md", position: 0, source: awkward, status: "failed",
                    rules: [
                        RuleDocument(
                            title: awkward, anchor: "a", level: 2, line: 1, status: "failed",
                            tested: true),
                        RuleDocument(
                            title: "b", anchor: "b", level: 3, line: 2, status: nil, tested: false),
                    ],
                    tables: [table], checklist: [checklist]),
                SpecDocument(
                    path: "empty.md", position: 1, source: "", status: "skipped", rules: [],
                    tables: [], checklist: []),
            ])
    }()

    @Test("A document with every member and awkward text is written as JSONEncoder wrote it")
    func everyMember() throws {
        #expect(ResultsFile.json(Self.everything) == (try encoded(Self.everything)))
    }

    @Test("The results of spec/ are written as JSONEncoder wrote them")
    func specResults() async throws {
        let specs = try SpecLoader.load([RepositoryPaths.root + "/spec"])
        let run = await SpecRunner().runOnOwnThread(specs)
        let document = ResultsDocument(result: run, durationSeconds: 0.25)
        #expect(ResultsFile.json(document) == (try encoded(document)))
    }

    @Test("A run without shard, filter or duration leaves them out")
    func optionalsLeftOut() throws {
        var document = Self.everything
        document.shard = nil
        document.filter = nil
        document.durationSeconds = nil
        let json = ResultsFile.json(document)
        #expect(!json.contains("\"shard\""))
        #expect(!json.contains("\"filter\""))
        #expect(json == (try encoded(document)))
    }
}
