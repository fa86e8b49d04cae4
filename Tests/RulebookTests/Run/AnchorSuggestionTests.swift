import RulebookTestSupport
import Testing

@testable import Rulebook

struct AnchorSuggestionTests {
    static let table = fenced(
        "rulebook pager", "| event | result? |", "|---|---|", "| load next | requested page 1 |")

    @Test(
        "A checklist link spelled without umlauts, accents or ß suggests the heading's anchor",
        arguments: [
            "grosse-uber-alles", "groesse-ueber-alles", "GROSSE-UBER-ALLES", "grosse-uber-alle",
        ])
    func umlautSpellings(link: String) throws {
        let spec = Spec(
            path: "spec/de.md",
            text: """
                # Größe über alles

                \(Self.table)

                ## Café à la carte

                \(Self.table)

                ## Checkliste

                - [ ] [Größe](#\(link))
                """)
        let result = SpecRunner(registry: .pureModels).run([spec])
        let item = try #require(result.checklist.first)
        guard case .missing(let problem) = item.outcome else {
            Issue.record("the item should be missing, got \(item.outcome)")
            return
        }
        #expect(
            problem.message
                == "spec/de.md has no heading #\(link): did you mean #größe-über-alles?")
        #expect(problem.suggestion == "größe-über-alles")
    }

    @Test("Accents fold too, and a link far from every heading gets no suggestion")
    func accentsAndStrangers() {
        let anchors = ["größe-über-alles", "café-à-la-carte"]
        #expect(
            AnchorSuggestion.closest(to: "cafe-a-la-carte", among: anchors) == "café-à-la-carte")
        #expect(
            AnchorSuggestion.closest(to: "cafe-a-la-karte", among: anchors) == "café-à-la-carte")
        #expect(AnchorSuggestion.closest(to: "something-else", among: anchors) == nil)
        #expect(AnchorSuggestion.folded("Straße-Ärger-öl") == "strasse-arger-ol")
    }
}
