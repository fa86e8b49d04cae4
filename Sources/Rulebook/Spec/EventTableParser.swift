import RulebookMarkdown

/// Turns a fenced `rulebook` code block into an `EventTable`.
enum EventTableParser {
    /// Whether a fence's info string opens an event table: its first word is `rulebook`.
    static func isEventTable(info: String) -> Bool {
        guard let first = Keyword.words(info).first else { return false }
        return Keyword.matches(first, "rulebook")
    }

    /// The event tables of a file's `rulebook` fences, in order. `source` is the file's
    /// lines, to place each cell on its line (`Cell.columns`); without it the cells are not
    /// placed. The fences of a large file are read in groups, each group with one cmark-gfm
    /// parse, on every core (`onEveryCore`) or on this thread.
    static func parse(
        _ fences: [(code: MarkdownCodeBlock, rule: RuleReference?)], file: String,
        source: SourceLines? = nil, onEveryCore: Bool = true,
        language: SpecLanguage? = nil, languageProblem: Diagnostic? = nil
    ) -> [EventTable] {
        let groupSize =
            fences.count < 32 ? max(fences.count, 1) : min(64, max(8, fences.count / 16))
        let groups = stride(from: 0, to: fences.count, by: groupSize).map { start in
            start..<min(start + groupSize, fences.count)
        }
        @Sendable func tables(of group: Range<Int>) -> [EventTable] {
            let tables = PipeTable.parseAll(
                fences[group].map {
                    PipeTableSource(literal: $0.code.literal, firstLine: $0.code.contentLine)
                }, file: file, fileLines: source)
            return zip(fences[group], tables).map { fence, table in
                parse(
                    fence.code, rule: fence.rule, file: file, table: table, language: language,
                    languageProblem: languageProblem)
            }
        }
        return (onEveryCore ? ParallelMap.map(groups, tables(of:)) : groups.map(tables(of:)))
            .flatMap { $0 }
    }

    /// The event table of one fence, its body read alone: what `parse(_:file:source:)`
    /// gives each fence.
    static func parse(
        _ code: MarkdownCodeBlock, rule: RuleReference?, file: String, source: SourceLines? = nil
    ) -> EventTable {
        let table = Result { () throws(Diagnostic) in
            try PipeTable.parse(
                code.literal, file: file, firstLine: code.contentLine, fileLines: source)
        }
        return parse(code, rule: rule, file: file, table: table)
    }

    /// The event table of one fence whose body was read as `table`.
    static func parse(
        _ code: MarkdownCodeBlock, rule: RuleReference?, file: String,
        table: Result<PipeTable, Diagnostic>, language: SpecLanguage? = nil,
        languageProblem: Diagnostic? = nil
    ) -> EventTable {
        let words = Keyword.words(joinedAroundEquals(code.info)).dropFirst()
        let modelName = words.first.map { Keyword.normalize($0) } ?? ""
        var options: [ModelOption] = []
        var problem: Diagnostic? = languageProblem
        if !code.isClosed {
            problem = Diagnostic(
                .spec, at: FileLocation(file: file, line: code.line),
                "the fence opened at line \(code.line) is never closed: end the table with a line of ``` (as long as the opening fence)"
            )
        }
        if modelName.isEmpty {
            problem =
                problem
                ?? Diagnostic(
                    .spec, at: FileLocation(file: file, line: code.line),
                    "name a model after rulebook, e.g. ```rulebook pager")
        }
        for word in words.dropFirst().map(String.init) {
            let fence = FileLocation(file: file, line: code.line)
            let option: ModelOption
            do {
                option = try ModelOption(parsing: word)
            } catch {
                var located = error.located(at: fence)
                located.kind = .spec
                problem = problem ?? located
                // Kept as written, so the table still shows its fence's options.
                let parts = word.split(
                    separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                option = ModelOption(
                    name: Keyword.normalize(parts.first.map(String.init) ?? word),
                    value: parts.count == 2 ? String(parts[1]) : nil)
            }
            if options.contains(where: { $0.name == option.name }) {
                problem =
                    problem
                    ?? Diagnostic(
                        .spec, at: fence, "option \(option.name) is given twice; give it once")
            }
            options.append(option)
        }
        if rule == nil {
            // Contract section 1: a table needs a heading that names its rule.
            problem =
                problem
                ?? Diagnostic(
                    .spec, at: FileLocation(file: file, line: code.line),
                    "this event table has no heading above it: put it under a heading that names its rule"
                )
        }

        let pipeTable: PipeTable
        switch table {
        case .success(let parsed):
            pipeTable = parsed
        case .failure(let error):
            return EventTable(
                line: code.line, rule: rule, modelName: modelName, options: options,
                headerLine: code.contentLine, columns: [], rows: [],
                problem: problem ?? error, language: language)
        }

        let columns = pipeTable.header.map {
            LocalizedHeader.sharedColumn(header: $0.source, columns: $0.columns, language: language)
        }
        problem = problem ?? headerProblem(columns, line: pipeTable.headerLine, file: file)
        let rows = pipeTable.rows.enumerated().map { offset, row in
            TableRow(
                line: row.line, number: offset + 1,
                cells: row.cells.map { Cell(unicodeTrimmed($0.source), columns: $0.columns) })
        }
        return EventTable(
            line: code.line, rule: rule, modelName: modelName, options: options,
            headerLine: pipeTable.headerLine, columns: columns, rows: rows, problem: problem,
            language: language)
    }

    /// A cell's source, which the table parser trimmed of spaces and tabs, also trimmed of
    /// the other white space Unicode defines (a no-break or ideographic space) when it
    /// starts or ends with a character outside ASCII.
    private static func unicodeTrimmed(_ source: String) -> String {
        let utf8 = source.utf8
        guard let first = utf8.first, let last = utf8.last, first >= 0x80 || last >= 0x80 else {
            return source
        }
        return Cell.trimmed(source)
    }

    /// The info string with the spaces around each `=` removed, so `delay = 200` reads as
    /// `delay=200`.
    static func joinedAroundEquals(_ info: String) -> String {
        guard info.utf8.contains(UInt8(ascii: "=")) else { return info }
        var result = ""
        var skipsSpaces = false
        for character in info {
            if character == "=" {
                while let last = result.last, last.isWhitespace { result.removeLast() }
                result.append(character)
                skipsSpaces = true
            } else if skipsSpaces && character.isWhitespace {
                continue
            } else {
                result.append(character)
                skipsSpaces = false
            }
        }
        return result
    }

    static func headerProblem(_ columns: [Column], line: Int, file: String) -> Diagnostic? {
        if !columns.contains(where: { $0.role == .event }) {
            return Diagnostic(
                .spec, at: FileLocation(file: file, line: line), "the table needs an event column")
        }
        var seen: Set<String> = []
        // By index: no column is copied out to be looked at.
        for index in columns.indices where columns[index].role != .ignored {
            if columns[index].name.isEmpty {
                return Diagnostic(
                    .spec, at: FileLocation(file: file, line: line), "a column has no header")
            }
            if !seen.insert(columns[index].displayName).inserted {
                return Diagnostic(
                    .spec, at: FileLocation(file: file, line: line),
                    "column \(columns[index].displayName) appears twice")
            }
        }
        return nil
    }
}
