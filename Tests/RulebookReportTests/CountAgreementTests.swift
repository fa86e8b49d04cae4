import Foundation
import Testing

@testable import Rulebook
@testable import RulebookReport

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The console, the HTML index and JUnit count the same test cases (tables and checklist
/// items) and tell the same story about checklists, whatever the run.
struct CountAgreementTests {
    static let passingTable = """
        ```rulebook pager
        | event     | ticket | result?          |
        |-----------|--------|------------------|
        | load next | A      | requested page 1 |
        ```
        """

    static let failingTable = """
        ```rulebook pager
        | event     | ticket | result?          |
        |-----------|--------|------------------|
        | load next | A      | requested page 9 |
        ```
        """

    /// A spec whose one table passes and whose checklist links to a failing rule in a file
    /// that is not part of the run.
    static let required = Spec(
        path: "spec/required.md",
        text: """
            # Required

            ## Own rule

            \(passingTable)

            ## Required cases

            - [ ] [Broken elsewhere](other.md#broken-rule)
            """)

    static let other = Spec(
        path: "spec/other.md",
        text: "# Other\n\n## Broken rule\n\n\(failingTable)\n\n## Fine rule\n\n\(passingTable)\n")

    /// The counts each report states: (passed, failed, skipped).
    struct Counts: Equatable {
        var passed: Int
        var failed: Int
        var skipped: Int
    }

    static func console(_ result: RunResult) throws -> Counts {
        let last = try #require(ConsoleReport(result: result).lines.last)
        return try counts(in: last)
    }

    static func junit(_ result: RunResult) throws -> Counts {
        let document = try XMLDocument(xmlString: JUnitReport.xml(for: result))
        let cases = try document.nodes(forXPath: "//testcase").compactMap { $0 as? XMLElement }
        let failed = cases.filter {
            !$0.elements(forName: "failure").isEmpty
                || !$0.elements(forName: "error").isEmpty
        }.count
        let skipped = cases.filter { !$0.elements(forName: "skipped").isEmpty }.count
        return Counts(passed: cases.count - failed - skipped, failed: failed, skipped: skipped)
    }

    static func index(_ result: RunResult) throws -> Counts {
        let html = HTMLSite(result: result).index()
        let start = try #require(html.range(of: "Test cases (tables and checklist items): "))
        let line = html[start.upperBound...].prefix { $0 != "<" }
        return try counts(in: line)
    }

    /// The counts of a line like "2 passed, 1 failed, 1 skipped"; no skipped part means 0.
    static func counts(in line: some StringProtocol) throws -> Counts {
        let numbers = line.split(separator: ",").map {
            $0.trimmingCharacters(in: .whitespaces).split(separator: " ").first.flatMap { Int($0) }
                ?? -1
        }
        try #require(numbers.count >= 2, "no passed and failed counts in \"\(line)\"")
        return Counts(
            passed: numbers[0], failed: numbers[1], skipped: numbers.count > 2 ? numbers[2] : 0)
    }

    static func expectAgreement(_ result: RunResult, _ expected: Counts) throws {
        #expect(try console(result) == expected)
        #expect(try junit(result) == expected)
        #expect(try index(result) == expected)
    }

    @Test("A checklist item into a file that was not named runs its rule and fails")
    func checklistIntoUnnamedFile() throws {
        let result = SpecRunner(registry: .pureModels).run([Self.required]) { path in
            path == "spec/other.md" ? Self.other : nil
        }
        let item = try #require(result.checklist.first)
        #expect(item.outcome == .rule(.failed))
        #expect(item.firstProblem?.hasPrefix("spec/other.md:") == true)
        #expect(item.firstProblem?.contains("result? expected requested page 9") == true)
        #expect(!result.isPassing)
        try Self.expectAgreement(result, Counts(passed: 1, failed: 1, skipped: 0))
    }

    @Test("A spec that fails only by its checklist is failed on every report")
    func specFailingByChecklistOnly() throws {
        let result = SpecRunner(registry: .pureModels).run([Self.required]) { path in
            path == "spec/other.md" ? Self.other : nil
        }
        let spec = try #require(result.specs.first)
        #expect(spec.tables.map(\.status) == [.passed])
        #expect(spec.status == .failed)
        let console = ConsoleReport(result: result).lines
        #expect(
            console.contains("spec/required.md: 1 passed, 1 failed (1 table, 1 checklist item)"))
        let site = HTMLSite(result: result)
        let page = try #require(site.pages().first { $0.path == "required.html" }?.contents)
        let onlyChecklist = "<span class=\"why\">by its checklist only</span>"
        #expect(page.contains("<p>spec/required.md \(StatusMark.failed.badge) \(onlyChecklist) "))
        #expect(
            site.index().contains(
                "<tr data-status=\"failed\"><td class=\"status\">\(StatusMark.failed.badge) \(onlyChecklist)</td>"
            ))
        let junit = JUnitReport.xml(for: result)
        #expect(junit.contains("<testsuite name=\"spec/required.md\" tests=\"2\" failures=\"1\""))
    }

    @Test("Under a filter, an item whose rule is left out is skipped and says so")
    func filteredChecklistItem() throws {
        let result = SpecRunner(registry: .pureModels, filter: "own rule").run([Self.required]) {
            path in
            path == "spec/other.md" ? Self.other : nil
        }
        #expect(result.checklist.map(\.outcome) == [.rule(.skipped)])
        #expect(result.isPassing)
        try Self.expectAgreement(result, Counts(passed: 1, failed: 0, skipped: 1))
        #expect(
            JUnitReport.xml(for: result).contains(
                "rule #broken-rule in spec/other.md was left out by the filter &quot;own rule&quot;"
            ))
        #expect(
            ConsoleReport(result: result).lines.contains { $0.hasPrefix("filter \"own rule\":") })
        #expect(HTMLSite(result: result).index().contains("filter <code>own rule</code>"))
    }

    @Test("A run that checked nothing counts one failed test case on every report")
    func nothingChecked() throws {
        let prose = Spec(path: "spec/prose.md", text: "# Prose\n\nNo tables here.\n")
        let result = SpecRunner(registry: .pureModels).run([prose])
        #expect(!result.checkedSomething)
        try Self.expectAgreement(result, Counts(passed: 0, failed: 1, skipped: 0))
        let summary = SummaryMarkdown(result: result).text()
        #expect(summary.contains("**0 passed, 1 failed**"))
    }

    @Test("A failing run counts the same on the console, in JUnit and in the index")
    func failingRunCounts() throws {
        let result = SpecRunner(registry: .pureModels).run([Self.required, Self.other])
        try Self.expectAgreement(result, Counts(passed: 2, failed: 2, skipped: 0))
    }

    @Test("Each table's row counts, made with it, agree with its rows")
    func rowCountsAgree() {
        let result = SpecRunner(registry: .pureModels).run([Self.required, Self.other])
        let tables = result.specs.flatMap(\.tables)
        #expect(tables.contains { $0.rowCounts.failed + $0.rowCounts.error > 0 })
        for table in tables {
            var counts = (passed: 0, failed: 0, error: 0, notRun: 0)
            for row in table.rows {
                switch row.status {
                case .passed: counts.passed += 1
                case .failed: counts.failed += 1
                case .error: counts.error += 1
                case .notRun: counts.notRun += 1
                }
            }
            #expect(table.rowCounts.passed == counts.passed)
            #expect(table.rowCounts.failed == counts.failed)
            #expect(table.rowCounts.error == counts.error)
            #expect(table.rowCounts.notRun == counts.notRun)
        }
    }
}
