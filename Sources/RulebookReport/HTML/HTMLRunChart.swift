import Rulebook

/// The history's run-over-run chart (`--history`): for each of the last runs, oldest first,
/// a bar of its passed, failed and pending test cases, as inline SVG (no script), with a
/// table of the same numbers as its text alternative.
struct HTMLRunChart {
    let totals: [RunHistory.RunTotals]

    private static let barWidth = 24
    private static let gap = 8
    private static let height = 120
    /// The parts of a bar, bottom up: their words and classes.
    private static let parts = [
        (ReportWords.passed, "passed"), (ReportWords.failed, "failed"),
        (ReportWords.pendingWord, "pending"),
    ]

    /// The figure, or nothing before the first run with totals.
    func render() -> String {
        guard !totals.isEmpty else { return "" }
        let largest = max(totals.map { $0.passed + $0.failed + $0.pending }.max() ?? 1, 1)
        let width = totals.count * (Self.barWidth + Self.gap)
        var html = "<figure class=\"runs\" aria-labelledby=\"run-chart-title\">\n"
        html += "<figcaption><span id=\"run-chart-title\">"
        html += HTMLEscaping.text(ReportWords.runChart) + "</span>"
        // The key: each colour with its word, in the order the bars stack them.
        for (word, cssClass) in Self.parts {
            html += " <span class=\"key \(cssClass)\" aria-hidden=\"true\">■</span> "
            html += HTMLEscaping.text(word)
        }
        html += "</figcaption>\n"
        html += "<svg role=\"img\" aria-labelledby=\"run-chart-title run-chart-description\" "
        html +=
            "viewBox=\"0 0 \(width) \(Self.height)\" width=\"\(width)\" height=\"\(Self.height)\">\n"
        html += "<desc id=\"run-chart-description\">"
        html += HTMLEscaping.text(ReportWords.runChartDescription) + "</desc>\n"
        for (index, run) in totals.enumerated() {
            let x = index * (Self.barWidth + Self.gap) + Self.gap / 2
            var bottom = Self.height
            let name = ReportWords.runName(index + 1, isLast: index == totals.count - 1)
            for ((word, cssClass), value) in zip(Self.parts, [run.passed, run.failed, run.pending])
            where value > 0 {
                let barHeight = max(1, value * Self.height / largest)
                bottom -= barHeight
                html += "<rect class=\"\(cssClass)\" x=\"\(x)\" y=\"\(bottom)\" "
                html += "width=\"\(Self.barWidth)\" height=\"\(barHeight)\">"
                html += "<title>\(HTMLEscaping.text("\(name): \(value) \(word)"))</title></rect>\n"
            }
        }
        html += "</svg>\n</figure>\n"
        return html + table()
    }

    /// The chart's numbers as a table, newest run first.
    private func table() -> String {
        var html = "<details class=\"runs\"><summary>"
        html += HTMLEscaping.text(ReportWords.runChartTable) + "</summary>\n"
        html += HTMLLayout.scrollBox(label: ReportWords.runChartTable)
        html += "<table class=\"runs\">\n<thead>\n<tr>"
        for header in [
            ReportWords.run, ReportWords.passed, ReportWords.failed, ReportWords.pendingWord,
        ] {
            html += "<th scope=\"col\">\(HTMLEscaping.text(header))</th>"
        }
        html += "</tr>\n</thead>\n<tbody>\n"
        for (index, run) in totals.enumerated().reversed() {
            let name = ReportWords.runName(index + 1, isLast: index == totals.count - 1)
            html += "<tr><th scope=\"row\">\(HTMLEscaping.text(name))</th>"
            html += "<td>\(run.passed)</td><td>\(run.failed)</td><td>\(run.pending)</td></tr>\n"
        }
        return html + "</tbody>\n</table>\n</div>\n</details>\n"
    }
}
