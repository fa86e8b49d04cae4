import Foundation
import RulebookMarkdown
import Testing

/// Every relative link of `spec/`, `docs/` and the README leads to a file that exists, and
/// every anchor to a heading of the page it names (with GitHub's anchors). The rendered site
/// in `site/` links only to its own pages and anchors, or to absolute URLs (the source links
/// of `--source-url`): nothing in it points back into the repository.
struct LinkCheckTests {
    static let root = SnippetsTests.root

    /// The checked Markdown documents, as paths from the repository root.
    static let documents: [String] =
        ["README.md"] + markdownFiles(in: "docs") + markdownFiles(in: "spec")

    /// The pages of the committed site.
    static let sitePages: [String] = files(in: "site").filter { $0.hasSuffix(".html") }

    @Test("Every relative link and anchor of the documentation resolves", arguments: documents)
    func documentLinksResolve(_ document: String) throws {
        let text = try String(contentsOfFile: Self.root + "/" + document, encoding: .utf8)
        for link in Links.problems(in: text, at: document, root: Self.root) {
            Issue.record(Comment(rawValue: "\(document): \(link)"))
        }
    }

    @Test("The rendered site links only to itself and to absolute URLs", arguments: sitePages)
    func siteLinksStayInside(_ page: String) throws {
        let html = try String(contentsOfFile: Self.root + "/" + page, encoding: .utf8)
        for problem in Links.siteProblems(in: html, at: page, root: Self.root) {
            Issue.record(Comment(rawValue: "\(page): \(problem)"))
        }
    }

    @Test("The check finds the documents and pages, and reports a broken link and anchor")
    func checkCanFail() {
        #expect(Self.documents.contains("docs/cli.md"))
        #expect(Self.documents.contains("spec/index.md"))
        #expect(Self.sitePages.contains("site/index.html"))
        let text = """
            # Title

            See [missing](nowhere.md), [the index](spec/index.md#no-such-heading),
            [here](#title), [there](#elsewhere), [web](https://example.com/x.md) and
            [the glossary](spec/index.md#glossary).
            """
        let problems = Links.problems(in: text, at: "README.md", root: Self.root)
        #expect(problems.count == 3, "\(problems)")
        #expect(problems.contains { $0.contains("nowhere.md") })
        #expect(problems.contains { $0.contains("#no-such-heading") })
        #expect(problems.contains { $0.contains("#elsewhere") })
        let html = """
            <a href="../README.md">r</a> <a href="../site/index.html">s</a> \
            <a href="index.html#x">i</a> <a href="#y">y</a> <p id="x"></p>
            """
        let siteProblems = Links.siteProblems(in: html, at: "site/index.html", root: Self.root)
        #expect(
            siteProblems == [
                "../README.md leaves the site", "../site/index.html leaves the site",
                "#y: no element has the id y",
            ])
    }

    private static func markdownFiles(in folder: String) -> [String] {
        files(in: folder).filter { $0.hasSuffix(".md") }
    }

    private static func files(in folder: String) -> [String] {
        let names =
            (try? FileManager.default.contentsOfDirectory(atPath: root + "/" + folder)) ?? []
        return names.sorted().map { folder + "/" + $0 }
    }
}

/// Reading links out of Markdown and HTML, and checking where they lead.
enum Links {
    /// The links of the Markdown `text` (the document at `path` from `root`) that lead to no
    /// file, or to no heading of the page they name.
    static func problems(in text: String, at path: String, root: String) -> [String] {
        let document = MarkdownDocument.parse(text)
        let folder = directory(of: path)
        var problems: [String] = []
        let ownAnchors = anchors(of: document)
        for anchor in sameDocumentAnchors(of: document) where !ownAnchors.contains(anchor) {
            problems.append("#\(anchor) is no heading of this page")
        }
        for destination in document.linkSlots {
            let (file, anchor) = split(destination)
            let target = normalized(folder + decoded(file))
            var isFolder: ObjCBool = false
            guard
                FileManager.default.fileExists(atPath: root + "/" + target, isDirectory: &isFolder)
            else {
                problems.append("\(destination) leads to no file (\(target))")
                continue
            }
            guard let anchor, target.hasSuffix(".md"), !isFolder.boolValue else { continue }
            let targetText =
                (try? String(contentsOfFile: root + "/" + target, encoding: .utf8)) ?? ""
            if !anchors(of: MarkdownDocument.parse(targetText)).contains(anchor) {
                problems.append("\(destination): #\(anchor) is no heading of \(target)")
            }
        }
        return problems
    }

