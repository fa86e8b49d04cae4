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
        // Unnamed: not a landmark (the table's scroll box is the region named History).
        return "<section class=\"filtered\">\n"
            + "<h2 id=\"history\">History</h2>\n"
            + HTMLRunChart(totals: history.totals).render()
            + "<p>\(HTMLEscaping.text(ReportWords.historyIntro(maximum: RunHistory.maximumRuns)))</p>\n"
            + HTMLLayout.scrollBox(label: "History") + "<table class=\"history\">\n<thead>\n<tr>"
            + "<th scope=\"col\">rule</th><th scope=\"col\">last runs</th>"
            + "<th scope=\"col\">change</th></tr>\n</thead>\n<tbody>\n" + rows
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
        let words = rule.runs.map(\.status).joined(separator: ", ")
        let label = "\(ReportWords.runs(rule.runs.count)), oldest first: \(words)"
        var strip = "<span class=\"strip\" role=\"img\" aria-label=\"\(HTMLEscaping.text(label))\">"
        for run in rule.runs {
            let mark = Self.mark(run.status)
            strip += "<span class=\"run \(mark.cssClass)\">\(mark.symbol)</span>"
        }
        strip += "</span>"
        let change =
            rule.change.map {
                "<span class=\"change\">\(HTMLEscaping.text(Self.word($0)))</span>"
            } ?? ""
        return "<tr data-status=\"\(filterStatus)\"><th scope=\"row\">\(name) "
            + "<span class=\"source\">\(HTMLEscaping.text(rule.path))</span></th>"
            + "<td>\(strip)</td><td>\(change)</td></tr>\n"
    }

    /// The word of a change in the History table.
    private static func word(_ change: RunHistory.Change) -> String {
        switch change {
        case .newFailure: ReportWords.newFailureWord
        case .fixed: ReportWords.fixed
        case .flaky: ReportWords.flaky
        case .removed: ReportWords.removed
        }
    }

    private static func mark(_ status: String) -> StatusMark {
        switch status {
        case "passed": .passed
        case "failed": .failed
        case "error": .error
        case "pending": .pending
        case RunHistory.removedStatus: removed
        default: .skipped
        }
    }

    /// A run after the rule's tables were removed.
    private static let removed = StatusMark(
        symbol: "∅", word: ReportWords.removed, cssClass: "removed")
}
