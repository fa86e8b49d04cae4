import RulebookMarkdown

/// A parsed spec file: its Markdown, its rules (headings), event tables and checklist items.
public struct Spec: Equatable, Sendable {
    /// The path as it was given; messages start with it.
    public let path: String
    /// The Markdown source.
    public let text: String
    package let document: MarkdownDocument
    /// Every heading, in document order.
    public let rules: [SpecRule]
    /// Every `rulebook` table, in document order.
    public let tables: [EventTable]
    /// Every task-list item, in document order.
    public let checklist: [ChecklistItem]
    /// Why the file could not be read (not UTF-8, no permission...); `nil` for a read file.
    public let loadProblem: Diagnostic?
    /// Blocks that look like a mistyped event table (and so do not run), at their line.
    package let warnings: [Diagnostic]
    /// The language the spec declares with `<!-- rulebook lang=TAG -->` before its first
    /// heading; `nil` when it declares none (or an unknown one, an error of each table).
    package let language: SpecLanguage?

    /// Parses a spec's text. Never fails: a malformed table keeps its problem and is
    /// reported as an error when the spec runs.
    public init(path: String, text: String) {
        self.init(path: path, text: text, fencesOnEveryCore: true)
    }

    /// Parses a spec's text; with `fencesOnEveryCore`, the fences of a large file are read
    /// on every core, else on this thread alone (while the other cores read other files).
    package init(path: String, text: String, fencesOnEveryCore: Bool) {
        self.path = path
        self.text = text
        let lines = SourceLines(text)
        self.document = MarkdownDocument.parse(text, lines: lines)
        var builder = Builder(path: path)
        builder.visit(document.blocks)
        rules = builder.finishedRules()
        let ownTables = Set(builder.fences.compactMap { $0.rule?.anchor })
        let idleMarkers = rules.compactMap { rule in
            rule.pending.flatMap { ownTables.contains(rule.anchor) ? nil : ($0, rule) }
        }
        builder.warnings += idleMarkers.map { marker, rule in
            Diagnostic(
                .spec, at: FileLocation(file: path, line: marker.line),
                "this Pending: line has no effect: \"\(rule.title)\" has no table of its own (a marker does not reach the tables under sub-headings; put it under their heading)"
            )
        }
        let comments = LanguageComment.find(in: document.blocks, lines: lines)
        builder.warnings += comments.misplaced.map { line in
            Diagnostic(
                .spec, at: FileLocation(file: path, line: line),
                "this language comment has no effect: declare the language once, before the first heading"
            )
        }
        let declared = comments.declared.map { tag, line in
            Result { () throws(Diagnostic) in
                try SpecLanguage.parse(tag, as: .spec, at: FileLocation(file: path, line: line))
            }
        }
        language = try? declared?.get()
        // Each cell is placed on its line of the file.
        tables = EventTableParser.parse(
            builder.fences, file: path, source: lines, onEveryCore: fencesOnEveryCore,
            language: language,
            languageProblem: declared.flatMap {
                if case .failure(let problem) = $0 { problem } else { nil }
            })
        checklist = builder.checklist
        warnings = builder.warnings
        loadProblem = nil
    }

    /// A file that could not be read: no text, and one table that cannot run, holding the
    /// problem, so that every report counts the file as an error at the problem's line
    /// while the other files run.
    package init(path: String, unreadable problem: Diagnostic) {
        self.path = path
        self.text = ""
        self.document = MarkdownDocument(blocks: [])
        rules = []
        tables = [
            EventTable(
                line: problem.location?.line ?? 1, rule: nil, modelName: "", options: [],
                headerLine: problem.location?.line ?? 1, columns: [], rows: [], problem: problem)
        ]
        checklist = []
        warnings = []
        language = nil
        loadProblem = problem
    }

    /// The rule with this anchor id, if the spec has such a heading.
    package func rule(anchor: String) -> SpecRule? {
        rules.first { $0.anchor == anchor }
    }

