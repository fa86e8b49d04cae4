import Rulebook

/// The site's index page: the run's verdict, the trends since the last run (`--history`)
/// and the status filter; the compliance overview (every checklist under its heading path);
/// each failed or errored table with its first problem (and its new or flaky mark), linked
/// straight to that row; each failing checklist item, linked to its line; then the totals,
/// one line per spec with its counts, each rule's history (`--history`) and the tool's
/// version.
struct HTMLIndex {
    let result: RunResult
    let paths: SitePaths
    let version: String
    /// Pages of other reports, listed after the totals.
    var links: [(path: String, title: String)] = []
    var context = ReportContext()
    /// Each rule's last runs (`--history`), shown after the specs.
    var history: RunHistory?

    func render() -> String {
        let counts = ReportCounts(result)
        // Each goes through every table of the run, so it is found once.
        let isPassing = result.isPassing
        let messages = context.messages
        let words = messages.index
        var body =
            HTMLLayout.skipLink(messages) + "<header class=\"page\"><p>\(words.header)</p>\n"
        var context = context
        context.filter = context.filter ?? result.filter ?? words.noFilter
        body += HTMLLayout.context(context) + "</header>\n<main id=\"main\">\n"
        let title = self.context.title ?? words.defaultTitle
        let verdict = (isPassing ? StatusMark.passed : .failed).localized(messages)
        body += "<h1 id=\"report\">\(HTMLEscaping.text(title)) \(verdict.badge)</h1>\n"
        body += "<p>\(HTMLEscaping.text(verdictText(counts, isPassing: isPassing)))</p>\n"
        body += "<p>\(HTMLEscaping.text(closingLine(counts)))</p>\n"
        let trends = history.map { RunTrends(history: $0, result: result, context: self.context) }
        if let trends {
            var pages: [String: SitePaths.PageLinks] = [:]
            for spec in result.specs {
                let shown = self.context.shownPath(spec.spec.path)
                if pages[shown] == nil { pages[shown] = pageLinks(forSpec: spec.spec.path) }
            }
            body += HTMLTrends(trends: trends, pages: pages, messages: messages).render()
        }
        body += HTMLLayout.statusFilter(messages)
        // Each spec's shown path and page links, found once for the lists below.
        let places = Places(result.specs.map { SpecPlace($0, index: self) }, of: result.specs)
        body += overview(places: places)
        body += HTMLProportionBar(counts: counts.tables, messages: messages).render()
        body += failingTables(counts, trends: trends)
        body += failingChecklistItems(counts, places: places)
        body += HTMLPendingRules(result: result, paths: paths, context: context).render()
        body += totals(counts)
        body += reportLinks()
        body += specs(places: places)
        if let history {
            body += HTMLHistory(result: result, history: history, paths: paths, context: context)
                .render()
        }
        body += "</main>\n" + HTMLLayout.footer(version: version, messages)
        return HTMLLayout.document(
            title: "\(title) · rulebook", body: body,
            language: context.language)
    }

    private func verdictText(_ counts: ReportCounts, isPassing: Bool) -> String {
        let messages = context.messages
        let words = messages.index
        if isPassing { return words.everythingPassed }
        if !result.checkedSomething { return words.nothingChecked }
        var problems: [String] = []
        let failed = counts.tables.failed + counts.tables.error
        if failed > 0 { problems.append(words.failedOrErrored(messages.count(failed, .table))) }
        let failing = counts.checklist.failing + counts.checklist.missing
        if failing > 0 {
            problems.append(words.failing(messages.count(failing, .checklistItem)))
        }
        return messages.sentence(problems)
    }

    /// The console's closing line, in words: test cases are tables and checklist items.
    private func closingLine(_ counts: ReportCounts) -> String {
        let cases = counts.testCases
        let messages = context.messages
        var parts = [
            "\(messages.number(cases.passed)) \(messages.status("passed"))",
            "\(messages.number(cases.failedOrError)) \(messages.status("failed"))",
        ]
        if cases.pending > 0 {
            parts.append("\(messages.number(cases.pending)) \(messages.status("pending"))")
        }
        if cases.notRun > 0 {
            parts.append("\(messages.number(cases.notRun)) \(messages.status("skipped"))")
        }
        return messages.index.testCases + messages.sentence(parts)
    }