    /// The `href` and `src` values of the site page at `path` that leave the site or lead to
    /// no page or no element of it. Absolute URLs (with a scheme) are allowed.
    static func siteProblems(in html: String, at path: String, root: String) -> [String] {
        var problems: [String] = []
        let folder = directory(of: path)
        var ids: [String: Set<String>?] = [
            path: Set(attributeValues(["id"], in: html).map(unescaped))
        ]
        func idsOf(_ target: String) -> Set<String>? {
            if let known = ids[target] { return known }
            let text = try? String(contentsOfFile: root + "/" + target, encoding: .utf8)
            let found = text.map { Set(attributeValues(["id"], in: $0).map(unescaped)) }
            ids[target] = found
            return found
        }
        for value in attributeValues(["href", "src"], in: html) {
            let reference = unescaped(value)
            if reference.prefix(while: { $0 != "/" && $0 != "#" }).contains(":") { continue }
            let (file, anchor) = split(reference)
            guard staysInside(decoded(file)) else {
                problems.append("\(reference) leaves the site")
                continue
            }
            let target = file.isEmpty ? path : normalized(folder + decoded(file))
            guard let targetIDs = idsOf(target) else {
                problems.append("\(reference) leads to no file of the site")
                continue
            }
            if let anchor, !anchor.isEmpty, !targetIDs.contains(anchor) {
                problems.append("\(reference): no element has the id \(anchor)")
            }
        }
        return problems
    }

    /// Whether the relative `file`, followed from a page in the site's top folder, never
    /// climbs above that folder (`../site/index.html` does, even though it comes back).
    private static func staysInside(_ file: String) -> Bool {
        var depth = 0
        for part in file.split(separator: "/") where part != "." {
            depth += part == ".." ? -1 : 1
            if depth < 0 { return false }
        }
        return !file.hasPrefix("/")
    }

    /// The GitHub anchors of a document's headings.
    static func anchors(of document: MarkdownDocument) -> Set<String> {
        Set(document.headings.map(\.anchor))
    }

    /// The anchors of the links within the same document (`[x](#anchor)`), as rendered.
    private static func sameDocumentAnchors(of document: MarkdownDocument) -> [String] {
        document.allBlocks.flatMap { block -> [String] in
            let html: String
            switch block {
            case .html(let text, _): html = text
            case .heading(let heading): html = heading.html
            default: return []
            }
            return attributeValues(["href"], in: html).filter { $0.hasPrefix("#") }
                .map { decoded(unescaped(String($0.dropFirst()))) }
        }
    }

    /// Every value of the named attributes, as written between double quotes.
    private static func attributeValues(_ names: [String], in html: String) -> [String] {
        let bytes = Array(html.utf8)
        var values: [String] = []
        for name in names {
            let opening = Array(" \(name)=\"".utf8)
            var index = 0
            while index + opening.count <= bytes.count {
                guard bytes[index..<(index + opening.count)].elementsEqual(opening) else {
                    index += 1
                    continue
                }
                let start = index + opening.count
                let end = bytes[start...].firstIndex(of: UInt8(ascii: "\"")) ?? bytes.count
                values.append(String(decoding: bytes[start..<end], as: UTF8.self))
                index = end
            }
        }
        return values
    }

    private static func split(_ destination: String) -> (file: String, anchor: String?) {
        guard let hash = destination.firstIndex(of: "#") else { return (destination, nil) }
        let anchor = String(destination[destination.index(after: hash)...])
        return (String(destination[..<hash]), decoded(anchor))
    }

    private static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[...slash])
    }

    /// `path` without `.` segments and with each `..` taking away the segment before it; a
    /// `..` that climbs above the root stays.
    private static func normalized(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/") {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." {
                parts.removeLast()
            } else {
                parts.append(part)
            }
        }
        return parts.joined(separator: "/")
    }

    private static func decoded(_ text: String) -> String {
        text.removingPercentEncoding ?? text
    }

    private static func unescaped(_ html: String) -> String {
        html.replacingOccurrences(of: "&#x27;", with: "'").replacingOccurrences(
            of: "&quot;", with: "\""
        ).replacingOccurrences(of: "&amp;", with: "&")
    }
}
