import Rulebook
import RulebookMarkdown

/// One spec's page: a header with the run's context, a box listing the page's failures, a
/// contents list of its rules with their statuses, then its prose as cmark-gfm rendered it
/// in safe mode: each heading with its GitHub anchor and the rule's status badge, each
/// event table as an HTML table of results with its timeline, and each checklist item
/// marked from its rule's status with a link to that rule.
///
/// Each rule with tables is a `<details>` section. On a page with a failed or errored table,
/// passed and skipped rules start folded, so the failures stand out; otherwise every
/// section starts open, and the page reads as the spec.
///
/// The page of a large spec is one of its parts (`SpecParts`): the blocks of its part, with
/// the part navigation in its header; every link to an anchor of the spec leads to the part
/// that holds it.
struct HTMLPage {
    let result: SpecResult
    /// This page's path in the site.
    let page: String
    let paths: SitePaths
    let version: String
    var context = ReportContext()
    /// The rules that changed since the last run (`--history`), by anchor: a new failure or
    /// a flaky rule is marked next to its heading.
    var changes: [String: RunHistory.Change] = [:]
    /// The spec's parts, when its page is split, and the one this page shows.
    private let parts: SpecParts?
    let part: Int
    /// The links from this page to the anchors of its spec's parts, when its page is split.
    private let partLinks: SitePaths.PageLinks?
    /// What the page shows of the whole spec, made once for all its parts.
    private let facts: SpecPageFacts

    /// The tables this page shows: the spec's, or its part's.
    var tables: ArraySlice<TableResult> { facts.parts[part].tables }

    /// The page of `result` at `page`, or of its part `part` (0-based) when its page is
    /// split; `facts` are the spec's, in the words of `context`.
    init(
        result: SpecResult, page: String, paths: SitePaths, version: String,
        context: ReportContext = ReportContext(), part: Int = 0, facts: SpecPageFacts
    ) {
        self.result = result
        self.page = page
        self.paths = paths
        self.version = version
        self.context = context
        self.facts = facts
        let parts = paths.parts(forSpec: result.spec.path)
        self.parts = parts
        self.part = min(max(part, 0), facts.parts.count - 1)
        partLinks = parts == nil ? nil : paths.links(from: page, toSpec: result.spec.path)
    }

    /// The whole page.
    func render() -> String {
        var html = HTMLBuffer()
        append(to: &html, inBackground: false)
        return html.string
    }

    /// Writes the page into `file` as it is made, so that a long page is never held whole.
    /// A large page (`HTMLPageTables.renderOnEveryCore`) renders its next tables in the
    /// background while it writes: it is written on a thread of its own, not on one of a
    /// parallel map, which must not wait for work it queued.
    func write(to file: OutputFiles.StagedFile) {
        var html = HTMLBuffer(flushingTo: file)
        append(to: &html, inBackground: HTMLPageTables.renderOnEveryCore(tables))
        html.flush()
    }

    /// Appends the page from start to end, handing it on as it fills; `inBackground` as
    /// `HTMLPageTables` says.
    private func append(to html: inout HTMLBuffer, inBackground: Bool) {
        let lines = SpecLines(path: result.spec.path, context: context)
        let words = context.messages
        var title = "\(lines.shownPath) · \(context.title ?? "rulebook")"
        if let parts {
            title =
                "\(lines.shownPath) (\(words.parts.partOf(words.number(part + 1), words.number(parts.count)))) · \(context.title ?? "rulebook")"
        }
        html.append(markup: HTMLLayout.documentStart(title: title, language: context.language))
        let toIndex = SitePaths.href(from: page, to: SitePaths.index, anchor: nil)
        html.append(markup: HTMLLayout.skipLink(words))
        html.append(
            markup:
                "<header class=\"page\">\n<nav><a href=\"\(toIndex)\">← \(words.allSpecs)</a></nav>\n"
        )
        if let title = context.title {
            html.append(markup: "<p class=\"title\">\(HTMLEscaping.text(title))</p>\n")
        }
        html.append(
            markup:
                "<p>\(HTMLEscaping.text(lines.shownPath)) \(facts.summary)</p>\n")
        if let parts {
            html.append(markup: partNavigation(parts))
        }
        html.append(markup: HTMLLayout.context(context) + "</header>\n")
        let overview = HTMLPageOverview(result: result, context: context, part: facts.parts[part])
        // A large page lays out only the tables near the window (`content-visibility`), and
        // says why its tables have no timelines.
        html.append(
            markup: isLarge ? "<main id=\"main\" class=\"large\">\n" : "<main id=\"main\">\n")
        if isLarge {
            let note = words.noTimelines(
                words.number(tables.count), words.number(Self.largePageTables))
            html.append(markup: "<p class=\"why\">\(HTMLEscaping.text(note))</p>\n")
        }
        html.append(markup: "\(overview.failures())\(HTMLLayout.statusFilter(words))")
        html.append(markup: overview.contents())
        if let problem = result.spec.loadProblem {
            html.append(
                markup:
                    "<p><strong>\(words.errorLabel)</strong> \(HTMLEscaping.text(problem.description))</p>\n"
            )
        } else {
            var renderer = BlockRenderer(page: self, lines: lines, inBackground: inBackground)
            renderer.appendSections(facts.parts[part].blocks, to: &html)
        }
        html.append("</main>\n")
        html.append(markup: HTMLLayout.footer(version: version, words))
        html.append(markup: HTMLLayout.documentEnd)
    }

