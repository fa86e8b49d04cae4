/// One spec's page: its prose as cmark-gfm rendered it in safe mode, each heading with its
/// GitHub anchor and the rule's status badge, each event table as an HTML table of results,
/// and each checklist item marked from its rule's status with a link to that rule.
struct HTMLPage {
    let result: SpecResult
    /// This page's path in the site.
    let page: String
    let paths: SitePaths
    let version: String

    /// The whole page.
    func render() -> String {
        var renderer = BlockRenderer(page: self)
        let document = MarkdownDocument.parse(result.spec.text) { destination in
            paths.pageLink(destination, fromSpec: result.spec.path)
        }
        let prose = renderer.blocks(document.blocks)
        let toIndex = SitePaths.href(from: page, to: SitePaths.index, anchor: nil)
        var body = "<header class=\"page\">\n<nav><a href=\"\(toIndex)\">← All specs</a></nav>\n"
        body += "<p>\(HTMLEscaping.text(result.spec.path)) \(summary())</p>\n</header>\n"
        body += "<main>\n\(prose)</main>\n"
        body += HTMLLayout.footer(version: version)
        return HTMLLayout.document(title: "\(result.spec.path) · rulebook", body: body)
    }

    /// The spec's badge (its tables and its own checklist items) and its counts.
    func summary() -> String {
        let counts = ReportCounts([result])
        guard counts.testCases.total > 0 else { return "(no event table)" }
        var parts = [
            HTMLLayout.plural(counts.tables.total, "table") + ": "
                + HTMLLayout.counts(counts.tables, notRunWord: "skipped"),
            HTMLLayout.plural(counts.rows.total, "row") + ": "
                + HTMLLayout.counts(counts.rows, notRunWord: "not run"),
        ]
        if counts.checklist.total > 0 {
            let list = counts.checklist
            parts.append(
                HTMLLayout.plural(list.total, "checklist item") + ": "
                    + HTMLLayout.counts(
                        ReportCounts.ByStatus(
                            passed: list.passed, failed: list.failing + list.missing,
                            notRun: list.notRun),
                        notRunWord: "skipped"))
        }
        return StatusMark.of(result.status).badge + " " + parts.joined(separator: "; ")
    }

    /// Walks the Markdown tree, taking each checklist result once, in document order.
    private struct BlockRenderer {
        let page: HTMLPage
        var checklist: [Int: [ChecklistResult]]

        init(page: HTMLPage) {
            self.page = page
            checklist = Dictionary(grouping: page.result.checklist, by: \.item.line)
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
                return HTMLEscaping.cleaned(html)
            case .heading(let heading):
                return self.heading(heading)
            case .codeBlock(let code):
                if code.isFenced, let table = page.result.table(atLine: code.line) {
                    return HTMLTable.render(table, path: page.result.spec.path)
                }
                let language = code.info.split(whereSeparator: { $0.isWhitespace }).first
                let attribute = language.map {
                    " class=\"language-\(HTMLEscaping.text(String($0)))\""
                }
                return
                    "<pre><code\(attribute ?? "")>\(HTMLEscaping.text(code.literal))</code></pre>\n"
            case .blockQuote(let children, _):
                return "<blockquote>\n\(blocks(children))</blockquote>\n"
            case .list(let list):
                return self.list(list)
            }
        }

        private func heading(_ heading: MarkdownHeading) -> String {
            let level = min(max(heading.level, 1), 6)
            let rule = page.result.rules.first { $0.rule.anchor == heading.anchor }
            let badge = rule?.status.map { " " + StatusMark.of($0).badge } ?? ""
            return "<h\(level) id=\"\(HTMLEscaping.text(heading.anchor))\">"
                + "\(HTMLEscaping.cleaned(heading.html))\(badge)</h\(level)>\n"
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
                var content = blocks(item.blocks)
                if content.hasSuffix("\n") { content.removeLast() }
                if item.task != nil, let check = takeChecklist(line: item.line) {
                    let mark = StatusMark.of(check.outcome)
                    html += "<li class=\"task \(mark.cssClass)\">\(self.mark(check)) \(content)"
                    if case .missing(let reason) = check.outcome {
                        html += " <span class=\"why\">(\(HTMLEscaping.text(reason)))</span>"
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
