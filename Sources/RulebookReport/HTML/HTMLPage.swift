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
struct HTMLPage {
    let result: SpecResult
    /// This page's path in the site.
    let page: String
    let paths: SitePaths
    let version: String
    var context = ReportContext()

    /// The whole page.
    ///
    /// The page is written into one string from start to end, so a long page is never
    /// copied whole (into a body, then into the document).
    func render() -> String {
        let title = "\(context.shownPath(result.spec.path)) · \(context.title ?? "rulebook")"
        var html = HTMLLayout.documentStart(title: title, language: context.language)
        let toIndex = SitePaths.href(from: page, to: SitePaths.index, anchor: nil)
        html += HTMLLayout.skipLink
        html += "<header class=\"page\">\n<nav><a href=\"\(toIndex)\">← All specs</a></nav>\n"
        if let title = context.title {
            html += "<p class=\"title\">\(HTMLEscaping.text(title))</p>\n"
        }
        html += "<p>\(HTMLEscaping.text(context.shownPath(result.spec.path))) \(summary())</p>\n"
        html += HTMLLayout.context(context) + "</header>\n"
        let overview = HTMLPageOverview(result: result, context: context)
        html += "<main id=\"main\">\n\(overview.failures())\(HTMLLayout.statusFilter())"
        html += overview.contents()
        if let problem = result.spec.loadProblem {
            html += "<p><strong>Error:</strong> \(HTMLEscaping.text(problem.description))</p>\n"
        } else {
            var renderer = BlockRenderer(page: self)
            renderer.appendSections(result.spec.document.blocks, to: &html)
        }
        html += "</main>\n"
        html += HTMLLayout.footer(version: version)
        return html + HTMLLayout.documentEnd
    }

    /// Whether a table of this page failed or errored.
    var hasFailures: Bool { result.tables.contains { $0.status >= .failed } }

    /// The spec's badge (its tables and its own checklist items) and its counts.
    func summary() -> String {
        let counts = ReportCounts([result])
        guard counts.testCases.total > 0 else { return "(no event table)" }
        var parts = [
            CountWords.of(counts.tables.total, "table") + ": "
                + HTMLLayout.counts(counts.tables, notRunWord: "skipped"),
            CountWords.of(counts.rows.total, "row") + ": "
                + HTMLLayout.counts(counts.rows, notRunWord: "not run"),
        ]
        if counts.checklist.total > 0 {
            let list = counts.checklist
            parts.append(
                CountWords.of(list.total, "checklist item") + ": "
                    + HTMLLayout.counts(
                        ReportCounts.ByStatus(
                            passed: list.passed, failed: list.failing + list.missing,
                            notRun: list.notRun, pending: list.pending),
                        notRunWord: "skipped"))
        }
        var badge = StatusMark.of(result.status).badge
        if result.status >= .failed && !hasFailures {
            badge += " <span class=\"why\">by its checklist only</span>"
        }
        return badge + " " + parts.joined(separator: "; ")
    }

    /// Walks the Markdown tree, taking each checklist result once, in document order.
    private struct BlockRenderer {
        let page: HTMLPage
        var checklist: [Int: [ChecklistResult]]
        /// Each table's markup by fence line (rendered on every core), and rule results by
        /// anchor (the first of each), so that a page renders in time linear in its size.
        var tablesByLine: [Int: String]
        let rulesByAnchor: [String: RuleResult]

        init(page: HTMLPage) {
            self.page = page
            checklist = Dictionary(grouping: page.result.checklist, by: \.item.line)
            let path = page.result.spec.path
            let markup = ParallelMap.map(page.result.tables, minimumChunk: 64) { table in
                HTMLTable.render(table, path: path, context: page.context)
            }
            tablesByLine = Dictionary(
                zip(page.result.tables.map(\.table.line), markup),
                uniquingKeysWith: { first, _ in first })
            rulesByAnchor = Dictionary(
                page.result.rules.map { ($0.rule.anchor, $0) },
                uniquingKeysWith: { first, _ in first })
        }

        /// Appends the top-level blocks, each rule with tables in a `<details>` that holds
        /// its section (sub-rules nest).
        mutating func appendSections(_ blocks: [MarkdownBlock], to html: inout String) {
            let start = html.utf8.count
            var openLevels: [Int] = []
            for block in blocks {
                if case .heading(let heading) = block {
                    while let level = openLevels.last, level >= heading.level {
                        html += "</details>\n"
                        openLevels.removeLast()
                    }
                    if let status = rule(heading)?.status {
                        let isOpen = status >= .failed || !page.hasFailures
                        html +=
                            "<details class=\"rule\" data-status=\"\(StatusMark.filterWord(status))\""
                        html += "\(isOpen ? " open=\"open\"" : "")>\n<summary>"
                        html += self.heading(heading) + "</summary>\n"
                        openLevels.append(heading.level)
                        continue
                    }
                }
                if html.utf8.count > start && !html.hasSuffix("\n") { html += "\n" }
                html += self.block(block)
            }
            html += String(repeating: "</details>\n", count: openLevels.count)
        }

