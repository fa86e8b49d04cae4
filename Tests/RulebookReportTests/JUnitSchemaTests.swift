import Foundation
import RulebookTestSupport
import Testing

@testable import Rulebook
@testable import RulebookReport

/// The JUnit file validates against Jenkins' `junit-10.xsd` (kept in `Schema/`), checked
/// with `xmllint` (Debian's libxml2-utils, installed by `scripts/setup.sh`).
struct JUnitSchemaTests {
    static let schema = RepositoryPaths.tests("RulebookReportTests") + "/Schema/junit-10.xsd"

    /// Runs `xmllint --schema` on the XML; returns its exit status and messages.
    static func validate(_ xml: String) throws -> (status: Int32, messages: String) {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("rulebook-junit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("junit.xml")
        try xml.write(to: file, atomically: true, encoding: .utf8)
        let run = try Subprocess.run(
            URL(fileURLWithPath: "/usr/bin/xmllint"), ["--noout", "--schema", schema, file.path])
        return (run.status, run.output + run.errors)
    }

    static func specs(breaking: Bool) throws -> [Spec] {
        let specs = try SpecLoader.load([RepositoryPaths.root + "/spec"])
        guard breaking else { return specs }
        return specs.map { spec in
            Spec(
                path: spec.path,
                text: spec.text.replacingOccurrences(
                    of: "requested page 2", with: "requested page 7"
                ).replacingOccurrences(of: "| load next |", with: "| load nxt  |"))
        }
    }

    @Test(
        "The JUnit of spec/ and of a failing copy validate against junit-10.xsd",
        arguments: [false, true])
    func validates(breaking: Bool) async throws {
        let result =
            breaking
            ? await SpecRunner(registry: .pureModels).runOnOwnThread(try Self.specs(breaking: true))
            : await SpecFolder.result.value
        // This layer runs the pure models only: spec/'s adapter tables are errors here, which
        // the JUnit must hold as valid test cases too; the broken copy fails more tables.
        let notPassing = result.tables.filter { $0.status != .passed }.count
        let baseline = await SpecFolder.result.value.tables.filter { $0.status != .passed }.count
        #expect(breaking ? notPassing > baseline : notPassing == baseline)
        let (status, messages) = try Self.validate(JUnitReport.xml(for: result))
        #expect(status == 0, "\(messages)")
        #expect(messages.contains("validates"))
    }

    @Test("The schema rejects what it must: skipped on the root element")
    func schemaCanFail() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <testsuites name="rulebook" tests="0" skipped="0"></testsuites>
            """
        #expect(try Self.validate(xml).status != 0)
    }
}
