import Rulebook

/// The timeline drawn under an event table: inline SVG made from the rows' traces, with no
/// script and only integer coordinates (so the same run gives the same bytes).
///
/// Each lane of the trace is a horizontal line, named at its left. When every step has a
/// time, the x axis is the model's clock, compressed (later is always further right, a
/// longer gap is wider, up to a limit), and a row without a step (one that could not run)
/// stands at the time before it; otherwise the x axis is the row order. A start opens a bar
/// on its lane, with a dashed window up to its deadline when it has one; the lane's next
/// end (or start) closes it; a bar still open at the end runs to the right edge. Points
/// are dots, ends are drawn by tone (a filled dot for good, a cross for bad, a ring for
/// muted), values are written below the lane where they change, generations are bands.
/// Failed and errored rows are highlighted. Each mark keeps its row, kind, lane, time and
/// deadline in `data-` attributes, and a `title` for pointer users; the picture has a
/// `title` and a `desc` for screen readers.
///
/// A table that ran more than `maximumRows` rows gets a one-line note instead: a picture
/// that wide helps no one, and drawing it would make the page grow with the table's length
/// squared on a time axis.
struct HTMLTimeline {
    let result: TableResult
    /// The words of the timeline's own labels and of its traces, in the page's language.
    var messages = ReportMessages.english

    /// The most rows a timeline draws (documented in spec/writing-specs.md).
    static let maximumRows = 1_000

    private static let laneHeight = 38
    private static let columnWidth = 76

    /// Appends the `<figure>` with the SVG, a note when the table ran too many rows for
    /// one, or nothing when no row was traced.
    func append(to html: inout HTMLBuffer) {
        // Counted before anything is built: a table too long for a timeline costs one pass.
        let rows = result.rows
        var ranCount = 0
        var traced = false
        for index in rows.indices {
            if case .notRun = rows[index].status { continue }
            ranCount += 1
            traced = traced || rows[index].trace != nil
        }
        guard traced else { return }
        guard ranCount <= Self.maximumRows else {
            html.append("<p class=\"why timeline-note\">")
            html.append(
                text: messages.noTimeline(
                    messages.number(ranCount), messages.number(Self.maximumRows)))
            html.append("</p>\n")
            return
        }
        let ran = Self.steps(rows)
        let lanesOfMarks = Lanes(ran)
        let lanes = lanesOfMarks.names
        let timed = ran.allSatisfy { $0.trace.map { $0.time != nil } ?? true }
        let times = stepTimes(ran)
        let axis = timed ? Axis(instants: instants(ran, times: times)) : nil
        let highlights =
            ran.contains { $0.problem != nil }
            || ran.contains { $0.trace?.marks.contains { $0.kind == .generation } ?? false }
        let top = highlights ? 34 : 14
        let left = min(170, 16 + 7 * (lanes.map(\.count).max() ?? 0))
        let xs = ran.indices.map { index in
            axis.map { left + $0.x(times[index]) } ?? left + 24 + index * Self.columnWidth
        }
        let lastX = xs.max() ?? left
        let untilX = axis.map { axis in left + (axis.positions.last?.x ?? 0) } ?? lastX
        let width = max(lastX, untilX) + 120
        let axisY = top + lanes.count * Self.laneHeight + 6
        // Room for a second row of axis labels, where the first is taken.
        let height = axisY + 36
        let geometry = Geometry(xs: xs, left: left, right: width - 8, top: top, axisY: axisY)

        let line = result.table.line
        html.append("<figure class=\"timeline\">\n")
        html.append(
            markup: HTMLLayout.box(
                label: messages.timelineOfTable(messages.number(line)), wide: width > 900))
        html.append("<svg class=\"timeline\" role=\"img\"")
        html.append(attribute: "width", width)
        html.append(attribute: "height", height)
        html.append(" viewBox=\"0 0 ")
        html.append(width)
        html.append(" ")
        html.append(height)
        html.append("\" aria-labelledby=\"L")
        html.append(line)
        html.append("-timeline-title L")
        html.append(line)
        html.append("-timeline-desc\">\n<title id=\"L")
        html.append(line)
        html.append("-timeline-title\">")
        html.append(text: messages.timelineOfTable(messages.number(line)))
        html.append("</title>\n<desc id=\"L")
        html.append(line)
        html.append("-timeline-desc\">")
        appendDescription(ran, lanes: lanes, timed: timed, times: times, to: &html)
        html.append("</desc>\n")
        // Every text is placed so that none overlaps another.
        var labels = TimelineLabels()
        appendGenerationBands(ran, geometry, width: width, labels: &labels, to: &html)
        for (index, step) in ran.enumerated() {
            guard let mark = step.problem else { continue }
            html.append(markup: "<g class=\"moment \(mark.cssClass)\" data-row=\"\(step.number)\">")
            html.append(markup: "<rect x=\"\(xs[index] - 15)\" y=\"\(top - 16)\" width=\"30\" ")
            html.append(markup: "height=\"\(axisY - top + 16)\" rx=\"4\"/>")
            let label = labels.place([
                .init(
                    text: messages.rowNumber(messages.number(step.number)) + " \(mark.symbol)",
                    x: xs[index], y: top - 4),
                .init(
                    text: "\(messages.number(step.number)) \(mark.symbol)", x: xs[index],
                    y: top - 4),
            ])
            if let label {
                html.append(
                    markup: "<text x=\"\(label.x)\" y=\"\(label.y)\" text-anchor=\"middle\">")
                html.append(text: label.text)
                html.append("</text>")
            }
            html.append("</g>\n")
        }
        for (index, lane) in lanes.enumerated() {
            let y = geometry.laneY(index)
            labels.reserve(
                .init(text: Self.short(messages.trace(lane), 24), x: 8, y: y + 4, anchor: .start))
            html.append("<text class=\"lane-name\" x=\"8\"")
            html.append(attribute: "y", y + 4)
            html.append(">")
            html.append(text: Self.short(messages.trace(lane), 24))
            html.append("</text><line class=\"lane\"")
            html.append(attribute: "x1", left)
            html.append(attribute: "y1", y)
            html.append(attribute: "x2", geometry.right)
            html.append(attribute: "y2", y)
            html.append("/>\n")
        }
        appendMarks(ran, lanes: lanesOfMarks, geometry, axis: axis, labels: &labels, to: &html)
        appendAxis(ran, geometry, axis: axis, labels: &labels, to: &html)
        html.append("</svg>\n</div>\n</figure>\n<p class=\"timeline-elsewhere\">")
        // Shown only where the timeline is hidden (a narrow screen), to say where it is.
        html.append(text: messages.timelineOnWideScreens)
        html.append("</p>\n")
    }

