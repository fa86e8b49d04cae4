import RulebookMarkdown

extension Spec {
    /// The spec after its 1-based line `line` is replaced by `content` (a line without its
    /// ending), read without parsing the whole document again: for an edit inside the body
    /// of a closed, unindented, top-level fenced event table into a line that cannot close
    /// the fence (no backtick or tilde), in a spec that declares no language, only that
    /// table is read again. `nil` for any other
    /// edit, which needs `Spec(path:text:)`; the result equals what it gives for the edited
    /// text.
    package func replacingLine(_ line: Int, with content: String) -> Spec? {
        // A spec that declares a language reads its tables in it: parsed again whole.
        guard loadProblem == nil, language == nil,
            !content.utf8.contains(where: {
                $0 == UInt8(ascii: "`") || $0 == UInt8(ascii: "~") || $0 == 10 || $0 == 13
            })
        else { return nil }
        let lines = SourceLines(text)
        // The top-level fenced block whose body holds the line.
        guard
            let blockIndex = document.blocks.lastIndex(where: { $0.line < line }),
            case .codeBlock(var code) = document.blocks[blockIndex], code.isFenced, code.isClosed,
            let opening = lines[code.line]?.first,
            opening == UInt8(ascii: "`") || opening == UInt8(ascii: "~"),
            let tableIndex = tables.firstIndex(where: { $0.line == code.line }),
            tables[tableIndex].problem == nil,
            let old = lines[line]
        else { return nil }
        let body = SourceLines(code.literal)
        let offset = line - code.contentLine + 1
        // The body's last line is the empty one after its final line ending.
        guard offset >= 1, offset < body.count, let literalLine = body[offset],
            literalLine.elementsEqual(old)
        else { return nil }
        code.literal = String(
            decoding: Self.replacing(literalLine, in: body.bytes, with: content), as: UTF8.self)
        let bytes = Self.replacing(old, in: lines.bytes, with: content)
        var document = self.document
        document.blocks[blockIndex] = .codeBlock(code)
        var tables = self.tables
        tables[tableIndex] = EventTableParser.parse(
            code, rule: tables[tableIndex].rule, file: path, source: SourceLines(bytes: bytes))
        return Spec(
            path: path, text: String(decoding: bytes, as: UTF8.self), document: document,
            rules: rules, tables: tables, checklist: checklist, warnings: warnings)
    }

    private init(
        path: String, text: String, document: MarkdownDocument, rules: [SpecRule],
        tables: [EventTable], checklist: [ChecklistItem], warnings: [Diagnostic]
    ) {
        self.path = path
        self.text = text
        self.document = document
        self.rules = rules
        self.tables = tables
        self.checklist = checklist
        self.warnings = warnings
        self.language = nil
        self.loadProblem = nil
    }

    /// `bytes` with the slice `old` of them (same indices) replaced by `content`.
    private static func replacing(
        _ old: ArraySlice<UInt8>, in bytes: [UInt8], with content: String
    ) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + content.utf8.count)
        result += bytes[..<old.startIndex]
        result += content.utf8
        result += bytes[old.endIndex...]
        return result
    }
}
