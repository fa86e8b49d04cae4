import Rulebook

/// The index's history section (`--history`): for each rule of the run, its last statuses
/// as a strip of marks, oldest first, and whether it is a new failure, fixed or flaky.
struct HTMLHistory {
    let result: RunResult
    let history: RunHistory
    let paths: SitePaths
    let context: ReportContext

    func render() -> String {
        var rows = ""
        for spec in result.specs {
            let shown = context.shownPath(spec.spec.path)
            var seen: Set<String> = []
            for table in spec.tables {
                let anchor = table.table.rule?.anchor ?? ""
                guard seen.insert(anchor).inserted,
                    let rule = history.rule(path: shown, anchor: anchor)
                else { continue }
                rows += row(rule, page: paths.page(forSpec: spec.spec.path))
            }
        }
        guard !rows.isEmpty else { return "" }
        return "<h2 id=\"history\">History</h2>\n"
            + "<p>Each rule's last runs, oldest first (at most \(RunHistory.maximumRuns)).</p>\n"
            + HTMLLayout.scrollBox(label: "History") + "<table class=\"history\">\n<thead>\n<tr>"
            + "<th scope=\"col\">rule</th><th scope=\"col\">last runs</th>"
            + "<th scope=\"col\">change</th></tr>\n</thead>\n<tbody>\n" + rows
            + "</tbody>\n</table>\n</div>\n"
    }

    private func row(_ rule: RunHistory.Rule, page: String?) -> String {
        let title = HTMLEscaping.text(rule.title)
        let name =
            page.map { page in
                let anchor = rule.anchor.isEmpty ? nil : rule.anchor
                let href = SitePaths.href(from: SitePaths.index, to: page, anchor: anchor)
                return "<a href=\"\(href)\">\(title)</a>"
            } ?? title
        let last = rule.runs.last?.status ?? "skipped"
        let filterStatus = last == "failed" || last == "error" ? "failed" : last
        let words = rule.runs.map(\.status).joined(separator: ", ")
        var strip =
            "<span class=\"strip\" role=\"img\" aria-label=\"\(rule.runs.count) runs, oldest first: \(words)\">"
        for run in rule.runs {
            let mark = Self.mark(run.status)
            strip += "<span class=\"run \(mark.cssClass)\">\(mark.symbol)</span>"
        }
        strip += "</span>"
        let change = rule.change.map { "<span class=\"change\">\($0.rawValue)</span>" } ?? ""
        return "<tr data-status=\"\(filterStatus)\"><th scope=\"row\">\(name) "
            + "<span class=\"source\">\(HTMLEscaping.text(rule.path))</span></th>"
            + "<td>\(strip)</td><td>\(change)</td></tr>\n"
    }

    private static func mark(_ status: String) -> StatusMark {
        switch status {
        case "passed": .passed
        case "failed": .failed
        case "error": .error
        default: .skipped
        }
    }
}
