import Foundation
import RulebookTestSupport
import Testing

/// Every ```swift block of the README, of `docs/` and of the spec pages must be code that is
/// compiled:
/// a whole file, or a region between `// snippet: NAME` and `// end snippet`, of this
/// target (compiled by `swift test`), of `Examples/MarkAllRead` (targets of this package) or
/// of `Examples/CartApp` (compiled here through its `Cart` and `CartTests` targets, and on
/// its own by `.ci/run`). So a snippet cannot drift from the API.
struct SnippetsTests {
    static let root = RepositoryPaths.root

    /// The documents whose Swift blocks are checked: the README, every page of `docs/`,
    /// every spec page and the DocC catalogs' articles.
    static let documents: [String] = {
        func pages(in folder: String) -> [String] {
            let names =
                (try? FileManager.default.contentsOfDirectory(atPath: root + "/" + folder)) ?? []
            return names.filter { $0.hasSuffix(".md") }.sorted().map { folder + "/" + $0 }
        }
        let articles = markdownFiles(under: root + "/Sources").filter { $0.contains(".docc/") }
        return ["README.md"] + pages(in: "docs") + pages(in: "spec")
            + articles.map { String($0.dropFirst(root.count + 1)) }
    }()

    /// The Swift files of the libraries, whose doc comments' Swift blocks are checked.
    static let sources: [String] = swiftFiles(under: root + "/Sources").map {
        String($0.dropFirst(root.count + 1))
    }

    /// Every piece of compiled code a snippet may quote.
    static let compiledCode: [String] = {
        let folders = ["Tests/DocumentationTests", "Examples/CartApp", "Examples/MarkAllRead"]
        return folders.flatMap { folder in
            swiftFiles(under: root + "/" + folder).flatMap { file in
                let text = (try? String(contentsOfFile: file, encoding: .utf8)) ?? ""
                return [Snippets.trimmingFinalNewlines(text)] + Snippets.regions(in: text)
            }
        }
    }()

    @Test("Every Swift snippet of the documentation is compiled code", arguments: documents)
    func snippetsAreCompiled(_ document: String) throws {
        let text = try String(contentsOfFile: Self.root + "/" + document, encoding: .utf8)
        for block in Snippets.swiftBlocks(in: text) where !Self.compiledCode.contains(block.code) {
            let message =
                "\(document):\(block.line): this swift block is not in Tests/DocumentationTests, "
                + "Examples/MarkAllRead or Examples/CartApp; copy it there verbatim so that it is compiled"
            Issue.record(
                Comment(rawValue: message),
                sourceLocation: SourceLocation(
                    fileID: "rulebook/\(document)", filePath: Self.root + "/" + document,
                    line: block.line, column: 1))
        }
    }

    @Test("Every Swift snippet of a doc comment is compiled code")
    func docCommentSnippetsAreCompiled() throws {
        var checked = 0
        for file in Self.sources {
            let text = try String(contentsOfFile: Self.root + "/" + file, encoding: .utf8)
            for block in Snippets.swiftBlocks(in: Snippets.docComments(in: text)) {
                checked += 1
                guard !Self.compiledCode.contains(block.code) else { continue }
                Issue.record(
                    Comment(
                        rawValue: "\(file): a doc comment's swift block is not in "
                            + "Tests/DocumentationTests, Examples/MarkAllRead or Examples/CartApp; copy it there verbatim"
                    ),
                    sourceLocation: SourceLocation(
                        fileID: "rulebook/\(file)", filePath: Self.root + "/" + file,
                        line: block.line, column: 1))
            }
        }
        #expect(checked >= 6)
    }

    @Test("The snippets of docs/ are found, and a changed snippet would not be")
    func checkCanFail() throws {
        #expect(Self.documents.contains("docs/adding-a-model.md"))
        let page = try String(contentsOfFile: Self.root + "/docs/adapters.md", encoding: .utf8)
        let blocks = Snippets.swiftBlocks(in: page)
        #expect(blocks.count >= 4)
        let changed = try #require(blocks.first).code.replacingOccurrences(of: "(", with: "( ")
        #expect(!Self.compiledCode.contains(changed))
    }

