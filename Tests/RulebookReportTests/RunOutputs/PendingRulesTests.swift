import Foundation
import Testing

@testable import Rulebook
@testable import RulebookReport

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Rules ahead of the product (contract 4b): a `Pending:` marker, pending tables that do
/// not fail the run, a marker that fails once its rule passes, `--strict`, checklists and
/// sections, and pending counted on its own in every report.
struct PendingRulesTests {
    static let failingTable = """
        ```rulebook pager
        | event     | ticket | result?          |
        |-----------|--------|------------------|
        | load next | A      | requested page 9 |
        ```
        """

    static let passingTable = """
        ```rulebook pager
        | event     | ticket | result?          |
        |-----------|--------|------------------|
        | load next | A      | requested page 1 |
        ```
        """

    /// A spec with a pending rule that fails (the product lacks it), a passing rule, and a
    /// checklist item linked to the pending rule.
    static let proposals = Spec(
        path: "spec/proposals.md",
        text: """
            # Proposals

            ## Autoload stops after three failures

            > Pending: agreed on 2026-11-30, not built yet ([PROJ-123](https://tracker.example/PROJ-123)).

            \(failingTable)

            \(passingTable)

            ## Already built

            \(passingTable)

            ## Required cases

            - [ ] [Autoload](#autoload-stops-after-three-failures)
            """)

    static func run(_ specs: [Spec], strict: Bool = false) -> RunResult {
        var runner = SpecRunner(registry: .pureModels)
        runner.strict = strict
        return runner.run(specs)
    }

    @Test(
        "A paragraph or block quote starting with Pending: right under a heading marks its rule",
        arguments: [
            ("> Pending: not built (PROJ-1).", true),
            ("PENDING: not built (PROJ-1).", true),
            ("**Pending:** not built (PROJ-1).", true),
            ("Some prose.\n\nPending: not built (PROJ-1).", false),
            ("Pending not built.", false),
        ])
    func marker(prose: String, isPending: Bool) throws {
        let spec = Spec(path: "t.md", text: "# T\n\n## Rule\n\n\(prose)\n\n\(Self.failingTable)\n")
        let rule = try #require(spec.rule(anchor: "rule"))
        #expect((rule.pending != nil) == isPending)
        if isPending {
            #expect(rule.pending?.reason == "not built (PROJ-1).")
            #expect(rule.pending?.line == 5)
        }
    }

