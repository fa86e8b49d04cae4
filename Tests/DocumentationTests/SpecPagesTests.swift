import Foundation
import Testing

/// The spec pages read well on GitHub and hold together: narrow aligned tables, no
/// mention of a file outside the repository, a glossary every page links to.
struct SpecPagesTests {
    static let root = SnippetsTests.root

    static let pages: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root + "/spec")) ?? []
        return names.filter { $0.hasSuffix(".md") }.sorted()
    }()

    static func text(of page: String) throws -> String {
        try String(contentsOfFile: root + "/spec/" + page, encoding: .utf8)
    }

    @Test("Every event table is at most 120 characters wide, with aligned pipes", arguments: pages)
    func tablesAreNarrowAndAligned(_ page: String) throws {
        for problem in TableLayout.problems(in: try Self.text(of: page)) {
            Issue.record(
                Comment(rawValue: "spec/\(page):\(problem.line): \(problem.message)"),
                sourceLocation: SourceLocation(
                    fileID: "spec/\(page)", filePath: Self.root + "/spec/" + page,
                    line: problem.line, column: 1))
        }
    }

    @Test("The layout check finds wide tables and misaligned pipes")
    func layoutCheckCanFail() {
        let table = """
            ```rulebook pager
            | event     | result? |
            |-----------|---------|
            | load next | requested page 1 |
            ```
            """
        #expect(TableLayout.problems(in: table).map(\.line) == [4])
        let wide =
            "```rulebook pager\n| event | note |\n|---|---|\n| tap | "
            + String(repeating: "x", count: 120) + " |\n```"
        #expect(TableLayout.problems(in: wide).map(\.line).contains(4))
        let escaped = """
            ```rulebook debounce
            | event | text   |
            |-------|--------|
            | type  | a \\| b |
            ```
            """
        #expect(TableLayout.problems(in: escaped).isEmpty)
    }

    @Test("No spec page mentions a file that is not in the repository", arguments: pages)
    func mentionedFilesExist(_ page: String) throws {
        let text = try Self.text(of: page)
        let pattern = try Regex(#"[A-Za-z0-9_./-]+\.(md|swift|sh|yml|yaml|json|html|xml)\b"#)
        for match in text.matches(of: pattern) {
            let name = String(text[match.range])
            let candidates = [
                Self.root + "/spec/" + name, Self.root + "/" + name,
                Self.root + "/spec/"
                    + name.replacingOccurrences(of: "../", with: "", options: .anchored),
            ]
            let exists =
                candidates.contains { FileManager.default.fileExists(atPath: $0) }
                || Self.repositoryFileNames.contains((name as NSString).lastPathComponent)
            #expect(exists, "spec/\(page) mentions \(name), which is not in the repository")
        }
    }

    @Test("Every glossary term is used on a page, and every page links to the glossary")
    func glossaryHoldsTogether() throws {
        let index = try Self.text(of: "index.md")
        let terms = Glossary.terms(in: index)
        #expect(terms.count >= 10)
        let others = try Self.pages.filter { $0 != "index.md" }.map {
            try Self.text(of: $0).lowercased()
        }
        for term in terms {
            let used = others.contains { $0.contains(term.lowercased()) }
            #expect(used, "the glossary term \"\(term)\" is used on no page")
        }
        for page in Self.pages where page != "index.md" {
            #expect(
                try Self.text(of: page).contains("index.md#glossary"),
                "spec/\(page) does not link to the glossary (index.md#glossary)")
        }
    }

    @Test("Required cases live on the model pages; the index links to them")
    func oneRequiredCasesList() throws {
        let index = try Self.text(of: "index.md")
        let taskItems = index.split(separator: "\n").filter {
            $0.hasPrefix("- [ ]") || $0.lowercased().hasPrefix("- [x]")
        }
        #expect(taskItems.isEmpty, "index.md copies required cases: \(taskItems)")
        for page in [
            "pagination.md", "optimistic-updates.md", "search-debounce.md", "adapters.md",
        ] {
            #expect(try Self.text(of: page).contains("\n## Required cases\n"))
            #expect(index.contains("(\(page)#required-cases)"))
        }
    }

    /// The names of the files in the repository (build folders and `.git` left out).
    static let repositoryFileNames: Set<String> = {
        guard let enumerator = FileManager.default.enumerator(atPath: root) else { return [] }
        var names: Set<String> = []
        while let path = enumerator.nextObject() as? String {
            let name = (path as NSString).lastPathComponent
            if name.hasPrefix(".") {
                enumerator.skipDescendants()
                continue
            }
            names.insert(name)
        }
        return names
    }()
}

/// The width and alignment of the event tables of a spec page.
enum TableLayout {
    static let maximumWidth = 120

    /// One problem per line that is too wide, or whose pipes are not where the header's are.
    static func problems(in markdown: String) -> [(line: Int, message: String)] {
        var problems: [(line: Int, message: String)] = []
        var header: [Int]?
        var inTable = false
        var inFence = false
        for (index, line) in markdown.split(separator: "\n", omittingEmptySubsequences: false)
            .enumerated()
        {
            if line.hasPrefix("```") {
                inTable = !inFence && line.dropFirst(3).hasPrefix("rulebook")
                inFence.toggle()
                header = nil
                continue
            }
            guard inTable, line.hasPrefix("|") else { continue }
            let number = index + 1
            let width = line.reduce(0) { $0 + columns($1) }
            if width > maximumWidth {
                problems.append(
                    (number, "the table is \(width) columns wide (at most \(maximumWidth))")
                )
            }
            let pipes = pipePositions(line)
            if let header, pipes != header {
                problems.append((number, "the pipes are not aligned with the header's"))
            }
            if header == nil { header = pipes }
        }
        return problems
    }

    /// The display columns of the cell separators (an escaped `\|` is not one), as a
    /// monospaced editor shows them: a Han, Hangul or full-width character takes two.
    static func pipePositions(_ line: Substring) -> [Int] {
        var positions: [Int] = []
        var previous: Character?
        var column = 0
        for character in line {
            if character == "|" && previous != "\\" { positions.append(column) }
            column += columns(character)
            previous = character
        }
        return positions
    }

    /// The columns a character takes in a monospaced editor: two for the East Asian wide
    /// and full-width ranges (Hangul, CJK, full-width forms), else one.
    static func columns(_ character: Character) -> Int {
        guard let scalar = character.unicodeScalars.first?.value else { return 1 }
        let wide: [ClosedRange<UInt32>] = [
            0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
            0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
            0xFFE0...0xFFE6,
        ]
        return wide.contains { $0.contains(scalar) } ? 2 : 1
    }
}

/// The glossary of `index.md`: the bold terms that open the items of the list under
/// `## Glossary` (`- **confirmed**, **visible**: ...`).
enum Glossary {
    static func terms(in index: String) -> [String] {
        guard let start = index.range(of: "\n## Glossary\n") else { return [] }
        let section = index[start.upperBound...]
        let end = section.range(of: "\n## ")?.lowerBound ?? section.endIndex
        return section[..<end].split(separator: "\n").flatMap { line -> [String] in
            guard line.hasPrefix("- **"), let head = line.range(of: "**:") else { return [] }
            return line[..<head.upperBound].split(separator: "**").enumerated()
                .filter { $0.offset % 2 == 1 }.map { String($0.element) }
        }
    }
}