    /// Where things are drawn: each row's x, the lanes' ends, the top of the lanes and the
    /// axis's y.
    private struct Geometry {
        let xs: [Int]
        let left: Int
        let right: Int
        let top: Int
        let axisY: Int

        /// The y of the lane at `index` in the order of `Lanes.names`.
        func laneY(_ index: Int) -> Int {
            top + index * HTMLTimeline.laneHeight + 22
        }
    }

    /// What the timeline draws of a row that ran: its number, its mark when it did not pass,
    /// and its step.
    private struct Step {
        let number: Int
        let problem: StatusMark?
        let trace: TraceStep?
    }

    /// The rows that ran (all but those not run), as steps.
    private static func steps(_ rows: [RowResult]) -> [Step] {
        rows.indices.compactMap { index in
            let row = rows[index].row.number
            switch rows[index].status {
            case .notRun: return nil
            case .passed: return Step(number: row, problem: nil, trace: rows[index].trace)
            case let status:
                return Step(number: row, problem: StatusMark.of(status), trace: rows[index].trace)
            }
        }
    }

    /// The lanes in order of first appearance, and the lane of each mark, found once per
    /// mark: among the names so far while they are few, then through a dictionary.
    private struct Lanes {
        private(set) var names: [String] = []
        /// The lane of every mark but generations, in drawing order.
        private(set) var ofMarks: [Int] = []
        private var byName: [String: Int] = [:]
        private static let namesScanned = 8

        init(_ steps: [Step]) {
            for step in steps {
                for mark in step.trace?.marks ?? [] where mark.kind != .generation {
                    ofMarks.append(index(of: mark.lane))
                }
            }
        }

        private mutating func index(of lane: String) -> Int {
            if names.count <= Self.namesScanned {
                if let found = names.firstIndex(of: lane) { return found }
            } else if let found = byName[lane] {
                return found
            }
            names.append(lane)
            if names.count == Self.namesScanned + 1 {
                byName = Dictionary(
                    names.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
            } else if names.count > Self.namesScanned {
                byName[lane] = names.count - 1
            }
            return names.count - 1
        }
    }

