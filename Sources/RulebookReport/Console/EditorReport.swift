import Rulebook
import RulebookMarkdown

/// The console output for editors (`--format editor`): one `FILE:LINE:COLUMN: error: ...`
/// line per mismatched cell, errored row, table that could not run and failing checklist
/// item, which problem matchers (VS Code, Vim's errorformat, Emacs' compile mode) read;
/// then the usual summary.
public struct EditorReport: Sendable {
    public let result: RunResult

    public init(result: RunResult) {
        self.result = result
    }

    public var lines: [String] {
        var lines: [String] = []
        for spec in result.specs {
            let source = PipeTable.sourceLines(spec.spec.text)
            for table in spec.tables { lines += tableLines(table, in: spec.spec, source: source) }
            for item in spec.checklist {
                if let problem = item.problem(file: spec.spec.path) {
                    lines.append("\(problem.file):\(problem.line):1: error: \(problem.message)")
                }
            }
        }
        if !lines.isEmpty { lines.append("") }
        return lines + ConsoleReport(result: result).summaryLines
    }

    private func tableLines(_ table: TableResult, in spec: Spec, source: [[UInt8]]) -> [String] {
        let rule = RuleTitle.of(table.table, path: spec.path)
        // A pending rule's rows fail the run only under --strict; a stale marker fails it.
        if let pending = table.pending {
            guard let failure = pending.failure else { return [] }
            let marker = "\(spec.path):\(pending.marker.line):1: error: \(rule): \(failure)"
            guard pending.kind == .strict else { return [marker] }
            return [marker] + ownTableLines(table, rule: rule, in: spec, source: source)
        }
        return ownTableLines(table, rule: rule, in: spec, source: source)
    }

    private func ownTableLines(
        _ table: TableResult, rule: String, in spec: Spec, source: [[UInt8]]
    ) -> [String] {
        if let problem = table.problem {
            let place = FileLocation(
                file: problem.location?.file ?? spec.path,
                line: problem.location?.line ?? table.table.line, column: 1)
            return ["\(place): error: \(rule): \(problem.message)"]
        }
        var lines: [String] = []
        for row in table.rows {
            let place = { (column: Int) in
                let text = source.indices.contains(row.row.line - 1) ? source[row.row.line - 1] : []
                let offset = Self.column(ofCell: column, in: text)
                return
                    "\(spec.path):\(row.row.line):\(offset): error: \(rule): row \(row.row.number)"
            }
            switch row.status {
            case .passed:
                continue
            case .notRun:
                if let reason = row.notRunReason { lines.append("\(place(0)): not run: \(reason)") }
            case .failed(let mismatches):
                for mismatch in mismatches {
                    let column =
                        table.table.columns.firstIndex {
                            $0.role == .expectation && $0.displayName == mismatch.column
                        } ?? 0
                    lines.append("\(place(column)): \(mismatch)")
                }
            case .error(let problem):
                lines.append("\(place(0)): \(problem.message)")
            }
        }
        return lines
    }

    /// The 1-based column (in UTF-16 units, as editors count) where the text of cell
    /// `index` starts on a table row's source line; 1 when the line has no such cell.
    static func column(ofCell index: Int, in line: [UInt8]) -> Int {
        let isBlank: (UInt8) -> Bool = { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
        var start = line.startIndex
        while start < line.endIndex, isBlank(line[start]) || line[start] == UInt8(ascii: ">") {
            start += 1
        }
        let leadingPipe = start < line.endIndex && line[start] == UInt8(ascii: "|")
        let body = line[(leadingPipe ? start + 1 : start)...]
        let cells = PipeTable.splitCells(body)
        guard cells.indices.contains(index) else { return 1 }
        let cell = cells[index]
        let text = cell.firstIndex { !isBlank($0) } ?? cell.startIndex
        return String(decoding: line[..<text], as: UTF8.self).utf16.count + 1
    }
}
