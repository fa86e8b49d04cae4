import MarkAllRead
import Rulebook
import Testing

/// The app's situations layer, end to end: `rulebook coverage` records the inbox's
/// situations from the app's spec, explores the pairs the inbox reaches, and suggests a
/// table for a gap with its expectations left for the author.
struct MarkAllReadCoverageTests {
    static let registry = MarkAllReadSpecTests.registry

    @Test("The app's spec is measured against the pairs the inbox reaches")
    func coverageOfTheAppSpec() throws {
        let specs = try MarkAllReadSpecTests.result().specs.map(\.spec)
        let (result, run) = try CoverageRunner(registry: Self.registry).run(
            specs, models: ["inbox"])
        #expect(run.isPassing)
        let inbox = try #require(result.models.first)
        #expect(inbox.model == "inbox")
        #expect(inbox.reachableFrom.hasPrefix("explored"))
        #expect(inbox.verbs == ["arrive", "mark all", "confirm", "fail"])
        #expect(inbox.situations.contains("unread shown, request sent"))
        // The first table taps mark all with unread messages shown.
        let covered = try #require(inbox.pair("unread shown, nothing sent", "mark all"))
        #expect(covered.isCovered)
        #expect(covered.rows.first?.rule == "Only the messages sent with the request are marked")
        // Its failure while a request is out is not described: a gap, with a table whose
        // expectation cells are blank, for the author to write what the rule says.
        #expect(!inbox.uncovered.isEmpty)
        for gap in inbox.uncovered {
            let table = try #require(gap.suggestion)
            #expect(gap.note?.contains("left blank") == true)
            let spec = Spec(path: "gap.md", text: "# Gap\n\n" + table)
            let rows = try #require(spec.tables.first).rows
            let expectations = try #require(spec.tables.first).columns.enumerated()
                .filter { $0.element.role == .expectation }.map(\.offset)
            #expect(rows.allSatisfy { row in expectations.allSatisfy { row.cells[$0].isBlank } })
            #expect(rows.last.map { $0.cells[0].source } == gap.pair.verb)
        }
        #expect(result.percent < 100)
    }
}
