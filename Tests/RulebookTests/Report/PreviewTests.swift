import Foundation
import Testing

@testable import Rulebook

@Test func preview() throws {
    let site = HTMLSite(result: ReportFixtures.run([("spec/pagination.md", ReportFixtures.pagination), ("spec/required.md", ReportFixtures.required), ("spec/hostile.md", ReportFixtures.hostile)]))
    for page in site.pages() {
        let path = "/tmp/site-preview/" + page.path
        try FileManager.default.createDirectory(atPath: "/tmp/site-preview", withIntermediateDirectories: true)
        try page.contents.write(toFile: path, atomically: true, encoding: .utf8)
    }
    try JUnitReport.xml(for: ReportFixtures.run([("spec/pagination.md", ReportFixtures.pagination), ("spec/required.md", ReportFixtures.required), ("spec/hostile.md", ReportFixtures.hostile)])).write(toFile: "/tmp/site-preview/junit.xml", atomically: true, encoding: .utf8)
}
