import Foundation
import FoundationXML
import Testing

@testable import Rulebook
@testable import RulebookReport

@Suite struct ReportJUnitTests {
    private func parse(_ xml: String) throws -> XMLElement {
        let document = try XMLDocument(xmlString: xml, options: [])
        return try #require(document.rootElement())
    }

    private func attribute(_ element: XMLElement, _ name: String) -> String? {
        element.attribute(forName: name)?.stringValue
    }

    private func testcase(_ root: XMLElement, named name: String) throws -> XMLElement {
        let nodes = try root.nodes(forXPath: "//testcase[@name=\"\(name)\"]")
        #expect(nodes.count == 1)
        return try #require(nodes.first as? XMLElement)
    }

    @Test("JUnit XML counts tests per run and per spec") func countsPerRunAndPerSpec() throws {
        let root = try parse(JUnitReport.xml(for: ReportFixtures.standardRun()))
        #expect(root.name == "testsuites")
        #expect(attribute(root, "name") == "rulebook")
        // 4 tables + 3 checklist items; failing table + failed and missing items; 2 errors.
        #expect(attribute(root, "tests") == "7")
        #expect(attribute(root, "failures") == "3")
        #expect(attribute(root, "errors") == "2")
        #expect(attribute(root, "skipped") == nil, "junit-10.xsd allows no skipped on the root")
        #expect(attribute(root, "time")?.contains(".") == true)

        let suites = root.elements(forName: "testsuite")
        #expect(suites.map { attribute($0, "name") } == ["spec/pagination.md", "spec/required.md"])
        let pagination = try #require(suites.first)
        #expect(attribute(pagination, "tests") == "4")
        #expect(attribute(pagination, "failures") == "1")
        #expect(attribute(pagination, "errors") == "2")
        #expect(attribute(pagination, "skipped") == "0")
        #expect(attribute(pagination, "file") == "spec/pagination.md")
        #expect(pagination.elements(forName: "testcase").count == 4)
        let required = try #require(suites.last)
        #expect(attribute(required, "tests") == "3")
        #expect(attribute(required, "failures") == "2")
        #expect(attribute(required, "errors") == "0")
    }

    @Test("A passing table's test case has no child") func passingTableHasNoChild() throws {
        let root = try parse(JUnitReport.xml(for: ReportFixtures.standardRun()))
        let passing = try testcase(root, named: "Passing rule (line 7)")
        #expect(attribute(passing, "classname") == "spec/pagination.md: Passing rule")
        #expect(attribute(passing, "file") == "spec/pagination.md")
        #expect(attribute(passing, "line") == "7")
        #expect(passing.childCount == 0)
    }

