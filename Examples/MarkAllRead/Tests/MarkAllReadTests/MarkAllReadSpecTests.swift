import MarkAllRead
import Rulebook
import RulebookReport
import RulebookTesting
import Testing

/// How an app runs its own specs from its own `swift test`: register the app's model next
/// to the built-in ones, load the spec folder, and make every table a test case.
struct MarkAllReadSpecTests {
    static let registry = ModelRegistry.builtIn.adding(InboxSpecModel.self)

    /// One run of the app's spec folder (its model is pure, so it runs inside a test).
    static func result() throws -> RunResult {
        var folder = String(#filePath).split(separator: "/", omittingEmptySubsequences: false)
        folder.removeLast(3)
        let specs = try SpecLoader.load([folder.joined(separator: "/") + "/spec"])
        return SpecRunner(registry: registry).run(specs)
    }

    @Test(
        "The app's spec holds",
        arguments: try SpecSuite(["../../spec"], relativeTo: #filePath, registry: registry).cases)
    func specHolds(_ specCase: SpecCase) async {
        await specCase.check()
    }

    @Test("A mismatch in the app's spec is reported like any other")
    func mismatchIsReported() throws {
        let spec = Spec(
            path: "inbox.md",
            text: """
                # Inbox

                ```rulebook inbox
                | event  | id | unread? |
                |--------|----|---------|
                | arrive | m1 | m2      |
                ```
                """)
        let result = SpecRunner(registry: Self.registry).run([spec])
        #expect(
            result.tables.first?.problems(file: "inbox.md")
                == [
                    Diagnostic(
                        .row, at: FileLocation(file: "inbox.md", line: 6, column: 17),
                        "row 1: unread? expected m2, got m1")
                ])
    }

    @Test("The app's model draws its own timeline: a request from tap to answer")
    func traceDrawsRequests() throws {
        let result = try Self.result()
        let table = try #require(result.tables.first)
        let marks = table.rows.compactMap(\.trace).flatMap(\.marks)
        #expect(marks.contains(.start("request A", "sent m1, m2")))
        #expect(marks.contains(.end("request A", "confirmed", tone: .good)))
        #expect(marks.contains(.value("unread", "m3")))
        let html = HTMLSite(result: result).pages().map(\.contents).joined()
        #expect(html.contains("data-lane=\"request A\""))
    }
}
