import RulebookMarkdown

/// The comment that declares a spec's language, `<!-- rulebook lang=de -->`, an HTML block
/// before the spec's first heading (invisible on GitHub).
enum LanguageComment {
    /// The declaring comment among a document's top-level blocks (its tag and line), and
    /// the lines of every other such comment, which have no effect: one after the first
    /// heading, or a second one.
    static func find(
        in blocks: [MarkdownBlock], lines: SourceLines
    ) -> (declared: (tag: String, line: Int)?, misplaced: [Int]) {
        var declared: (tag: String, line: Int)?
        var misplaced: [Int] = []
        var seenHeading = false
        for block in blocks {
            switch block {
            case .heading: seenHeading = true
            case .html(_, let line):
                guard let bytes = lines[line], opensComment(bytes),
                    let tag = tag(in: String(decoding: bytes, as: UTF8.self))
                else { continue }
                if seenHeading || declared != nil {
                    misplaced.append(line)
                } else {
                    declared = (tag, line)
                }
            default: continue
            }
        }
        return (declared, misplaced)
    }

    /// Whether a line holds `<!--`, without which it declares nothing: a quick test that
    /// spares the full reading to the many blocks of a large spec that are not comments.
    private static func opensComment(_ bytes: ArraySlice<UInt8>) -> Bool {
        var from = bytes.startIndex
        while let found = bytes[from...].firstIndex(of: opening[0]) {
            if bytes[found...].starts(with: opening) { return true }
            from = found + 1
        }
        return false
    }

    private static let opening = Array("<!--".utf8)

    /// The tag a comment declares (`de` from `<!-- rulebook lang=de -->`); `nil` when the
    /// line is not such a comment. Spaces may surround each part, and `rulebook` and `lang`
    /// are read in any case.
    static func tag(in line: String) -> String? {
        // Swift's own white space and replacement, not Foundation's: the first call of
        // those would cost a run more than reading all of its comments.
        let trimmed = Cell.trimmed(line)
        guard trimmed.hasPrefix("<!--"), trimmed.hasSuffix("-->") else { return nil }
        var spaced = ""
        for character in trimmed.dropFirst(4).dropLast(3) {
            if character == "=" { spaced += " = " } else { spaced.append(character) }
        }
        let words = Keyword.words(spaced)
        guard words.count == 4, Keyword.matches(words[0], "rulebook"),
            Keyword.matches(words[1], "lang"), words[2] == "="
        else { return nil }
        return String(words[3])
    }
}
