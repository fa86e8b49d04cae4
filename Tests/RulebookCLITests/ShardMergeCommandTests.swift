import Foundation
import Rulebook
import RulebookTestSupport
import Testing

/// Shards of one run on different machines (each its own copy of the specs, at an absolute
/// path outside the working directory) merge into the bytes of a single run, and no output
/// names a machine's folder: issue 41, run through the `rulebook` executable as CI runs it.
@Suite(.serialized)
struct ShardMergeCommandTests {
    /// The repository's own `spec/`, the specs copied for every run.
    static let specFolder = ExitCodeTests.fixtures.deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("spec")
        .path

    /// A place of its own for each machine: the copies, the working folders, the merge.
    struct Machines {
        let base: String

        init() throws {
            base =
                FileManager.default.temporaryDirectory
                .appendingPathComponent("rulebook-shards-\(UUID().uuidString)").path
            try FileManager.default.createDirectory(
                atPath: base, withIntermediateDirectories: true)
        }

        /// A new folder `name` under the base.
        func folder(_ name: String) throws -> String {
            let path = base + "/" + name
            try FileManager.default.createDirectory(
                atPath: path, withIntermediateDirectories: true)
            return path
        }

        /// A copy of `spec/` at `CHECKOUT/sh`, as a clone of the repository on one machine.
        func checkout(_ name: String) throws -> String {
            let checkout = try folder(name)
            try FileManager.default.copyItem(
                atPath: ShardMergeCommandTests.specFolder, toPath: checkout + "/sh")
            return checkout
        }

        func remove() { try? FileManager.default.removeItem(atPath: base) }
    }

    /// Runs `rulebook` in `folder`.
    static func run(_ arguments: [String], in folder: String) throws -> Subprocess {
        try Subprocess.run(
            ExitCodeTests.requireExecutable(), arguments + ["--no-color"],
            in: URL(fileURLWithPath: folder))
    }

