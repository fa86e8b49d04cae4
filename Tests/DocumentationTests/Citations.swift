import Foundation

/// The citations of the documentation: the places where prose quotes what the tool prints
/// (a `FILE:LINE`, a `row N`, a console line, a count line), each kept true by a marker that
/// says how to print it.
///
/// A marker is an HTML comment (invisible on GitHub and in the report) right before the
/// prose that quotes the output, one directive a line:
///
/// ```markdown
/// <!-- citation
/// $ rulebook --no-html spec/pagination.md
/// edit spec/pagination.md:351: requested page 2 => requested page 3
/// exit 1
/// quote spec/pagination.md:351: Retry requests the same page: row 6: result? expected requested page 3, got requested page 2
/// -->
/// ```
///
/// - `$ rulebook ARGUMENTS` runs the built `rulebook` in a copy of the repository's `spec/`
///   (and of any other path the marker names); `$ swift test FILE` runs `FILE`'s tables as
///   `RulebookTesting` cases with CartApp's models and prints each problem as
///   `FILE:LINE: message`.
/// - `edit FILE:LINE: OLD => NEW` changes that line of the copy before the run (and fails
///   when the line does not hold `OLD`); `insert FILE:LINE: TEXT` adds a line after it.
/// - `exit N`: the run's exit status.
/// - `quote TEXT`: the run prints `TEXT`, and the prose after the marker (up to the next
///   heading or marker) says it, line breaks aside.
/// - `block`: every line of the next fenced block, except `$ ` commands and `...`, is a
///   line the run prints, in that order.
///
/// Every `FILE.md:LINE`, `row N`, ordinal row ("the second row") and `N passed, N failed`
/// in the prose (fenced blocks aside) must be part of a quote of the marker whose prose it
/// is in: so a citation that no run checks is found too.
struct Citation: Equatable {
    /// A change to a copied file before the run.
    enum Change: Equatable {
        case edit(file: String, line: Int, old: String, new: String)
        case insert(file: String, after: Int, text: String)
    }

    /// The line of the marker's `<!--`.
    var line: Int
    /// The command's words after `$ `.
    var command: [String] = []
    var changes: [Change] = []
    var exitStatus: Int32?
    var quotes: [String] = []
    /// Whether the next fenced block's lines are checked.
    var checksBlock = false
    /// The prose the quotes must appear in, with its line breaks and runs of spaces as one
    /// space.
    var prose = ""
    /// The next fenced block's lines, for `block`.
    var block: [String] = []
    /// What could not be read in the marker.
    var problems: [String] = []
    /// The lines (0-based) of the prose it checks, up to the next marker or heading.
    var proseLines: Range<Int> = 0..<0
}

