import Rulebook

/// A bar of the index: how many tables passed, failed, errored and were skipped, as inline
/// SVG segments in proportion, with the numbers written out beside it (never colour alone).
struct HTMLProportionBar {
    let counts: ReportCounts.ByStatus
    /// The index's words.
    let messages: ReportMessages

    private static let width = 1000

    /// The figure, or nothing when there is nothing to count.
    func render() -> String {
        let parts = [
            (StatusMark.passed, counts.passed), (.failed, counts.failed), (.error, counts.error),
            (.pending, counts.pending), (.skipped, counts.notRun),
        ].map { ($0.0.localized(messages), $0.1) }
        let total = counts.total
        guard total > 0 else { return "" }
        // Pending is named only when there is some, like the console's closing line.
        let words = parts.filter { $0.0.cssClass != "pending" || $0.1 > 0 }
            .map { "\(messages.number($0.1)) \($0.0.word)" }
        let label = HTMLEscaping.text("\(messages.count(total, .table)): \(messages.list(words))")
        var html = "<figure class=\"proportion\">\n"
        html += "<svg role=\"img\" aria-label=\"\(label)\" viewBox=\"0 0 \(Self.width) 24\" "
        html += "width=\"100%\" height=\"24\" preserveAspectRatio=\"none\">\n"
        var x = 0
        for (index, width) in widths(parts.map(\.1)).enumerated() where width > 0 {
            let mark = parts[index].0
            html += "<rect class=\"\(mark.cssClass)\" x=\"\(x)\" y=\"0\" width=\"\(width)\" "
            html += "height=\"24\"><title>\(messages.number(parts[index].1)) "
            html += "\(HTMLEscaping.text(mark.word))</title></rect>\n"
            x += width
        }
        html += "</svg>\n<figcaption>"
        html += parts.filter { $0.1 > 0 }.map { "\($0.0.badge) \(messages.number($0.1))" }
            .joined(separator: " ")
        return html
            + " <span class=\"source\">\(HTMLEscaping.text(messages.index.barCaption))</span></figcaption>\n</figure>\n"
    }

    /// Whole widths that add up to the bar's width, a non-zero count never narrower than
    /// 4; the rounding goes to the largest count.
    private func widths(_ values: [Int]) -> [Int] {
        let total = max(values.reduce(0, +), 1)
        var widths = values.map { $0 == 0 ? 0 : max(4, $0 * Self.width / total) }
        if let largest = values.indices.max(by: { values[$0] < values[$1] }) {
            widths[largest] += Self.width - widths.reduce(0, +)
        }
        return widths
    }
}
