import Rulebook

/// The index's trends, at its top (`--history`): how many rules are new failures, fixed,
/// flaky or removed since the last run, each count followed by links to those rules, and
/// the required cases removed; or one line saying that nothing changed. Also the new and flaky marks shown next to a rule.
struct HTMLTrends {
    let trends: RunTrends
    /// The links to the pages of each spec of the run, by shown path.
    let pages: [String: SitePaths.PageLinks]

    func render() -> String {
        var html = "<section class=\"trends\" aria-labelledby=\"trends\">\n"
        html += "<h2 id=\"trends\">\(HTMLEscaping.text(ReportWords.trends))</h2>\n"
        guard !trends.isEmpty else {
            return html + "<p>\(HTMLEscaping.text(ReportWords.noChange))</p>\n</section>\n"
        }
        let groups: [(String, String, [RunHistory.Rule])] = [
            (ReportWords.newFailureCount(trends.newFailures.count), "failed", trends.newFailures),
            (ReportWords.fixedCount(trends.fixed.count), "passed", trends.fixed),
            (ReportWords.flakyCount(trends.flaky.count), "flaky", trends.flaky),
            (ReportWords.removedCount(trends.removed.count), "skipped", trends.removed),
        ]
        html += "<ul class=\"trends\">\n"
        for (count, cssClass, rules) in groups where !rules.isEmpty {
            let status = cssClass == "failed" ? "failed" : "passed"
            html += "<li data-status=\"\(status)\"><span class=\"badge \(cssClass)\">"
            html += "\(HTMLEscaping.text(count))</span> "
            html += rules.map(link).joined(separator: ", ") + "</li>\n"
        }
        if !trends.removedCases.isEmpty {
            html += "<li data-status=\"failed\"><span class=\"badge skipped\">"
            html += HTMLEscaping.text(ReportWords.removedCaseCount(trends.removedCases.count))
            html += "</span> "
            html += trends.removedCases.map { HTMLEscaping.text($0.title) }.joined(separator: ", ")
            html += "</li>\n"
        }
        return html + "</ul>\n</section>\n"
    }

    /// The rule's title, linked to its heading when its spec has a page and the rule is
    /// still there.
    private func link(_ rule: RunHistory.Rule) -> String {
        let title = HTMLEscaping.text(rule.title)
        guard rule.change != .removed, let links = pages[rule.path] else { return title }
        let href = links.href(anchor: rule.anchor.isEmpty ? nil : rule.anchor)
        return "<a href=\"\(href)\">\(title)</a>"
    }

    /// The mark shown next to a rule that is a new failure or flaky; empty otherwise.
    static func mark(_ change: RunHistory.Change?) -> String {
        switch change {
        case .newFailure:
            " <span class=\"badge failed trend\">\(HTMLEscaping.text(ReportWords.newMark))</span>"
        case .flaky:
            " <span class=\"badge flaky trend\">\(HTMLEscaping.text(ReportWords.flaky))</span>"
        case .fixed, .removed, nil: ""
        }
    }
}