enum Citations {
    /// The markers of a document, with the prose and block each one checks.
    static func markers(in markdown: String) -> [Citation] {
        let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false).map(
            String.init)
        var citations: [Citation] = []
        let fenced = fencedLines(lines)
        var index = 0
        while index < lines.count {
            guard !fenced.contains(index),
                lines[index].trimmingCharacters(in: .whitespaces) == "<!-- citation"
            else {
                index += 1
                continue
            }
            var citation = Citation(line: index + 1)
            index += 1
            while index < lines.count, lines[index].trimmingCharacters(in: .whitespaces) != "-->" {
                read(lines[index].trimmingCharacters(in: .whitespaces), into: &citation)
                index += 1
            }
            index += 1
            let end = nextBoundary(in: lines, from: index)
            citation.proseLines = index..<end
            citation.prose = collapsed(
                withoutFences(Array(lines[index..<end])).joined(separator: "\n"))
            citation.block = firstFencedBlock(in: Array(lines[index..<end]))
            if citation.command.isEmpty { citation.problems.append("no `$ ` command") }
            if citation.quotes.isEmpty && !citation.checksBlock {
                citation.problems.append("nothing to check: no `quote` and no `block`")
            }
            if citation.checksBlock && citation.block.isEmpty {
                citation.problems.append("`block` but no fenced block follows")
            }
            citations.append(citation)
        }
        return citations
    }

    /// Reads one directive line of a marker.
    private static func read(_ line: String, into citation: inout Citation) {
        if line.isEmpty { return }
        if line.hasPrefix("$ ") {
            citation.command = line.dropFirst(2).split(separator: " ").map(String.init)
        } else if line.hasPrefix("quote ") {
            citation.quotes.append(String(line.dropFirst("quote ".count)))
        } else if line.hasPrefix("exit "), let status = Int32(line.dropFirst("exit ".count)) {
            citation.exitStatus = status
        } else if line == "block" {
            citation.checksBlock = true
        } else if let change = change(line) {
            citation.changes.append(change)
        } else {
            citation.problems.append("line \(citation.line): cannot read `\(line)`")
        }
    }

    /// `edit FILE:LINE: OLD => NEW` or `insert FILE:LINE: TEXT`.
    private static func change(_ line: String) -> Citation.Change? {
        let word = line.prefix { $0 != " " }
        guard word == "edit" || word == "insert" else { return nil }
        let rest = line.dropFirst(word.count + 1)
        guard let separator = rest.range(of: ": ") else { return nil }
        let place = rest[..<separator.lowerBound].split(separator: ":")
        guard place.count == 2, let number = Int(place[1]) else { return nil }
        let file = String(place[0])
        let text = String(rest[separator.upperBound...])
        if word == "insert" { return .insert(file: file, after: number, text: text) }
        guard let arrow = text.range(of: " => ") else { return nil }
        return .edit(
            file: file, line: number, old: String(text[..<arrow.lowerBound]),
            new: String(text[arrow.upperBound...]))
    }

    /// The index of the next heading or marker line at or after `start`, or the end.
    private static func nextBoundary(in lines: [String], from start: Int) -> Int {
        var inFence: String?
        for index in start..<lines.count {
            let line = lines[index]
            if let fence = fenceMarker(line) {
                if inFence == nil {
                    inFence = fence
                } else if let open = inFence, fence.hasPrefix(open) {
                    inFence = nil
                }
                continue
            }
            if inFence != nil { continue }
            if line.hasPrefix("#") || line.trimmingCharacters(in: .whitespaces) == "<!-- citation" {
                return index
            }
        }
        return lines.count
    }

    /// The lines of the first fenced block among `lines`, without its fences.
    private static func firstFencedBlock(in lines: [String]) -> [String] {
        guard let open = lines.firstIndex(where: { fenceMarker($0) != nil }),
            let marker = fenceMarker(lines[open])
        else { return [] }
        let body = lines[(open + 1)...]
        let close = body.firstIndex { line in
            fenceMarker(line).map { $0.hasPrefix(marker) } ?? false
        }
        return Array(body[..<(close ?? body.endIndex)])
    }

    /// The indices of the lines inside fenced blocks, fences included: a marker shown in an
    /// example is not a marker.
    static func fencedLines(_ lines: [String]) -> Set<Int> {
        var fenced: Set<Int> = []
        var open: String?
        for (index, line) in lines.enumerated() {
            if let fence = open {
                fenced.insert(index)
                if let close = fenceMarker(line), close.hasPrefix(fence) { open = nil }
            } else if let fence = fenceMarker(line) {
                fenced.insert(index)
                open = fence
            }
        }
        return fenced
    }

    /// The backticks or tildes that open or close a fence on this line, if it is one.
    static func fenceMarker(_ line: String) -> String? {
        let trimmed = line.drop { $0 == " " }
        for mark: Character in ["`", "~"] {
            let marker = trimmed.prefix { $0 == mark }
            if marker.count >= 3 { return String(marker) }
        }
        return nil
    }

    /// `lines` with the fenced blocks and the citation markers left out.
    static func withoutFences(_ lines: [String]) -> [String] {
        var kept: [String] = []
        var fence: String?
        var inMarker = false
        for line in lines {
            if inMarker {
                if line.trimmingCharacters(in: .whitespaces) == "-->" { inMarker = false }
                kept.append("")
                continue
            }
            if let open = fence {
                if let close = fenceMarker(line), close.hasPrefix(open) { fence = nil }
                kept.append("")
                continue
            }
            if let open = fenceMarker(line) {
                fence = open
                kept.append("")
                continue
            }
            if line.trimmingCharacters(in: .whitespaces) == "<!-- citation" {
                inMarker = true
                kept.append("")
                continue
            }
            kept.append(line)
        }
        return kept
    }

    /// The text with every run of white space (line breaks too) as one space.
    static func collapsed(_ text: String) -> String {
        text.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }

    /// What prose quotes of the tool's output look like.
    static var citationPatterns: [Regex<Substring>] {
        [
            #/[A-Za-z0-9_.\/-]+\.md:[0-9]+/#,
            #/\b[Rr]ow [0-9]+\b/#,
            #/(?i)\b(?:second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth) row\b/#,
            #/\b[0-9]+ passed, [0-9]+ failed/#,
        ]
    }

    /// The citations in a document's prose that no marker's quote covers, with their line.
    static func unchecked(in markdown: String) -> [(line: Int, text: String)] {
        let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false).map(
            String.init)
        let prose = withoutFences(lines)
        let covered = markers(in: markdown)
        var found: [(line: Int, text: String)] = []
        // A citation may be broken across lines: look at each paragraph as one line.
        var paragraphStart = 0
        while paragraphStart < prose.count {
            var end = paragraphStart
            while end < prose.count, !prose[end].trimmingCharacters(in: .whitespaces).isEmpty {
                end += 1
            }
            if end > paragraphStart {
                let text = collapsed(prose[paragraphStart..<end].joined(separator: "\n"))
                let quotes = covered.filter { $0.proseLines.contains(paragraphStart) }
                    .flatMap(\.quotes)
                for pattern in citationPatterns {
                    for match in text.matches(of: pattern) {
                        let cited = String(text[match.range])
                        if !quotes.contains(where: { $0.contains(cited) }) {
                            found.append((paragraphStart + 1, cited))
                        }
                    }
                }
            }
            paragraphStart = end + 1
        }
        return found
    }
}
