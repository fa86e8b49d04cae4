/// The `--json` results file, version 1: everything a run found, in a form that other tools
/// read and that `rulebook merge` and `rulebook diff` turn back into a run.
///
/// The schema is documented in `docs/json-format.md`; every change to these types changes
/// that document, and an incompatible change raises `currentVersion`.
public struct ResultsDocument: Codable, Equatable, Sendable {
    /// The value of `format`.
    public static let formatName = "rulebook-results"
    /// The schema version this rulebook writes and reads.
    public static let currentVersion = 1

    /// Always `rulebook-results`.
    public var format: String
    /// The schema version, `1`.
    public var version: Int
    /// The rulebook version that wrote the file.
    public var rulebook: String
    /// Which part of a sharded run this is; `nil` for a whole run.
    public var shard: ShardDocument?
    /// The `--filter` text of the run, if any.
    public var filter: String?
    /// Wall-clock time of the run (loading, running, reporting), in seconds.
    public var durationSeconds: Double?
    /// Whether the run passed (exit status 0).
    public var passed: Bool
    /// Counts by status.
    public var totals: TotalsDocument
    /// Every spec file of the run, in run order.
    public var specs: [SpecDocument]
}

/// `--shard K/N`: this file holds shard `index` of `count`.
public struct ShardDocument: Codable, Equatable, Sendable {
    public var index: Int
    public var count: Int

    public init(index: Int, count: Int) {
        self.index = index
        self.count = count
    }
}

/// Counts by status of a run's rules, tables, rows and checklist items.
public struct TotalsDocument: Codable, Equatable, Sendable {
    public struct Counts: Codable, Equatable, Sendable {
        public var passed: Int
        public var failed: Int
        public var error: Int
        /// Skipped tables and rules, rows that did not run.
        public var notRun: Int
    }

    public struct ChecklistCounts: Codable, Equatable, Sendable {
        public var passed: Int
        public var failing: Int
        public var missing: Int
        public var notRun: Int
    }

    public var rules: Counts
    public var tables: Counts
    public var rows: Counts
    public var checklist: ChecklistCounts
}

/// One spec file after the run.
public struct SpecDocument: Codable, Equatable, Sendable {
    /// The path as given to rulebook.
    public var path: String
    /// The spec's position among all the spec files of the unsharded run (from 0); merge
    /// puts specs back in this order.
    public var position: Int
    /// The Markdown source, so that reports can be rendered from this file alone.
    public var source: String
    /// The worst status of the spec's tables: `passed`, `failed`, `error` or `skipped`.
    public var status: String
    public var rules: [RuleDocument]
    public var tables: [TableDocument]
    public var checklist: [ChecklistDocument]
}

/// A heading.
public struct RuleDocument: Codable, Equatable, Sendable {
    public var title: String
    public var anchor: String
    public var level: Int
    public var line: Int
    /// `passed`, `failed`, `error` or `skipped`; `nil` when its section holds no table.
    public var status: String?
    /// Whether the rule is the nearest heading of a table (the rules a reader counts).
    public var tested: Bool
}

/// An event table.
public struct TableDocument: Codable, Equatable, Sendable {
    /// The line of the opening fence.
    public var line: Int
    public var headerLine: Int
    /// The nearest heading above the table.
    public var rule: RuleReferenceDocument?
    public var model: String
    /// The info-string options as written after the model (`delay=300`).
    public var options: [String]
    /// The column headers as written (`ids?`).
    public var columns: [String]
    /// `passed`, `failed`, `error` or `skipped`.
    public var status: String
    /// Why the table could not run at all.
    public var problem: ProblemDocument?
    public var rows: [RowDocument]
    /// How long the table took to run, in seconds (JUnit's `time`).
    public var durationSeconds: Double?
}

/// The heading a table belongs to.
public struct RuleReferenceDocument: Codable, Equatable, Sendable {
    public var title: String
    public var anchor: String
}

/// A `file:line: message` problem (a ``Diagnostic``).
public struct ProblemDocument: Codable, Equatable, Sendable {
    public var file: String
    public var line: Int
    public var message: String
    /// The diagnostic's kind (`spec`, `table`, `file`); absent in files of rulebook 0.2.
    public var kind: String?
    /// The word the message proposes instead, if any.
    public var suggestion: String?
}

/// One data row.
public struct RowDocument: Codable, Equatable, Sendable {
    /// The row's position in its table, from 1.
    public var number: Int
    public var line: Int
    /// The cells' sources, one per column.
    public var cells: [String]
    /// `passed`, `failed`, `error` or `notRun`.
    public var status: String
    /// The expectations that did not hold (status `failed`).
    public var mismatches: [MismatchDocument]?
    /// Why the row could not run (status `error`).
    public var error: String?
    /// The word the error proposes instead, if any (status `error`).
    public var suggestion: String?
    /// What the row's event did, for the report's timeline.
    public var trace: TraceStep?
}

/// An expectation that did not hold.
public struct MismatchDocument: Codable, Equatable, Sendable {
    public var column: String
    public var expected: String
    public var actual: String
}

/// A checklist item.
public struct ChecklistDocument: Codable, Equatable, Sendable {
    public var line: Int
    public var text: String
    /// The link as written.
    public var destination: String?
    /// The linked spec and anchor, when the link could be resolved.
    public var target: ChecklistTargetDocument?
    /// `passed`, `failed`, `error` or `skipped` (the linked rule's status), or `missing`.
    public var status: String
    /// Why the item is missing.
    public var reason: String?
    /// Where the linked rule first went wrong (`FILE:LINE: row N: ...`), when it failed.
    public var firstProblem: String?
}

/// Where a checklist item points.
public struct ChecklistTargetDocument: Codable, Equatable, Sendable {
    public var path: String
    public var anchor: String
}
