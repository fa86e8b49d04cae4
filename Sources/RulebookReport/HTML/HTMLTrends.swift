import Rulebook

/// The index's trends, at its top (`--history`): how many rules are new failures, fixed,
/// flaky or removed since the last run, each count followed by links to those rules, and
/// the required cases removed; or one line saying that nothing changed. Also the new and flaky marks shown next to a rule.
struct HTMLTrends {
    let trends: RunTrends
    /// The links to the pages of each spec of the run, by shown path.
    let pages: [String: SitePaths.PageLinks]
    /// The index's words.
    let messages: ReportMessages

    func render() -> String {
        let words = messages.history
        var html = "<section class=\"trends\" aria-labelledby=\"trends\">\n"
        html += "<h2 id=\"trends\">\(HTMLEscaping.text(words.trends))</h2>\n"
        guard !trends.isEmpty else {
            return html + "<p>\(HTMLEscaping.text(words.noChange))</p>\n</section>\n"
        }
        let groups: [(String, String, [RunHistory.Rule])] = [
            (counted(words.newFailures, trends.newFailures), "failed", trends.newFailures),
            (counted(words.fixed, trends.fixed), "passed", trends.fixed),
            (counted(words.flaky, trends.flaky), "flaky", trends.flaky),
            (counted(words.removedRules, trends.removed), "skipped", trends.removed),
        ]
        html += "<ul class=\"trends\">\n"
        for (count, cssClass, rules) in groups where !rules.isEmpty {
            let status = cssClass == "failed" ? "failed" : "passed"
            html += "<li data-status=\"\(status)\"><span class=\"badge \(cssClass)\">"
            html += "\(HTMLEscaping.text(count))</span> "
            html += messages.list(rules.map(link)) + "</li>\n"
        }
        if !trends.removedCases.isEmpty {
            html += "<li data-status=\"failed\"><span class=\"badge skipped\">"
            let count = trends.removedCases.count
            html += HTMLEscaping.text(words.removedCases(messages.number(count), count))
            html += "</span> "
            html += messages.list(trends.removedCases.map { HTMLEscaping.text($0.title) })
            html += "</li>\n"
        }
        return html + "</ul>\n</section>\n"
    }

    /// The message of `rules`' count.
    private func counted(_ message: (String, Int) -> String, _ rules: [RunHistory.Rule]) -> String {
        message(messages.number(rules.count), rules.count)
    }

    /// The rule's title, linked to its heading when its spec has a page and the rule is
    /// still there.
    private func link(_ rule: RunHistory.Rule) -> String {
        let title = HTMLEscaping.text(rule.title)
        guard rule.change != .removed, let links = pages[rule.path] else { return title }
        let href = links.href(anchor: rule.anchor.isEmpty ? nil : rule.anchor)
        return "<a href=\"\(href)\">\(title)</a>"
    }

    /// The mark shown next to a rule that is a new failure or flaky, in the words of
    /// `messages`; empty otherwise.
    static func mark(_ change: RunHistory.Change?, _ messages: ReportMessages) -> String {
        switch change {
        case .newFailure:
            " <span class=\"badge failed trend\">\(HTMLEscaping.text(messages.history.newMark))</span>"
        case .flaky:
            " <span class=\"badge flaky trend\">\(HTMLEscaping.text(messages.history.flakyWord))</span>"
        case .fixed, .removed, nil: ""
        }
    }
}
