import RulebookTesting
import Testing

/// `spec/` is rulebook's own acceptance suite: every table in it is a test case here, so a
/// broken documented rule fails `swift test` at the spec row that broke.
struct LivingSpecTests {
    @Test(
        "Every table and checklist of spec/ passes",
        arguments: try SpecSuite(["../../spec"], relativeTo: #filePath).cases)
    func specHolds(_ specCase: SpecCase) async {
        await specCase.check()
    }

    @Test("spec/ has tables for every model")
    func specCoversEveryModel() throws {
        let suite = try SpecSuite(["../../spec"], relativeTo: #filePath)
        let models = Set(suite.specs.flatMap { $0.tables.map(\.modelName) })
        #expect(
            models.isSuperset(of: [
                "pager", "optimistic", "debounce", "page-loader", "optimistic-store",
                "search-debouncer",
            ]))
        #expect(suite.cases.last?.id == "checklists")
    }
}
