/// The `--json` results file, version 2: everything a run found, in a form that other tools
/// read and that `rulebook merge` and `rulebook diff` turn back into a run.
///
/// The schema is documented in `docs/json-format.md`; every change to these types changes
/// that document, and an incompatible change raises `currentVersion`.
package struct ResultsDocument: Codable, Equatable, Sendable {
    /// The value of `format`.
    package static let formatName = "rulebook-results"
    /// The schema version this rulebook writes. It reads version 1 too (`diff`, `--base`),
    /// whose spec paths were written as given; `merge` needs this version.
    package static let currentVersion = 2
    /// The schema versions this rulebook reads.
    package static let readableVersions = 1...currentVersion

    /// Always `rulebook-results`.
    package var format: String
    /// The schema version, `2`.
    package var version: Int
    /// The rulebook version that wrote the file.
    package var rulebook: String
    /// Which part of a sharded run this is; `nil` for a whole run.
    package var shard: ShardDocument?
    /// The spec files of the whole (unsharded) run; absent in files of version 1.
    package var specSet: SpecSetDocument?
    /// The `--filter` text of the run, if any.
    package var filter: String?
    /// Wall-clock time of the run (loading, running, reporting), in seconds.
    package var durationSeconds: Double?
    /// Whether the run passed (exit status 0).
    package var passed: Bool
    /// Counts by status.
    package var totals: TotalsDocument
    /// Every spec file of the run, in run order.
    package var specs: [SpecDocument]
}

/// `--shard K/N`: this file holds shard `index` of `count`.
package struct ShardDocument: Codable, Equatable, Sendable {
    package var index: Int
    package var count: Int

    package init(index: Int, count: Int) {
        self.index = index
        self.count = count
    }
}

/// Counts by status of a run's rules, tables, rows and checklist items.
package struct TotalsDocument: Codable, Equatable, Sendable {
    package struct Counts: Codable, Equatable, Sendable {
        package var passed: Int
        package var failed: Int
        package var error: Int
        /// Skipped tables and rules, rows that did not run.
        package var notRun: Int
        /// Tables and rules of rules marked `Pending:` (absent before rulebook 0.4).
        package var pending: Int?
    }

    package struct ChecklistCounts: Codable, Equatable, Sendable {
        package var passed: Int
        package var failing: Int
        package var missing: Int
        package var notRun: Int
        /// Items linked to a pending rule (absent before rulebook 0.4).
        package var pending: Int?
    }

    package var rules: Counts
    package var tables: Counts
    package var rows: Counts
    package var checklist: ChecklistCounts
}

/// One spec file after the run.
package struct SpecDocument: Codable, Equatable, Sendable {
    /// The spec's name: its path relative to the root of the run (`--root`, by default the
    /// working directory), with `..` for a file outside it; never absolute (version 1 files
    /// hold the path as given).
    package var path: String
    /// The spec's position among all the spec files of the unsharded run (from 0); merge
    /// puts specs back in this order.
    package var position: Int
    /// The Markdown source, so that reports can be rendered from this file alone.
    package var source: String
    /// The worst status of the spec's tables: `passed`, `failed`, `error` or `skipped`.
    package var status: String
    package var rules: [RuleDocument]
    package var tables: [TableDocument]
    package var checklist: [ChecklistDocument]
}

/// A heading.
package struct RuleDocument: Codable, Equatable, Sendable {
    package var title: String
    package var anchor: String
    package var level: Int
    package var line: Int
    /// `passed`, `failed`, `error` or `skipped`; `nil` when its section holds no table.
    package var status: String?
    /// Whether the rule is the nearest heading of a table (the rules a reader counts).
    package var tested: Bool
}

/// An event table.
package struct TableDocument: Codable, Equatable, Sendable {
    /// The line of the opening fence.
    package var line: Int
    package var headerLine: Int
    /// The nearest heading above the table.
    package var rule: RuleReferenceDocument?
    package var model: String
    /// The info-string options as written after the model (`delay=300`).
    package var options: [String]
    /// The column headers as written (`ids?`).
    package var columns: [String]
    /// `passed`, `failed`, `error` or `skipped`.
    package var status: String
    /// Why the table could not run at all.
    package var problem: ProblemDocument?
    package var rows: [RowDocument]
    /// How long the table took to run, in seconds (JUnit's `time`).
    package var durationSeconds: Double?
    /// How the table was judged when its rule is marked `Pending:`.
    package var pending: PendingDocument?
}

/// The verdict on a table of a rule marked `Pending:`.
package struct PendingDocument: Codable, Equatable, Sendable {
    /// `pending` (some table of the rule fails), `built` (all pass: remove the marker) or
    /// `strict` (`--strict` counts pending as failed).
    package var verdict: String
    /// The marker's reason, as plain text.
    package var reason: String
    /// The line of the `Pending:` paragraph.
    package var line: Int
    /// The table's status from its own rows: `passed`, `failed` or `error`.
    package var ownStatus: String
}

/// The heading a table belongs to.
package struct RuleReferenceDocument: Codable, Equatable, Sendable {
    package var title: String
    package var anchor: String
}

/// A `file:line: message` problem (a ``Diagnostic``).
package struct ProblemDocument: Codable, Equatable, Sendable {
    package var file: String
    package var line: Int
    package var message: String
    /// The diagnostic's kind (`spec`, `table`, `file`); absent in files of rulebook 0.2.
    package var kind: String?
    /// The word the message proposes instead, if any.
    package var suggestion: String?
}

/// One data row.
package struct RowDocument: Codable, Equatable, Sendable {
    /// The row's position in its table, from 1.
    package var number: Int
    package var line: Int
    /// The cells' sources, one per column.
    package var cells: [String]
    /// `passed`, `failed`, `error` or `notRun`.
    package var status: String
    /// The expectations that did not hold (status `failed`).
    package var mismatches: [MismatchDocument]?
    /// Why the row could not run (status `error`).
    package var error: String?
    /// The word the error proposes instead, if any (status `error`).
    package var suggestion: String?
    /// Why the row did not run when an earlier failure stopped the table there (status
    /// `notRun`): `row 4 failed, so ticket C was never bound`.
    package var notRunReason: String?
    /// What the row's event did, for the report's timeline.
    package var trace: TraceStep?
    /// What the model showed in the row's blank expectation cells, by column as written in
    /// messages (`visible?`), as a table writes it; absent when there is none.
    package var unchecked: [String: String]?
}

/// An expectation that did not hold.
package struct MismatchDocument: Codable, Equatable, Sendable {
    package var column: String
    package var expected: String
    package var actual: String
}

/// A checklist item.
package struct ChecklistDocument: Codable, Equatable, Sendable {
    package var line: Int
    package var text: String
    /// The link as written.
    package var destination: String?
    /// The linked spec and anchor, when the link could be resolved.
    package var target: ChecklistTargetDocument?
    /// `passed`, `failed`, `error` or `skipped` (the linked rule's status), or `missing`.
    package var status: String
    /// Why the item is missing.
    package var reason: String?
    /// Where the linked rule first went wrong (`FILE:LINE: row N: ...`), when it failed.
    package var firstProblem: String?
    /// The reason of the `Pending:` marker, when the item is pending.
    package var pendingReason: String?
}

/// Where a checklist item points.
package struct ChecklistTargetDocument: Codable, Equatable, Sendable {
    package var path: String
    package var anchor: String
}
