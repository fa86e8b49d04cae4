import Foundation
import MarkAllRead
import Rulebook
import Testing

/// How an app runs its own specs from its own `swift test`: register the app's model next
/// to the built-in ones, load the spec folder, and make every table a test case.
struct MarkAllReadSpecTests {
    static let registry: ModelRegistry = {
        var registry = ModelRegistry.builtIn
        registry.register(InboxSpecModel.self)
        return registry
    }()

    static let specFolder = String(#filePath).replacingOccurrences(
        of: "/Tests/MarkAllReadTests/MarkAllReadSpecTests.swift", with: "/spec")

    static let result = SpecRunner(registry: registry).run(
        (try? SpecLoader.load([specFolder])) ?? [])

    @Test("Every table of the app's spec passes", arguments: result.tables.map(\.table.line))
    func tablePasses(line: Int) throws {
        let table = try #require(Self.result.tables.first { $0.table.line == line })
        #expect(table.status == .passed, "\(table.rows.map(\.status))")
    }

    @Test("The app's checklist holds")
    func checklistHolds() {
        #expect(Self.result.checklist.count == 2)
        #expect(Self.result.isPassing)
    }

    @Test("A mismatch in the app's spec is reported like any other")
    func mismatchIsReported() throws {
        let spec = Spec(
            path: "inbox.md",
            text: """
                ```rulebook inbox
                | event  | id | unread? |
                |--------|----|---------|
                | arrive | m1 | m2      |
                ```
                """)
        let result = SpecRunner(registry: Self.registry).run([spec])
        #expect(
            result.tables.first?.rows.first?.status
                == .failed([Mismatch(column: "unread?", expected: "m2", actual: "m1")]))
    }

    @Test("The app's model draws its own timeline: a request from tap to answer")
    func traceDrawsRequests() throws {
        let table = try #require(Self.result.tables.first)
        let marks = table.rows.compactMap(\.trace).flatMap(\.marks)
        #expect(marks.contains(.start("request A", "sent m1, m2")))
        #expect(marks.contains(.end("request A", "confirmed", tone: .good)))
        #expect(marks.contains(.value("unread", "m3")))
        let html = HTMLSite(result: Self.result).pages().map(\.contents).joined()
        #expect(html.contains("data-lane=\"request A\""))
    }
}
