import RulebookTestSupport
import Testing

@testable import Rulebook
@testable import RulebookReport

struct ConsoleReportTests {
    static let spec = Spec(
        path: "spec/retry.md",
        text: """
            # Retry

            ## Retry requests the same page

            \(fenced(
                "rulebook pager",
                "| event     | ticket | result?          |",
                "|-----------|--------|------------------|",
                "| load next | A      | requested page 2 |"))

            ## Required cases

            - [ ] [Retry](#retry-requests-the-same-page)
            - [ ] [Gone](#gone)
            """)

    @Test("Failed rows and failing checklist items get a line each, then the summary")
    func failingRun() {
        let lines = ConsoleReport(result: SpecRunner(registry: .pureModels).run([Self.spec])).lines
        #expect(
            lines == [
                "spec/retry.md:8: Retry requests the same page: row 1: result? expected requested page 2, got requested page 1",
                "spec/retry.md:14: checklist: \"Retry\" links to a rule that failed (spec/retry.md:8: row 1: result? expected requested page 2, got requested page 1)",
                "spec/retry.md:15: checklist: \"Gone\" is missing: spec/retry.md has no heading #gone",
                "",
                "spec/retry.md: 3 failed (1 table, 2 checklist items)",
                "rules: 0 passed, 1 failed, 0 with errors; checklist: 2 items, 2 failing",
                "0 passed, 3 failed",
            ])
    }

    @Test("A filter that selects no table says that nothing was checked")
    func filterMatchingNothing() {
        let lines = ConsoleReport(
            result: SpecRunner(registry: .pureModels, filter: "zzz").run([Self.spec])
        ).lines
        #expect(
            lines.suffix(2) == [
                // Nothing checked is one errored test case, beside the missing item.
                "no table matched the filter: nothing was checked", "0 passed, 2 failed, 2 skipped",
            ])
    }

    @Test("Colour is added only when asked for")
    func colour() throws {
        let result = SpecRunner(registry: .pureModels).run([Self.spec])
        let first = try #require(ConsoleReport(result: result, usesColor: true).lines.first)
        #expect(first.hasPrefix("\u{1B}[31m"))
        #expect(!ConsoleReport(result: result).lines.joined().contains("\u{1B}"))
    }
}
