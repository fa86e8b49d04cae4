import Foundation

/// The `--history FILE` document: each rule's statuses in its last runs (at most
/// `maximumRuns`, oldest first), each with a hash of the rule's table sources, so that a
/// report can tell a new failure, a fix, and a flaky rule (one whose status flips while its
/// tables stay the same). CI keeps the file between runs; no clock or machine detail goes
/// into it, so the same history and the same run give the same bytes.
package struct RunHistory: Codable, Equatable, Sendable {
    /// How many runs a rule keeps.
    package static let maximumRuns = 20
    package static let formatName = "rulebook-history"

    /// One run of one rule.
    package struct Entry: Codable, Equatable, Sendable {
        /// `passed`, `failed`, `error`, `pending` or `skipped`; `removed` once the rule's
        /// tables are gone from a spec that ran.
        package var status: String
        /// FNV-1a 64 of the rule's table sources, in hexadecimal.
        package var source: String
    }

    /// One rule: the nearest heading of some tables, known by its spec path (as shown, so
    /// relative to the root) and anchor.
    package struct Rule: Codable, Equatable, Sendable {
        package var path: String
        package var anchor: String
        package var title: String
        package var runs: [Entry]
    }

    /// How the rule's last run compares with the runs before it.
    package enum Change: String, Equatable, Sendable {
        /// Failing now, not failing in the run before.
        case newFailure = "new failure"
        /// Passing now, failing in the run before.
        case fixed
        /// Its status changed at least twice while its tables stayed the same.
        case flaky
        /// Its tables were removed since the run before.
        case removed
    }

    /// The test cases of one whole run by status, for a run-over-run chart.
    package struct RunTotals: Codable, Equatable, Sendable {
        package var passed: Int
        /// Failed and errored.
        package var failed: Int
        package var pending: Int

        package init(passed: Int, failed: Int, pending: Int) {
            self.passed = passed
            self.failed = failed
            self.pending = pending
        }
    }

    /// The status of a rule whose tables were removed, in each run after.
    package static let removedStatus = "removed"

    package var format = formatName
    package var rules: [Rule] = []
    /// The last runs' totals, oldest first (at most `maximumRuns`); empty in a file written
    /// before they were kept.
    package var totals: [RunTotals] = []
    /// The checklist items (required cases), each as a `Rule` whose anchor and title are the
    /// item's text, so that a deleted checklist line shows as removed; empty in a file
    /// written before they were kept.
    package var cases: [Rule] = []

    package init(rules: [Rule] = [], totals: [RunTotals] = [], cases: [Rule] = []) {
        self.rules = rules
        self.totals = totals
        self.cases = cases
    }

    private enum CodingKeys: String, CodingKey {
        case format, rules, totals, cases
    }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        format = try container.decode(String.self, forKey: .format)
        rules = try container.decode([Rule].self, forKey: .rules)
        totals = try container.decodeIfPresent([RunTotals].self, forKey: .totals) ?? []
        cases = try container.decodeIfPresent([Rule].self, forKey: .cases) ?? []
    }

    /// The history with `result` added as the latest run: each rule that ran gets an entry
    /// (only the last `maximumRuns` are kept); a rule of a spec that ran whose tables are
    /// gone gets `removed` (and leaves the history once every entry it keeps says so); rules
    /// of specs that did not run keep theirs. Rules are sorted by path and anchor, and the
    /// run's totals are added to `totals`. `shownPath` names a spec as the reports show it.
    package func adding(_ result: RunResult, shownPath: (String) -> String) -> RunHistory {
        var byKey = Dictionary(
            rules.map { ("\($0.path)#\($0.anchor)", $0) }, uniquingKeysWith: { first, _ in first })
        var present: Set<String> = []
        var ranPaths: Set<String> = []
        for spec in result.specs {
            let path = shownPath(spec.spec.path)
            if spec.spec.loadProblem == nil { ranPaths.insert(path) }
            for table in spec.tables { present.insert("\(path)#\(table.table.rule?.anchor ?? "")") }
            let lines = spec.spec.text.split(separator: "\n", omittingEmptySubsequences: false)
            var order: [String] = []
            var tables: [String: [TableResult]] = [:]
            // A table under no heading belongs to no rule (it is an error of its own).
            for table in spec.tables {
                guard let anchor = table.table.rule?.anchor else { continue }
                if tables[anchor] == nil { order.append(anchor) }
                tables[anchor, default: []].append(table)
            }
            for anchor in order {
                let group = tables[anchor] ?? []
                let status = RunStatus.combined(group.map(\.status))
                guard status != .skipped, let first = group.first else { continue }
                let source = group.map { Self.source(of: $0.table, in: lines) }
                    .joined(separator: "\n")
                let key = "\(path)#\(anchor)"
                var rule =
                    byKey[key]
                    ?? Rule(
                        path: path, anchor: anchor, title: RuleTitle.of(first.table, path: path),
                        runs: [])
                rule.title = RuleTitle.of(first.table, path: path)
                rule.runs.append(Entry(status: status.description, source: Self.hash(source)))
                rule.runs = Array(rule.runs.suffix(Self.maximumRuns))
                byKey[key] = rule
            }
        }
        for (key, var rule) in byKey where ranPaths.contains(rule.path) && !present.contains(key) {
            rule.runs.append(Entry(status: Self.removedStatus, source: ""))
            rule.runs = Array(rule.runs.suffix(Self.maximumRuns))
            byKey[key] = rule.runs.allSatisfy { $0.status == Self.removedStatus } ? nil : rule
        }
        let sorted = byKey.values.sorted { ($0.path, $0.anchor) < ($1.path, $1.anchor) }
        let counts = ReportCounts(result.specs).testCases
        let totals = RunTotals(
            passed: counts.passed, failed: counts.failedOrError, pending: counts.pending)
        return RunHistory(
            rules: sorted, totals: Array((self.totals + [totals]).suffix(Self.maximumRuns)),
            cases: addingCases(result, ranPaths: ranPaths, shownPath: shownPath))
    }

    /// `cases` with this run's checklist items added as `adding` adds rules: each item of a
    /// spec that ran gets its status (the first of a repeated text only), and an item gone
    /// from a spec that ran gets `removed`.
    private func addingCases(
        _ result: RunResult, ranPaths: Set<String>, shownPath: (String) -> String
    ) -> [Rule] {
        var byKey = Dictionary(
            cases.map { ("\($0.path)#\($0.anchor)", $0) }, uniquingKeysWith: { first, _ in first })
        var present: Set<String> = []
        for spec in result.specs where spec.spec.loadProblem == nil {
            let path = shownPath(spec.spec.path)
            for check in spec.checklist {
                let key = "\(path)#\(check.item.text)"
                guard present.insert(key).inserted else { continue }
                let status = check.status
                guard status != .skipped else { continue }
                var item =
                    byKey[key]
                    ?? Rule(path: path, anchor: check.item.text, title: check.item.text, runs: [])
                item.runs.append(
                    Entry(status: status.description, source: Self.hash(check.item.text)))
                item.runs = Array(item.runs.suffix(Self.maximumRuns))
                byKey[key] = item
            }
        }
        for (key, var item) in byKey where ranPaths.contains(item.path) && !present.contains(key) {
            item.runs.append(Entry(status: Self.removedStatus, source: ""))
            item.runs = Array(item.runs.suffix(Self.maximumRuns))
            byKey[key] = item.runs.allSatisfy { $0.status == Self.removedStatus } ? nil : item
        }
        return byKey.values.sorted { ($0.path, $0.anchor) < ($1.path, $1.anchor) }
    }

    /// The rule's history, if it has one.
    package func rule(path: String, anchor: String) -> Rule? {
        rules.first { $0.path == path && $0.anchor == anchor }
    }

    /// A table's lines as written, from its fence to its last row.
    private static func source(of table: EventTable, in lines: [Substring]) -> String {
        let last = max(table.rows.last?.line ?? table.headerLine, table.line)
        let range = max(table.line - 1, 0)..<min(last, lines.count)
        return range.isEmpty ? "" : lines[range].joined(separator: "\n")
    }

    /// FNV-1a 64 of the text's UTF-8 bytes, in 16 hexadecimal digits.
    static func hash(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    // MARK: Reading and writing

    /// The history as JSON text: keys sorted and indented.
    package static func json(_ history: RunHistory) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(history) else { return "{}\n" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// The history in `path`; an empty one when no file is there yet.
    package static func read(_ path: String) throws(Diagnostic) -> RunHistory {
        guard OutputFiles.entry(at: path) != .none else { return RunHistory() }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw Diagnostic(.results, "\(path): the history file cannot be read")
        }
        guard let history = try? JSONDecoder().decode(RunHistory.self, from: data),
            history.format == formatName
        else {
            throw Diagnostic(
                .results,
                "\(path): not a rulebook history file (give a new path, or remove the file)")
        }
        return history
    }

    /// Writes the history to `path` through a temporary file renamed into place.
    package static func write(
        _ history: RunHistory, to path: String, inputs: [String]
    ) throws(Diagnostic) {
        try OutputFiles.refuseInputs(output: path, inputs: inputs)
        try OutputFiles.writeAtomically(json(history), to: path)
    }
}

extension RunHistory.Rule {
    /// How the last run compares with the ones before; `nil` when nothing notable changed.
    package var change: RunHistory.Change? {
        guard let last = runs.last else { return nil }
        let sameSource = runs.reversed().prefix { $0.source == last.source }
        let flips = zip(sameSource, sameSource.dropFirst()).filter { $0.status != $1.status }
        if flips.count >= 2 { return .flaky }
        guard runs.count >= 2 else { return nil }
        let before = runs[runs.count - 2]
        let failing: (String) -> Bool = { $0 == "failed" || $0 == "error" }
        if failing(last.status) && !failing(before.status) { return .newFailure }
        if last.status == "passed" && failing(before.status) { return .fixed }
        if last.status == RunHistory.removedStatus && before.status != RunHistory.removedStatus {
            return .removed
        }
        return nil
    }
}