    private func totals(_ counts: ReportCounts) -> String {
        let messages = context.messages
        let words = messages.index
        var html =
            "<h2 id=\"totals\">\(words.totals)</h2>\n" + HTMLLayout.scrollBox(label: words.totals)
            + "<table class=\"totals\">\n"
        html += "<thead>\n<tr><th scope=\"col\">\(words.countHeader)</th>"
        html += "<th scope=\"col\">\(words.totalHeader)</th>"
        // A pending column only when some rule is pending.
        let showsPending = counts.testCases.pending > 0 || counts.rules.pending > 0
        let marks: [StatusMark] = [.passed, .failed, .error] + (showsPending ? [.pending] : [])
        for mark in marks + [.notRun] {
            html += "<th scope=\"col\">\(mark.localized(messages).badge)</th>"
        }
        html += "</tr>\n</thead>\n<tbody>\n"
        let rows = [
            (words.testCasesRow, counts.testCases), (words.rulesRow, counts.rules),
            (words.tablesRow, counts.tables), (words.rowsRow, counts.rows),
        ]
        for (title, value) in rows {
            let cells =
                [value.total, value.passed, value.failed, value.error]
                + (showsPending ? [value.pending] : []) + [value.notRun]
            html += "<tr><th scope=\"row\">\(title)</th>"
            html += cells.map { "<td>\(messages.number($0))</td>" }.joined() + "</tr>\n"
        }
        let list = counts.checklist
        html += "<tr><th scope=\"row\">\(words.checklistItemsRow)</th>"
        html += "<td>\(messages.number(list.total))</td><td>\(messages.number(list.passed))</td>"
        html += "<td>\(messages.number(list.failing + list.missing))</td><td>–</td>"
        if showsPending { html += "<td>\(messages.number(list.pending))</td>" }
        html += "<td>\(messages.number(list.notRun))</td></tr>\n"
        html += "</tbody>\n</table>\n</div>\n"
        if list.missing > 0 {
            html += "<p>\(StatusMark.missing.localized(messages).badge) "
            html += "<a href=\"#failing-checklist\">"
            html += HTMLEscaping.text(
                words.linkToNoRule(messages.number(list.missing), list.missing))
            html += "</a>\(messages.fullStop)</p>\n"
        }
        return html
    }

    private func reportLinks() -> String {
        guard !links.isEmpty else { return "" }
        let items = links.map { link in
            let href = SitePaths.href(from: SitePaths.index, to: link.path, anchor: nil)
            return "<li><a href=\"\(href)\">\(HTMLEscaping.text(link.title))</a></li>\n"
        }
        return "<h2 id=\"more-reports\">\(context.messages.index.moreReports)</h2>\n<ul>\n"
            + items.joined() + "</ul>\n"
    }

    /// Each failed or errored table, with its rule, its first problem and a link straight to
    /// that row; as many as the totals' failed and errored tables.
    private func failingTables(_ counts: ReportCounts, trends: RunTrends?) -> String {
        var items: [String] = []
        for spec in result.specs {
            guard let links = pageLinks(forSpec: spec.spec.path) else { continue }
            for table in spec.tables where table.status >= .failed {
                let title = HTMLEscaping.text(RuleTitle.of(table.table, path: spec.spec.path))
                let first = table.firstProblem
                let line = first?.line ?? table.table.line
                let href = links.href(anchor: HTMLTable.anchor(line))
                var item =
                    "<li data-status=\"failed\">\(StatusMark.of(table.status).localized(context.messages).badge) "
                item += "<a href=\"\(href)\">\(title)</a>"
                let shown = context.shownPath(spec.spec.path)
                item += HTMLTrends.mark(
                    trends?.change(shownPath: shown, anchor: table.table.rule?.anchor ?? ""),
                    context.messages)
                item += " "
                item += HTMLLayout.source(path: spec.spec.path, line: line, context: context)
                if let first {
                    item += "<br /><span class=\"first\">\(HTMLEscaping.text(first.message))</span>"
                }
                items.append(item + "</li>\n")
            }
        }
        let total = counts.tables.failed + counts.tables.error
        guard total > 0 else { return "" }
        let messages = context.messages
        return
            "<h2 id=\"failing-tables\">\(messages.index.failingTables(messages.number(total)))</h2>\n"
            + "<ul class=\"failing\">\n" + items.joined() + "</ul>\n"
    }