    /// Each row's time: its step's, or the previous row's for a row without a step.
    private func stepTimes(_ steps: [Step]) -> [Int] {
        var previous = steps.lazy.compactMap { $0.trace?.time }.first ?? 0
        return steps.map { row in
            previous = row.trace?.time ?? previous
            return previous
        }
    }

    private func instants(_ steps: [Step], times: [Int]) -> [Int] {
        var all = Set(times)
        for step in steps {
            for mark in step.trace?.marks ?? [] {
                if case .start(let until?) = mark.kind { all.insert(until) }
            }
        }
        return all.sorted()
    }

    /// The compressed time axis: x offsets of the instants that occur.
    private struct Axis {
        let positions: [(time: Int, x: Int)]
        private let offsets: [Int: Int]

        init(instants: [Int]) {
            var positions: [(time: Int, x: Int)] = []
            var x = 24
            for (index, time) in instants.enumerated() {
                if index > 0 {
                    let gap = Double(time) - Double(instants[index - 1])
                    let steps =
                        UInt64(min(gap / 25, 1e15)).bitWidth
                        - UInt64(min(gap / 25, 1e15)).leadingZeroBitCount
                    x += min(150, 48 + 8 * steps)
                }
                positions.append((time, x))
            }
            self.positions = positions
            self.offsets = Dictionary(positions, uniquingKeysWith: { first, _ in first })
        }

        func x(_ time: Int) -> Int {
            offsets[time] ?? 0
        }
    }

    private func appendGenerationBands(
        _ steps: [Step], _ geometry: Geometry, width: Int, labels: inout TimelineLabels,
        to html: inout HTMLBuffer
    ) {
        var starts: [(x: Int, label: String)] = []
        for (index, step) in steps.enumerated() {
            for mark in step.trace?.marks ?? [] where mark.kind == .generation {
                starts.append((geometry.xs[index] - 8, mark.label))
            }
        }
        let top = geometry.top
        for (index, start) in starts.enumerated() {
            let end = index + 1 < starts.count ? starts[index + 1].x : width - 8
            html.append(
                markup:
                    "<g class=\"generation\" data-kind=\"generation\"><rect class=\"band\(index % 2)\" "
            )
            html.append(
                markup: "x=\"\(start.x)\" y=\"\(top - 30)\" width=\"\(max(end - start.x, 0))\" ")
            html.append(markup: "height=\"\(geometry.axisY - top + 30)\"/>")
            let place = TimelineLabels.Place(
                text: messages.trace(start.label), x: start.x + 4, y: top - 20, anchor: .start)
            if labels.take(place) {
                html.append(markup: "<text x=\"\(start.x + 4)\" y=\"\(top - 20)\">")
                html.append(text: place.text)
                html.append("</text>")
            }
            html.append("</g>\n")
        }
    }

    /// How a mark is drawn after its title.
    private enum Shape {
        /// A short vertical tick on the lane, where its value changes.
        case tick
        /// A square where something starts.
        case square
        /// A dot, a ring or a cross by tone.
        case symbol(TraceMark.Tone)
    }

