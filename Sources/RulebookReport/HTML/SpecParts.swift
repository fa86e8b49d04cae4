import Rulebook
import RulebookMarkdown

/// How the page of a large spec is split into parts, one page each, and which part holds a
/// line or an anchor.
///
/// A spec of more than `HTMLPage.largePageTables` tables is split; a smaller one is one page.
/// The cut points are top-level headings only, so a part always starts at a heading and holds
/// whole sections: a section that fits in a part (at most `tablesPerPart` tables and
/// `rowsPerPart` rows) is never cut, a larger one is cut between its sub-sections, down to
/// single rules; then the parts are filled in document order, each taking the next sections
/// while they fit. A rule with more tables than a part holds is a part of its own. Whatever
/// comes before the first heading stays on the first part.
struct SpecParts: Equatable, Sendable {
    /// The first source line of every part but the first, ascending.
    let starts: [Int]
    /// The page of each part, the spec's own page first.
    let pages: [String]
    /// The source line of every heading, by anchor (the first heading of a repeated anchor).
    private let headingLines: [String: Int]

    /// The most tables a part holds, unless one rule has more.
    static let tablesPerPart = 100
    /// The most rows a part holds, unless one section that cannot be cut has more.
    static let rowsPerPart = 2_000

    /// The parts of `spec`, whose first page is `page`, each later part's page named by
    /// `name(part)` (`part` from 2); `nil` when the spec is one page.
    init?(_ spec: Spec, page: String, name: (Int) -> String) {
        guard spec.tables.count > HTMLPage.largePageTables, spec.loadProblem == nil else {
            return nil
        }
        let sections = Section.all(of: spec)
        let limit = Size(tables: Self.tablesPerPart, rows: Self.rowsPerPart)
        var units: [ArraySlice<Section>] = []
        Self.units(sections[...], limit: limit, into: &units)
        var starts: [Int] = []
        var filled = Size(tables: 0, rows: 0)
        for unit in units {
            let size = Size.of(unit)
            if filled.tables + filled.rows > 0, !(filled + size).fits(limit),
                let first = unit.first, first.level > 0
            {
                starts.append(first.line)
                filled = size
            } else {
                filled = filled + size
            }
        }
        guard !starts.isEmpty else { return nil }
        self.starts = starts
        self.pages = [page] + (2...(starts.count + 1)).map(name)
        self.headingLines = Dictionary(
            spec.rules.map { ($0.anchor, $0.line) }, uniquingKeysWith: { first, _ in first })
    }

    /// The number of parts.
    var count: Int { pages.count }

    /// The part (0-based) that holds source line `line`.
    func part(line: Int) -> Int {
        var low = 0
        var high = starts.count
        while low < high {
            let middle = (low + high) / 2
            if starts[middle] <= line { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The part that holds the element of `anchor`: a heading's anchor, or `L<line>` (a
    /// row, a checklist item or a heading without a usable anchor); the first part for any
    /// other anchor (such as `main`) and for none.
    func part(anchor: String?) -> Int {
        guard let anchor else { return 0 }
        if let line = headingLines[anchor] { return part(line: line) }
        if anchor.utf8.first == UInt8(ascii: "L"), let line = Int(anchor.dropFirst()), line > 0 {
            return part(line: line)
        }
        return 0
    }

    /// The tables and rows of a part or a section.
    private struct Size {
        var tables: Int
        var rows: Int

        static func + (left: Size, right: Size) -> Size {
            Size(tables: left.tables + right.tables, rows: left.rows + right.rows)
        }

        func fits(_ limit: Size) -> Bool { tables <= limit.tables && rows <= limit.rows }

        static func of(_ sections: ArraySlice<Section>) -> Size {
            sections.reduce(Size(tables: 0, rows: 0)) { $0 + $1.size }
        }
    }

    /// A top-level heading and the blocks up to the next one (level 0: what comes before
    /// the first heading), with its tables.
    private struct Section {
        let line: Int
        let level: Int
        let size: Size

        static func all(of spec: Spec) -> [Section] {
            var starts: [(line: Int, level: Int)] = [(Int.min, 0)]
            for block in spec.document.blocks {
                if case .heading(let heading) = block {
                    starts.append((heading.line, heading.level))
                }
            }
            var sizes = Array(repeating: Size(tables: 0, rows: 0), count: starts.count)
            var section = 0
            // Tables come in document order, as do the sections.
            for table in spec.tables {
                while section + 1 < starts.count, starts[section + 1].line <= table.line {
                    section += 1
                }
                sizes[section].tables += 1
                sizes[section].rows += table.rows.count
            }
            return zip(starts, sizes).map { Section(line: $0.line, level: $0.level, size: $1) }
        }
    }

    /// Appends `sections` as the units that parts are filled with: whole when they fit, else
    /// cut at their shallowest heading level below the first section's, each piece again.
    private static func units(
        _ sections: ArraySlice<Section>, limit: Size, into units: inout [ArraySlice<Section>]
    ) {
        let rest = sections.dropFirst()
        guard !Size.of(sections).fits(limit), let level = rest.map(\.level).min() else {
            units.append(sections)
            return
        }
        // Each piece is smaller than `sections`: the first is what precedes the first cut
        // (the section's own heading and prose), each other starts at a cut.
        var start = sections.startIndex
        for index in rest.indices where sections[index].level == level {
            Self.units(sections[start..<index], limit: limit, into: &units)
            start = index
        }
        Self.units(sections[start...], limit: limit, into: &units)
    }
}
