import Rulebook

/// The two boxes at the top of a spec page: the failures on the page, each linked to its
/// row's anchor (`#L14`), and the contents, every rule with tables and its status. On a part
/// of a split spec, both are the part's (its part navigation gives each part's status).
struct HTMLPageOverview {
    let result: SpecResult
    let context: ReportContext
    /// What this page shows: the whole spec, or one part of it.
    let part: SpecPageFacts.Part

    /// A box listing every failed or errored row, every table that could not run and
    /// every failing checklist item; empty when there is none.
    func failures() -> String {
        let words = context.messages
        var items: [String] = []
        // By index: only the failed tables are copied out of the part.
        for index in part.tables.indices where part.tables[index].status >= .failed {
            let table = part.tables[index]
            let rule = HTMLEscaping.text(RuleTitle.of(table.table, path: result.spec.path))
            if let pending = table.pending, let failure = pending.failure {
                items.append(
                    item(
                        .failed, line: table.table.line,
                        words.tableAtLine(rule, words.number(table.table.line)),
                        HTMLEscaping.text(failure)))
                if pending.kind == .built { continue }
            }
            if let problem = table.problem {
                let lines = [table.table.headerLine] + table.table.rows.map(\.line)
                let line =
                    problem.location?.line.flatMap { lines.contains($0) ? $0 : nil }
                    ?? table.table.line
                items.append(
                    item(
                        .error, line: line,
                        words.tableAtLine(rule, words.number(table.table.line)),
                        HTMLEscaping.text(problem.message)))
            }
            for row in table.rows {
                let place = words.rowOf(rule, words.number(row.row.number))
                switch row.status {
                case .failed(let mismatches):
                    let details = mismatches.map { mismatch in
                        HTMLEscaping.text(mismatch.column) + " "
                            + HTMLTable.difference(mismatch, words)
                    }
                    items.append(
                        item(.failed, line: row.row.line, place, details.joined(separator: "; ")))
                case .error(let problem):
                    items.append(
                        item(.error, line: row.row.line, place, HTMLEscaping.text(problem.message)))
                case .notRun:
                    guard let reason = row.notRunReason else { continue }
                    items.append(
                        item(
                            .notRun, line: row.row.line, place,
                            words.notRunPrefix + HTMLEscaping.text(reason)))
                case .passed:
                    continue
                }
            }
        }
        for check in part.checklist {
            guard let failure = check.failure else { continue }
            items.append(
                item(
                    StatusMark.of(check.outcome), line: check.item.line,
                    words.checklistPrefix + HTMLEscaping.text(check.item.text),
                    HTMLEscaping.text(failure)))
        }
        guard !items.isEmpty else { return "" }
        return "<nav class=\"failures\" aria-labelledby=\"Failures\">\n"
            + "<p class=\"box-title\" id=\"Failures\">\(StatusMark.failed.localized(words).badge) "
            + words.failuresOnPage(words.number(items.count)) + "</p>\n<ul>\n" + items.joined()
            + "</ul>\n</nav>\n"
    }

    private func item(_ mark: StatusMark, line: Int, _ place: String, _ details: String) -> String {
        let words = context.messages
        return
            "<li>\(mark.localized(words).badge) <a href=\"#\(HTMLTable.anchor(line))\">\(place)</a> "
            + "<span class=\"source\">\(words.line(words.number(line)))</span>"
            + (details.isEmpty ? "" : "<br />\(details)") + "</li>\n"
    }

    /// The rules with tables of their own, in order and indented by level, each with the
    /// status of its own tables (of this page's part only).
    func contents() -> String {
        let rules = part.rules.filter { $0.ownStatus != nil }
        guard !rules.isEmpty else { return "" }
        let top = rules.map(\.rule.level).min() ?? 1
        var html = HTMLBuffer()
        html.append("<nav class=\"contents\" aria-labelledby=\"Contents\">\n")
        html.append("<p class=\"box-title\" id=\"Contents\">")
        html.append(text: context.messages.contents)
        html.append("</p>\n<ul>\n")
        for rule in rules {
            let mark = (rule.ownStatus.map(StatusMark.of) ?? .notRun).localized(context.messages)
            html.append("<li class=\"depth")
            html.append(min(max(rule.rule.level - top, 0), 5))
            html.append("\">")
            html.append(markup: mark.badge)
            html.append(" <a href=\"#")
            html.append(text: HTMLEscaping.href(rule.rule.anchor))
            html.append("\">")
            html.append(text: rule.rule.title)
            html.append("</a></li>\n")
        }
        html.append("</ul>\n</nav>\n")
        return html.string
    }
}
