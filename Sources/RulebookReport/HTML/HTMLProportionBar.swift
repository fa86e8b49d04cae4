import Rulebook

/// A bar of the index: how many tables passed, failed, errored and were skipped, as inline
/// SVG segments in proportion, with the numbers written out beside it (never colour alone).
struct HTMLProportionBar {
    let counts: ReportCounts.ByStatus
    /// What is counted, singular (`table`).
    let noun: String

    private static let width = 1000

    /// The figure, or nothing when there is nothing to count.
    func render() -> String {
        let parts = [
            (StatusMark.passed, counts.passed), (.failed, counts.failed), (.error, counts.error),
            (.pending, counts.pending), (.skipped, counts.notRun),
        ]
        let total = counts.total
        guard total > 0 else { return "" }
        // Pending is named only when there is some, like the console's closing line.
        let words = parts.filter { $0.0 != .pending || $0.1 > 0 }.map { "\($0.1) \($0.0.word)" }
            .joined(separator: ", ")
        let label = HTMLEscaping.text("\(CountWords.of(total, noun)): \(words)")
        var html = "<figure class=\"proportion\">\n"
        html += "<svg role=\"img\" aria-label=\"\(label)\" viewBox=\"0 0 \(Self.width) 24\" "
        html += "width=\"100%\" height=\"24\" preserveAspectRatio=\"none\">\n"
        var x = 0
        for (index, width) in widths(parts.map(\.1)).enumerated() where width > 0 {
            let mark = parts[index].0
            html += "<rect class=\"\(mark.cssClass)\" x=\"\(x)\" y=\"0\" width=\"\(width)\" "
            html += "height=\"24\"><title>\(parts[index].1) \(mark.word)</title></rect>\n"
            x += width
        }
        html += "</svg>\n<figcaption>"
        html += parts.filter { $0.1 > 0 }.map { "\($0.0.badge) \($0.1)" }.joined(separator: " ")
        return html
            + " <span class=\"source\">(\(HTMLEscaping.text(noun))s)</span></figcaption>\n</figure>\n"
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
