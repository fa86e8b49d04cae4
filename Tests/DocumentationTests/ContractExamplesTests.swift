import Rulebook
import RulebookTesting
import Testing

/// The format's example tables in `Fixtures/contract-examples.md` must pass as written there,
/// and `spec/` keeps a copy of each (re-aligned, so the pipes line up on GitHub).
struct ContractExamplesTests {
    @Test(
        "The example tables of Fixtures/contract-examples.md pass byte for byte",
        arguments: try SpecSuite(["Fixtures/contract-examples.md"], relativeTo: #filePath).cases)
    func examplePasses(_ example: SpecCase) async {
        await example.check()
    }

    @Test("spec/ holds every example table of Fixtures/contract-examples.md, cell for cell")
    func specKeepsTheExamples() throws {
        let examples = try SpecSuite(["Fixtures/contract-examples.md"], relativeTo: #filePath)
        let spec = try SpecSuite(["../../spec"], relativeTo: #filePath)
        let specTables = spec.specs.flatMap(\.tables)
        #expect(examples.specs.flatMap(\.tables).count == 8)
        for example in examples.specs.flatMap(\.tables) {
            let copied = specTables.contains { Self.isCopy($0, of: example) }
            #expect(copied, "spec/ has no copy of the example at line \(example.line)")
        }
    }

    /// Whether `copy` has the example's model, options, header and rows, cell for cell; the
    /// copy may fill an expectation the example leaves blank, so it can check more.
    static func isCopy(_ copy: EventTable, of example: EventTable) -> Bool {
        guard copy.modelName == example.modelName, copy.options == example.options,
            copy.columns == example.columns, copy.rows.count == example.rows.count
        else { return false }
        return zip(copy.rows, example.rows).allSatisfy { copyRow, exampleRow in
            copyRow.cells.count == exampleRow.cells.count
                && zip(copyRow.cells, exampleRow.cells).allSatisfy {
                    $0 == $1 || $1.isBlank
                }
        }
    }
}
