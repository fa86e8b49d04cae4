import Testing

@testable import Rulebook

/// `spec/` is rulebook's own acceptance suite: every table in it is a test case here, so a
/// broken documented rule fails `swift test` with the row that broke.
struct LivingSpecTests {
    /// One event table of `spec/`, named by file, line and rule in the test report.
    struct TableCase: CustomTestStringConvertible, Sendable {
        let spec: Spec
        let index: Int

        var table: EventTable { spec.tables[index] }
        var testDescription: String {
            "\(SpecPath.fileName(of: spec.path)):\(table.line) \(table.rule?.title ?? "")"
        }
    }

    static let specFolder = RepositoryPaths.root + "/spec"

    static let specs: [Spec] = (try? SpecLoader.load([specFolder])) ?? []

    static let cases: [TableCase] = specs.flatMap { spec in
        spec.tables.indices.map { TableCase(spec: spec, index: $0) }
    }

    @Test("spec/ has tables for every model")
    func specCoversEveryModel() {
        let models = Set(Self.specs.flatMap { $0.tables.map(\.modelName) })
        #expect(
            models.isSuperset(of: [
                "pager", "optimistic", "debounce", "page-loader", "optimistic-store",
                "search-debouncer",
            ]))
    }

    @Test("Every table of spec/ passes", arguments: cases)
    func tablePasses(_ tableCase: TableCase) async {
        let result = await TableRunner().runOnOwnThread(tableCase.table, file: tableCase.spec.path)
        let report = ConsoleReport(result: RunResult(specs: []))
            .problemLines(result, in: tableCase.spec)
        #expect(result.status == .passed, "\(report.joined(separator: "\n"))")
    }

    @Test("Every checklist item of spec/ links to a passing rule")
    func checklistsHold() async {
        let result = await SpecRunner().runOnOwnThread(Self.specs)
        let failing = result.checklist.filter(\.isFailing).map {
            "\($0.item.line): \($0.item.text) \($0.outcome)"
        }
        #expect(!result.checklist.isEmpty)
        #expect(failing.isEmpty, "\(failing.joined(separator: "\n"))")
    }
}