    /// The most tables a page lays out whole and draws timelines for; a page with more
    /// lays out only the tables near the window and draws no timeline, so that it opens
    /// fast (anchors still lead to their rows).
    static let largePageTables = 200

    /// Whether this page has more than `largePageTables` tables.
    var isLarge: Bool { tables.count > Self.largePageTables }

    /// Whether a table of this page failed or errored.
    var hasFailures: Bool { tables.contains { $0.status >= .failed } }

    /// The navigation between the parts of a split spec: a title on a later part, which part
    /// this is, the links to the previous and next parts, and every part with the status of
    /// its tables and its first and last rules.
    private func partNavigation(_ parts: SpecParts) -> String {
        let words = context.messages
        let partWords = words.parts
        var html = HTMLBuffer()
        // The spec's first heading is on the first part: a later part has a title of its own.
        if part > 0 {
            let title =
                result.spec.rules.first?.title
                ?? SpecLines(path: result.spec.path, context: context).shownPath
            html.append(markup: "<h1>")
            html.append(
                text: title + " ("
                    + partWords.partOf(words.number(part + 1), words.number(parts.count)) + ")")
            html.append(markup: "</h1>\n")
        }
        html.append(markup: "<nav class=\"contents parts\" aria-labelledby=\"Parts\">\n")
        html.append(markup: "<p class=\"box-title\" id=\"Parts\">")
        html.append(text: partWords.partOf(words.number(part + 1), words.number(parts.count)))
        html.append(markup: "</p>\n<p class=\"why\">")
        html.append(
            text: partWords.split(words.number(result.tables.count), words.number(parts.count)))
        html.append(markup: "</p>\n<ul>\n")
        if part > 0 {
            html.append(markup: "<li><a rel=\"prev\" href=\"")
            html.append(markup: link(toPart: part - 1))
            html.append(markup: "\">← ")
            html.append(text: partWords.previous)
            html.append(markup: "</a></li>\n")
        }
        if part + 1 < parts.count {
            html.append(markup: "<li><a rel=\"next\" href=\"")
            html.append(markup: link(toPart: part + 1))
            html.append(markup: "\">")
            html.append(text: partWords.next)
            html.append(markup: " →</a></li>\n")
        }
        html.append(markup: "</ul>\n<ol>\n")
        for (index, entry) in facts.parts.enumerated() {
            html.append(markup: "<li>")
            if let status = entry.status {
                html.append(markup: StatusMark.of(status).localized(words).badge)
                html.append(" ")
            }
            if index == part {
                html.append(markup: "<a aria-current=\"page\" href=\"")
            } else {
                html.append(markup: "<a href=\"")
            }
            html.append(markup: link(toPart: index))
            html.append(markup: "\">")
            html.append(text: entry.label)
            html.append(markup: "</a></li>\n")
        }
        html.append(markup: "</ol>\n</nav>\n")
        return html.string
    }

