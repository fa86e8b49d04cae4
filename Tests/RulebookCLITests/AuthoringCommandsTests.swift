import Foundation
import Rulebook
import RulebookAdapterModels
import RulebookTestSupport
import Testing

@testable import RulebookCLI

/// `fmt`, `accept`, `models` and `new`, run in-process on copies of specs in a temporary
/// folder.
struct AuthoringCommandsTests {
    static let root = RepositoryPaths.root

    /// A fresh temporary folder holding `files` (name to text).
    func folder(_ files: [String: String]) throws -> String {
        let folder = NSTemporaryDirectory() + "rulebook-authoring-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for (name, text) in files {
            try Data(text.utf8).write(to: URL(fileURLWithPath: folder + "/" + name))
        }
        return folder
    }

    func read(_ path: String) throws -> String {
        try String(contentsOfFile: path, encoding: .utf8)
    }

    static let misaligned = """
        # Spec

        ```rulebook pager
        |event|ticket|result?|
        |---|---|---|
        |load next|A|requested page 1|
        ```

        """

    @Test("fmt --check lists a misformatted file and exits 1 without changing it; fmt fixes it")
    func fmtCheck() throws {
        let folder = try folder(["a.md": Self.misaligned, "b.md": "# Prose only\n"])
        var output: [String] = []
        #expect(FmtCommand.run(["--check", folder], output: { output.append($0) }) == .failed)
        #expect(output == [folder + "/a.md"])
        #expect(try read(folder + "/a.md") == Self.misaligned)

        output = []
        #expect(FmtCommand.run([folder], output: { output.append($0) }) == .passed)
        #expect(output == ["formatted \(folder)/a.md"])
        #expect(try read(folder + "/a.md").contains("| load next | A      | requested page 1 |"))
        #expect(FmtCommand.run(["--check", folder], output: { _ in }) == .passed)
    }

    @Test("fmt writes through a symbolic link and keeps the file's permissions")
    func fmtKeepsLinkAndMode() throws {
        let folder = try folder(["real.md": Self.misaligned])
        let manager = FileManager.default
        try manager.setAttributes([.posixPermissions: 0o600], ofItemAtPath: folder + "/real.md")
        try manager.createSymbolicLink(
            atPath: folder + "/link.md", withDestinationPath: folder + "/real.md")
        #expect(FmtCommand.run([folder + "/link.md"], output: { _ in }) == .passed)
        #expect(
            try manager.destinationOfSymbolicLink(atPath: folder + "/link.md") == folder
                + "/real.md")
        #expect(try read(folder + "/real.md").contains("| load next | A      | requested page 1 |"))
        let mode = try manager.attributesOfItem(atPath: folder + "/real.md")[.posixPermissions]
        #expect((mode as? NSNumber)?.intValue == 0o600)
    }

    @Test("accept turns a wrong expectation into the actual value; the spec then passes")
    func acceptRoundTrip() throws {
        let original = try read(Self.root + "/spec/pagination.md")
        var lines = original.split(separator: "\n", omittingEmptySubsequences: false).map(
            String.init)
        let wrong = try #require(
            lines.firstIndex { $0.hasPrefix("| respond") && $0.contains("| accepted ") })
        lines[wrong] = lines[wrong].replacingOccurrences(of: "| accepted ", with: "| ignored  ")
        let folder = try folder(["pagination.md": lines.joined(separator: "\n")])
        let path = folder + "/pagination.md"
        let before = try SpecFiles.read(path)
        let table = try #require(
            before.tables.first { table in table.rows.contains { $0.line == wrong + 1 } })
        let tableLines = table.headerLine...(table.rows.last?.line ?? table.headerLine)
        #expect(!SpecRunner(registry: .builtIn).run([before]).isPassing)

        var output: [String] = []
        let status = AcceptCommand.run(
            [path], registry: .builtIn, environment: [:], output: { output.append($0) })
        #expect(status == .passed)
        let diff = output.joined(separator: "\n")
        #expect(diff.contains("-" + lines[wrong]))
        let after = try read(path)
        let afterLines = after.split(separator: "\n", omittingEmptySubsequences: false)
        try #require(afterLines.count > wrong)
        #expect(afterLines[wrong].contains("| accepted "))
        for (index, (old, new)) in zip(lines, afterLines).enumerated() where old != new {
            #expect(tableLines.contains(index + 1), "line \(index + 1) outside the table changed")
        }
        for hunk in diff.split(separator: "\n") where hunk.hasPrefix("@@") {
            // "@@ -START,COUNT +START,COUNT @@": the old side's START.
            let old = hunk.split(separator: " ").dropFirst().first?.dropFirst()
            let start = old?.split(separator: ",").first.flatMap { Int($0) } ?? 0
            #expect(abs(start - table.headerLine) <= 6, "a hunk starts far from the table: \(hunk)")
        }
        #expect(SpecRunner(registry: .builtIn).run([try SpecFiles.read(path)]).isPassing)
    }

    @Test("accept refuses under CI=true and changes nothing; --dry-run only prints")
    func acceptRefusesInCI() throws {
        let text = Self.misaligned.replacingOccurrences(of: "requested page 1", with: "ignored")
        let folder = try folder(["a.md": text])
        #expect(
            AcceptCommand.run([folder], registry: .builtIn, environment: ["CI": "true"])
                == .usageError)
        #expect(try read(folder + "/a.md") == text)

        var output: [String] = []
        let dryRun = AcceptCommand.run(
            ["--dry-run", folder], registry: .builtIn, environment: ["CI": "true"],
            output: { output.append($0) })
        #expect(dryRun == .passed)
        #expect(
            output.joined(separator: "\n").contains("+| load next | A      | requested page 1 |"))
        #expect(try read(folder + "/a.md") == text)

        let forced = AcceptCommand.run(
            ["--force", folder], registry: .builtIn, environment: ["CI": "true"], output: { _ in })
        #expect(forced == .passed)
        #expect(try read(folder + "/a.md").contains("requested page 1"))
    }

    @Test("accept --fill --all --dry-run shows what the model had in a passing table's blanks")
    func acceptFillAll() throws {
        let text = """
            # Rule

            ```rulebook pager
            | event     | ticket | result?          | loading? |
            |-----------|--------|------------------|----------|
            | load next | A      | requested page 1 |          |
            ```

            """
        let folder = try folder(["a.md": text])
        var output: [String] = []
        let status = AcceptCommand.run(
            ["--fill", "--all", "--dry-run", folder], registry: .builtIn, environment: [:],
            output: { output.append($0) })
        #expect(status == .passed)
        #expect(
            output.contains { $0.contains("+| load next | A      | requested page 1 | A        |") }
        )
        #expect(output.last == "would accept 1 cell in 1 file; 0 left for a person")
        #expect(try read(folder + "/a.md") == text)
        #expect(
            AcceptCommand.run(
                ["--all", folder], registry: .builtIn, environment: [:], output: { _ in })
                == .usageError, "--all goes with --fill")
    }

    @Test("models prints every option, verb, input and expectation kind of the declarations")
    func models() {
        var output: [String] = []
        let registry = ModelRegistry.builtIn.adding(ToyModel.self)
        #expect(ModelsCommand.run([], registry: registry, output: { output.append($0) }) == .passed)
        let text = output.joined(separator: "\n")
        for descriptor in registry.descriptors {
            #expect(text.contains("\(descriptor.name): \(descriptor.summary)"))
            for option in descriptor.options { #expect(text.contains(option.name)) }
            for verb in descriptor.verbs {
                let inputs = verb.inputs.map { $0.isRequired ? $0.name : "[\($0.name)]" }
                let written = inputs.isEmpty ? "-" : inputs.joined(separator: ", ")
                #expect(
                    text.split(separator: "\n").contains {
                        $0.contains(verb.name + " ") && $0.contains(written)
                    }, "\(verb.name) \(written)")
            }
            for observable in descriptor.observables {
                #expect(
                    text.split(separator: "\n").contains {
                        $0.contains("\(observable.name)? ")
                            && $0.contains(observable.kind.description)
                    })
            }
        }
        #expect(text.contains("    tally?   number or none  how many so far"))
        #expect(ModelsCommand.run(["nope"], registry: registry, output: { _ in }) == .usageError)
    }

    @Test("new prints a fenced empty table that reads as the model's columns")
    func newTable() throws {
        var output: [String] = []
        #expect(
            NewCommand.run(
                ["toy", "big"], registry: .builtIn.adding(ToyModel.self),
                output: { output.append($0) }) == .passed)
        #expect(
            output == [
                """
                ```rulebook toy big
                | event | by | result? | tally? |
                |-------|----|---------|--------|
                ```
                """
            ])
        #expect(
            NewCommand.run(
                ["toy", "small"], registry: .builtIn.adding(ToyModel.self), output: { _ in })
                == .usageError)
    }
}

/// A model declared only here, to show that `models` and `new` print the declarations.
struct ToyModel: RulebookModel {
    typealias Ticket = Int

    static let vocabulary = Vocabulary<Self>(
        name: "toy", summary: "A counter for tests.",
        options: [OptionDescriptor("big", "counts in tens")],
        verbs: [
            Verb("bump", inputs: [.optional("by")], "adds one") { model, _ in
                model.tally += 1
                return .done(.keyword("accepted"))
            }
        ],
        observables: [.number("tally", "how many so far") { $0.tally }])

    var tally = 0
    init(options: ModelOptions) throws(ModelError) {}
}
