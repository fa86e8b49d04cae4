import RulebookAdapterModels
import RulebookTestSupport
import Testing

@testable import Rulebook

/// `spec/source-rules.md` traces every rule of the source articles to a rule that checks it.
struct SourceRulesTests {
    @Test("Every source rule links to a passing rule of a spec page")
    func everySourceRuleIsChecked() async throws {
        let result = await SpecFolder.result.value
        let page = try #require(result.specs.first { $0.spec.path.hasSuffix("source-rules.md") })
        let pages: Set = [
            "pagination.md", "optimistic-updates.md", "search-debounce.md", "adapters.md",
            "writing-specs.md",
        ]
        #expect(page.checklist.count >= 70)
        for item in page.checklist {
            let file = item.target.map { Paths.fileName(of: $0.path) }
            #expect(file.map(pages.contains) == true, "\(item.item.line): \(item.item.text)")
            #expect(item.outcome == .rule(.passed), "\(item.item.line): \(item.item.text)")
        }
    }

    @Test("The page fails when a rule it links to vanishes")
    func vanishedRuleFailsThePage() async throws {
        let specs = try SpecLoader.load([RepositoryPaths.root + "/spec"]).map { spec in
            guard spec.path.hasSuffix("pagination.md") else { return spec }
            let renamed = spec.text.replacing(
                "## Duplicates across pages are shown once", with: "## Duplicates")
            return Spec(path: spec.path, text: renamed)
        }
        let result = await SpecRunner(registry: .builtIn).runOnOwnThread(specs)
        let page = try #require(result.specs.first { $0.spec.path.hasSuffix("source-rules.md") })
        let missing = page.checklist.filter {
            if case .missing = $0.outcome { true } else { false }
        }
        #expect(missing.count == 3)
        #expect(!result.isPassing)
    }
}
