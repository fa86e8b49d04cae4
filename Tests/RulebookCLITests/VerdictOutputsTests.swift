import Foundation
import Testing

/// How a run's verdict reaches every output: the exit status agrees with the counts, and a
/// product gap (a failure that leaves a label unbound) reads as a failure in the console,
/// the HTML report, JUnit and `--json` alike.
struct VerdictOutputsTests {
    let cli = ExitCodeTests()

    @Test("A file of checklist items alone, whose linked rules ran and passed, exits 0")
    func checklistOnlyPasses() throws {
        let run = try cli.run(["--no-html", "required-only.md"])
        #expect(run.status == 0, "\(run.output)")
        #expect(!run.output.contains("nothing was checked"))
        #expect(run.output.hasSuffix("1 passed, 0 failed\n"))
    }

    @Test("A failure cascade is failed, with the not-run row and its reason, in all four outputs")
    func cascadeInEveryOutput() throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("rulebook-cascade-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let junit = folder.appendingPathComponent("junit.xml")
        let json = folder.appendingPathComponent("results.json")
        let html = folder.appendingPathComponent("site")
        let run = try cli.run([
            "--html", html.path, "--junit", junit.path, "--json", json.path, "product-gap.md",
        ])
        let reason = "row 3 failed, so ticket C was never bound"
        #expect(run.status == 1)
        #expect(
            run.output.contains(
                "product-gap.md:11: Autoload resumes after a failed page: row 4: not run: \(reason)"
            ),
            "\(run.output)")
        #expect(!run.output.contains("error:"))
        #expect(run.output.hasSuffix("0 passed, 1 failed\n"))

        let xml = try String(contentsOf: junit, encoding: .utf8)
        #expect(xml.contains("<failure "))
        #expect(!xml.contains("<error "))
        #expect(xml.contains("row 4 (line 11): not run: \(reason)"))

        let results = try String(contentsOf: json, encoding: .utf8)
        #expect(results.contains("\"notRunReason\" : \"\(reason)\""))
        #expect(results.contains("\"status\" : \"failed\""))
        #expect(!results.contains("\"status\" : \"error\""))

        let page = try String(
            contentsOf: html.appendingPathComponent("product-gap.html"), encoding: .utf8)
        #expect(page.contains("↳ not run</td><td colspan=\"6\">\(reason)</td>"))
        #expect(page.contains("<br />not run: \(reason)</li>"))
        #expect(!page.contains("badge error"))
    }
}
