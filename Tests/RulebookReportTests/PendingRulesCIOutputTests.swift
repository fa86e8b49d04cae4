import Testing

@testable import Rulebook
@testable import RulebookReport

/// Pending rules in the CI outputs: a `::notice` per rule for `--format github`, and a list
/// with their reasons in `--summary`.
struct PendingRulesCIOutputTests {
    static let notice =
        "::notice file=spec/proposals.md,line=5,title=Autoload stops after three failures::"
        + "pending: agreed on 2026-11-30, not built yet (PROJ-123). (line 10: row 1: result? "
        + "expected requested page 9, got requested page 1)"

    @Test("--format github gives one ::notice per pending rule and no ::error for its rows")
    func githubNotice() {
        let result = PendingRulesTests.run([PendingRulesTests.proposals])
        let lines = GitHubAnnotations(result: result).lines
        #expect(lines.filter { $0.hasPrefix("::") } == [Self.notice])
    }

    @Test("--format github gives ::errors for a pending rule under --strict, at the marker first")
    func githubStrict() {
        let result = PendingRulesTests.run([PendingRulesTests.proposals], strict: true)
        let commands = GitHubAnnotations(result: result).lines.filter { $0.hasPrefix("::") }
        #expect(
            commands.prefix(2) == [
                "::error file=spec/proposals.md,line=5,title=Autoload stops after three failures::"
                    + "pending (--strict counts pending rules as failed): agreed on 2026-11-30, "
                    + "not built yet (PROJ-123).%0ABreaks required case: \"Autoload\"",
                "::error file=spec/proposals.md,line=10,col=24,title=Autoload stops after three "
                    + "failures::row 1: result? expected requested page 9, got requested page 1",
            ])
        #expect(!commands.contains { $0.hasPrefix("::notice") })
    }

    @Test("--format github gives an ::error at the marker of a pending rule that passes")
    func githubBuilt() {
        let spec = Spec(
            path: "t.md",
            text: "# T\n\n## Done\n\n> Pending: PROJ-9.\n\n\(PendingRulesTests.passingTable)\n")
        let result = PendingRulesTests.run([spec])
        let commands = GitHubAnnotations(result: result).lines.filter { $0.hasPrefix("::") }
        #expect(commands.count == 1)
        #expect(
            commands.first?.hasPrefix("::error file=t.md,line=5,title=Done::the rule is") == true)
    }

    @Test("--summary lists the pending rules with their reasons and first problem")
    func summary() {
        let result = PendingRulesTests.run([PendingRulesTests.proposals])
        let text = SummaryMarkdown(result: result).text()
        #expect(
            text.hasSuffix(
                """

                ### Pending rules: 1

                - ⏳ **Autoload stops after three failures** `spec/proposals.md:5`: agreed on \
                2026-11-30, not built yet (PROJ-123). (line 10: row 1: result? expected requested \
                page 9, got requested page 1)

                """))
    }

    @Test("--summary has no pending section when no rule is pending")
    func summaryWithoutPending() {
        let spec = Spec(path: "t.md", text: "# T\n\n## Done\n\n\(PendingRulesTests.passingTable)\n")
        let text = SummaryMarkdown(result: PendingRulesTests.run([spec])).text()
        #expect(!text.contains("Pending rules"))
    }
}