    @Test("Blocks and regions are read as written")
    func extraction() {
        let markdown = """
            ````markdown
            ```swift
            inside another fence
            ```
            ````

            ```swift
            let a = 1
            ```
            """
        #expect(Snippets.swiftBlocks(in: markdown).map(\.code) == ["let a = 1"])
        #expect(Snippets.swiftBlocks(in: markdown).map(\.line) == [7])
        let source = """
            func f() {
                // snippet: a
                let a = 1
                if a > 0 {
                    print(a)
                }
                // end snippet
            }
            """
        #expect(Snippets.regions(in: source) == ["let a = 1\nif a > 0 {\n    print(a)\n}"])
    }

    private static func markdownFiles(under folder: String) -> [String] {
        files(under: folder).filter { $0.hasSuffix(".md") }
    }

    private static func swiftFiles(under folder: String) -> [String] {
        files(under: folder).filter { $0.hasSuffix(".swift") }
    }

    private static func files(under folder: String) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
        var files: [String] = []
        while let relative = enumerator.nextObject() as? String {
            if relative.hasPrefix(".") || relative.contains("/.") { continue }
            files.append(folder + "/" + relative)
        }
        return files.sorted()
    }
}

/// Reading Swift blocks out of Markdown, and snippet regions out of Swift files.
enum Snippets {
    /// The ```swift blocks that are not inside another fence, with the line of their opening fence.
    static func swiftBlocks(in markdown: String) -> [(line: Int, code: String)] {
        var blocks: [(line: Int, code: String)] = []
        var fence: (marker: String, line: Int, isSwift: Bool)?
        var lines: [Substring] = []
        for (index, line) in markdown.split(separator: "\n", omittingEmptySubsequences: false)
            .enumerated()
        {
            let trimmed = line.drop { $0 == " " }
            if let open = fence {
                if trimmed.hasPrefix(open.marker)
                    && trimmed.allSatisfy({ $0 == open.marker.first || $0 == " " })
                {
                    if open.isSwift { blocks.append((open.line, lines.joined(separator: "\n"))) }
                    fence = nil
                    lines = []
                } else {
                    lines.append(line)
                }
                continue
            }
            for mark in ["`", "~"] {
                let marker = String(trimmed.prefix { String($0) == mark })
                if marker.count >= 3 {
                    let info = trimmed.dropFirst(marker.count).split(separator: " ").first
                    fence = (marker, index + 1, info == "swift")
                }
            }
        }
        return blocks
    }

    /// The text of the `///` doc comments of a Swift file, one line each, without the
    /// slashes and the one space after them; other lines are left empty.
    static func docComments(in source: String) -> String {
        source.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            let trimmed = line.drop { $0 == " " }
            guard trimmed.hasPrefix("///") else { return "" }
            let text = trimmed.dropFirst(3)
            return String(text.hasPrefix(" ") ? text.dropFirst() : text)
        }.joined(separator: "\n")
    }

    /// The dedented regions between `// snippet: NAME` and `// end snippet` lines.
    static func regions(in source: String) -> [String] {
        var regions: [String] = []
        var current: [Substring]?
        for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.drop { $0 == " " }
            if trimmed.hasPrefix("// snippet:") {
                current = []
            } else if trimmed == "// end snippet", let lines = current {
                regions.append(dedented(lines))
                current = nil
            } else {
                current?.append(line)
            }
        }
        return regions
    }

    static func trimmingFinalNewlines(_ text: String) -> String {
        var text = Substring(text)
        while text.hasSuffix("\n") { text = text.dropLast() }
        return String(text)
    }

    private static func dedented(_ lines: [Substring]) -> String {
        let indents = lines.filter { !$0.allSatisfy { $0 == " " } }.map {
            $0.prefix { $0 == " " }.count
        }
        let indent = indents.min() ?? 0
        return lines.map { String($0.dropFirst(min(indent, $0.prefix { $0 == " " }.count))) }
            .joined(separator: "\n")
    }
}
