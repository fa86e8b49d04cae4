import RulebookTestSupport
import Testing

@testable import Rulebook

struct SpecRunnerTests {
    static let passing = fenced(
        "rulebook pager", "| event | result? |", "|---|---|", "| load next | requested page 1 |")
    static let failing = fenced(
        "rulebook pager", "| event | result? |", "|---|---|", "| load next | requested page 9 |")

    static let pagination = Spec(
        path: "spec/pagination.md",
        text: """
            # Pagination

            ## Passing rule

            \(passing)

            ## Failing rule

            \(failing)

            ### Nested passing

            \(passing)

            ## Prose only
            """)

    @Test("A rule takes the worst status of the tables in its section")
    func ruleStatuses() throws {
        let result = SpecRunner(registry: .pureModels).run([Self.pagination])
        try #require(result.specs.count > 0)
        let statuses = Dictionary(
            uniqueKeysWithValues: result.specs[0].rules.map { ($0.rule.anchor, $0.status) })
        #expect(statuses["pagination"] == .failed)
        #expect(statuses["passing-rule"] == .passed)
        #expect(statuses["failing-rule"] == .failed)
        #expect(statuses["nested-passing"] == .passed)
        #expect(statuses["prose-only"] == .some(nil))
        #expect(!result.isPassing)
    }

    @Test("--filter runs only matching rules or files; the rest are skipped")
    func filter() {
        let result = SpecRunner(registry: .pureModels, filter: "PASSING RULE").run([Self.pagination]
        )
        #expect(result.tables.map(\.status) == [.passed, .skipped, .skipped])
        #expect(result.isPassing)
        let byParent = SpecRunner(registry: .pureModels, filter: "failing").run([Self.pagination])
        #expect(byParent.tables.map(\.status) == [.skipped, .failed, .passed])
        let byFile = SpecRunner(registry: .pureModels, filter: "pagination.md").run([
            Self.pagination
        ])
        #expect(byFile.tables.allSatisfy { $0.status != .skipped })
    }

    @Test("A run that finds no table fails")
    func noTables() {
        let result = SpecRunner(registry: .pureModels).run([
            Spec(path: "a.md", text: "# Just prose\n")
        ]
        )
        #expect(!result.isPassing)
    }

    static let index = Spec(
        path: "spec/index.md",
        text: """
            # Required cases

            - [ ] [Passing](pagination.md#passing-rule)
            - [x] [Failing](pagination.md#failing-rule)
            - [ ] [Renamed](pagination.md#old-name)
            - [ ] [No tables](pagination.md#prose-only)
            - [ ] [Missing file](gone.md#x)
            - [ ] [Here](#required-cases)
            - [ ] [Outside](../other/outside.md#outside-rule)
            - [ ] [Web](https://example.com/#x)
            - [ ] No link
            - [ ] [Encoded](pagination.md#%70assing-rule)
            - [ ] [JIRA-12](https://example.com/12): [encoded path](%70agination.md#passing-rule)
            - [ ] [From the root](/spec/pagination.md#passing-rule)
            """)

    @Test("Checklist items take the linked rule's status; a missing target fails")
    func checklist() throws {
        let outside = Spec(path: "other/outside.md", text: "# Outside rule\n\n" + Self.passing)
        let result = SpecRunner(registry: .pureModels).run([Self.index, Self.pagination]) { path in
            path == "other/outside.md" ? outside : nil
        }
        let outcomes = result.checklist.map(\.outcome)
        /// A missing item of the index, at its line.
        func missing(_ line: Int, _ reason: String) -> ChecklistResult.Outcome {
            .missing(
                Diagnostic(.checklist, at: FileLocation(file: "spec/index.md", line: line), reason))
        }
        try #require(outcomes.count > 11)
        #expect(outcomes[0] == .rule(.passed))
        #expect(outcomes[1] == .rule(.failed))
        #expect(outcomes[2] == missing(5, "spec/pagination.md has no heading #old-name"))
        #expect(
            outcomes[3] == missing(6, "rule #prose-only in spec/pagination.md has no event table"))
        #expect(outcomes[4] == missing(7, "no file spec/gone.md"))
        #expect(
            outcomes[5] == missing(8, "rule #required-cases in spec/index.md has no event table"))
        #expect(outcomes[6] == .rule(.passed), "a linked rule runs even in a file not named")
        #expect(
            outcomes[7]
                == missing(
                    10,
                    "https://example.com/#x is not a link to a rule: write file.md#anchor or #anchor, relative to this file"
                ))
        #expect(outcomes[8] == missing(11, "the item links to no rule"))
        #expect(outcomes[9] == .rule(.passed))
        #expect(outcomes[10] == .rule(.passed), "the first link that names a rule counts")
        #expect(outcomes[11] != .rule(.passed), "links from the root are not resolved")
        #expect(
            result.checklist.map(\.isFailing) == [
                false, true, true, true, true, true, false, true, true, false, false, true,
            ])
        try #require(result.checklist.count > 1)
        #expect(
            result.checklist[1].failure?.hasPrefix(
                "links to a rule that failed (spec/pagination.md:")
                == true)
    }

    @Test(
        "Paths normalise . and .. so links resolve",
        arguments: [
            ("spec/./a/../b.md", "spec/b.md"), ("a//b.md", "a/b.md"), ("../x.md", "../x.md"),
            ("/abs/./x.md", "/abs/x.md"),
        ])
    func normalize(path: String, expected: String) {
        #expect(Paths.normalize(path) == expected)
    }
}
