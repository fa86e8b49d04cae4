import Foundation
import Testing

@testable import Rulebook
@testable import RulebookReport

/// Report destinations are checked before a run, and refused with one reason when a write
/// would replace a link, a device, a FIFO, a folder, another output or an input spec.
struct ReportDestinationsTests {
    private func withTemporaryFolder(_ body: (String) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("rulebook-destinations-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try body(folder)
    }

    private func write(_ text: String, to path: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    private func reason(
        html: String? = nil, junit: String? = nil, inputs: [String], specs: [Spec]
    ) -> String? {
        do {
            try ReportDestinations(htmlFolder: html, junitFile: junit)
                .check(inputs: inputs, specPaths: specs.map(\.path))
            return nil
        } catch {
            return error.description
        }
    }

    @Test(
        "A JUnit path that is a link, a device, a FIFO or a folder is refused, and left as it was")
    func junitOntoSpecialFiles() throws {
        try withTemporaryFolder { root in
            let spec = root + "/a.md"
            try write("# A\n", to: spec)
            let specs = [Spec(path: spec, text: "# A\n")]
            try write("old", to: root + "/target.xml")
            try FileManager.default.createSymbolicLink(
                atPath: root + "/link.xml", withDestinationPath: root + "/target.xml")
            #expect(mkfifo(root + "/fifo.xml", 0o644) == 0)
            try FileManager.default.createDirectory(
                atPath: root + "/folder.xml", withIntermediateDirectories: true)
            let cases = [
                ("/link.xml", "is a symbolic link"), ("/fifo.xml", "is a FIFO"),
                ("/folder.xml", "is a folder"),
            ]
            for (name, expected) in cases {
                let message = reason(junit: root + name, inputs: [spec], specs: specs)
                #expect(message?.hasPrefix("\(root + name): ") == true)
                #expect(message?.contains(expected) == true, "\(name): \(message ?? "accepted")")
            }
            #expect(
                reason(junit: "/dev/full", inputs: [spec], specs: specs)?.contains("is a device")
                    == true)
            #expect(
                reason(junit: root + "/target.xml/sub/r.xml", inputs: [spec], specs: specs)
                    == "\(root)/target.xml/sub/r.xml: cannot be created: \(root)/target.xml is not a folder"
            )
            // The write itself refuses them too, whatever was checked before.
            #expect(throws: Diagnostic.self) {
                try JUnitReport.write(
                    ReportFixtures.standardRun(), to: root + "/link.xml", inputs: [])
            }
            #expect(throws: Diagnostic.self) {
                try JUnitReport.write(ReportFixtures.standardRun(), to: "/dev/full", inputs: [])
            }
            #expect(
                String(
                    decoding: FileManager.default.contents(atPath: root + "/target.xml") ?? Data(),
                    as: UTF8.self) == "old")
            var info = stat()
            #expect(lstat(root + "/link.xml", &info) == 0 && info.st_mode & S_IFMT == S_IFLNK)
            #expect(lstat("/dev/full", &info) == 0 && info.st_mode & S_IFMT == S_IFCHR)
        }
    }

    @Test("A JUnit file that the same run writes as part of the HTML report is refused")
    func junitOntoTheSite() throws {
        try withTemporaryFolder { root in
            let spec = root + "/spec/a.md"
            try FileManager.default.createDirectory(
                atPath: root + "/spec", withIntermediateDirectories: true)
            try write("# A\n", to: spec)
            let specs = [Spec(path: spec, text: "# A\n")]
            let site = root + "/site"
            for junit in [site + "/index.html", site + "/a.html", site + "/./.rulebook-site"] {
                #expect(
                    reason(html: site, junit: junit, inputs: [root + "/spec"], specs: specs)
                        == "\(junit): is also written by this run as part of the HTML report (--html)"
                )
            }
            #expect(
                reason(html: site, junit: site, inputs: [root + "/spec"], specs: specs)
                    == "\(site): is the folder of the HTML report (--html)")
            #expect(
                reason(
                    html: site, junit: site + "/junit.xml", inputs: [root + "/spec"], specs: specs)
                    == nil)
            #expect(!FileManager.default.fileExists(atPath: site))
        }
    }

    @Test("An output onto an input spec is refused by any spelling, link or hard link")
    func outputOntoAnInput() throws {
        try withTemporaryFolder { root in
            let spec = root + "/a.md"
            try write("# A\n", to: spec)
            #expect(link(spec, root + "/hard.xml") == 0)
            let specs = [Spec(path: spec, text: "# A\n")]
            #expect(
                reason(junit: root + "/hard.xml", inputs: [spec], specs: specs)
                    == "\(root)/hard.xml: is the input spec \(spec)")
            // A spec found through a linked folder counts as an input too.
            try FileManager.default.createDirectory(
                atPath: root + "/real", withIntermediateDirectories: true)
            try write("# B\n", to: root + "/real/b.txt")
            let linked = [Spec(path: root + "/real/b.txt", text: "# B\n")]
            #expect(
                reason(
                    junit: root + "/real/../real/b.txt", inputs: [root + "/alias"], specs: linked)
                    == "\(root)/real/../real/b.txt: is the input spec \(root)/real/b.txt")
            #expect(FileManager.default.contents(atPath: spec) == Data("# A\n".utf8))
        }
    }

    @Test("An HTML folder that is a link, a file or standard output is refused")
    func htmlFolder() throws {
        try withTemporaryFolder { root in
            try FileManager.default.createDirectory(
                atPath: root + "/real", withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(
                atPath: root + "/alias", withDestinationPath: root + "/real")
            try write("x", to: root + "/file")
            #expect(
                reason(html: root + "/alias", inputs: [], specs: [])?.contains("is a symbolic link")
                    == true)
            #expect(
                reason(html: root + "/file", inputs: [], specs: [])?.contains("is a file") == true)
            #expect(reason(html: "-", inputs: [], specs: [])?.contains("standard output") == true)
            #expect(reason(html: root + "/real", junit: "-", inputs: [], specs: []) == nil)
            #expect(throws: Diagnostic.self) {
                try HTMLSite(result: ReportFixtures.standardRun()).write(
                    to: root + "/alias", inputs: [])
            }
            #expect((try? FileManager.default.contentsOfDirectory(atPath: root + "/real")) == [])
        }
    }

    @Test(
        "A page in the site that is a link or a device is refused, even when the manifest lists it")
    func linkInsideTheSite() throws {
        try withTemporaryFolder { root in
            let site = root + "/site"
            let run = ReportFixtures.standardRun()
            try HTMLSite(result: run).write(to: site, inputs: [])
            try write("keep", to: root + "/victim")
            try FileManager.default.removeItem(atPath: site + "/index.html")
            try FileManager.default.createSymbolicLink(
                atPath: site + "/index.html", withDestinationPath: root + "/victim")
            #expect {
                try HTMLSite(result: run).write(to: site, inputs: [])
            } throws: { error in
                (error as? Diagnostic)?.message.contains("is a symbolic link") == true
            }
            #expect(FileManager.default.contents(atPath: root + "/victim") == Data("keep".utf8))
        }
    }
}
