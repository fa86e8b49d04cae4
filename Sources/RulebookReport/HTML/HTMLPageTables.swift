import Rulebook

/// The event tables of one page, rendered as the page reaches them, a window of tables at a
/// time on every core, so that a page of many tables never holds the markup of all of them.
/// With `inBackground`, the first window is rendered while the page writes its header and
/// each next one while it writes the one before. A table of more than `HTMLTable.rowsPerChunk`
/// rows is appended straight to the page when reached (its rows on every core), outside any
/// window.
struct HTMLPageTables {
    /// The page's tables, indexed as the slice of the spec's tables they are.
    private let tables: ArraySlice<TableResult>
    private let lines: SpecLines
    private let tablesPerWindow: Int
    private let inBackground: Bool
    /// Whether the tables get their timelines (not on a large page).
    private let drawsTimelines: Bool
    /// The tables not yet appended, by fence line (the first of each line).
    private var pendingByLine: [Int: Int]
    /// The markup of the tables rendered ahead, by index, until they are appended.
    private var rendered: [Int: [UInt8]] = [:]
    /// The next window, being rendered in the background.
    private var nextWindow: (indices: [Int], markup: BackgroundWork<[[UInt8]]>)?

    /// The number of tables rendered at once.
    static let tablesPerWindow = 256

    /// The fewest rows for which a page is rendered on every core by itself (rather than
    /// beside other pages, each on one core).
    static let rowsForEveryCore = 4 * HTMLTable.rowsPerChunk

    init(
        _ tables: ArraySlice<TableResult>, lines: SpecLines, inBackground: Bool,
        tablesPerWindow: Int = tablesPerWindow, drawsTimelines: Bool = true
    ) {
        self.tables = tables
        self.lines = lines
        self.inBackground = inBackground
        self.drawsTimelines = drawsTimelines
        self.tablesPerWindow = max(tablesPerWindow, 1)
        pendingByLine = Dictionary(
            tables.indices.map { (tables[$0].table.line, $0) },
            uniquingKeysWith: { first, _ in first })
        if inBackground { startWindow(from: tables.startIndex) }
    }

    /// Whether a page with these tables is worth rendering on every core by itself.
    static func renderOnEveryCore(_ tables: ArraySlice<TableResult>) -> Bool {
        tables.indices.reduce(0) { $0 + tables[$1].rows.count } >= rowsForEveryCore
    }

    /// Appends the markup of the table whose fence is at `line`, once; `false` when no table
    /// is left there.
    mutating func append(line: Int, to html: inout HTMLBuffer) -> Bool {
        guard let index = pendingByLine[line] else { return false }
        if isLong(index) {
            HTMLTable.append(
                tables[index], lines: lines, inBackground: inBackground,
                drawsTimeline: drawsTimelines, to: &html)
        } else {
            if rendered[index] == nil { takeWindow(from: index) }
            if let markup = rendered.removeValue(forKey: index) { html.append(bytes: markup) }
        }
        pendingByLine.removeValue(forKey: line)
        return true
    }

    private func isLong(_ index: Int) -> Bool {
        tables[index].rows.count > HTMLTable.rowsPerChunk
    }

    /// Makes the markup of the window from table `start` ready: the window rendered in the
    /// background when it starts there, else one rendered now; then (`inBackground`) starts
    /// rendering the window after it.
    private mutating func takeWindow(from start: Int) {
        let indices: [Int]
        let markup: [[UInt8]]
        if let nextWindow, nextWindow.indices.first == start {
            (indices, markup) = (nextWindow.indices, nextWindow.markup.wait())
        } else {
            indices = window(from: start)
            // A page rendered beside others (not in the background) already has its core.
            markup = Self.render(
                indices, of: tables, lines: lines, drawsTimelines: drawsTimelines,
                onEveryCore: inBackground)
        }
        for (index, html) in zip(indices, markup) {
            rendered[index] = html
        }
        if inBackground { startWindow(from: (indices.last ?? start) + 1) }
    }

    /// Starts rendering the window from table `start` in the background, if there is one.
    private mutating func startWindow(from start: Int) {
        let indices = window(from: start)
        guard !indices.isEmpty else {
            nextWindow = nil
            return
        }
        let (tables, lines, drawsTimelines) = (self.tables, self.lines, self.drawsTimelines)
        nextWindow = (
            indices,
            BackgroundWork {
                Self.render(
                    indices, of: tables, lines: lines, drawsTimelines: drawsTimelines,
                    onEveryCore: true)
            }
        )
    }

    /// The tables still to come from `start`, up to a window of them, leaving out long ones.
    private func window(from start: Int) -> [Int] {
        guard start < tables.endIndex else { return [] }
        return (start..<min(start + tablesPerWindow, tables.endIndex)).filter { index in
            pendingByLine[tables[index].table.line] == index && !isLong(index)
                && rendered[index] == nil
        }
    }

    private static func render(
        _ indices: [Int], of tables: ArraySlice<TableResult>, lines: SpecLines,
        drawsTimelines: Bool,
        onEveryCore: Bool
    ) -> [[UInt8]] {
        let renderTable: @Sendable (Int) -> [UInt8] = { index in
            var html = HTMLBuffer(capacity: 16_384)
            HTMLTable.append(tables[index], lines: lines, drawsTimeline: drawsTimelines, to: &html)
            return html.bytes
        }
        return onEveryCore
            ? ParallelMap.map(indices, minimumChunk: 16, renderTable) : indices.map(renderTable)
    }
}
