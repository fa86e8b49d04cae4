import Rulebook

/// The index's history section (`--history`): the run-over-run chart, then for each rule of
/// the run's specs (a rule whose tables were removed too), its last statuses as a strip of
/// marks, oldest first (newest first on a phone), and whether it is a new failure, fixed,
/// flaky or removed. Rules that changed come first, then the others in spec order. The status
/// filter hides the section when none of its rules is shown.
struct HTMLHistory {
    let result: RunResult
    let history: RunHistory
    let paths: SitePaths
    let context: ReportContext

    func render() -> String {
        var pages: [String: SitePaths.PageLinks] = [:]
        var order: [String] = []
        var seen: Set<String> = []
        for spec in result.specs {
            let shown = context.shownPath(spec.spec.path)
            if pages[shown] == nil {
                pages[shown] = paths.links(from: SitePaths.index, toSpec: spec.spec.path)
            }
            for table in spec.tables {
                let key = shown + "#" + (table.table.rule?.anchor ?? "")
                if seen.insert(key).inserted { order.append(key) }
            }
        }
        var byKey: [String: RunHistory.Rule] = [:]
        var removed: [RunHistory.Rule] = []
        for rule in history.rules where pages.keys.contains(rule.path) {
            let key = rule.path + "#" + rule.anchor
            if seen.contains(key) {
                byKey[key] = rule
            } else if rule.runs.last?.status == RunHistory.removedStatus {
                removed.append(rule)
            }
        }
        let rules = order.compactMap { byKey[$0] } + removed
        let changed = rules.filter { $0.change != nil }
        let unchanged = rules.filter { $0.change == nil }
        let rows = (changed + unchanged).map { row($0, page: pages[$0.path]) }.joined()
        guard !rows.isEmpty else { return "" }
        let messages = context.messages
        let words = messages.history
        let intro = words.historyIntro(messages.number(RunHistory.maximumRuns))
        let headers = words.historyHeaders.map {
            "<th scope=\"col\">\(HTMLEscaping.text($0))</th>"
        }
        // Unnamed: not a landmark (the table's scroll box is the region named History).
        return "<section class=\"filtered\">\n"
            + "<h2 id=\"history\">\(HTMLEscaping.text(words.history))</h2>\n"
            + HTMLRunChart(totals: history.totals, messages: messages).render()
            + "<p>\(HTMLEscaping.text(intro))</p>\n"
            + HTMLLayout.scrollBox(label: words.history)
            + "<table class=\"history\">\n<thead>\n<tr>"
            + headers.joined() + "</tr>\n</thead>\n<tbody>\n" + rows
            + "</tbody>\n</table>\n</div>\n</section>\n"
    }

    private func row(_ rule: RunHistory.Rule, page: SitePaths.PageLinks?) -> String {
        let title = HTMLEscaping.text(rule.title)
        let last = rule.runs.last?.status ?? "skipped"
        let isRemoved = last == RunHistory.removedStatus
        let name =
            page.map { links in
                guard !isRemoved else { return title }
                let href = links.href(anchor: rule.anchor.isEmpty ? nil : rule.anchor)
                return "<a href=\"\(href)\">\(title)</a>"
            } ?? title
        let filterStatus =
            switch last {
            case "failed", "error": "failed"
            case "pending": "pending"
            default: "passed"
            }
        let messages = context.messages
        let marks = rule.runs.map { Self.mark($0.status, messages) }
        let count = rule.runs.count
        let label = messages.history.strip(messages.number(count), count, marks.map(\.word))
        var strip = "<span class=\"strip\" role=\"img\" aria-label=\"\(HTMLEscaping.text(label))\">"
        for mark in marks {
            strip += "<span class=\"run \(mark.cssClass)\">\(mark.symbol)</span>"
        }
        strip += "</span>"
        let change =
            rule.change.map {
                "<span class=\"change\">\(HTMLEscaping.text(Self.word($0, messages)))</span>"
            } ?? ""
        return "<tr data-status=\"\(filterStatus)\"><th scope=\"row\">\(name) "
            + "<span class=\"source\">\(HTMLEscaping.text(rule.path))</span></th>"
            + "<td>\(strip)</td><td>\(change)</td></tr>\n"
    }

    /// The word of a change in the History table.
    private static func word(_ change: RunHistory.Change, _ messages: ReportMessages) -> String {
        switch change {
        case .newFailure: messages.history.newFailureWord
        case .fixed: messages.history.fixedWord
        case .flaky: messages.history.flakyWord
        case .removed: messages.history.removedWord
        }
    }

    /// The mark of a run's status in the words of `messages`; a run after the rule's tables
    /// were removed is `∅`.
    private static func mark(_ status: String, _ messages: ReportMessages) -> StatusMark {
        switch status {
        case "passed": StatusMark.passed.localized(messages)
        case "failed": StatusMark.failed.localized(messages)
        case "error": StatusMark.error.localized(messages)
        case "pending": StatusMark.pending.localized(messages)
        case RunHistory.removedStatus:
            StatusMark(symbol: "∅", word: messages.history.removedWord, cssClass: "removed")
        default: StatusMark.skipped.localized(messages)
        }
    }
}
