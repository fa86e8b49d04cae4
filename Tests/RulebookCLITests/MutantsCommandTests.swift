import Foundation
import RulebookTestSupport
import Testing

/// `rulebook mutants` and `rulebook explore`, run in-process through the command context
/// (`InProcessCommand`).
struct MutantsCommandTests {
    static let spec = URL(fileURLWithPath: RepositoryPaths.spec)

    func run(_ arguments: [String]) async -> InProcessCommand {
        await InProcessCommand.run(arguments)
    }

    @Test(
        "Removing every rule that kills no-ticket-check makes it survive, and mutants exits 1 naming it"
    )
    func removingKillersLetsTheFaultSurvive() async throws {
        let before = await run(["mutants", Self.spec.path, "--fault", "no-ticket-check"])
        #expect(before.status == 0, "\(before.output)")
        let killers = Self.killers(of: "pager/no-ticket-check", in: before.output)
        #expect(killers.count >= 1)

        let copy = FileManager.default.temporaryDirectory
            .appendingPathComponent("rulebook-mutants-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: copy, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: copy) }
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.spec.path)
            .filter { $0.hasSuffix(".md") }
        let removedTitles = Set(killers.map(\.title))
        for file in files {
            let text = try String(
                contentsOf: Self.spec.appendingPathComponent(file), encoding: .utf8)
            let lines = killers.filter { $0.file.hasSuffix("/" + file) }.map(\.line)
            try Self.removing(sections: lines, titles: removedTitles, from: text)
                .write(to: copy.appendingPathComponent(file), atomically: true, encoding: .utf8)
        }

        let after = await run(["mutants", copy.path, "--no-html", "--fault", "no-ticket-check"])
        #expect(after.status == 1)
        #expect(after.output.contains("pager/no-ticket-check: SURVIVED"), "\(after.output)")
        #expect(after.output.contains("1 survived (pager/no-ticket-check)"))
        #expect(!after.output.contains("the specs fail without any fault"), "\(after.output)")
        let plain = await run(["--no-html", copy.path])
        #expect(plain.status == 0, "the copy still passes a plain check: \(plain.output)")
    }

    @Test(
        "mutants --list prints every fault per model"
    )
    func list() async throws {
        let run = await run(["mutants", "--list"])
        #expect(run.status == 0)
        #expect(run.output.contains("pager\n  no-ticket-check: breaks "))
        #expect(
            run.output.contains("  cancellation-as-expiry: breaks a cancellation never delivers"))
    }

    @Test(
        "mutants refuses an unknown fault or model with exit 2",
        arguments: [
            ["mutants", "--fault", "nope"], ["mutants", "--model", "pagr"], ["mutants", "--bogus"],
        ])
    func usageErrors(arguments: [String]) async throws {
        let run = await run(arguments)
        #expect(run.status == 2)
        #expect(run.errors.hasPrefix("rulebook: "))
    }

    @Test(
        "mutants --junit writes one test case per fault")
    func junit() async throws {
        let file = FileManager.default.temporaryDirectory
            .appendingPathComponent("rulebook-mutants-\(UUID().uuidString).xml")
        defer { try? FileManager.default.removeItem(at: file) }
        let run = await run(["mutants", Self.spec.path, "--model", "pager", "--junit", file.path])
        #expect(run.status == 0)
        let xml = try String(contentsOf: file, encoding: .utf8)
        #expect(xml.contains("<testcase classname=\"mutants: pager\" name=\"no-ticket-check\""))
    }

    @Test(
        "explore prints the counterexample table and writes it with --out")
    func explore() async throws {
        let file = FileManager.default.temporaryDirectory
            .appendingPathComponent("rulebook-explore-\(UUID().uuidString).md")
        defer { try? FileManager.default.removeItem(at: file) }
        let found = await run([
            "explore", "debounce", "--fault", "cancellation-as-expiry", "--out", file.path,
        ])
        #expect(found.status == 1)
        #expect(found.output.contains("violation: a cancelled wait never delivers"))
        #expect(found.output.contains("| cancelled |      | 300 | A      | nothing |"))
        #expect(found.output.contains("states visited"))
        let written = try String(contentsOf: file, encoding: .utf8)
        #expect(written.contains("## A cancelled wait never delivers"))
        #expect(await run(["--no-html", file.path]).status == 0)

        let clean = await run(["explore", "optimistic", "--depth", "3"])
        #expect(clean.status == 0)
        #expect(clean.output.contains("no violation within 3 events"))
        #expect(await run(["explore", "pager", "--depth", "0"]).status == 2)
        #expect(await run(["explore"]).status == 2)
    }

    /// The `path:line: title` lines under a fault's line in the mutants output.
    static func killers(
        of fault: String, in output: String
    ) -> [(file: String, line: Int, title: String)] {
        var killers: [(file: String, line: Int, title: String)] = []
        var inside = false
        for line in output.split(separator: "\n", omittingEmptySubsequences: false) {
            if !line.hasPrefix("    ") {
                inside = line.hasPrefix(fault + ": ")
                continue
            }
            guard inside else { continue }
            let parts = line.dropFirst(4).split(separator: ":", maxSplits: 2)
            guard parts.count == 3, let number = Int(parts[1]) else { continue }
            killers.append(
                (String(parts[0]), number, parts[2].trimmingCharacters(in: .whitespaces)))
        }
        return killers
    }

    /// The text without the rules whose headings are at `sections` (1-based lines), and
    /// without checklist items that link to a rule titled one of `titles`.
    static func removing(sections: [Int], titles: Set<String>, from text: String) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var keep = Array(repeating: true, count: lines.count)
        var inFence = false
        var headings: [(index: Int, level: Int)] = []
        for (index, line) in lines.enumerated() {
            if line.hasPrefix("```") { inFence.toggle() }
            if !inFence, line.hasPrefix("#") {
                headings.append((index, line.prefix { $0 == "#" }.count))
            }
        }
        for start in sections.map({ $0 - 1 }) {
            guard headings.contains(where: { $0.index == start }) else { continue }
            // Up to the next heading of any level: the rule's own tables, not its sub-rules.
            let end = headings.first { $0.index > start }?.index ?? lines.count
            for index in start..<end { keep[index] = false }
        }
        // Items that name a removed rule, or link to its anchor (`#title-in-lower-case`).
        let anchors = titles.map { title in
            "#"
                + String(
                    title.lowercased().filter {
                        $0.isLetter || $0.isNumber || $0 == " " || $0 == "-"
                    }
                    .map { $0 == " " ? "-" : $0 }) + ")"
        }
        for (index, line) in lines.enumerated() where line.hasPrefix("- [") {
            if titles.contains(where: { line.hasPrefix("- [ ] [\($0)](") })
                || anchors.contains(where: { line.contains($0) })
            {
                keep[index] = false
            }
        }
        return zip(lines, keep).filter(\.1).map(\.0).joined(separator: "\n")
    }
}
