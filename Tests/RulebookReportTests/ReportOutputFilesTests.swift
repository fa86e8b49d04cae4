import Foundation
import Testing

@testable import Rulebook
@testable import RulebookReport

/// The output-safety rules, each in a fresh temporary folder.
@Suite struct ReportOutputFilesTests {
    /// A fresh folder under the system's temporary folder, removed afterwards.
    private func withTemporaryFolder(_ body: (String) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("rulebook-report-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try body(folder)
    }

    private func files(in folder: String) -> [String] {
        (FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? []).sorted()
    }

    private func read(_ path: String) -> String? {
        FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
    }

    private func write(_ text: String, to path: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    private func site(_ names: [String]) -> HTMLSite {
        HTMLSite(result: ReportFixtures.run(names.map { (path: "spec/\($0)", text: "# \($0)\n") }))
    }

    @Test("A new folder gets the pages and a manifest") func writesPagesAndAManifestIntoANewFolder()
        throws
    {
        try withTemporaryFolder { root in
            let out = root + "/out/site"
            try site(["a.md", "sub/b.md"]).write(to: out, inputs: [root + "/spec"])
            #expect(
                files(in: out) == [".rulebook-site", "a.html", "index.html", "sub", "sub/b.html"])
            #expect(
                read(out + "/.rulebook-site") == SiteManifest.header
                    + "\na.html\nindex.html\nsub/b.html\n")
            let pages = site(["a.md", "sub/b.md"]).pages()
            try #require(pages.count > 1)
            #expect(read(out + "/a.html") == pages[1].contents)
            // Writing the same site again changes nothing and is allowed.
            try site(["a.md", "sub/b.md"]).write(to: out, inputs: [root + "/spec"])
            #expect(
                files(in: out) == [".rulebook-site", "a.html", "index.html", "sub", "sub/b.html"])
        }
    }

    @Test("An output equal to or inside an input is refused")
    func refusesAnOutputEqualToOrInsideAnInput() throws {
        try withTemporaryFolder { root in
            let spec = root + "/spec"
            try FileManager.default.createDirectory(
                atPath: spec + "/sub", withIntermediateDirectories: true)
            try write("# a\n", to: spec + "/a.md")
            let cases = [
                (spec, [spec], "is an input of this run"),
                (spec + "/", [spec], "is an input of this run"),
                (spec + "/site", [spec], "is inside the input folder"),
                (spec + "/sub/../site", ["other", spec + "/"], "is inside the input folder"),
                (spec + "/a.md", [spec + "/a.md"], "is an input of this run"),
            ]
            for (output, inputs, reason) in cases {
                #expect {
                    try site(["a.md"]).write(to: output, inputs: inputs)
                } throws: { error in
                    guard let error = error as? Diagnostic else { return false }
                    return error.location?.file == output && error.message.contains(reason)
                        && error.description.hasPrefix(output + ": ")
                }
            }
            #expect(files(in: spec) == ["a.md", "sub"])
        }
    }

    @Test("An output inside an input through a symbolic link is refused")
    func refusesAnOutputInsideAnInputThroughASymbolicLink() throws {
        try withTemporaryFolder { root in
            try FileManager.default.createDirectory(
                atPath: root + "/spec", withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(
                atPath: root + "/alias", withDestinationPath: root + "/spec")
            #expect(throws: Diagnostic.self) {
                try site(["a.md"]).write(to: root + "/alias/site", inputs: [root + "/spec"])
            }
            #expect(files(in: root + "/spec").isEmpty)
        }
    }

    @Test("A file the report did not write is never overwritten")
    func refusesToOverwriteAFileItDidNotWrite() throws {
        try withTemporaryFolder { root in
            let out = root + "/site"
            try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
            try write("mine", to: out + "/a.html")
            #expect {
                try site(["a.md"]).write(to: out, inputs: [root + "/spec"])
            } throws: { error in
                (error as? Diagnostic)?.location?.file == out + "/a.html"
                    && (error as? Diagnostic)?.message.contains("was not written by rulebook")
                        == true
            }
            #expect(files(in: out) == ["a.html"])
            #expect(read(out + "/a.html") == "mine")
        }
    }

    @Test("A foreign manifest is refused") func refusesAForeignManifest() throws {
        try withTemporaryFolder { root in
            let out = root + "/site"
            try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
            try write("a.html\n", to: out + "/.rulebook-site")
            try write("mine", to: out + "/a.html")
            #expect(throws: Diagnostic.self) {
                try site(["a.md"]).write(to: out, inputs: [])
            }
            #expect(read(out + "/a.html") == "mine")
        }
    }

    @Test("Only the report's own stale files are removed; foreign ones stay")
    func removesOnlyItsOwnStaleFilesAndKeepsForeignOnes() throws {
        try withTemporaryFolder { root in
            let out = root + "/site"
            try site(["a.md", "b.md", "sub/c.md"]).write(to: out, inputs: [])
            try write("notes", to: out + "/notes.txt")
            try write("keep", to: root + "/outside.txt")
            // A tampered manifest must not lead outside the folder.
            let manifest = try #require(read(out + "/.rulebook-site"))
            try write(
                manifest + "../outside.txt\n/etc/hostname\nnotes.txt\n", to: out + "/.rulebook-site"
            )
            #expect(throws: Never.self) {
                try site(["a.md"]).write(to: out, inputs: [])
            }
            // b.html and sub/c.html went stale; the folder sub stays; notes.txt was listed by
            // the tampered manifest, so it counts as rulebook's and goes too.
            #expect(files(in: out) == [".rulebook-site", "a.html", "index.html", "sub"])
            #expect(read(root + "/outside.txt") == "keep")
            #expect(read(out + "/.rulebook-site") == SiteManifest.header + "\na.html\nindex.html\n")
        }
    }

    @Test("A linked subfolder never leads a write out of the site")
    func neverFollowsALinkedSubfolderOutOfTheSite() throws {
        try withTemporaryFolder { root in
            let out = root + "/site"
            try site(["a.md"]).write(to: out, inputs: [])
            try FileManager.default.createDirectory(
                atPath: root + "/elsewhere", withIntermediateDirectories: true)
            try write("keep", to: root + "/elsewhere/victim.txt")
            try FileManager.default.createSymbolicLink(
                atPath: out + "/link", withDestinationPath: root + "/elsewhere")
            let manifest = try #require(read(out + "/.rulebook-site"))
            try write(manifest + "link/victim.txt\n", to: out + "/.rulebook-site")
            try site(["a.md"]).write(to: out, inputs: [])
            #expect(read(root + "/elsewhere/victim.txt") == "keep")
        }
    }

    @Test("Foreign files are left alone") func leavesForeignFilesAlone() throws {
        try withTemporaryFolder { root in
            let out = root + "/docs"
            try FileManager.default.createDirectory(
                atPath: out + "/assets", withIntermediateDirectories: true)
            try write("readme", to: out + "/README.md")
            try write("css", to: out + "/assets/x.css")
            try site(["a.md", "b.md"]).write(to: out, inputs: [])
            try site(["a.md"]).write(to: out, inputs: [])
            #expect(
                files(in: out) == [
                    ".rulebook-site", "README.md", "a.html", "assets", "assets/x.css", "index.html",
                ])
            #expect(read(out + "/README.md") == "readme")
        }
    }

    @Test("A file where the folder should be is refused") func refusesAFileWhereTheFolderShouldBe()
        throws
    {
        try withTemporaryFolder { root in
            try write("x", to: root + "/site")
            #expect(throws: Diagnostic.self) {
                try site(["a.md"]).write(to: root + "/site", inputs: [])
            }
            #expect(read(root + "/site") == "x")
        }
    }

    @Test("Atomic writes leave no temporary files") func atomicWritesLeaveNoTemporaryFiles() throws
    {
        try withTemporaryFolder { root in
            let path = root + "/reports/junit.xml"
            try JUnitReport.write(ReportFixtures.standardRun(), to: path, inputs: [])
            try JUnitReport.write(ReportFixtures.standardRun(), to: path, inputs: [])
            #expect(files(in: root) == ["reports", "reports/junit.xml"])
            #expect(
                ReportJUnitTests.withoutTimes(read(path) ?? "")
                    == ReportJUnitTests.withoutTimes(
                        JUnitReport.xml(for: ReportFixtures.standardRun())))
            #expect {
                try JUnitReport.write(
                    ReportFixtures.standardRun(), to: root + "/reports", inputs: [])
            } throws: { error in
                (error as? Diagnostic)?.message.contains("is a folder") == true
            }
        }
    }

    @Test("Two writers of one site folder take turns: no error, no torn or mixed site")
    func concurrentWriters() async throws {
        let root = FileManager.default.temporaryDirectory
            .appendingPathComponent("rulebook-report-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        let sites = (0..<2).map { version in
            (0..<40).map { number in
                (
                    path: "v\(version)-\(number).html",
                    contents: String(repeating: "version \(version) page \(number)\n", count: 200)
                )
            }
        }
        let failures = await withTaskGroup(of: [String].self) { group in
            for version in 0..<2 {
                group.addTask {
                    var failures: [String] = []
                    for _ in 0..<25 {
                        do {
                            try OutputFiles.writeSite(sites[version], to: root, inputs: [])
                        } catch {
                            failures.append("\(error)")
                        }
                    }
                    return failures
                }
            }
            return await group.reduce(into: []) { $0 += $1 }
        }
        #expect(failures.isEmpty, "\(failures.first ?? "")")
        let left = files(in: root).filter { $0 != SiteManifest.fileName }
        let written = sites.map { $0.map(\.path).sorted() }
        #expect(written.contains(left), "mixed site: \(left.count) files")
        for name in left {
            #expect(
                read(root + "/" + name)?.hasPrefix("version \(name.dropFirst().prefix(1)) ") == true
            )
        }
        let manifest = try #require(read(root + "/" + SiteManifest.fileName))
        #expect(manifest == SiteManifest.render(Set(left)))
    }
}
