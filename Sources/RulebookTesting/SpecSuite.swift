import Foundation
import Rulebook

/// Spec files loaded for Swift Testing: every event table becomes a test case, plus one
/// for the checklists.
///
/// ```swift
/// import CartSpecModels
/// import Rulebook
/// import RulebookTesting
/// import Testing
///
/// /// Every table of the app's specs as a test case, with the same models as the app's
/// /// `cart-rulebook` command.
/// @Test(
///     "The app's specs hold",
///     arguments: try SpecSuite(
///         ["../../spec"], relativeTo: #filePath, registry: .builtIn.addingCartModels()
///     ).cases)
/// func appSpecs(_ specCase: SpecCase) async {
///     await specCase.check()
/// }
/// ```
///
/// Loading throws when a path cannot be read or when the paths hold no event table, so a
/// wrong folder fails the test run instead of leaving it green with nothing checked.
public struct SpecSuite: Sendable {
    /// The loaded specs, in path order.
    public let specs: [Spec]
    /// The models the tables can name.
    public let registry: ModelRegistry
    /// The suite's table runs, shared by its cases (and by every copy of the suite).
    let tableRuns: TableRuns

    /// Loads the spec files and folders at `paths`. A relative path is taken from the
    /// folder of `relativeTo` (pass `#filePath` to name folders from the test file),
    /// or from the current folder when `relativeTo` is `nil`.
    public init(
        _ paths: [String], relativeTo file: String? = nil, registry: ModelRegistry = .builtIn
    ) throws(Diagnostic) {
        let base = file.map { URL(fileURLWithPath: $0).deletingLastPathComponent().path }
        let resolved = paths.map { path in
            guard let base, !path.hasPrefix("/") else { return path }
            return URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: base + "/"))
                .standardizedFileURL.path
        }
        do {
            specs = try SpecLoader.load(resolved)
        } catch {
            throw Diagnostic(.file, "cannot load specs: \(error)")
        }
        guard specs.contains(where: { !$0.tables.isEmpty }) else {
            throw Diagnostic(
                .file,
                "no event table found in \(resolved.joined(separator: ", ")): nothing would be checked"
            )
        }
        self.registry = registry
        self.tableRuns = TableRuns(registry: registry)
    }

    /// One case per event table, keyed by spec path and line, then one for the checklists
    /// when the specs have any.
    public var cases: [SpecCase] {
        let tables = specs.indices.flatMap { specIndex in
            specs[specIndex].tables.indices.map { tableIndex in
                SpecCase(suite: self, kind: .table(spec: specIndex, table: tableIndex))
            }
        }
        let hasChecklist = specs.contains { !$0.checklist.isEmpty }
        return tables + (hasChecklist ? [SpecCase(suite: self, kind: .checklists)] : [])
    }
}
