import CartSpecModels
import Foundation
import Rulebook
import RulebookTestSupport
import RulebookTesting

/// Runs what a citation marker describes, in a scratch copy of the files it needs, and says
/// how the output differs from what the marker and its prose quote.
enum CitationRun {
    /// The `rulebook` binary next to the test bundle in the build folder.
    static let executable: URL? = {
        let folder = Bundle.main.bundleURL.deletingLastPathComponent()
        return [folder, Bundle.main.bundleURL].map { $0.appendingPathComponent("rulebook") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    /// What the run printed, on both streams, and its exit status.
    struct Output {
        var text: String
        var status: Int32
    }

    /// Every way `citation` does not hold, each as one sentence; empty when it holds.
    /// `root` is the repository the citation's paths are relative to.
    static func problems(of citation: Citation, root: String) async -> [String] {
        var problems = citation.problems
        for quote in citation.quotes
        where !citation.prose.contains(Citations.collapsed(quote)) {
            problems.append("the prose after the marker does not say `\(quote)`")
        }
        guard problems.isEmpty else { return problems }
        let output: Output
        do {
            output = try await run(citation, root: root)
        } catch {
            return ["`$ \(citation.command.joined(separator: " "))` could not run: \(error)"]
        }
        let command = "`$ \(citation.command.joined(separator: " "))`"
        if let status = citation.exitStatus, status != output.status {
            problems.append("\(command) exits \(output.status), not \(status)")
        }
        for quote in citation.quotes where !output.text.contains(quote) {
            problems.append(
                "\(command) does not print `\(quote)`; it printed:\n\(output.text)")
        }
        if citation.checksBlock {
            problems += blockProblems(citation.block, output: output.text, command: command)
        }
        return problems
    }

    /// The lines of the shown block that the output lacks, or prints in another order.
    private static func blockProblems(_ block: [String], output: String, command: String)
        -> [String]
    {
        var printed = output.split(separator: "\n", omittingEmptySubsequences: false)[...]
        for line in block {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed == "..." || line.hasPrefix("$ ") { continue }
            guard let found = printed.firstIndex(where: { matches(String($0), line) }) else {
                return [
                    "\(command) does not print the block's line `\(line)` (in this order); it printed:\n\(output)"
                ]
            }
            printed = printed[(found + 1)...]
        }
        return []
    }

    /// Whether a printed line is the block's line, where each `...` in the block's line
    /// stands for any text (a time, a rate).
    static func matches(_ printed: String, _ shown: String) -> Bool {
        let pieces = shown.components(separatedBy: "...")
        guard pieces.count > 1 else { return printed == shown }
        guard let first = pieces.first, let last = pieces.last, printed.hasPrefix(first),
            printed.count >= first.count + last.count
        else { return false }
        var rest = printed.dropFirst(first.count)
        for piece in pieces.dropFirst().dropLast() {
            guard let found = rest.range(of: piece) else { return false }
            rest = rest[found.upperBound...]
        }
        return rest.hasSuffix(last)
    }

    /// Copies `spec/` and the other paths the citation names into a scratch folder, makes
    /// its changes there, and runs its command in it.
    static func run(_ citation: Citation, root: String) async throws -> Output {
        let files = FileManager.default
        let folder = files.temporaryDirectory.appendingPathComponent(
            "citation-\(UUID().uuidString)")
        try files.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? files.removeItem(at: folder) }
        var paths = ["spec"]
        paths += citation.command.dropFirst().filter { !$0.hasPrefix("-") }
        for change in citation.changes {
            switch change {
            case .edit(let file, _, _, _), .insert(let file, _, _): paths.append(file)
            }
        }
        for path in Set(paths).sorted() where !path.hasPrefix("spec/") {
            let source = URL(fileURLWithPath: root).appendingPathComponent(path)
            guard files.fileExists(atPath: source.path) else { continue }
            let copy = folder.appendingPathComponent(path)
            if files.fileExists(atPath: copy.path) { continue }
            try files.createDirectory(
                at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
            try files.copyItem(at: source, to: copy)
        }
        try apply(citation.changes, in: folder)
        if citation.command.starts(with: ["swift", "test"]) {
            return try await swiftTest(Array(citation.command.dropFirst(2)), in: folder)
        }
        guard citation.command.first == "rulebook" else {
            throw CitationError("only `$ rulebook ...` and `$ swift test FILE...` are run")
        }
        guard let executable else {
            throw CitationError("the rulebook executable is not in the build folder")
        }
        let run = try Subprocess.run(executable, Array(citation.command.dropFirst()), in: folder)
        return Output(text: run.output + run.errors, status: run.status)
    }

    /// The spec files' tables as `RulebookTesting` cases with CartApp's `cart` model, as
    /// CartApp's `swift test` runs them: each case's name, then each of its problems as
    /// `FILE:LINE: message` (the file relative to the scratch folder).
    private static func swiftTest(_ paths: [String], in folder: URL) async throws -> Output {
        let suite = try SpecSuite(
            paths.map { folder.appendingPathComponent($0).path },
            registry: .builtIn.adding(CartSpecModel.self))
        let prefix = folder.standardizedFileURL.path + "/"
        var lines: [String] = []
        var failed = false
        for specCase in suite.cases {
            lines.append(specCase.testDescription)
            for problem in await specCase.problems() {
                failed = true
                var file = problem.sourceLocation.filePath
                if file.hasPrefix(prefix) { file.removeFirst(prefix.count) }
                lines.append("\(file):\(problem.sourceLocation.line): \(problem.message)")
            }
        }
        return Output(text: lines.joined(separator: "\n") + "\n", status: failed ? 1 : 0)
    }

    /// Makes the edits, then the insertions from the bottom up, so that every line number
    /// is the original file's.
    private static func apply(_ changes: [Citation.Change], in folder: URL) throws {
        var texts: [String: [String]] = [:]
        func lines(of file: String) throws -> [String] {
            if let lines = texts[file] { return lines }
            let text = try String(
                contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            return text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        }
        for change in changes {
            guard case .edit(let file, let line, let old, let new) = change else { continue }
            var text = try lines(of: file)
            guard text.indices.contains(line - 1), text[line - 1].contains(old) else {
                throw CitationError("\(file):\(line) does not hold `\(old)`")
            }
            text[line - 1] = text[line - 1].replacingOccurrences(of: old, with: new)
            texts[file] = text
        }
        let insertions = changes.compactMap { change -> (String, Int, String)? in
            guard case .insert(let file, let line, let text) = change else { return nil }
            return (file, line, text)
        }
        for (file, line, inserted) in insertions.sorted(by: { $0.1 > $1.1 }) {
            var text = try lines(of: file)
            guard line <= text.count else {
                throw CitationError("\(file) has no line \(line)")
            }
            text.insert(inserted, at: line)
            texts[file] = text
        }
        for (file, text) in texts {
            try Data(text.joined(separator: "\n").utf8).write(
                to: folder.appendingPathComponent(file))
        }
    }

    struct CitationError: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }
}