    /// Appends the bars, deadline windows and marks of every step, then the bars still open,
    /// by lane name.
    private func appendMarks(
        _ steps: [Step], lanes: Lanes, _ geometry: Geometry, axis: Axis?,
        labels: inout TimelineLabels, to html: inout HTMLBuffer
    ) {
        var open: [Int?] = Array(repeating: nil, count: lanes.names.count)
        var values: [String?] = Array(repeating: nil, count: lanes.names.count)
        var markNumber = 0
        func bar(from: Int, to: Int, y: Int, tone: String) {
            Self.appendLine(x1: from, y1: y, x2: to, y2: y, spanTone: tone, to: &html)
            html.append("\n")
        }
        for (index, row) in steps.enumerated() {
            guard let step = row.trace else { continue }
            let number = row.number
            let px = geometry.xs[index]
            // The start of every mark's title (`row 3 at 220 ms`), made once for the row.
            let rowTitle =
                step.time.map { messages.rowAtTime(messages.number(number), String($0)) }
                ?? messages.rowNumber(messages.number(number))
            for mark in step.marks where mark.kind != .generation {
                let lane =
                    lanes.ofMarks.indices.contains(markNumber) ? lanes.ofMarks[markNumber] : 0
                markNumber += 1
                let py = geometry.laneY(lane)
                var until: Int?
                let shape: Shape
                var kind = "point"
                // Labels alternate above and below the lane, so neighbours do not overlap; a
                // label whose place is taken goes to the other side, shortened, or away.
                var labelY = index % 2 == 0 ? py - 9 : py + 15
                switch mark.kind {
                case .generation:
                    continue
                case .value:
                    guard values[lane] != mark.label else { continue }
                    values[lane] = mark.label
                    kind = "value"
                    labelY = py + 15
                    shape = .tick
                case .start(let due):
                    if let started = open[lane] {
                        bar(from: started, to: px, y: py, tone: "muted")
                    }
                    open[lane] = px
                    kind = "start"
                    until = due
                    if let due, let axis {
                        appendWindow(from: px, to: geometry.left + axis.x(due), y: py, to: &html)
                    }
                    shape = .square
                case .end:
                    if let started = open[lane] {
                        open[lane] = nil
                        bar(from: started, to: px, y: py, tone: mark.tone.rawValue)
                        kind = "end"
                    }
                    shape = .symbol(mark.tone)
                case .point:
                    shape = .symbol(mark.tone)
                }
                html.append("<g class=\"mark ")
                html.append(markup: kind)
                html.append(" ")
                html.append(markup: mark.tone.rawValue)
                html.append("\" data-kind=\"")
                html.append(markup: kind)
                html.append("\" data-row=\"")
                html.append(number)
                html.append("\" data-lane=\"")
                html.append(text: mark.lane)
                if let time = step.time {
                    html.append("\" data-time=\"")
                    html.append(time)
                }
                if let until {
                    html.append("\" data-until=\"")
                    html.append(until)
                }
                html.append("\"><title>")
                html.append(text: rowTitle)
                html.append(": ")
                html.append(text: messages.trace(mark.lane))
                html.append(": ")
                let traced = messages.trace(mark.label)
                html.append(text: traced)
                if let until {
                    html.append(" ")
                    html.append(text: messages.dueAt(String(until)))
                }
                html.append("</title>")
                Self.append(shape, x: px, y: py, to: &html)
                let otherY = labelY == py - 9 ? py + 15 : py - 9
                if let label = Self.placeLabel(
                    traced, x: px, y: labelY, otherY: otherY, labels: &labels)
                {
                    html.append("<text")
                    html.append(attribute: "x", px)
                    html.append(attribute: "y", label.y)
                    html.append(" text-anchor=\"middle\">")
                    html.append(text: label.text)
                    html.append("</text>")
                }
                html.append("</g>\n")
            }
        }
        let names = lanes.names
        for lane in names.indices.sorted(by: { names[$0] < names[$1] }) {
            guard let started = open[lane] else { continue }
            bar(from: started, to: geometry.right, y: geometry.laneY(lane), tone: "open")
        }
    }

    /// Where a mark's label goes: its text (cut to 20 characters) at `y`, else at `otherY`
    /// (the other side of the lane), else cut to 7 characters at `y` or `otherY`; `nil`
    /// when all four places are taken.
    private static func placeLabel(
        _ traced: String, x: Int, y: Int, otherY: Int, labels: inout TimelineLabels
    ) -> TimelineLabels.Place? {
        func taken(_ place: TimelineLabels.Place) -> TimelineLabels.Place? {
            labels.take(place) ? place : nil
        }
        let full = TimelineLabels.Place(text: short(traced, 20), x: x, y: y)
        if let place = taken(full) ?? taken(full.at(y: otherY)) { return place }
        let shortened = TimelineLabels.Place(text: short(traced, 7), x: x, y: y)
        return taken(shortened) ?? taken(shortened.at(y: otherY))
    }

    /// The dashed window from a start to its deadline, with a tick at the deadline.
    private func appendWindow(from x: Int, to due: Int, y: Int, to html: inout HTMLBuffer) {
        html.append("<g class=\"window\">")
        Self.appendLine(x1: x, y1: y + 5, x2: due, y2: y + 5, to: &html)
        Self.appendLine(x1: due, y1: y - 6, x2: due, y2: y + 9, to: &html)
        html.append("</g>\n")
    }