    /// `html` with each link to an anchor of the page (`href="#retry"`) that another part
    /// holds leading to that part; `html` itself on a page that is not split.
    fileprivate func toParts(_ html: String) -> String {
        guard let parts, let partLinks else { return html }
        // The closure takes the part's number, not the page: it would copy the page.
        let part = part
        return SamePageLinks.rewrite(html) { fragment in
            let anchor = SpecPath.percentDecoded(String(fragment))
            // An anchor with an entity in it names no heading or row.
            if fragment.utf8.contains(UInt8(ascii: "&")) || parts.part(anchor: anchor) == part {
                return nil
            }
            return partLinks.href(anchor: anchor)
        }
    }

    /// The `href` of part `index` of this page's spec.
    private func link(toPart index: Int) -> String {
        partLinks?.href(part: index) ?? ""
    }

    /// Walks the Markdown tree, taking each checklist result once, in document order.
    private struct BlockRenderer {
        let page: HTMLPage
        /// The spec's path as shown and its source links.
        let lines: SpecLines
        var checklist: [Int: [ChecklistResult]]
        /// The page's tables, rendered as the walk reaches them (on every core), and rule
        /// statuses by anchor (of the first rule of each; `nil` for a rule without tables):
        /// its section's, which groups it, and its own tables', which its badge shows, so
        /// that a page renders in time linear in its size.
        var tables: HTMLPageTables
        let statusByAnchor: [String: SpecPageFacts.RuleStatuses]
        /// Whether a table of the page failed or errored.
        let hasFailures: Bool

        init(page: HTMLPage, lines: SpecLines, inBackground: Bool) {
            self.page = page
            self.lines = lines
            checklist = Dictionary(grouping: page.facts.parts[page.part].checklist, by: \.item.line)
            tables = HTMLPageTables(
                page.tables, lines: lines, inBackground: inBackground,
                drawsTimelines: !page.isLarge)
            hasFailures = page.hasFailures
            statusByAnchor = page.facts.statusByAnchor
        }

        /// Appends the top-level blocks, each rule with tables in a `<details>` that holds
        /// its section (sub-rules nest), handing the page on after each block.
        mutating func appendSections(
            _ blocks: ArraySlice<MarkdownBlock>, to html: inout HTMLBuffer
        ) {
            let start = html.count
            var openLevels: [Int] = []
            for block in blocks {
                if case .heading(let heading) = block {
                    while let level = openLevels.last, level >= heading.level {
                        html.append("</details>\n")
                        openLevels.removeLast()
                    }
                    if let status = status(of: heading) {
                        let isOpen = status >= .failed || !hasFailures
                        html.append(
                            markup:
                                "<details class=\"rule\" data-status=\"\(StatusMark.filterWord(status))\""
                        )
                        html.append(markup: "\(isOpen ? " open=\"open\"" : "")>\n<summary>")
                        html.append(markup: self.heading(heading) + "</summary>\n")
                        openLevels.append(heading.level)
                        continue
                    }
                }
                if html.count > start && !html.endsWithLineFeed { html.append("\n") }
                append(block, to: &html)
                html.flushIfFull()
            }
            html.append(markup: String(repeating: "</details>\n", count: openLevels.count))
        }

        private func status(of heading: MarkdownHeading) -> RunStatus? {
            statusByAnchor[heading.anchor]?.section
        }

        /// Appends blocks, each starting on a line of its own.
        mutating func append(_ blocks: [MarkdownBlock], to html: inout HTMLBuffer) {
            let start = html.count
            for block in blocks {
                if html.count > start && !html.endsWithLineFeed { html.append("\n") }
                append(block, to: &html)
            }
        }

        private mutating func append(_ block: MarkdownBlock, to html: inout HTMLBuffer) {
            switch block {
            case .html(let markup, _):
                html.append(markup: HTMLEscaping.cleaned(linked(markup)))
            case .heading(let heading):
                html.append(markup: self.heading(heading))
            case .codeBlock(let code):
                if code.isFenced, tables.append(line: code.line, to: &html) { return }
                let language = code.info.split(whereSeparator: { $0.isWhitespace }).first
                let attribute = language.map {
                    " class=\"language-\(HTMLEscaping.text(String($0)))\""
                }
                // Only a block with lines too long for a desktop page scrolls (a phone wraps
                // them), so only such a block takes focus.
                let longest = code.literal.split(separator: "\n").map(\.count).max() ?? 0
                let focus = longest > HTMLLayout.fittingCharacters ? " tabindex=\"0\"" : ""
                html.append(
                    markup:
                        "<pre\(focus)><code\(attribute ?? "")>\(HTMLEscaping.text(code.literal))</code></pre>\n"
                )
            case .blockQuote(let children, _):
                html.append("<blockquote>\n")
                append(children, to: &html)
                html.append("</blockquote>\n")
            case .list(let list):
                append(list, to: &html)
            }
        }