    /// The missing and failing checklist items, each linked to its line on its spec's page.
    private func failingChecklistItems(_ counts: ReportCounts, places: Places) -> String {
        var items: [String] = []
        for (spec, place) in zip(result.specs, places.bySpec) {
            for check in spec.checklist where check.isFailing {
                items.append(checklistItem(check, at: place, places: places))
            }
        }
        let total = counts.checklist.failing + counts.checklist.missing
        guard total > 0 else { return "" }
        let messages = context.messages
        return "<h2 id=\"failing-checklist\">"
            + "\(messages.index.failingChecklistItems(messages.number(total)))</h2>\n"
            + "<ul class=\"checklist failing\">\n" + items.joined() + "</ul>\n"
    }

    /// Where a spec and its checklist items are: its path as shown, and links to its page,
    /// found once per spec.
    private struct SpecPlace {
        let shownPath: String
        let pageLinks: SitePaths.PageLinks?

        init(_ spec: SpecResult, index: HTMLIndex) {
            shownPath = index.context.shownPath(spec.spec.path)
            pageLinks = index.pageLinks(forSpec: spec.spec.path)
        }
    }

    /// The links from the index to the page of the spec at `path`, if the site has one.
    private func pageLinks(forSpec path: String) -> SitePaths.PageLinks? {
        paths.links(from: SitePaths.index, toSpec: path)
    }

    /// The place of every spec, in order and by path (the first of a repeated path).
    private struct Places {
        let bySpec: [SpecPlace]
        let byPath: [String: SpecPlace]

        init(_ places: [SpecPlace], of specs: [SpecResult]) {
            bySpec = places
            byPath = Dictionary(
                zip(specs.map(\.spec.path), places), uniquingKeysWith: { first, _ in first })
        }
    }

    /// One checklist item: its mark, its text (linked to its rule unless missing), why it
    /// fails, and its `path:line` linked to the item on its spec's page.
    private func checklistItem(_ check: ChecklistResult, at place: SpecPlace, places: Places)
        -> String
    {
        let mark = StatusMark.of(check.outcome).localized(context.messages)
        let text = HTMLEscaping.text(check.item.text)
        var title = text
        if case .missing = check.outcome {
        } else if let target = check.target,
            let links = places.byPath[target.path]?.pageLinks ?? pageLinks(forSpec: target.path)
        {
            title = "<a href=\"\(links.href(anchor: target.anchor))\">\(text)</a>"
        }
        let location = HTMLEscaping.text("\(place.shownPath):\(check.item.line)")
        let source =
            place.pageLinks.map { links in
                let href = links.href(anchor: HTMLTable.anchor(check.item.line))
                return "<a href=\"\(href)\">\(location)</a>"
            } ?? location
        var html =
            "<li class=\"task \(mark.cssClass)\" data-status=\"\(StatusMark.filterWord(check))\">"
        html += "\(mark.badge) \(title)"
        if case .missing(let reason) = check.outcome {
            html += " <span class=\"why\">(\(HTMLEscaping.text(reason.message)))</span>"
        }
        return html + " <span class=\"source\">\(source)</span></li>\n"
    }

    /// The specs' table, in a section that the status filter hides when none of its rows
    /// is shown.
    private func specs(places: Places) -> String {
        let messages = context.messages
        let words = messages.index
        var html = "<h2 id=\"specs\">\(words.specs)</h2>\n"
        guard !result.specs.isEmpty else { return html + "<p>\(words.noSpec)</p>\n" }
        // Unnamed: not a landmark (the table's scroll box is the region named Specs).
        html = "<section class=\"filtered\">\n" + html
        html += HTMLLayout.scrollBox(label: words.specs) + "<table class=\"specs\">\n<thead>\n<tr>"
        for header in words.specHeaders {
            html += "<th scope=\"col\">\(header)</th>"
        }
        html += "</tr>\n</thead>\n<tbody>\n"
        for (spec, place) in zip(result.specs, places.bySpec) {
            let counts = ReportCounts([spec])
            let name = HTMLEscaping.text(place.shownPath)
            let link =
                place.pageLinks.map { links in
                    "<a href=\"\(links.href(anchor: nil))\">\(name)</a>"
                } ?? name
            var status =
                counts.testCases.total == 0
                ? "–" : StatusMark.of(spec.status).localized(messages).badge
            let failsByChecklistOnly =
                spec.status >= .failed && !spec.tables.contains { $0.status >= .failed }
            if failsByChecklistOnly {
                status += " <span class=\"why\">\(messages.byChecklistOnly)</span>"
            }
            html +=
                "<tr data-status=\"\(StatusMark.filterWord(spec.status))\"><td class=\"status\">\(status)</td>"
            html += "<th scope=\"row\">\(link)</th>"
            html += "<td>\(messages.number(counts.rules.total))</td>"
            html += "<td>\(messages.number(counts.tables.total)): "
            html += "\(HTMLLayout.counts(counts.tables, notRun: .skipped, messages))</td>"
            html += "<td>\(messages.number(counts.rows.total)): "
            html += "\(HTMLLayout.counts(counts.rows, notRun: .notRun, messages))</td></tr>\n"
        }
        return html + "</tbody>\n</table>\n</div>\n</section>\n"
    }

