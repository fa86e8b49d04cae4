/// Reads a header written in a spec's language: a word of the language stands for its
/// English header (`Ereignis` for `event`, `Ergebnis?` for `result?`), and a full-width
/// question mark (`结果？`) ends an expectation as `?` does.
package enum LocalizedHeader {
    /// The column of a header in a spec of a language other than English: `words` give the
    /// canonical name of a word of the language (`nil`: the word stays as written).
    package static func column(
        header: String, columns: Range<Int>?, canonicalName: (String) -> String?
    ) -> Column {
        let trimmed = Keyword.normalize(header)
        let isExpectation = trimmed.hasSuffix("?") || trimmed.hasSuffix("？")
        let name = isExpectation ? String(trimmed.dropLast()) : trimmed
        let canonical = canonicalName(name) ?? Keyword.normalize(name)
        let written = canonical + (isExpectation ? "?" : "")
        return written == Keyword.normalize(header)
            ? Column(header: header, columns: columns)
            : Column(header: header, columns: columns, canonical: written)
    }

    /// A table of a spec that declares no language, read again in the run's language
    /// (`--lang`): its headers with the shared words of `language` (`Ereignis` is the event
    /// column), and its header's problem found again from them. Unchanged when the spec
    /// declares its language, the run's is English, or the table has another problem:
    /// then `nil`, so that the table is not copied.
    static func reread(_ table: EventTable, file: String, in language: SpecLanguage) -> EventTable?
    {
        guard table.language == nil, !language.isEnglish, !table.columns.isEmpty,
            let problem = table.problem,
            problem
                == EventTableParser.headerProblem(
                    table.columns, line: table.headerLine, file: file)
        else { return nil }
        let columns = table.columns.map {
            sharedColumn(header: $0.header, columns: $0.columns, language: language)
        }
        return table.with(
            columns: columns, rows: table.rows,
            problem: EventTableParser.headerProblem(columns, line: table.headerLine, file: file))
    }

    /// The column of a header with the words every model shares in `language` (`event`,
    /// `note`, `result`); the header as English reads it when `language` is English.
    static func sharedColumn(
        header: String, columns: Range<Int>?, language: SpecLanguage?
    ) -> Column {
        guard let language, let keywords = LanguageKeywords.of(language) else {
            return Column(header: header, columns: columns)
        }
        let byWord = Dictionary(
            keywords.headers.map { (Keyword.normalize($0.value), $0.key) }
        ) { first, _ in first }
        return column(header: header, columns: columns) { byWord[Keyword.normalize($0)] }
    }
}
