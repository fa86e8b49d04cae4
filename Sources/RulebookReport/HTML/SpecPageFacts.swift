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
    /// Its blocks, tables and rules are slices of the spec's own arrays, which hold them in
    /// document order, so that splitting a spec copies none of them.
    struct Part: Sendable {
        /// The top-level blocks of the part, in order.
        let blocks: ArraySlice<MarkdownBlock>
        /// The tables of the part, in order.
        let tables: ArraySlice<TableResult>
        /// The rules of the part, in order; those with tables of their own have an
        /// `ownStatus`.
        let rules: ArraySlice<RuleResult>
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
        let blocks = Self.slices(result.spec.document.blocks, count) { partOf($0.line) }
        let tables = Self.slices(result.tables, count) { partOf($0.table.line) }
        let rules = Self.slices(result.rules, count) { partOf($0.rule.line) }
        let headings = Self.slices(result.spec.rules, count) { partOf($0.line) }
        var checklist = Array(repeating: [ChecklistResult](), count: count)
        for check in result.checklist {
            checklist[partOf(check.item.line)].append(check)
        }
        self.parts = (0..<count).map { index in
            var label = ""
            if parts != nil {
                label = words.parts.partOf(words.number(index + 1), words.number(count))
                if let first = headings[index].first { label += ": " + first.title }
                if headings[index].count > 1, let last = headings[index].last {
                    label += " … " + last.title
                }
            }
            let part = tables[index]
            let status =
                part.isEmpty ? nil : RunStatus.combined(part.indices.map { part[$0].status })
            return Part(
                blocks: blocks[index], tables: part, rules: rules[index],
                checklist: checklist[index], status: status, label: label)
        }
    }

    /// `items`, in document order, cut into the `count` parts that `part` tells for each.
    private static func slices<Item>(
        _ items: [Item], _ count: Int, part: (Item) -> Int
    ) -> [ArraySlice<Item>] {
        var slices: [ArraySlice<Item>] = []
        var start = items.startIndex
        for index in 0..<count - 1 {
            var end = start
            while end < items.endIndex, part(items[end]) <= index { end += 1 }
            slices.append(items[start..<end])
            start = end
        }
        slices.append(items[start...])
        return slices
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
