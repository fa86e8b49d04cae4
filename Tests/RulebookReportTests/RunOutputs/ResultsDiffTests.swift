import RulebookTestSupport
import Testing

@testable import Rulebook
@testable import RulebookReport

/// `rulebook diff` between two runs of a spec that changed.
struct ResultsDiffTests {
    static let pass = fenced(
        "rulebook pager", "| event | result? |", "|---|---|", "| load next | requested page 1 |")
    static let fail = fenced(
        "rulebook pager", "| event | result? |", "|---|---|", "| load next | requested page 9 |")

    static func document(_ text: String) -> ResultsDocument {
        ResultsDocument(
            result: SpecRunner(registry: .pureModels).run([Spec(path: "spec/a.md", text: text)]))
    }

    static let base = document(
        """
        # A

        ## Stays green

        \(pass)

        ## Breaks

        \(pass)

        ## Gets fixed

        \(fail)

        ## Goes away

        \(pass)

        ## Checklist

        - [ ] [Breaks](#breaks)
        - [ ] [Gets fixed](#gets-fixed)
        """)

    static let head = document(
        """
        # A

        ## Stays green

        \(pass)

        ## Breaks

        \(fail)

        ## Gets fixed

        \(pass)

        ## Is new

        \(pass)

        ## Checklist

        - [ ] [Breaks](#breaks)
        - [ ] [Gets fixed](#gets-fixed)
        """)

    @Test("A regression, a fix, an added and a removed rule, and the checklist items that follow")
    func changes() {
        let diff = ResultsDiff(base: Self.base, head: Self.head)
        #expect(diff.newlyFailing.map(\.title) == ["Breaks", "Breaks"])
        #expect(diff.newlyFailing.map(\.kind) == [.rule, .checklistItem])
        #expect(diff.fixed.map(\.title) == ["Gets fixed", "Gets fixed"])
        #expect(diff.added.map(\.title) == ["Is new"])
        #expect(diff.added.map(\.head) == ["passed"])
        #expect(diff.removed.map(\.title) == ["Goes away"])
        #expect(diff.removed.map(\.base) == ["passed"])
        #expect(diff.otherChanges.isEmpty)
        #expect(diff.hasRegression)
        #expect(!diff.isEmpty)
    }

    @Test("The Markdown names each change with its spec and statuses before and after")
    func markdown() {
        let text = ResultsDiff(base: Self.base, head: Self.head).markdown
        #expect(text.hasPrefix("## rulebook: 2 newly failing, 2 fixed, 1 added, 1 removed\n"))
        #expect(text.contains("### Newly failing"))
        #expect(text.contains("| ❌ | spec/a.md | Breaks | passed | failed |"))
        #expect(text.contains("| ✅ | spec/a.md | Gets fixed | failed | passed |"))
        #expect(text.contains("| ✅ | spec/a.md | Is new | – | passed |"))
        #expect(text.contains("| ➖ | spec/a.md | Goes away | passed | – |"))
    }

    @Test("Only fixes and removals are no regression; the same run twice is no change")
    func noRegression() {
        let backwards = ResultsDiff(base: Self.head, head: Self.base)
        #expect(backwards.hasRegression)  // "Gets fixed" fails again
        let same = ResultsDiff(base: Self.base, head: Self.base)
        #expect(same.isEmpty)
        #expect(!same.hasRegression)
        #expect(same.markdown.contains("No rule or checklist item changed status."))
        let fixOnly = ResultsDiff(
            base: Self.document("# A\n\n## R\n\n\(Self.fail)"),
            head: Self.document("# A\n\n## R\n\n\(Self.pass)"))
        #expect(fixOnly.fixed.map(\.title) == ["R"])
        #expect(!fixOnly.hasRegression)
    }

    @Test("An added rule that fails is a regression")
    func addedFailing() {
        let diff = ResultsDiff(
            base: Self.document("# A\n\n## R\n\n\(Self.pass)"),
            head: Self.document("# A\n\n## R\n\n\(Self.pass)\n## S\n\n\(Self.fail)"))
        #expect(diff.added.map(\.title) == ["S"])
        #expect(diff.hasRegression)
    }

    @Test("Table cells escape pipes and markup in titles")
    func escaping() {
        #expect(ResultsDiff.cell("a | b *c*\nd") == "a \\| b \\*c\\* d")
    }
}
