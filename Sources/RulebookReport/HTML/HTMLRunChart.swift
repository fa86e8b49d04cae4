import Rulebook

/// The history's run-over-run chart (`--history`): for each of the last runs, oldest first,
/// a bar of its passed, failed and pending test cases, as inline SVG (no script), with a
/// table of the same numbers as its text alternative.
struct HTMLRunChart {
    let totals: [RunHistory.RunTotals]
    /// The index's words.
    let messages: ReportMessages

    private static let barWidth = 24
    private static let gap = 8
    private static let height = 120
    /// The classes of a bar's parts, bottom up (each one's word is its status).
    private static let parts = ["passed", "failed", "pending"]

    /// The figure, or nothing before the first run with totals.
    func render() -> String {
        guard !totals.isEmpty else { return "" }
        let words = messages.history
        let largest = max(totals.map { $0.passed + $0.failed + $0.pending }.max() ?? 1, 1)
        let width = totals.count * (Self.barWidth + Self.gap)
        var html = "<figure class=\"runs\" aria-labelledby=\"run-chart-title\">\n"
        html += "<figcaption><span id=\"run-chart-title\">"
        html += HTMLEscaping.text(words.runChart) + "</span>"
        // The key: each colour with its word, in the order the bars stack them.
        for cssClass in Self.parts {
            html += " <span class=\"key \(cssClass)\" aria-hidden=\"true\">■</span> "
            html += HTMLEscaping.text(messages.status(cssClass))
        }
        html += "</figcaption>\n"
        html += "<svg role=\"img\" aria-labelledby=\"run-chart-title run-chart-description\" "
        html +=
            "viewBox=\"0 0 \(width) \(Self.height)\" width=\"\(width)\" height=\"\(Self.height)\">\n"
        html += "<desc id=\"run-chart-description\">"
        html += HTMLEscaping.text(words.runChartDescription) + "</desc>\n"
        for (index, run) in totals.enumerated() {
            let x = index * (Self.barWidth + Self.gap) + Self.gap / 2
            var bottom = Self.height
            let name = name(index)
            for (cssClass, value) in zip(Self.parts, [run.passed, run.failed, run.pending])
            where value > 0 {
                let barHeight = max(1, value * Self.height / largest)
                bottom -= barHeight
                let title = words.bar(name, messages.number(value), messages.status(cssClass))
                html += "<rect class=\"\(cssClass)\" x=\"\(x)\" y=\"\(bottom)\" "
                html += "width=\"\(Self.barWidth)\" height=\"\(barHeight)\">"
                html += "<title>\(HTMLEscaping.text(title))</title></rect>\n"
            }
        }
        html += "</svg>\n</figure>\n"
        return html + table()
    }

    /// The name of the run at `index`: `run 3`, the last one `this run`.
    private func name(_ index: Int) -> String {
        index == totals.count - 1
            ? messages.history.thisRun : messages.history.runName(messages.number(index + 1))
    }

    /// The chart's numbers as a table, newest run first.
    private func table() -> String {
        let words = messages.history
        var html = "<details class=\"runs\"><summary>"
        html += HTMLEscaping.text(words.runChartTable) + "</summary>\n"
        html += HTMLLayout.scrollBox(label: words.runChartTable)
        html += "<table class=\"runs\">\n<thead>\n<tr>"
        for header in [words.run] + Self.parts.map(messages.status) {
            html += "<th scope=\"col\">\(HTMLEscaping.text(header))</th>"
        }
        html += "</tr>\n</thead>\n<tbody>\n"
        for (index, run) in totals.enumerated().reversed() {
            html += "<tr><th scope=\"row\">\(HTMLEscaping.text(name(index)))</th>"
            for value in [run.passed, run.failed, run.pending] {
                html += "<td>\(messages.number(value))</td>"
            }
            html += "</tr>\n"
        }
        return html + "</tbody>\n</table>\n</div>\n</details>\n"
    }
}
