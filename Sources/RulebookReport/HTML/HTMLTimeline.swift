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

    /// The most rows a timeline draws (documented in spec/writing-specs.md).
    static let maximumRows = 1_000

    private static let laneHeight = 38
    private static let columnWidth = 76

    /// The `<figure>` with the SVG, a note when the table ran too many rows for one, or
    /// nothing when no row was traced.
    func render() -> String {
        let ran = result.rows.filter { $0.status != .notRun }
        guard ran.contains(where: { $0.trace != nil }) else { return "" }
        guard ran.count <= Self.maximumRows else {
            return "<p class=\"why timeline-note\">No timeline: the table ran \(ran.count) rows, "
                + "more than the \(Self.maximumRows) a timeline draws.</p>\n"
        }
        let lanes = laneNames(ran)
        let laneIndex = Dictionary(
            lanes.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        let timed = ran.allSatisfy { $0.trace.map { $0.time != nil } ?? true }
        let times = stepTimes(ran)
        let axis = timed ? Axis(instants: instants(ran, times: times)) : nil
        let highlights =
            ran.contains { $0.status != .passed }
            || ran.contains { $0.trace?.marks.contains { $0.kind == .generation } ?? false }
        let top = highlights ? 34 : 14
        let left = min(170, 16 + 7 * (lanes.map(\.count).max() ?? 0))
        func x(_ index: Int) -> Int {
            if let axis { return left + axis.x(times[index]) }
            return left + 24 + index * Self.columnWidth
        }
        let lastX = ran.indices.map(x).max() ?? left
        let untilX = axis.map { axis in left + (axis.positions.last?.x ?? 0) } ?? lastX
        let width = max(lastX, untilX) + 120
        let axisY = top + lanes.count * Self.laneHeight + 6
        let height = axisY + 30
        func y(_ lane: String) -> Int {
            top + (laneIndex[lane] ?? 0) * Self.laneHeight + 22
        }

        let id = HTMLTable.anchor(result.table.line) + "-timeline"
        var svg = "<svg class=\"timeline\" role=\"img\" width=\"\(width)\" height=\"\(height)\" "
        svg += "viewBox=\"0 0 \(width) \(height)\" aria-labelledby=\"\(id)-title \(id)-desc\">\n"
        svg +=
            "<title id=\"\(id)-title\">Timeline of the table at line \(result.table.line)</title>\n"
        svg +=
            "<desc id=\"\(id)-desc\">\(HTMLEscaping.text(description(ran, lanes: lanes, timed: timed, times: times)))</desc>\n"
        svg += generationBands(ran, x: x, width: width, top: top, bottom: axisY)
        for (index, row) in ran.enumerated() where row.status != .passed {
            let mark = StatusMark.of(row.status)
            svg += "<g class=\"moment \(mark.cssClass)\" data-row=\"\(row.row.number)\">"
            svg += "<rect x=\"\(x(index) - 15)\" y=\"\(top - 16)\" width=\"30\" "
            svg += "height=\"\(axisY - top + 16)\" rx=\"4\"/>"
            svg += "<text x=\"\(x(index))\" y=\"\(top - 4)\" text-anchor=\"middle\">"
            svg += "row \(row.row.number) \(mark.symbol)</text></g>\n"
        }
        for lane in lanes {
            svg +=
                "<text class=\"lane-name\" x=\"8\" y=\"\(y(lane) + 4)\">\(HTMLEscaping.text(Self.short(lane, 24)))</text>"
            svg +=
                "<line class=\"lane\" x1=\"\(left)\" y1=\"\(y(lane))\" x2=\"\(width - 8)\" y2=\"\(y(lane))\"/>\n"
        }
        svg += marks(ran, x: x, y: y, axis: axis, left: left, right: width - 8)
        svg += axisMarkup(ran, x: x, axis: axis, left: left, y: axisY)
        svg += "</svg>\n"
        return "<figure class=\"timeline\">\n"
            + HTMLLayout.box(
                label: "Timeline of the table at line \(result.table.line)", wide: width > 900)
            + "\(svg)</div>\n"
            + "</figure>\n"
    }

    /// The lanes in order of first appearance.
    private func laneNames(_ rows: [RowResult]) -> [String] {
        var names: [String] = []
        var seen: Set<String> = []
        for mark in rows.flatMap({ $0.trace?.marks ?? [] }) where mark.kind != .generation {
            if seen.insert(mark.lane).inserted { names.append(mark.lane) }
        }
        return names
    }

    /// Each row's time: its step's, or the previous row's for a row without a step.
    private func stepTimes(_ rows: [RowResult]) -> [Int] {
        var previous = rows.lazy.compactMap { $0.trace?.time }.first ?? 0
        return rows.map { row in
            previous = row.trace?.time ?? previous
            return previous
        }
    }

    private func instants(_ rows: [RowResult], times: [Int]) -> [Int] {
        var all = Set(times)
        for mark in rows.flatMap({ $0.trace?.marks ?? [] }) {
            if case .start(let until?) = mark.kind { all.insert(until) }
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

    private func generationBands(
        _ rows: [RowResult], x: (Int) -> Int, width: Int, top: Int, bottom: Int
    ) -> String {
        var starts: [(x: Int, label: String)] = []
        for (index, row) in rows.enumerated() {
            for mark in row.trace?.marks ?? [] where mark.kind == .generation {
                starts.append((x(index) - 8, mark.label))
            }
        }
        var html = ""
        for (index, start) in starts.enumerated() {
            let end = index + 1 < starts.count ? starts[index + 1].x : width - 8
            html +=
                "<g class=\"generation\" data-kind=\"generation\"><rect class=\"band\(index % 2)\" "
            html += "x=\"\(start.x)\" y=\"\(top - 30)\" width=\"\(max(end - start.x, 0))\" "
            html += "height=\"\(bottom - top + 30)\"/>"
            html +=
                "<text x=\"\(start.x + 4)\" y=\"\(top - 20)\">\(HTMLEscaping.text(start.label))</text></g>\n"
        }
        return html
    }

    private func marks(
        _ rows: [RowResult], x: (Int) -> Int, y: (String) -> Int, axis: Axis?, left: Int,
        right: Int
    ) -> String {
        var open: [String: (x: Int, label: String)] = [:]
        var values: [String: String] = [:]
        var html = ""
        func bar(_ lane: String, from: Int, to: Int, tone: String) {
            html += "<line class=\"span \(tone)\" x1=\"\(from)\" y1=\"\(y(lane))\" "
            html += "x2=\"\(to)\" y2=\"\(y(lane))\"/>\n"
        }
        for (index, row) in rows.enumerated() {
            guard let step = row.trace else { continue }
            let px = x(index)
            for mark in step.marks {
                let py = y(mark.lane)
                var attributes =
                    "data-row=\"\(row.row.number)\" data-lane=\"\(HTMLEscaping.text(mark.lane))\""
                if let time = step.time { attributes += " data-time=\"\(time)\"" }
                var title = "row \(row.row.number)" + (step.time.map { " at \($0) ms" } ?? "")
                title += ": \(mark.lane): \(mark.label)"
                var shape = ""
                var kind = "point"
                // Labels alternate above and below the lane, so neighbours do not overlap.
                var labelY = index % 2 == 0 ? py - 9 : py + 15
                switch mark.kind {
                case .generation:
                    continue
                case .value:
                    guard values[mark.lane] != mark.label else { continue }
                    values[mark.lane] = mark.label
                    kind = "value"
                    labelY = py + 15
                    shape = "<line x1=\"\(px)\" y1=\"\(py - 3)\" x2=\"\(px)\" y2=\"\(py + 3)\"/>"
                case .start(let until):
                    if let previous = open[mark.lane] {
                        bar(mark.lane, from: previous.x, to: px, tone: "muted")
                    }
                    open[mark.lane] = (px, mark.label)
                    kind = "start"
                    if let until {
                        attributes += " data-until=\"\(until)\""
                        title += " (due at \(until) ms)"
                        if let axis {
                            let due = left + axis.x(until)
                            html +=
                                "<g class=\"window\"><line x1=\"\(px)\" y1=\"\(py + 5)\" x2=\"\(due)\" y2=\"\(py + 5)\"/>"
                            html +=
                                "<line x1=\"\(due)\" y1=\"\(py - 6)\" x2=\"\(due)\" y2=\"\(py + 9)\"/></g>\n"
                        }
                    }
                    shape = "<rect x=\"\(px - 4)\" y=\"\(py - 4)\" width=\"8\" height=\"8\"/>"
                case .end:
                    if let started = open.removeValue(forKey: mark.lane) {
                        bar(mark.lane, from: started.x, to: px, tone: mark.tone.rawValue)
                        kind = "end"
                    }
                    shape = Self.symbol(mark.tone, x: px, y: py)
                case .point:
                    shape = Self.symbol(mark.tone, x: px, y: py)
                }
                html +=
                    "<g class=\"mark \(kind) \(mark.tone.rawValue)\" data-kind=\"\(kind)\" \(attributes)>"
                html += "<title>\(HTMLEscaping.text(title))</title>\(shape)"
                html += "<text x=\"\(px)\" y=\"\(labelY)\" text-anchor=\"middle\">"
                html += "\(HTMLEscaping.text(Self.short(mark.label, 20)))</text></g>\n"
            }
        }
        for (lane, started) in open.sorted(by: { $0.key < $1.key }) {
            html +=
                "<line class=\"span open\" x1=\"\(started.x)\" y1=\"\(y(lane))\" x2=\"\(right)\" y2=\"\(y(lane))\"/>\n"
        }
        return html
    }

    private static func symbol(_ tone: TraceMark.Tone, x: Int, y: Int) -> String {
        switch tone {
        case .bad:
            "<path d=\"M\(x - 5) \(y - 5)L\(x + 5) \(y + 5)M\(x + 5) \(y - 5)L\(x - 5) \(y + 5)\"/>"
        case .muted:
            "<circle class=\"ring\" cx=\"\(x)\" cy=\"\(y)\" r=\"4\"/>"
        case .good, .neutral:
            "<circle cx=\"\(x)\" cy=\"\(y)\" r=\"4\"/>"
        }
    }

    private func axisMarkup(
        _ rows: [RowResult], x: (Int) -> Int, axis: Axis?, left: Int, y: Int
    ) -> String {
        var html =
            "<g class=\"axis\"><line x1=\"\(left)\" y1=\"\(y)\" x2=\"\(left + 12)\" y2=\"\(y)\"/>"
        html +=
            "<text class=\"lane-name\" x=\"8\" y=\"\(y + 18)\">\(axis == nil ? "row" : "time (ms)")</text>"
        if let axis {
            for position in axis.positions {
                let px = left + position.x
                html += "<line x1=\"\(px)\" y1=\"\(y - 3)\" x2=\"\(px)\" y2=\"\(y + 3)\"/>"
                html +=
                    "<text x=\"\(px)\" y=\"\(y + 18)\" text-anchor=\"middle\">\(position.time)</text>"
            }
        } else {
            for (index, row) in rows.enumerated() {
                html +=
                    "<line x1=\"\(x(index))\" y1=\"\(y - 3)\" x2=\"\(x(index))\" y2=\"\(y + 3)\"/>"
                html +=
                    "<text x=\"\(x(index))\" y=\"\(y + 18)\" text-anchor=\"middle\">\(row.row.number)</text>"
            }
        }
        return html + "</g>\n"
    }

    /// What the picture shows, in words.
    private func description(_ rows: [RowResult], lanes: [String], timed: Bool, times: [Int])
        -> String
    {
        var text = "Lanes: \(lanes.joined(separator: "; ")). "
        if timed, let first = times.min(), let last = times.max() {
            text += "Time axis from \(first) to \(last) ms. "
        } else {
            text += "One step per row, rows 1 to \(rows.count). "
        }
        let problems = rows.filter { $0.status != .passed }.map { row in
            "row \(row.row.number) " + StatusMark.of(row.status).word
        }
        text += problems.isEmpty ? "Every row passed." : problems.joined(separator: ", ") + "."
        return text
    }

    private static func short(_ text: String, _ limit: Int) -> String {
        text.count <= limit ? text : String(text.prefix(limit - 1)) + "…"
    }
}
