import Foundation
import RulebookTestSupport
import Testing

/// `scripts/check-layers.sh`, which the LayerCheck build plugin runs over every Swift file of
/// the package on each build.
struct LayerCheckTests {
    /// Runs the script on one file that belongs to `target`; its exit status and what it
    /// printed on standard error.
    func check(_ source: String, in target: String, declaring dependencies: [String]? = nil)
        throws -> (status: Int32, errors: String)
    {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("layer-check-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("File.swift")
        try source.write(to: file, atomically: true, encoding: .utf8)
        let declared = dependencies.map { ["--deps=\(target)=\($0.joined(separator: ","))"] } ?? []
        let run = try Subprocess.run(
            URL(fileURLWithPath: "/bin/sh"),
            [
                RepositoryPaths.root + "/scripts/check-layers.sh",
                folder.appendingPathComponent("Checked.swift").path,
            ]
                + declared + ["\(target)=\(file.path)"])
        return (run.status, run.errors)
    }

    @Test("Only RulebookMarkdown may import CCmarkGFM, whatever comes before the import")
    func cmarkStaysInMarkdown() throws {
        let source = "import Foundation\n@testable internal import CCmarkGFM\n"
        let engine = try check(source, in: "Rulebook")
        #expect(engine.status == 1)
        #expect(
            engine.errors.hasSuffix(
                "File.swift:2: error: only RulebookMarkdown may import CCmarkGFM; use MarkdownDocument or PipeTable\n"
            ))
        #expect(try check(source, in: "RulebookMarkdown").status == 0)
    }

    @Test("The layers below the report never import it, and the models import nothing")
    func layersBelowTheReport() throws {
        let report = try check("import RulebookReport\n", in: "Rulebook")
        #expect(report.status == 1)
        #expect(
            report.errors.contains("Rulebook is below the report: it may not import RulebookReport")
        )
        #expect(
            try check("import struct RulebookCLI.RulebookCommand\n", in: "RulebookMarkdown").status
                == 1)
        #expect(try check("import Foundation\n", in: "RulebookModels").status == 1)
        #expect(
            try check("import Rulebook\n// import CCmarkGFM\n", in: "RulebookReport").status == 0)
    }

    @Test(
        "An import of a module the target does not declare fails, even one that arrives transitively"
    )
    func undeclaredImportFails() throws {
        // RulebookReport/HTML/HTMLPage.swift imported RulebookMarkdown, which reached the report
        // through the engine, while Package.swift did not declare it.
        let source = "import Foundation\nimport Rulebook\npackage import RulebookMarkdown\n"
        let undeclared = try check(source, in: "RulebookReport", declaring: ["Rulebook"])
        #expect(undeclared.status == 1)
        #expect(
            undeclared.errors.hasSuffix(
                "File.swift:3: error: RulebookReport imports RulebookMarkdown but does not declare it: add \"RulebookMarkdown\" to the dependencies of RulebookReport in Package.swift\n"
            ))
        #expect(
            try check(source, in: "RulebookReport", declaring: ["Rulebook", "RulebookMarkdown"])
                .status == 0)
        #expect(
            try check("import Testing\nimport Glibc\n", in: "SomeTests", declaring: []).status == 0)
    }
}