        private func rule(_ heading: MarkdownHeading) -> RuleResult? {
            rulesByAnchor[heading.anchor]
        }

        mutating func blocks(_ blocks: [MarkdownBlock]) -> String {
            var html = ""
            for block in blocks {
                if !html.isEmpty && !html.hasSuffix("\n") { html += "\n" }
                html += self.block(block)
            }
            return html
        }

        private mutating func block(_ block: MarkdownBlock) -> String {
            switch block {
            case .html(let html, _):
                return HTMLEscaping.cleaned(linked(html))
            case .heading(let heading):
                return self.heading(heading)
            case .codeBlock(let code):
                // Taken out once written, so the page and all its tables are not held twice.
                if code.isFenced, let table = tablesByLine.removeValue(forKey: code.line) {
                    return table
                }
                let language = code.info.split(whereSeparator: { $0.isWhitespace }).first
                let attribute = language.map {
                    " class=\"language-\(HTMLEscaping.text(String($0)))\""
                }
                // Only a block with lines too long for a desktop page scrolls (a phone wraps
                // them), so only such a block takes focus.
                let longest = code.literal.split(separator: "\n").map(\.count).max() ?? 0
                let focus = longest > HTMLLayout.fittingCharacters ? " tabindex=\"0\"" : ""
                return
                    "<pre\(focus)><code\(attribute ?? "")>\(HTMLEscaping.text(code.literal))</code></pre>\n"
            case .blockQuote(let children, _):
                return "<blockquote>\n\(blocks(children))</blockquote>\n"
            case .list(let list):
                return self.list(list)
            }
        }

        private func heading(_ heading: MarkdownHeading) -> String {
            let level = min(max(heading.level, 1), 6)
            let badge = rule(heading)?.status.map { " " + StatusMark.of($0).badge } ?? ""
            return "<h\(level) id=\"\(HTMLEscaping.text(heading.anchor))\">"
                + "\(HTMLEscaping.cleaned(linked(heading.html)))\(badge)</h\(level)>\n"
        }

        /// A block's HTML with its links filled in: a link to another spec of the run points
        /// to that spec's page, a link to another file to its source or to nothing.
        private func linked(_ html: String) -> String {
            let spec = page.result.spec
            return spec.document.html(html) { destination in
                page.paths.link(destination, fromSpec: spec.path, context: page.context)
            }
        }

        private mutating func list(_ list: MarkdownList) -> String {
            let tag = list.isOrdered ? "ol" : "ul"
            var attributes = ""
            if list.isOrdered && list.start != 1 { attributes += " start=\"\(list.start)\"" }
            if list.items.contains(where: { $0.task != nil }) {
                attributes += " class=\"checklist\""
            }
            var html = "<\(tag)\(attributes)>\n"
            for item in list.items {
                let check = item.task == nil ? nil : takeChecklist(line: item.line)
                var content = blocks(item.blocks)
                // The link of an item whose target is missing would lead nowhere.
                if case .missing = check?.outcome { content = HTMLEscaping.unlinked(content) }
                if content.hasSuffix("\n") { content.removeLast() }
                if let check {
                    let mark = StatusMark.of(check.outcome)
                    html +=
                        "<li class=\"task \(mark.cssClass)\" id=\"\(HTMLTable.anchor(item.line))\""
                    html += " data-status=\"\(StatusMark.filterWord(check))\">"
                    html += "\(self.mark(check)) \(content)"
                    if case .missing(let reason) = check.outcome {
                        html += " <span class=\"why\">(\(HTMLEscaping.text(reason.message)))</span>"
                    }
                    if let href = page.context.sourceHref(
                        path: page.result.spec.path, line: item.line)
                    {
                        html += " <a class=\"source\" href=\"\(href)\">source</a>"
                    }
                    html += "</li>\n"
                } else {
                    html += "<li>\(content)</li>\n"
                }
            }
            return html + "</\(tag)>\n"
        }

        /// The item's badge, linking to its rule when the rule has a page in this site.
        private func mark(_ check: ChecklistResult) -> String {
            let mark = StatusMark.of(check.outcome)
            if case .missing = check.outcome { return mark.badge }
            guard let target = check.target, let targetPage = page.paths.page(forSpec: target.path)
            else { return mark.badge }
            let href = SitePaths.href(from: page.page, to: targetPage, anchor: target.anchor)
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
