import Rulebook
import RulebookMarkdown

/// What the pages of one spec show of the spec as a whole, made once per spec and shared by
/// every part of a split page (`SpecParts`), so that writing a spec costs its size once
/// rather than once per part: the spec's summary, what each part holds and its entry in the
/// part navigation, and the statuses of the spec's rules by anchor.
struct SpecPageFacts: Sendable {
    /// The statuses of a rule: its section's, which groups it on the page, and its own
    /// tables', which its badge shows (`nil` for a heading without tables).
    struct RuleStatuses: Sendable {
        let section: RunStatus?
        let own: RunStatus?
    }

    /// One page of the spec: the whole spec when its page is not split, else one part.
    struct Part: Sendable {
        /// The top-level blocks of the part, in order.
        let blocks: [MarkdownBlock]
        /// The tables of the part, in order.
        let tables: [TableResult]
        /// The rules of the part that have tables of their own, in order.
        let rules: [RuleResult]
        /// The checklist items of the part, in order.
        let checklist: [ChecklistResult]
        /// The status of the part's tables; `nil` when it has none.
        let status: RunStatus?
        /// The part's name in the part navigation, with its first and last rules; empty when
        /// the page is not split.
        let label: String
    }

    /// The spec's badge (its tables and its own checklist items) and its counts.
    let summary: String
    /// The pages of the spec, in order: one, or one per part when its page is split.
    let parts: [Part]
    /// The statuses of the first rule of each anchor.
    let statusByAnchor: [String: RuleStatuses]

    /// The facts of `result`, whose page is split into `parts` (or not, when `nil`), in the
    /// words of `context`.
    init(_ result: SpecResult, parts: SpecParts?, context: ReportContext) {
        let words = context.messages
        summary = Self.summary(result, words)
        statusByAnchor = Dictionary(
            result.rules.map {
                ($0.rule.anchor, RuleStatuses(section: $0.status, own: $0.ownStatus))
            },
            uniquingKeysWith: { first, _ in first })
        let count = parts?.count ?? 1
        let partOf = { (line: Int) in parts?.part(line: line) ?? 0 }
        var blocks = Array(repeating: [MarkdownBlock](), count: count)
        for block in result.spec.document.blocks {
            blocks[partOf(block.line)].append(block)
        }
        var tables = Array(repeating: [TableResult](), count: count)
        for table in result.tables {
            tables[partOf(table.table.line)].append(table)
        }
        var rules = Array(repeating: [RuleResult](), count: count)
        for rule in result.rules where rule.ownStatus != nil {
            rules[partOf(rule.rule.line)].append(rule)
        }
        var checklist = Array(repeating: [ChecklistResult](), count: count)
        for check in result.checklist {
            checklist[partOf(check.item.line)].append(check)
        }
        var titles = Array(repeating: [String](), count: count)
        for rule in result.spec.rules {
            titles[partOf(rule.line)].append(rule.title)
        }
        self.parts = (0..<count).map { index in
            var label = ""
            if parts != nil {
                label = words.parts.partOf(words.number(index + 1), words.number(count))
                if let first = titles[index].first { label += ": " + first }
                if titles[index].count > 1, let last = titles[index].last {
                    label += " … " + last
                }
            }
            let status =
                tables[index].isEmpty ? nil : RunStatus.combined(tables[index].map(\.status))
            return Part(
                blocks: blocks[index], tables: tables[index], rules: rules[index],
                checklist: checklist[index], status: status, label: label)
        }
    }

    /// The spec's badge and its counts of tables, rows and checklist items.
    private static func summary(_ result: SpecResult, _ words: ReportMessages) -> String {
        let counts = ReportCounts([result])
        guard counts.testCases.total > 0 else { return words.noEventTable }
        var parts = [
            words.count(counts.tables.total, .table) + ": "
                + HTMLLayout.counts(counts.tables, notRun: .skipped, words),
            words.count(counts.rows.total, .row) + ": "
                + HTMLLayout.counts(counts.rows, notRun: .notRun, words),
        ]
        if counts.checklist.total > 0 {
            let list = counts.checklist
            parts.append(
                words.count(list.total, .checklistItem) + ": "
                    + HTMLLayout.counts(
                        ReportCounts.ByStatus(
                            passed: list.passed, failed: list.failing + list.missing,
                            notRun: list.notRun, pending: list.pending),
                        notRun: .skipped, words))
        }
        let status = result.status
        var badge = StatusMark.of(status).localized(words).badge
        if status >= .failed && !result.tables.contains(where: { $0.status >= .failed }) {
            badge += " <span class=\"why\">\(words.byChecklistOnly)</span>"
        }
        return badge + " " + parts.joined(separator: "; ")
    }
}
