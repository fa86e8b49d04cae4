import Foundation

/// A table written in a spec's language, read as its English twin: the runner runs the
/// twin, and the result gets the author's words back. So the runner, the models and the
/// cell readers only ever see canonical (English) verbs, columns and keywords, and every
/// report shows what the author wrote.
///
/// - Headers: a word of the language (`Einträge`, `Ergebnis?`) reads as its column; the
///   result keeps the table as written (as reading the spec again gives it), so its
///   mismatches name the column and its shown values are keyed as the author wrote it.
/// - Event cells: a verb of the language reads as the verb.
/// - Other cells: an unquoted cell that is a keyword of the language (`akzeptiert`, `ja`,
///   `angefordert Seite 2`) reads as the keyword; a quoted one stays a text.
/// English words are read as they are, so both mix freely.
package struct TableTranslation: Sendable {
    package let names: LocalizedNames
    package let written: EventTable
    /// The table in canonical words, with the written headers.
    package let translated: EventTable

    package init(_ table: EventTable, names: LocalizedNames) {
        self.names = names
        self.written = table
        let columns = table.columns.map { column in
            LocalizedHeader.column(
                header: column.header, columns: column.columns,
                canonicalName: names.canonicalColumn)
        }
        let rows = table.rows.map { row in
            TableRow(
                line: row.line, number: row.number,
                cells: row.cells.enumerated().map { index, cell in
                    guard index < columns.count else { return cell }
                    return Self.translated(cell, role: columns[index].role, names: names)
                })
        }
        translated = table.with(columns: columns, rows: rows, problem: table.problem)
    }

    private static func translated(_ cell: Cell, role: Column.Role, names: LocalizedNames) -> Cell {
        guard !cell.isBlank, !cell.isQuoted else { return cell }
        let canonical: String?
        switch role {
        case .event: canonical = names.canonicalVerb(cell.source)
        case .input, .expectation: canonical = names.canonicalValue(cell.source)
        case .ignored: canonical = nil
        }
        return canonical.map { Cell($0, columns: cell.columns) } ?? cell
    }

    /// The result of running `translated`, with the written rows and cells back in it:
    /// a mismatch expects the cell as written, and a problem names the written word and
    /// suggests the nearest word of either language.
    package func restore(_ result: TableResult, model: ModelDescriptor) -> TableResult {
        let rows = result.rows.enumerated().map { index, row in
            guard index < written.rows.count, index < translated.rows.count else { return row }
            let writtenRow = written.rows[index]
            let status: RowStatus
            switch row.status {
            case .failed(let mismatches):
                status = .failed(mismatches.map { restored($0, writtenRow) })
            case .error(let problem):
                status = .error(
                    restored(
                        problem, written: writtenRow.cells, read: translated.rows[index].cells,
                        model: model))
            case .passed, .notRun:
                status = row.status
            }
            var actuals: [String: ObservedValue] = [:]
            for (name, value) in row.actuals { actuals[writtenName(name)] = value }
            return RowResult(
                row: writtenRow, status: status, actuals: actuals, trace: row.trace,
                notRunReason: row.notRunReason, situation: row.situation)
        }
        let headers = written.columns.map { Cell($0.header) }
        let problem = result.problem.map { problem in
            restored(
                problem, written: headers, read: translated.columns.map { Cell($0.displayName) },
                model: model)
        }
        return TableResult(
            table: written, status: result.status, problem: problem, rows: rows,
            duration: result.duration,
            pending: result.pending)
    }

    /// A mismatch that expects the cell as the author wrote it.
    private func restored(_ mismatch: Mismatch, _ row: TableRow) -> Mismatch {
        guard
            let index = translated.columns.firstIndex(where: {
                $0.role == .expectation && $0.displayName == mismatch.column
            }), index < row.cells.count, index < written.columns.count
        else { return mismatch }
        return Mismatch(
            column: written.columns[index].displayName, expected: row.cells[index].source,
            actual: mismatch.actual)
    }

    /// The written name of the expectation column whose canonical name is `name`.
    private func writtenName(_ name: String) -> String {
        guard
            let index = translated.columns.firstIndex(where: {
                $0.role == .expectation && $0.name == name
            }), index < written.columns.count
        else { return name }
        return written.columns[index].name
    }

    /// A problem that quotes the written words, not their English reading, and whose "did
    /// you mean" is the nearest word of either language.
    private func restored(
        _ problem: Diagnostic, written: [Cell], read: [Cell], model: ModelDescriptor
    ) -> Diagnostic {
        var restored = problem
        for (writtenCell, readCell) in zip(written, read)
        where writtenCell.source != readCell.source {
            let quotedRead = "\"\(readCell.source)\""
            let quotedWritten = "\"\(writtenCell.source)\""
            restored.message = restored.message.replacingQuoted(quotedRead, with: quotedWritten)
            restored.message = restored.message.replacingQuoted(
                readCell.source + " is a keyword", with: writtenCell.source + " is a keyword")
            if restored.suggestion == quotedRead { restored.suggestion = quotedWritten }
        }
        return UnknownWordHint.acrossLanguages(restored, names: names, model: model)
    }
}

extension String {
    /// This text with every occurrence of `quoted` replaced.
    fileprivate func replacingQuoted(_ quoted: String, with replacement: String) -> String {
        guard !quoted.isEmpty, contains(quoted) else { return self }
        return components(separatedBy: quoted).joined(separator: replacement)
    }
}
