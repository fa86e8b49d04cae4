import RulebookMarkdown

/// The one printer of event tables: writes a GitHub pipe table from its header and cell
/// sources, with aligned columns.
///
/// `fmt`, `accept`, `new` and anything else that prints a table use it, so every table
/// rulebook writes looks the same. Cells are given as `PipeCell.source` holds them (trimmed,
/// `|` unescaped); the writer escapes each `|` as `\|` again and otherwise keeps the text
/// exactly. Columns are padded to the widest cell, counted with `DisplayWidth`.
package struct TableWriter: Sendable, Equatable {
    /// How a column is aligned, from the colons of the delimiter row.
    package enum Alignment: Sendable, Equatable {
        /// `---`
        case none
        /// `:--`
        case left
        /// `:-:`
        case center
        /// `--:`
        case right
    }

    package var header: [String]
    /// One per header cell; missing ones are `.none`.
    package var alignments: [Alignment]
    /// The data rows; each should have one cell per header cell (short rows are padded with
    /// blank cells, extra cells are dropped).
    package var rows: [[String]]

    package init(header: [String], alignments: [Alignment] = [], rows: [[String]] = []) {
        self.header = header
        self.alignments = alignments
        self.rows = rows
    }

    /// The table's lines, without line terminators: header, delimiter row, data rows.
    package var lines: [String] {
        let header = self.header.map(Self.escaped)
        let rows = self.rows.map { row in
            header.indices.map { index in index < row.count ? Self.escaped(row[index]) : "" }
        }
        let widths = header.indices.map { index in
            max(1, ([header[index]] + rows.map { $0[index] }).map(DisplayWidth.of).max() ?? 0)
        }
        let delimiter = header.indices.map { index in
            Self.delimiter(alignment(index), width: widths[index])
        }
        return [line(header, widths)] + ["|" + delimiter.joined(separator: "|") + "|"]
            + rows.map { line($0, widths) }
    }

    /// The table as text, one `\n`-terminated line per row.
    package var text: String { lines.map { $0 + "\n" }.joined() }

    /// The table in a fence whose info string is `rulebook` followed by `model` and
    /// `options` (`rulebook pager cursor`), ready to paste into a spec.
    package func fenced(model: String, options: [ModelOption] = []) -> String {
        let words = options.map { option in
            option.value.map { "\(option.name)=\($0)" } ?? option.name
        }
        return "```" + (["rulebook", model] + words).joined(separator: " ") + "\n" + text + "```\n"
    }

    private func alignment(_ index: Int) -> Alignment {
        index < alignments.count ? alignments[index] : .none
    }

    private func line(_ cells: [String], _ widths: [Int]) -> String {
        let padded = cells.indices.map { index in
            let cell = cells[index]
            let room = max(0, widths[index] - DisplayWidth.of(cell))
            let before =
                switch alignment(index) {
                case .right: room
                case .center: room / 2
                case .none, .left: 0
                }
            return " " + String(repeating: " ", count: before) + cell
                + String(repeating: " ", count: room - before) + " "
        }
        return "|" + padded.joined(separator: "|") + "|"
    }

    private static func delimiter(_ alignment: Alignment, width: Int) -> String {
        let dashes = width + 2
        switch alignment {
        case .none: return String(repeating: "-", count: dashes)
        case .left: return ":" + String(repeating: "-", count: dashes - 1)
        case .right: return String(repeating: "-", count: dashes - 1) + ":"
        case .center: return ":" + String(repeating: "-", count: dashes - 2) + ":"
        }
    }

    /// A cell source as written between pipes: every `|` becomes `\|`, the only table escape.
    package static func escaped(_ source: String) -> String {
        guard source.contains("|") else { return source }
        var result = String.UnicodeScalarView()
        for scalar in source.unicodeScalars {
            if scalar == "|" { result.append("\\") }
            result.append(scalar)
        }
        return String(result)
    }
}
