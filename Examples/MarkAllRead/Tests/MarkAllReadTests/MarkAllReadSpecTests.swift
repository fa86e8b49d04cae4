import MarkAllRead
import Rulebook
import RulebookTesting
import Testing

/// How an app runs its own specs from its own `swift test`: register the app's model next
/// to the built-in ones, load the spec folder, and make every table a test case.
struct MarkAllReadSpecTests {
    static let registry = ModelRegistry.builtIn.adding(InboxSpecModel.self)

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
                    ReportedProblem(
                        file: "inbox.md", line: 4, message: "row 1: unread? expected m2, got m1")
                ])
    }
}