    @Test("A failed table lists expected and actual values")
    func failedTableListsExpectedAndActual() throws {
        let root = try parse(JUnitReport.xml(for: ReportFixtures.standardRun()))
        let failing = try testcase(root, named: "Failing rule (line 15)")
        #expect(attribute(failing, "classname") == "spec/pagination.md: Failing rule")
        #expect(attribute(failing, "line") == "18", "the first failing row's line")
        let failure = try #require(failing.elements(forName: "failure").first)
        #expect(
            attribute(failure, "message")
                == "row 1: result? expected requested page 2, got requested page 1 (and 1 more failed row)"
        )
        #expect(attribute(failure, "type") == "failed")
        #expect(
            failure.stringValue
                == """
                row 1 (line 18): result? expected requested page 2, got requested page 1
                row 2 (line 19): ids? expected 1, got none
                """)
    }

    @Test("An errored table has an error element") func erroredTablesHaveAnError() throws {
        let root = try parse(JUnitReport.xml(for: ReportFixtures.standardRun()))
        let erroring = try testcase(root, named: "Erroring rule (line 24)")
        let error = try #require(erroring.elements(forName: "error").first)
        #expect(attribute(error, "type") == "error")
        #expect(
            attribute(error, "message")?.hasPrefix("row 2: error: unknown event \"jump\"") == true)
        #expect(attribute(erroring, "line") == "28")
        #expect(error.stringValue?.hasSuffix("\n1 row not run") == true)
        #expect(erroring.elements(forName: "failure").isEmpty)

        let unknown = try testcase(root, named: "Unknown model (line 34)")
        let problem = try #require(unknown.elements(forName: "error").first)
        #expect(attribute(problem, "message")?.hasPrefix("unknown model \"nosuchmodel\"") == true)
        #expect(problem.stringValue?.hasPrefix("spec/pagination.md:34: ") == true)
    }

    @Test("A checklist item fails when its rule is missing or failed")
    func checklistItemsFailWhenTheirRuleIsMissingOrFailed() throws {
        let root = try parse(JUnitReport.xml(for: ReportFixtures.standardRun()))
        let passed = try testcase(root, named: "Passing rule")
        #expect(attribute(passed, "classname") == "spec/required.md: checklist")
        #expect(attribute(passed, "file") == "spec/required.md")
        #expect(attribute(passed, "line") == "3")
        #expect(passed.childCount == 0)

        let failed = try testcase(root, named: "Failing rule")
        let failure = try #require(failed.elements(forName: "failure").first)
        #expect(attribute(failure, "type") == "failed")
        #expect(
            attribute(failure, "message")
                == "links to a rule that failed (spec/pagination.md:18: row 1: result? expected "
                + "requested page 2, got requested page 1)")

        let missing = try testcase(root, named: "Gone rule")
        #expect(attribute(missing, "line") == "5")
        let gone = try #require(missing.elements(forName: "failure").first)
        #expect(attribute(gone, "type") == "missing")
        #expect(
            attribute(gone, "message") == "missing: spec/pagination.md has no heading #gone-rule")
    }

    @Test("Filtered-out tables and their checklist items are skipped")
    func filteredTablesAndTheirChecklistItemsAreSkipped() throws {
        let result = ReportFixtures.run(
            [
                ("spec/pagination.md", ReportFixtures.pagination),
                ("spec/required.md", ReportFixtures.required),
            ],
            filter: "Passing")
        let root = try parse(JUnitReport.xml(for: result))
        #expect(attribute(root, "tests") == "7")
        let suites = root.elements(forName: "testsuite")
        // 3 tables + the failing rule's item
        #expect(suites.compactMap { Int(attribute($0, "skipped") ?? "") }.reduce(0, +) == 4)
        #expect(attribute(root, "failures") == "1")  // the missing item
        #expect(attribute(root, "errors") == "0")
        let skipped = try testcase(root, named: "Failing rule (line 15)")
        #expect(skipped.elements(forName: "skipped").count == 1)
        let item = try testcase(root, named: "Failing rule")
        #expect(item.elements(forName: "skipped").count == 1)
    }

    @Test("A table above every heading is named after its file")
    func tablesAboveEveryHeadingUseTheFileName() throws {
        let text = """
            ```rulebook pager
            | event     | result?          |
            |-----------|------------------|
            | load next | requested page 1 |
            ```

            """
        let root = try parse(JUnitReport.xml(for: ReportFixtures.run([("spec/top.md", text)])))
        let testcase = try testcase(root, named: "top.md (line 1)")
        #expect(attribute(testcase, "classname") == "spec/top.md: top.md")
    }

    @Test("Hostile text gives valid XML without control characters")
    func hostileTextGivesValidXMLWithoutControls() throws {
        let xml = JUnitReport.xml(
            for: ReportFixtures.run([("spec/hostile.md", ReportFixtures.hostile)]))
        #expect(!xml.contains("\u{1B}"))
        #expect(!xml.contains("[31m"))
        #expect(!xml.contains("<script"))
        let root = try parse(xml)
        let failure = try #require(try root.nodes(forXPath: "//failure").first)
        let text = try #require(failure.stringValue)
        #expect(text.contains("expected ]]> & \"q\", got <script>x</script>"))
        #expect(text.contains("got ared & 'b'"))
        let suite = try #require(root.elements(forName: "testsuite").first)
        let table = try #require(suite.elements(forName: "testcase").first)
        #expect(attribute(table, "classname") == "spec/hostile.md: Cells bold & ]]>")
    }

    @Test("Times are plain decimals") func timesArePlainDecimals() throws {
        let root = try parse(JUnitReport.xml(for: ReportFixtures.standardRun()))
        let times = try root.nodes(forXPath: "//@time").compactMap(\.stringValue)
        #expect(times.count == 10)
        #expect(
            times.allSatisfy {
                !$0.isEmpty && $0.allSatisfy { $0.isASCII && ($0.isNumber || $0 == ".") }
            })
    }

    @Test("The same run gives the same bytes, apart from the measured times")
    func sameRunSameBytes() {
        #expect(
            Self.withoutTimes(JUnitReport.xml(for: ReportFixtures.standardRun()))
                == Self.withoutTimes(JUnitReport.xml(for: ReportFixtures.standardRun())))
    }

    /// The XML with every `time="..."` attribute emptied.
    static func withoutTimes(_ xml: String) -> String {
        xml.replacing(/time="[0-9.]*"/, with: "time=\"\"")
    }
}
