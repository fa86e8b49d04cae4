import Foundation
import Rulebook
import RulebookReport
import Testing

/// One test case of a `SpecSuite`: an event table, or all the checklists.
///
/// Named `file.md:line rule` in test reports and identified by the spec's path and line,
/// so two specs with a table on the same line are two different cases.
public struct SpecCase: Sendable, Identifiable, CustomTestStringConvertible {
    enum Kind: Sendable {
        case table(spec: Int, table: Int)
        case checklists
    }

    let suite: SpecSuite
    let kind: Kind

    /// `spec/cart.md:12` for a table, `checklists` for the checklists.
    public var id: String {
        switch kind {
        case .table(let spec, let table):
            "\(suite.specs[spec].path):\(suite.specs[spec].tables[table].line)"
        case .checklists: "checklists"
        }
    }

    /// `cart.md:12 Checkout empties the cart`, or `checklists`.
    public var testDescription: String {
        switch kind {
        case .table(let spec, let table):
            let path = suite.specs[spec].path
            let table = suite.specs[spec].tables[table]
            let file = URL(fileURLWithPath: path).lastPathComponent
            return "\(file):\(table.line) \(table.rule?.title ?? file)"
        case .checklists: return "checklists"
        }
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