    /// Every file under `folder`, by its path relative to it, with its bytes.
    static func files(under folder: String) throws -> [String: Data] {
        var files: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(atPath: folder)
        while let name = enumerator?.nextObject() as? String {
            var isFolder: ObjCBool = false
            let path = folder + "/" + name
            if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder),
                !isFolder.boolValue
            {
                files[name] = try Data(contentsOf: URL(fileURLWithPath: path))
            }
        }
        return files
    }

    /// A file's text with what a separate run measures anew emptied: JUnit's `time`
    /// attributes and the `durationSeconds` of a results file.
    static func withoutTimes(_ path: String) throws -> String {
        try String(contentsOfFile: path, encoding: .utf8)
            .replacing(/time="[0-9.]*"/, with: "time=\"\"")
            .replacing(/"durationSeconds" : [0-9.e+-]*/, with: "\"durationSeconds\" : 0")
    }

    /// The outputs of one run: its console text and every file it wrote.
    struct Outputs {
        var console: [String] = []
        var files: [String: Data] = [:]

        mutating func add(_ run: Subprocess) {
            console += [run.output, run.errors]
        }

        mutating func add(filesUnder folder: String, as prefix: String) throws {
            for (name, data) in try ShardMergeCommandTests.files(under: folder) {
                files[prefix + "/" + name] = data
            }
        }

        /// The outputs that name `text`.
        func naming(_ text: String) -> [String] {
            console.enumerated().filter { $0.element.contains(text) }.map { "console \($0.offset)" }
                + files.filter { String(decoding: $0.value, as: UTF8.self).contains(text) }.keys
                .sorted()
        }
    }

    @Test(
        "Shards run on two copies of the specs, outside the working folder, merge into the bytes of one run"
    )
    func shardsOfTwoCheckoutsMergeIntoOneRun() throws {
        let machines = try Machines()
        defer { machines.remove() }
        let first = try machines.checkout("first")
        let second = try machines.checkout("second")
        var outputs = Outputs()

        // What the report says besides the results, given to the run and the merge alike.
        let report = [
            "--title", "Specs", "--commit", "abc123", "--lang", "en", "--source-url",
            "https://git.example.com/app/blob/{commit}/{path}#L{line}",
        ]
        // One run of every spec, from a working folder of its own.
        let single = try machines.folder("single")
        let one = try Self.run(
            [
                first + "/sh", "--root", first, "--html", "one", "--junit", "one.xml",
                "--json", "one.json", "--summary", "one.md",
            ] + report, in: single)
        #expect(one.status <= 1, "\(one.errors)")
        outputs.add(one)
        let annotations = try Self.run(
            [first + "/sh", "--root", first, "--no-html", "--format", "github"], in: single)
        #expect(annotations.output.contains("::"))
        outputs.add(annotations)
        try outputs.add(filesUnder: single, as: "single")

        // Each shard on its own machine: its own copy, its own working folder.
        for (index, checkout) in [(1, first), (2, second)] {
            let work = try machines.folder("work\(index)")
            let shard = try Self.run(
                [
                    checkout + "/sh", "--root", checkout, "--shard", "\(index)/2", "--json",
                    "\(machines.base)/merge/s\(index).json", "--no-html", "--junit",
                    "s\(index).xml",
                ], in: work)
            #expect(shard.status <= 1, "\(shard.errors)")
            outputs.add(shard)
            try outputs.add(filesUnder: work, as: "work\(index)")
        }

        // The merge, in a third place.
        let merge = try machines.folder("merge")
        let merged = try Self.run(
            [
                "merge", "s2.json", "s1.json", "--html", "merged", "--junit", "merged.xml",
                "--json", "merged.json", "--summary", "merged.md",
            ] + report, in: merge)
        #expect(merged.status == one.status, "\(merged.errors)")
        outputs.add(merged)
        let mergedAnnotations = try Self.run(
            ["merge", "s1.json", "s2.json", "--format", "github"], in: merge)
        #expect(mergedAnnotations.output == annotations.output)
        outputs.add(mergedAnnotations)
        try outputs.add(filesUnder: merge, as: "merge")

        let site = try Self.files(under: single + "/one")
        let mergedSite = try Self.files(under: merge + "/merged")
        #expect(site.keys.sorted() == mergedSite.keys.sorted())
        for (name, bytes) in site {
            #expect(mergedSite[name] == bytes, "\(name) differs")
        }
        #expect(
            try Self.withoutTimes(single + "/one.xml") == Self.withoutTimes(merge + "/merged.xml"))
        #expect(
            try Self.withoutTimes(single + "/one.json")
                == Self.withoutTimes(merge + "/merged.json"))
        #expect(
            merged.output.replacing("HTML report: merged/", with: "HTML report: one/")
                == one.output)
        #expect(
            try String(contentsOfFile: single + "/one.md", encoding: .utf8)
                == String(contentsOfFile: merge + "/merged.md", encoding: .utf8))
        #expect(
            mergedSite["index.html"].map { String(decoding: $0, as: UTF8.self) }?
                .contains("https://git.example.com/app/blob/abc123/sh/") == true)

        // The single run's outputs name the specs by their names under the root, and no
        // output of any of these runs names a machine's folder.
        #expect(try String(contentsOfFile: single + "/one.xml", encoding: .utf8).contains("sh/"))
        #expect(outputs.files.count > 10)
        for folder in [machines.base, first, second, single] {
            #expect(outputs.naming(folder).isEmpty, "\(folder) in \(outputs.naming(folder))")
        }
    }

    @Test(
        "The issue's sequence: specs given by an absolute path outside the working folder, the default root"
    )
    func absoluteSpecsOutsideTheWorkingFolder() throws {
        let machines = try Machines()
        defer { machines.remove() }
        let specs = try machines.checkout("specs") + "/sh"
        let work = try machines.folder("work")
        var outputs = Outputs()
        let one = try Self.run(
            [specs, "--html", "one", "--junit", "one.xml", "--json", "one.json"], in: work)
        outputs.add(one)
        for index in 1...2 {
            outputs.add(
                try Self.run(
                    [specs, "--shard", "\(index)/2", "--json", "s\(index).json", "--no-html"],
                    in: work))
        }
        let merged = try Self.run(
            ["merge", "s1.json", "s2.json", "--html", "merged", "--junit", "merged.xml"],
            in: work)
        outputs.add(merged)
        try outputs.add(filesUnder: work, as: "work")
        #expect(try Self.files(under: work + "/one") == Self.files(under: work + "/merged"))
        #expect(try Self.withoutTimes(work + "/one.xml") == Self.withoutTimes(work + "/merged.xml"))
        #expect(
            merged.output.replacing("HTML report: merged/", with: "HTML report: one/")
                == one.output)
        // Outside the root, a spec is named by a path relative to it.
        let document = try ResultsFile.read(work + "/one.json")
        #expect(document.specs.allSatisfy { $0.path.hasPrefix("../specs/sh/") })
        #expect(outputs.naming(machines.base).isEmpty, "\(outputs.naming(machines.base))")
    }

    @Test(
        "Shards of different spec trees, of another rulebook or of another filter are refused with a clear message"
    )
    func mismatchedShardsAreRefused() throws {
        let machines = try Machines()
        defer { machines.remove() }
        let first = try machines.checkout("first")
        let second = try machines.checkout("second")
        // The second machine has another commit: one spec changed.
        let edited = second + "/sh/pagination.md"
        try (String(contentsOfFile: edited, encoding: .utf8) + "\nOne more line.\n")
            .write(toFile: edited, atomically: true, encoding: .utf8)
        let work = try machines.folder("work")
        for (index, checkout) in [(1, first), (2, second)] {
            _ = try Self.run(
                [
                    checkout + "/sh", "--root", checkout, "--shard", "\(index)/2", "--json",
                    "s\(index).json", "--no-html",
                ], in: work)
        }
        let trees = try Self.run(["merge", "s1.json", "s2.json"], in: work)
        #expect(trees.status == 2)
        #expect(trees.errors.contains("s1.json and s2.json are shards of different spec sets"))

        // Run from another root, the same files have other names: another spec set too.
        _ = try Self.run(
            [second + "/sh", "--shard", "2/2", "--json", "s2.json", "--no-html"], in: first)
        let roots = try Self.run(["merge", "s1.json", "s2.json"], in: work)
        #expect(roots.status == 2)
        #expect(roots.errors.contains("different spec sets"))

        // Another rulebook wrote the second shard.
        _ = try Self.run(
            [first + "/sh", "--root", first, "--shard", "2/2", "--json", "s2.json", "--no-html"],
            in: work)
        #expect(try Self.run(["merge", "s1.json", "s2.json"], in: work).status != 2)
        let text = try String(contentsOfFile: work + "/s2.json", encoding: .utf8)
        try text.replacing(
            "\"rulebook\" : \"\(RulebookVersion.current)\"", with: "\"rulebook\" : \"0.1.0\""
        ).write(toFile: work + "/s2.json", atomically: true, encoding: .utf8)
        let versions = try Self.run(["merge", "s1.json", "s2.json"], in: work)
        #expect(versions.status == 2)
        #expect(
            versions.errors.contains(
                "s2.json was written by rulebook 0.1.0, and this is rulebook \(RulebookVersion.current)"
            ))

        // The second shard ran with a filter.
        _ = try Self.run(
            [
                first + "/sh", "--root", first, "--shard", "2/2", "--json", "s2.json",
                "--no-html", "--filter", "pagination",
            ], in: work)
        let filters = try Self.run(["merge", "s1.json", "s2.json"], in: work)
        #expect(filters.status == 2)
        #expect(filters.errors.contains("s1.json ran with no --filter and s2.json with --filter"))
    }
}
