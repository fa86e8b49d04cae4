import Foundation
import Rulebook
import RulebookAdapterModels
import RulebookTesting
import Testing

struct SpecSuiteTests {
    static let sameLine = "Fixtures/same-line"

    @Test("Two specs with a table on the same line are two cases, and both are checked")
    func tablesOnTheSameLine() async throws {
        let suite = try SpecSuite([Self.sameLine], relativeTo: #filePath)
        let cases = suite.cases
        #expect(
            cases.map(\.testDescription) == ["a.md: Cart A #1", "b.md: Cart B #1", "checklists"])
        #expect(Set(cases.map(\.id)).count == 3)
        try #require(cases.count > 1)
        #expect(await cases[0].problems().isEmpty)
        #expect(await cases[1].problems().map(\.message) == ["row 2: ids? expected 1, got 1, 2"])
    }

    @Test("Case names and ids follow the rule and the table's place in it, not lines")
    func namesStayWhenLinesMove() throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("spec-case-names-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let table = """
            ```rulebook pager
            | event     | ticket | result?          |
            |-----------|--------|------------------|
            | load next | A      | requested page 1 |
            ```
            """
        func cases(paddedWith lines: Int) throws -> [SpecCase] {
            let padding = String(repeating: "Prose.\n\n", count: lines)
            let text = "# Loading\n\n\(padding)\(table)\n\n\(table)\n\n## Reset\n\n\(table)\n"
            let path = folder.appendingPathComponent("paging.md").path
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            return try SpecSuite([path]).cases
        }
        let before = try cases(paddedWith: 0)
        let after = try cases(paddedWith: 5)
        #expect(
            before.map(\.testDescription) == [
                "paging.md: Loading #1", "paging.md: Loading #2", "paging.md: Reset #1",
            ])
        #expect(after.map(\.testDescription) == before.map(\.testDescription))
        #expect(after.map(\.id) == before.map(\.id))
        #expect(Set(before.map(\.id)).count == 3)
        #expect(before.first?.id.hasSuffix("paging.md#loading/1") == true)
    }

    @Test("A folder that does not exist fails the suite")
    func wrongFolder() {
        #expect {
            try SpecSuite(["Fixtures/no-such-folder"], relativeTo: #filePath)
        } throws: { error in
            "\(error)".contains("Fixtures/no-such-folder: no such file or folder")
        }
    }

    @Test("A folder without event tables fails the suite")
    func noTables() {
        #expect {
            try SpecSuite(["Fixtures/prose-only"], relativeTo: #filePath)
        } throws: { error in
            "\(error)".contains("no event table found")
        }
    }

    @Test("A failed row is recorded at the spec file's path, line and cell column, in plain words")
    func failedRowIsRecordedAtTheRow() async throws {
        let suite = try SpecSuite([Self.sameLine], relativeTo: #filePath)
        try #require(suite.cases.count > 1)
        let issues = await recordedIssues { await suite.cases[1].check() }
        let location = try #require(issues.first?.location)
        #expect(issues.count == 1)
        #expect(location.filePath.hasSuffix("/Tests/RulebookTestingTests/Fixtures/same-line/b.md"))
        #expect(location.filePath.hasPrefix("/"))
        #expect(location.fileID == "same-line/b.md")
        #expect(location.line == 7)
        #expect(location.column == 57, "the ids? cell")
        #expect(issues.first?.message == "row 2: ids? expected 1, got 1, 2")
    }

    @Test("A table that cannot run is recorded with its error")
    func tableErrorIsRecorded() async throws {
        let suite = try SpecSuite(["Fixtures/broken"], relativeTo: #filePath)
        try #require(suite.cases.count > 0)
        let issues = await recordedIssues { await suite.cases[0].check() }
        #expect(issues.map(\.location.line) == [3])
        #expect(issues.first?.message.hasPrefix("error: unknown model \"cart\" (known: ") == true)
    }

    @Test("A failing checklist item is recorded at its line")
    func checklistIsRecorded() async throws {
        let suite = try SpecSuite([Self.sameLine], relativeTo: #filePath)
        try #require(suite.cases.count > 2)
        let issues = await recordedIssues { await suite.cases[2].check() }
        #expect(issues.map(\.location.line) == [10])
        try #require(suite.specs.count > 1)
        #expect(
            issues.first?.message
                == "checklist: \"A rule that is gone\" is missing: "
                + "\(suite.specs[1].path) has no heading #a-rule-that-is-gone")
    }

    @Test("An app's model is found through the suite's registry")
    func registryIsUsed() async throws {
        let suite = try SpecSuite(
            ["Fixtures/broken"], relativeTo: #filePath,
            registry: ModelRegistry.builtIn.adding(CartModel.self))
        try #require(suite.cases.count > 0)
        let problems = await suite.cases[0].problems()
        #expect(suite.cases.count == 1)
        #expect(problems.isEmpty)
    }
}

/// The issues that `body` records, each with its place and message; they are expected, so
/// they do not fail the test that collects them.
///
/// Swift Testing has no public way to collect the issues a call records. `withKnownIssue`
/// is used as one: its `matching:` closure sees every issue recorded inside `body`, so it
/// stores each one and returns `true`, which marks it known, so none fails this test.
/// (If `body` records nothing, `withKnownIssue` itself records that no known issue
/// occurred: the tests that expect no issue use `problems()` instead.)
private func recordedIssues(
    _ body: () async -> Void
) async -> [(location: SourceLocation, message: String)] {
    let box = IssueBox()
    await withKnownIssue {
        await body()
    } matching: { issue in
        box.append(issue)
        return true
    }
    return box.issues
}

/// Where `recordedIssues` keeps what its `matching:` closure sees. The closure may run on
/// any thread, so the box takes a lock; `@unchecked Sendable` because `Mutex` needs newer
/// platforms than the package supports. Test-only.
private final class IssueBox: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [(location: SourceLocation, message: String)] = []

    func append(_ issue: Issue) {
        guard let location = issue.sourceLocation else { return }
        let message = issue.comments.map(\.rawValue).joined(separator: "\n")
        lock.withLock { stored.append((location, message)) }
    }

    var issues: [(location: SourceLocation, message: String)] { lock.withLock { stored } }
}

/// The smallest model that the `broken` fixture can name: `cart`, whose `add` adds nothing.
private struct CartModel: RulebookModel {
    static let vocabulary = Vocabulary<Self>(
        name: "cart", summary: "A cart.",
        verbs: [Verb("add") { _, _ in .done(.keyword("accepted")) }],
        observables: [ObservableColumn("items", "the items, or none") { _, _ in .list([]) }])

    init(options: ModelOptions) throws(ModelError) {}
}