    /// The compliance overview (`HTMLComplianceOverview`): every checklist under its
    /// heading path, with a verdict line, its items linked to their rules.
    private func overview(places: Places) -> String {
        let groups = HTMLComplianceOverview.groups(result.specs)
        guard !groups.isEmpty else { return "" }
        let specsByPath = Dictionary(
            result.specs.map { ($0.spec.path, $0.spec) }, uniquingKeysWith: { first, _ in first })
        var html = "<section class=\"overview filtered\" aria-labelledby=\"required-cases\">\n"
        let words = context.messages.index
        html += "<h2 id=\"required-cases\">\(HTMLEscaping.text(words.requiredCases))</h2>\n"
        html += "<p class=\"why\">\(HTMLEscaping.text(words.requiredCasesIntro))</p>\n"
        html += "<div class=\"groups\">\n"
        for (number, group) in groups.enumerated() {
            let place = places.byPath[group.spec.spec.path] ?? SpecPlace(group.spec, index: self)
            let id = "required-cases-\(number + 1)"
            var title = HTMLEscaping.text(group.title(shownPath: place.shownPath))
            if let links = place.pageLinks {
                title =
                    "<a href=\"\(links.href(anchor: group.headings.last?.anchor))\">\(title)</a>"
            }
            html += "<section class=\"group\" aria-labelledby=\"\(id)\">\n"
            html += "<h3 id=\"\(id)\">\(title)</h3>\n"
            html +=
                "<p class=\"verdict\">\(HTMLEscaping.text(group.verdict(context.messages)))</p>\n"
            html += "<ul class=\"checklist\">\n"
            for check in group.items {
                html += overviewItem(check, places: places, specs: specsByPath)
            }
            html += "</ul>\n</section>\n"
        }
        return html + "</div>\n</section>\n"
    }

    /// An item of the overview, on one line: its status symbol (the word for screen
    /// readers), then its rule's title as the link when the item's text starts with it (the
    /// rest of the text after it, muted), else the whole text as the link.
    private func overviewItem(
        _ check: ChecklistResult, places: Places, specs: [String: Spec]
    ) -> String {
        let mark = StatusMark.of(check.outcome).localized(context.messages)
        var html =
            "<li class=\"task \(mark.cssClass)\" data-status=\"\(StatusMark.filterWord(check))\">"
        html +=
            "<span class=\"badge \(mark.cssClass)\"><span aria-hidden=\"true\">\(mark.symbol)</span>"
        html += "<span class=\"hidden\">\(mark.word)</span></span> "
        let text = check.item.text
        guard case .rule = check.outcome, let target = check.target,
            let links = places.byPath[target.path]?.pageLinks ?? pageLinks(forSpec: target.path)
        else {
            return html + HTMLEscaping.text(text) + "</li>\n"
        }
        let href = links.href(anchor: target.anchor)
        let title = specs[target.path]?.rule(anchor: target.anchor)?.title
        guard let title, text.hasPrefix(title), title.count < text.count else {
            return html + "<a href=\"\(href)\">\(HTMLEscaping.text(text))</a></li>\n"
        }
        html += "<a href=\"\(href)\">\(HTMLEscaping.text(title))</a>"
        return html
            + "<span class=\"why\">\(HTMLEscaping.text(String(text.dropFirst(title.count))))</span></li>\n"
    }
}
