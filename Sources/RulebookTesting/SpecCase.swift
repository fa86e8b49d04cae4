import Foundation
import Rulebook
import Testing

/// One test case of a `SpecSuite`: an event table, or all the checklists.
///
/// Named after the file, the rule and the table's place in the rule (`cart.md: Checkout
/// empties the cart #1`), and identified by the spec's path, the rule's anchor and that
/// place, so names stay the same when lines move, and two specs with the same rule are two
/// different cases. (Tables before the first heading are counted in the file.)
public struct SpecCase: Sendable, Identifiable, CustomTestStringConvertible {
    enum Kind: Sendable {
        case table(spec: Int, table: Int)
        case checklists
    }

    let suite: SpecSuite
    let kind: Kind

    /// `spec/cart.md#checkout-empties-the-cart/1` for a table, `checklists` for the
    /// checklists.
    public var id: String {
        switch kind {
        case .table(let spec, let table):
            let rule = suite.specs[spec].tables[table].rule
            return "\(suite.specs[spec].path)#\(rule?.anchor ?? "")/\(place(spec, table))"
        case .checklists: return "checklists"
        }
    }

    /// `cart.md: Checkout empties the cart #1`, or `checklists`.
    public var testDescription: String {
        switch kind {
        case .table(let spec, let table):
            let file = URL(fileURLWithPath: suite.specs[spec].path).lastPathComponent
            let rule = suite.specs[spec].tables[table].rule.map { ": \($0.title)" } ?? ""
            return "\(file)\(rule) #\(place(spec, table))"
        case .checklists: return "checklists"
        }
    }

    /// The table's place among the tables of its rule, from 1.
    private func place(_ spec: Int, _ table: Int) -> Int {
        let tables = suite.specs[spec].tables
        return tables[...table].filter { $0.rule == tables[table].rule }.count
    }

    /// Runs the case and returns what failed, worded like the console report; empty when
    /// it passed. Tables run on a thread of their own, as async models need.
    public func problems() async -> [ReportedProblem] {
        switch kind {
        case .table(let spec, let table):
            let spec = suite.specs[spec]
            let runner = TableRunner(registry: suite.registry)
            let result = await runner.runJudgingPending(at: table, of: spec)
            return result?.problems(file: spec.path) ?? []
        case .checklists:
            let result = await SpecRunner(registry: suite.registry).runOnOwnThread(
                suite.specs, lookUp: { SpecLoader.loadIfPresent($0) })
            return result.specs.flatMap { spec in
                spec.checklist.compactMap { $0.problem(file: spec.spec.path) }
            }
        }
    }

    /// Runs the case and records each problem as a Swift Testing issue at the spec file's
    /// own path and line, so the test report points at the row, not at this call.
    public func check() async {
        for problem in await problems() {
            Issue.record(Comment(rawValue: problem.message), sourceLocation: problem.sourceLocation)
        }
    }
}

extension ReportedProblem {
    /// The problem's place as Swift Testing wants it: an absolute path, and a file id
    /// made of the folder and file names (`spec/cart.md`).
    public var sourceLocation: SourceLocation {
        let url = URL(fileURLWithPath: file).standardizedFileURL
        let folder = url.deletingLastPathComponent().lastPathComponent
        return SourceLocation(
            fileID: "\(folder.isEmpty ? "spec" : folder)/\(url.lastPathComponent)",
            filePath: url.path, line: max(line, 1), column: 1)
    }
}