    /// Walks the Markdown tree in document order, keeping the stack of open headings.
    private struct Builder {
        let path: String
        var headings: [MarkdownHeading] = []
        var tableIndicesByHeading: [[Int]] = []
        var pendingByHeading: [PendingMarker?] = []
        /// The first `Pending:` block of each heading's section that is not its first block.
        var misplacedPendingByHeading: [PendingMarker?] = []
        /// The heading whose first block comes next, to look for its `Pending:` marker.
        var headingAwaitingFirstBlock: Int?
        var openHeadings: [Int] = []
        /// Every event-table fence with its rule, in document order.
        var fences: [(code: MarkdownCodeBlock, rule: RuleReference?)] = []
        var checklist: [ChecklistItem] = []
        var warnings: [Diagnostic] = []

        init(path: String) {
            self.path = path
        }

        /// Visits `blocks`; `nested` for the blocks inside a block quote or a list item,
        /// which are never a heading's first block.
        mutating func visit(_ blocks: [MarkdownBlock], nested: Bool = false) {
            for block in blocks {
                if let heading = headingAwaitingFirstBlock {
                    headingAwaitingFirstBlock = nil
                    pendingByHeading[heading] = PendingMarker.find(in: block)
                } else if !nested {
                    noteMisplacedMarker(in: block)
                }
                switch block {
                case .heading(let heading):
                    while let top = openHeadings.last, headings[top].level >= heading.level {
                        openHeadings.removeLast()
                    }
                    openHeadings.append(headings.count)
                    headingAwaitingFirstBlock = headings.count
                    headings.append(heading)
                    tableIndicesByHeading.append([])
                    pendingByHeading.append(nil)
                    misplacedPendingByHeading.append(nil)
                case .codeBlock(let code):
                    guard code.isFenced, EventTableParser.isEventTable(info: code.info) else {
                        if let warning = NearMissTables.warning(for: code) {
                            warnings.append(
                                Diagnostic(
                                    .spec, at: FileLocation(file: path, line: code.line), warning))
                        }
                        continue
                    }
                    let rule = openHeadings.last.map { index in
                        RuleReference(title: headings[index].text, anchor: headings[index].anchor)
                    }
                    for index in openHeadings { tableIndicesByHeading[index].append(fences.count) }
                    fences.append((code, rule))
                case .blockQuote(let children, _):
                    visit(children, nested: true)
                case .list(let list):
                    for item in list.items {
                        if item.task != nil {
                            checklist.append(
                                ChecklistItem(
                                    line: item.line, text: item.text,
                                    destination: ruleDestination(item.links)))
                        }
                        visit(item.blocks, nested: true)
                    }
                case .html(let html, let line):
                    if let warning = NearMissTables.warning(forProse: html) {
                        warnings.append(
                            Diagnostic(.spec, at: FileLocation(file: path, line: line), warning))
                    }
                }
            }
        }

        /// A `Pending:` paragraph or block quote that is not the first block under its
        /// heading has no effect: a warning names its line and says where it belongs, and
        /// the heading keeps it for `accept` (the contract's section 4b).
        mutating func noteMisplacedMarker(in block: MarkdownBlock) {
            switch block {
            case .html, .blockQuote: break
            case .heading, .codeBlock, .list: return
            }
            guard let marker = PendingMarker.find(in: block) else { return }
            let message: String
            if let heading = headings.indices.last {
                if misplacedPendingByHeading[heading] == nil {
                    misplacedPendingByHeading[heading] = marker
                }
                message =
                    "this Pending: line has no effect: it is not the first block under \"\(headings[heading].text)\" (line \(headings[heading].line)); move it right under the heading (until then, accept leaves the rule's tables alone)"
            } else {
                message =
                    "this Pending: line has no effect: no heading is above it; put it right under the heading of its rule"
            }
            warnings.append(
                Diagnostic(.spec, at: FileLocation(file: path, line: marker.line), message))
        }

        /// The first link that can name a rule (`file.md#anchor`, `#anchor`), so an item may
        /// also link to a ticket or a design; else the first link, to report it.
        func ruleDestination(_ links: [MarkdownLink]) -> String? {
            let destinations = links.map(\.destination)
            return destinations.first { SpecPath.ruleLink($0, from: path) != nil }
                ?? destinations.first
        }

        func finishedRules() -> [SpecRule] {
            headings.indices.map { index in
                let heading = headings[index]
                var rule = SpecRule(
                    title: heading.text, anchor: heading.anchor, level: heading.level,
                    line: heading.line, tableIndices: tableIndicesByHeading[index],
                    pending: pendingByHeading[index])
                rule.misplacedPending = misplacedPendingByHeading[index]
                return rule
            }
        }
    }
}