        private func heading(_ heading: MarkdownHeading) -> String {
            let level = min(max(heading.level, 1), 6)
            // A rule's badge is the status of its own tables (the contract's section 1).
            let own = statusByAnchor[heading.anchor]?.own
            var badge =
                own.map { " " + StatusMark.of($0).localized(lines.messages).badge } ?? ""
            badge += HTMLTrends.mark(page.changes[heading.anchor], lines.messages)
            return "<h\(level) id=\"\(HTMLEscaping.text(heading.anchor))\">"
                + "\(HTMLEscaping.cleaned(linked(heading.html)))\(badge)</h\(level)>\n"
        }

        /// A block's HTML with its links filled in: a link to another spec of the run points
        /// to that spec's page, a link to another file to its source or to nothing.
        private func linked(_ html: String) -> String {
            let spec = page.result.spec
            // Without a slot in the document there is nothing to fill.
            guard !spec.document.linkSlots.isEmpty else { return page.toParts(html) }
            return page.toParts(
                spec.document.html(html) { destination in
                    page.paths.link(destination, fromSpec: spec.path, context: page.context)
                })
        }

        private mutating func append(_ list: MarkdownList, to html: inout HTMLBuffer) {
            let tag = list.isOrdered ? "ol" : "ul"
            var attributes = ""
            if list.isOrdered && list.start != 1 { attributes += " start=\"\(list.start)\"" }
            if list.items.contains(where: { $0.task != nil }) {
                attributes += " class=\"checklist\""
            }
            var markup = "<\(tag)\(attributes)>\n"
            for item in list.items {
                let check = item.task == nil ? nil : takeChecklist(line: item.line)
                var itemHTML = HTMLBuffer()
                append(item.blocks, to: &itemHTML)
                var content = itemHTML.string
                // The link of an item whose target is missing would lead nowhere.
                if case .missing = check?.outcome { content = HTMLEscaping.unlinked(content) }
                if content.hasSuffix("\n") { content.removeLast() }
                if let check {
                    let mark = StatusMark.of(check.outcome)
                    markup +=
                        "<li class=\"task \(mark.cssClass)\" id=\"\(HTMLTable.anchor(item.line))\""
                    markup += " data-status=\"\(StatusMark.filterWord(check))\">"
                    markup += "\(self.mark(check)) \(content)"
                    if case .missing(let reason) = check.outcome {
                        markup +=
                            " <span class=\"why\">(\(HTMLEscaping.text(reason.message)))</span>"
                    }
                    if let href = lines.href(line: item.line) {
                        markup +=
                            " <a class=\"source\" href=\"\(href)\">\(lines.messages.source)</a>"
                    }
                    markup += "</li>\n"
                } else {
                    markup += "<li>\(content)</li>\n"
                }
            }
            html.append(markup: markup + "</\(tag)>\n")
        }

        /// The item's badge, linking to its rule when the rule has a page in this site.
        private func mark(_ check: ChecklistResult) -> String {
            let mark = StatusMark.of(check.outcome).localized(lines.messages)
            if case .missing = check.outcome { return mark.badge }
            guard let target = check.target,
                let links = page.paths.links(from: page.page, toSpec: target.path)
            else { return mark.badge }
            let href = links.href(anchor: target.anchor)
            return "<a class=\"badge \(mark.cssClass)\" href=\"\(href)\">\(mark.label)</a>"
        }

        private mutating func takeChecklist(line: Int) -> ChecklistResult? {
            guard var pending = checklist[line], !pending.isEmpty else { return nil }
            let first = pending.removeFirst()
            checklist[line] = pending
            return first
        }
    }
}