    /// `<line x1="…" y1="…" x2="…" y2="…"/>`, with `class="span TONE"` for a bar.
    private static func appendLine(
        x1: Int, y1: Int, x2: Int, y2: Int, spanTone: String? = nil, to html: inout HTMLBuffer
    ) {
        html.append("<line")
        if let spanTone {
            html.append(" class=\"span ")
            html.append(markup: spanTone)
            html.append("\"")
        }
        html.append(attribute: "x1", x1)
        html.append(attribute: "y1", y1)
        html.append(attribute: "x2", x2)
        html.append(attribute: "y2", y2)
        html.append("/>")
    }

    private static func append(_ shape: Shape, x: Int, y: Int, to html: inout HTMLBuffer) {
        switch shape {
        case .tick:
            appendLine(x1: x, y1: y - 3, x2: x, y2: y + 3, to: &html)
        case .square:
            html.append("<rect")
            html.append(attribute: "x", x - 4)
            html.append(attribute: "y", y - 4)
            html.append(" width=\"8\" height=\"8\"/>")
        case .symbol(.bad):
            html.append(
                markup:
                    "<path d=\"M\(x - 5) \(y - 5)L\(x + 5) \(y + 5)M\(x + 5) \(y - 5)L\(x - 5) \(y + 5)\"/>"
            )
        case .symbol(.muted):
            html.append("<circle class=\"ring\"")
            html.append(attribute: "cx", x)
            html.append(attribute: "cy", y)
            html.append(" r=\"4\"/>")
        case .symbol(.good), .symbol(.neutral):
            html.append("<circle")
            html.append(attribute: "cx", x)
            html.append(attribute: "cy", y)
            html.append(" r=\"4\"/>")
        }
    }

    private func appendAxis(
        _ steps: [Step], _ geometry: Geometry, axis: Axis?, labels: inout TimelineLabels,
        to html: inout HTMLBuffer
    ) {
        let (left, y) = (geometry.left, geometry.axisY)
        html.append("<g class=\"axis\">")
        Self.appendLine(x1: left, y1: y, x2: left + 12, y2: y, to: &html)
        let name = axis == nil ? messages.rowHeader : messages.timeAxisName
        labels.reserve(.init(text: name, x: 8, y: y + 18, anchor: .start))
        html.append("<text class=\"lane-name\" x=\"8\"")
        html.append(attribute: "y", y + 18)
        html.append(">")
        html.append(text: name)
        html.append("</text>")
        // A tick's number goes under it, on a second row when the first is taken there.
        func tick(x: Int, label: Int) {
            Self.appendLine(x1: x, y1: y - 3, x2: x, y2: y + 3, to: &html)
            let place = TimelineLabels.Place(text: String(label), x: x, y: y + 18)
            let labelY =
                labels.take(place) ? y + 18 : labels.take(place.at(y: y + 31)) ? y + 31 : nil
            guard let labelY else { return }
            html.append("<text")
            html.append(attribute: "x", x)
            html.append(attribute: "y", labelY)
            html.append(" text-anchor=\"middle\">")
            html.append(label)
            html.append("</text>")
        }
        if let axis {
            for position in axis.positions {
                tick(x: left + position.x, label: position.time)
            }
        } else {
            for (index, step) in steps.enumerated() {
                tick(x: geometry.xs[index], label: step.number)
            }
        }
        html.append("</g>\n")
    }

    /// Appends what the picture shows, in words (the lane names escaped).
    private func appendDescription(
        _ steps: [Step], lanes: [String], timed: Bool, times: [Int],
        to html: inout HTMLBuffer
    ) {
        html.append(text: messages.lanes(lanes.map { messages.trace($0) }.joined(separator: "; ")))
        if timed, let first = times.min(), let last = times.max() {
            html.append(text: messages.timeAxis(String(first), String(last)))
        } else {
            html.append(text: messages.oneStepPerRow(messages.number(steps.count)))
        }
        var problems: [String] = []
        for step in steps {
            guard let mark = step.problem else { continue }
            problems.append(
                messages.rowNumber(messages.number(step.number)) + " "
                    + messages.status(mark.cssClass))
        }
        html.append(
            text: problems.isEmpty
                ? messages.everyRowPassed : problems.joined(separator: ", ") + ".")
    }

    /// The text cut to `limit` characters, the last one an ellipsis (a text has no more
    /// characters than bytes, so a short one is not counted).
    private static func short(_ text: String, _ limit: Int) -> String {
        text.utf8.count <= limit || text.count <= limit
            ? text : String(text.prefix(limit - 1)) + "…"
    }
}
