import RulebookMarkdown

/// Blocks that look like an event table but are not one, so their rule would silently not
/// run: a fence whose info string is a near miss of `rulebook MODEL` (`rulebookpager`,
/// `{rulebook pager}`, `rulebok pager`), a fence of another language that holds an event
/// table, and a table in the prose with an event and an expectation column.
enum NearMissTables {
    /// Why a fenced block that is not an event table looks like a mistyped one, or `nil`.
    static func warning(for code: MarkdownCodeBlock) -> String? {
        guard code.isFenced else { return nil }
        if let fixed = correctedInfo(code.info) {
            return
                "the fence \"\(code.info)\" looks like a mistyped event table, so it is not run: write ```\(fixed)"
        }
        if let firstLine = firstNonBlankLine(of: code.literal),
            looksLikeEventHeader(PipeTable.splitCells(Array(firstLine.utf8)[...]))
        {
            let fence = code.info.isEmpty ? "has no info string" : "says \"\(code.info)\""
            return
                "this fence holds an event table but \(fence), so it is not run: write ```rulebook MODEL (e.g. ```rulebook pager) to run it"
        }
        return nil
    }

    /// The first line of `text` that holds more than spaces, found without splitting the
    /// rest (a long example block is not cut into lines for its first one). Lines end at
    /// the character `\n`, as `split(separator: "\n")` cuts them: `\r\n` is one character,
    /// and no end.
    private static func firstNonBlankLine(of text: String) -> Substring? {
        let bytes = text.utf8
        var start = bytes.startIndex
        var search = start
        while start < bytes.endIndex {
            let newline = bytes[search...].firstIndex(of: UInt8(ascii: "\n"))
            if let newline, newline > start,
                bytes[bytes.index(before: newline)] == UInt8(ascii: "\r")
            {
                search = bytes.index(after: newline)
                continue
            }
            let end = newline ?? bytes.endIndex
            let line = text[start..<end]
            if !Cell.trimmed(line).isEmpty { return line }
            guard let newline else { return nil }
            start = bytes.index(after: newline)
            search = start
        }
        return nil
    }

    /// Why a rendered prose block looks like an event table written without its fence.
    static func warning(forProse html: String) -> String? {
        guard html.hasPrefix("<table"), let headEnd = html.range(of: "</thead>") else {
            return nil
        }
        let head = html[..<headEnd.lowerBound].lowercased()
        let headers = head.components(separatedBy: "</th>").compactMap { cell in
            cell.split(separator: ">", omittingEmptySubsequences: false).last.map {
                Keyword.normalize($0)
            }
        }
        guard headers.contains("event"), headers.contains(where: { $0.hasSuffix("?") }) else {
            return nil
        }
        return
            "this table has an event column and expectation columns but no ```rulebook fence around it, so it is not run"
    }

    /// `rulebook pager` for `rulebookpager`, `{rulebook pager}`, `.rulebook pager` or
    /// `rulebok pager`; `nil` when the info string is not close to an event table's.
    static func correctedInfo(_ info: String) -> String? {
        let punctuation: Set<Character> = ["{", "}", "[", "]", "(", ")", ".", ",", ";", ":", "`"]
        var words = info.split(whereSeparator: { $0.isWhitespace }).map { word in
            String(word.drop(while: { punctuation.contains($0) }))
        }.map { word in
            var word = word
            while let last = word.last, punctuation.contains(last) { word.removeLast() }
            return word
        }.filter { !$0.isEmpty }
        guard let first = words.first?.lowercased() else { return nil }
        if first.hasPrefix("rulebook") {
            let rest = first.dropFirst("rulebook".count).drop { "-_:.=".contains($0) }
            words = ["rulebook"] + (rest.isEmpty ? [] : [String(rest)]) + words.dropFirst()
        } else if Suggestion.closest(to: first, among: ["rulebook"]) != nil {
            words[0] = "rulebook"
        } else {
            return nil
        }
        let fixed = words.joined(separator: " ")
        return Keyword.matches(fixed, info) ? nil : fixed
    }

    private static func looksLikeEventHeader(_ cells: [ArraySlice<UInt8>]) -> Bool {
        let headers = cells.map { Keyword.normalize(String(decoding: $0, as: UTF8.self)) }
        return headers.contains("event") && headers.contains { $0.hasSuffix("?") }
    }
}