    @Test("The reason keeps its link in the report, as plain text elsewhere")
    func reasonLink() throws {
        let marker = try #require(
            Self.proposals.rule(anchor: "autoload-stops-after-three-failures")?.pending)
        #expect(marker.reason == "agreed on 2026-11-30, not built yet (PROJ-123).")
        let page = HTMLSite(result: Self.run([Self.proposals])).index()
        #expect(page.contains("<a href=\"https://tracker.example/PROJ-123\">PROJ-123</a>"))
    }

    @Test(
        "A Pending: line under a heading without its own table has no effect, and a warning says so"
    )
    func markerWithoutTable() throws {
        let spec = Spec(
            path: "t.md",
            text: "# T\n\n## Parent\n\nPending: later.\n\n### Child\n\n\(Self.failingTable)\n")
        #expect(spec.warnings.map(\.location?.line) == [5])
        #expect(spec.warnings.first?.message.contains("has no effect") == true)
        let result = Self.run([spec])
        #expect(result.tables.map(\.status) == [.failed])
        #expect(!result.isPassing)
    }

    @Test("A pending rule runs its tables and shows every row; all its tables are pending")
    func pendingTables() throws {
        let result = Self.run([Self.proposals])
        #expect(result.tables.map(\.status) == [.pending, .pending, .passed])
        #expect(
            result.tables[0].rows.map(\.status).map { if case .failed = $0 { true } else { false } }
                == [true])
        #expect(result.tables[0].pending?.ownStatus == .failed)
        #expect(result.tables[1].pending?.ownStatus == .passed)
        #expect(result.isPassing)
        // The page title's section holds a built rule that passes: a proposal beside it does
        // not change its status, and the title, with no table of its own, is not a rule.
        let title = result.specs[0].rules.first { $0.rule.anchor == "proposals" }
        #expect(title?.status == .passed)
        #expect(title?.ownStatus == nil)
        #expect(result.checklist.map(\.status) == [.pending])
        #expect(
            result.checklist.first?.pendingReason
                == "agreed on 2026-11-30, not built yet (PROJ-123).")
    }

    @Test("Unknown verbs and columns in a pending rule are pending, not a failed run")
    func pendingErrors() throws {
        let spec = Spec(
            path: "t.md",
            text: """
                # T

                ## Refetch

                Pending: the pager cannot refetch yet.

                ```rulebook pager
                | event   | result?  |
                |---------|----------|
                | refetch | accepted |
                ```
                """)
        let result = Self.run([spec])
        #expect(result.tables.map(\.status) == [.pending])
        #expect(result.isPassing)
    }

    @Test("A pending rule whose tables all pass fails, telling the author to remove the line")
    func builtRuleFails() throws {
        let spec = Spec(
            path: "t.md", text: "# T\n\n## Done\n\n> Pending: PROJ-9.\n\n\(Self.passingTable)\n")
        let result = Self.run([spec])
        #expect(result.tables.map(\.status) == [.failed])
        #expect(!result.isPassing)
        let problem = try #require(result.tables[0].problems(file: "t.md").first)
        #expect(problem.line == 5)
        #expect(problem.message.contains("remove the Pending: line"))
        #expect(ConsoleReport(result: result).lines.last == "0 passed, 1 failed")
    }

    @Test("--strict makes pending rules and their checklist items fail the run")
    func strict() throws {
        let result = Self.run([Self.proposals], strict: true)
        #expect(result.tables.map(\.status) == [.failed, .failed, .passed])
        #expect(result.checklist.map(\.status) == [.failed])
        #expect(!result.isPassing)
        #expect(
            result.tables[0].problems(file: "p.md").first?.message.hasPrefix("pending (--strict")
                == true)
    }

    @Test("A section reports the worst of its built tables; pending only when all are pending")
    func sectionRanking() throws {
        func parent(_ second: String) -> RunStatus? {
            let spec = Spec(
                path: "t.md",
                text: """
                    # T

                    ## Parent

                    ### Pending one

                    Pending: later.

                    \(Self.failingTable)

                    ### Other

                    \(second)
                    """)
            return Self.run([spec]).specs[0].rules.first { $0.rule.anchor == "parent" }?.status
        }
        #expect(parent(Self.passingTable) == .passed)
        #expect(parent(Self.failingTable) == .failed)
        #expect(parent("") == .pending, "every table of the section is pending")
        #expect(
            parent("```rulebook pager\n| event | result? |\n|---|---|\n| jump | x |\n```") == .error
        )
    }

    @Test(
        "A checklist item linked to a built section stays passing when a proposal is added to it"
    )
    func proposalInABuiltSection() throws {
        let spec = Spec(
            path: "search-debounce.md",
            text: """
                # Search debounce

                ## Delivering a query

                \(Self.passingTable)

                ### Deliver on blur

                > Pending: agreed on 2026-12-01 (PROJ-7).

                \(Self.failingTable)

                ## Pending alone

                ### Proposal

                Pending: later.

                \(Self.failingTable)

                ## Required cases

                - [ ] [Delivering a query](search-debounce.md#delivering-a-query)
                - [ ] [Pending alone](#pending-alone)
                - [ ] [Deliver on blur](#deliver-on-blur)
                """)
        let result = Self.run([spec])
        #expect(result.checklist.map(\.status) == [.passed, .pending, .pending])
        #expect(result.isPassing)
        let console = ConsoleReport(result: result).lines
        #expect(!console.contains { $0.contains("\"Delivering a query\" is pending") })
        #expect(console.last == "2 passed, 0 failed, 4 pending")
    }

    @Test("A link to a pending rule is pending, even when a built sub-rule of its section passes")
    func pendingRuleWithBuiltSubRule() throws {
        let spec = Spec(
            path: "t.md",
            text: """
                # T

                ## Feature

                Pending: later.

                \(Self.failingTable)

                ### Built part

                \(Self.passingTable)

                ## Required cases

                - [ ] [Feature](#feature)
                """)
        let result = Self.run([spec])
        let feature = try #require(result.specs[0].rules.first { $0.rule.anchor == "feature" })
        #expect(feature.ownStatus == .pending)
        #expect(feature.status == .pending)
        #expect(result.checklist.map(\.status) == [.pending])
        #expect(result.checklist.first?.pendingReason == "later.")
    }

    @Test(
        "A Pending: line that is not the first block under its heading has no effect, and a warning names its line"
    )
    func misplacedMarker() throws {
        let spec = Spec(
            path: "t.md",
            text: """
                # T

                ## Rule

                Some prose first.

                > Pending: agreed, not built (PROJ-2).

                \(Self.failingTable)
                """)
        let rule = try #require(spec.rule(anchor: "rule"))
        #expect(rule.pending == nil)
        #expect(rule.misplacedPending?.line == 7)
        #expect(spec.warnings.map(\.location?.line) == [7])
        #expect(
            spec.warnings.first?.message.contains(
                "it is not the first block under \"Rule\" (line 3); move it right under the heading"
            )
                == true)
        let result = Self.run([spec])
        #expect(result.tables.map(\.status) == [.failed], "the marker has no effect on the run")
        let refused = Acceptance(spec: spec)
        #expect(refused.changes.isEmpty, "accept leaves the rule alone as if it were pending")
        #expect(refused.text == spec.text)
        #expect(refused.pendingLeftAlone.first?.contains("Pending: line at line 7") == true)
        #expect(Acceptance(spec: spec, rule: "Rule").changes.count == 1)
    }

    @Test("The marker does not reach sub-headings")
    func markerStaysOnItsRule() throws {
        let spec = Spec(
            path: "t.md",
            text:
                "# T\n\n## Rule\n\nPending: later.\n\n\(Self.failingTable)\n\n### Sub\n\n\(Self.failingTable)\n"
        )
        #expect(Self.run([spec]).tables.map(\.status) == [.pending, .failed])
    }

    // MARK: Reports

    /// The counts a report states: passed, failed, pending.
    struct Counts: Equatable {
        var passed: Int
        var failed: Int
        var pending: Int
    }

    static func counts(in line: some StringProtocol) -> Counts {
        var counts = Counts(passed: -1, failed: -1, pending: 0)
        for part in line.split(separator: ",") {
            let words = part.split(separator: " ")
            guard let number = words.first.flatMap({ Int($0) }), words.count > 1 else { continue }
            switch words[1].trimmingCharacters(in: .punctuationCharacters) {
            case "passed": counts.passed = number
            case "failed": counts.failed = number
            case "pending": counts.pending = number
            default: break
            }
        }
        return counts
    }

    static func console(_ result: RunResult) throws -> Counts {
        counts(in: try #require(ConsoleReport(result: result).lines.last))
    }

    static func index(_ result: RunResult) throws -> Counts {
        let html = HTMLSite(result: result).index()
        let start = try #require(html.range(of: "Test cases (tables and checklist items): "))
        return counts(in: html[start.upperBound...].prefix { $0 != "<" })
    }

    static func junit(_ result: RunResult) throws -> Counts {
        let document = try XMLDocument(xmlString: JUnitReport.xml(for: result))
        let cases = try document.nodes(forXPath: "//testcase").compactMap { $0 as? XMLElement }
        let failed = cases.filter {
            !$0.elements(forName: "failure").isEmpty || !$0.elements(forName: "error").isEmpty
        }.count
        let pending = cases.filter { testCase in
            testCase.elements(forName: "skipped").contains {
                $0.attribute(forName: "message")?.stringValue?.hasPrefix("pending: ") == true
            }
        }.count
        return Counts(passed: cases.count - failed - pending, failed: failed, pending: pending)
    }

    @Test("Pending counts agree across the console, the HTML index and JUnit")
    func countsAgree() throws {
        let result = Self.run([Self.proposals])
        let expected = Counts(passed: 1, failed: 0, pending: 3)
        #expect(try Self.console(result) == expected)
        #expect(try Self.index(result) == expected)
        #expect(try Self.junit(result) == expected)
        #expect(ConsoleReport(result: result).lines.last == "1 passed, 0 failed, 3 pending")
    }

    @Test("The editor format lists no pending row, and a stale marker as an error at its line")
    func editorFormat() throws {
        let pending = EditorReport(result: Self.run([Self.proposals])).lines
        #expect(!pending.contains { $0.contains(": error: ") })
        let built = Spec(
            path: "t.md", text: "# T\n\n## Done\n\n> Pending: PROJ-9.\n\n\(Self.passingTable)\n")
        let lines = EditorReport(result: Self.run([built])).lines
        #expect(
            lines.first?.hasPrefix("t.md:5:1: error: Done: the rule is marked Pending:") == true)
    }

    @Test("The index lists each pending rule with its reason, linked to its heading")
    func indexList() throws {
        let html = HTMLSite(result: Self.run([Self.proposals])).index()
        #expect(html.contains("<h2 id=\"pending-rules\">Pending rules</h2>"))
        #expect(
            html.contains(
                "<a href=\"proposals.html#autoload-stops-after-three-failures\">Autoload stops after three failures</a>"
            ))
        #expect(html.components(separatedBy: "<span class=\"pending-reason\">").count == 2)
        let none = HTMLSite(
            result: Self.run([Spec(path: "t.md", text: "# T\n\n\(Self.passingTable)\n")])
        )
        .index()
        #expect(!none.contains("Pending rules"))
    }

    @Test("The rule's heading carries a pending badge, and its reason is on the page")
    func pageBadge() throws {
        let result = Self.run([Self.proposals])
        let page = try #require(HTMLSite(result: result).pages().last?.contents)
        #expect(
            page.contains(
                "Autoload stops after three failures <span class=\"badge pending\">… pending</span></h2>"
            ))
        #expect(page.contains("not built yet (<a href=\"https://tracker.example/PROJ-123\">"))
    }

    @Test(
        "JUnit: a pending table is skipped with a message starting pending:, valid against the schema"
    )
    func junitSkipped() throws {
        let xml = JUnitReport.xml(for: Self.run([Self.proposals]))
        #expect(
            xml.contains(
                "<skipped message=\"pending: agreed on 2026-11-30, not built yet (PROJ-123).\">"))
        let (status, messages) = try JUnitSchemaTests.validate(xml)
        #expect(status == 0, "\(messages)")
        let strict = JUnitReport.xml(for: Self.run([Self.proposals], strict: true))
        #expect(try JUnitSchemaTests.validate(strict).status == 0)
    }

    @Test("--json records pending tables, and a merged pair of shards counts them the same")
    func jsonAndMerge() throws {
        let other = Spec(
            path: "spec/other.md",
            text: "# Other\n\n## Later\n\nPending: PROJ-7.\n\n\(Self.failingTable)\n")
        let whole = Self.run([Self.proposals, other])
        let shards = [Self.proposals, other].enumerated().map { index, spec in
            ResultsDocument(
                result: Self.run([spec]), positions: [index],
                shard: ShardDocument(index: index + 1, count: 2), specSet: SpecSetDocument(whole))
        }
        let encoded = try shards.map { try JSONEncoder().encode($0) }
        let decoded = try encoded.map { try JSONDecoder().decode(ResultsDocument.self, from: $0) }
        #expect(decoded[0].totals.tables.pending == 2)
        #expect(decoded[0].specs[0].tables[0].pending?.verdict == "pending")
        let merged = try ResultsMerge.merge(decoded)
        #expect(merged == whole)
        let expected = Counts(passed: 1, failed: 0, pending: 4)
        #expect(try Self.console(merged) == expected)
        #expect(try Self.index(merged) == expected)
        #expect(try Self.junit(merged) == expected)
        #expect(merged.isPassing)
    }

    @Test("diff reports a rule that went from pending to passing as now built")
    func diffNowBuilt() throws {
        let pending = Self.run([Self.proposals])
        let built = Spec(
            path: Self.proposals.path,
            text: Self.proposals.text
                .replacingOccurrences(
                    of:
                        "> Pending: agreed on 2026-11-30, not built yet ([PROJ-123](https://tracker.example/PROJ-123)).\n\n",
                    with: ""
                )
                .replacingOccurrences(of: "requested page 9", with: "requested page 1"))
        let diff = ResultsDiff(
            base: ResultsDocument(result: pending), head: ResultsDocument(result: Self.run([built]))
        )
        #expect(diff.nowBuilt.map(\.title).contains("Autoload stops after three failures"))
        #expect(diff.markdown.contains("### Now built"))
        #expect(!diff.hasRegression)
    }

    @Test("accept leaves a pending rule alone unless --rule names it")
    func acceptRefuses() throws {
        let refused = Acceptance(spec: Self.proposals)
        #expect(refused.text == Self.proposals.text)
        #expect(refused.changes.isEmpty)
        #expect(refused.pendingLeftAlone.count == 2)
        #expect(refused.pendingLeftAlone.first?.contains("the rule is pending") == true)
        let parent = Acceptance(spec: Self.proposals, rule: "Proposals")
        #expect(parent.text == Self.proposals.text)
        let named = Acceptance(spec: Self.proposals, rule: "autoload")
        #expect(named.changes.count == 1)
    }

    @Test("--list shows each pending rule with its reason")
    func listing() {
        let lines = SpecListing(specs: [Self.proposals]).lines
        #expect(
            lines.contains {
                $0.hasSuffix(
                    "(#autoload-stops-after-three-failures)  pending: agreed on 2026-11-30, not built yet (PROJ-123)."
                )
            })
    }

    @Test("mutants leaves pending rules out of its verdicts")
    func mutants() throws {
        let result = MutantsRunner(registry: .pureModels).run(
            [Self.proposals], faults: ModelRegistry.pureModels.faults)
        let killers = result.faults.flatMap(\.killers).map(\.anchor)
        #expect(!killers.contains("autoload-stops-after-three-failures"))
        #expect(result.required.first?.notJudged?.contains("pending") == true)
    }
}
