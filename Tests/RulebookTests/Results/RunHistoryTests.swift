import Foundation
import Testing

@testable import Rulebook

/// `--history FILE`: each rule's last statuses, kept by CI between runs.
struct RunHistoryTests {
    static func spec(_ expected: String) -> Spec {
        Spec(
            path: "spec/a.md",
            text: """
                # A

                ## Next page

                ```rulebook pager
                | event     | ticket | result?          |
                |-----------|--------|------------------|
                | load next | A      | \(expected) |
                ```

                """)
    }

    static let passing = SpecRunner(registry: .pureModels).run([spec("requested page 1")])
    static let failing = SpecRunner(registry: .pureModels).run([spec("requested page 9")])
    static func shown(_ path: String) -> String { path }

    @Test("Each run adds one entry per rule that ran, and only the last 20 are kept")
    func updates() throws {
        var history = RunHistory()
        for _ in 0..<25 { history = history.adding(Self.passing, shownPath: Self.shown) }
        let rule = try #require(history.rule(path: "spec/a.md", anchor: "next-page"))
        #expect(rule.runs.count == RunHistory.maximumRuns)
        #expect(rule.title == "Next page")
        history = history.adding(Self.failing, shownPath: Self.shown)
        let last = try #require(history.rule(path: "spec/a.md", anchor: "next-page")?.runs)
        #expect(last.count == RunHistory.maximumRuns)
        #expect(last.last?.status == "failed")
        #expect(last.dropLast().allSatisfy { $0.status == "passed" })
        #expect(last.last?.source != last.first?.source, "the table's source changed")
    }

    @Test("A status that flips while the table stays the same is flaky; one change is not")
    func flaky() {
        func rule(_ runs: [(String, String)]) -> RunHistory.Rule {
            RunHistory.Rule(
                path: "a.md", anchor: "r", title: "R",
                runs: runs.map { RunHistory.Entry(status: $0.0, source: $0.1) })
        }
        #expect(rule([("passed", "s"), ("failed", "s"), ("passed", "s")]).change == .flaky)
        #expect(rule([("failed", "s"), ("passed", "s"), ("failed", "s")]).change == .flaky)
        #expect(rule([("passed", "s"), ("failed", "s")]).change == .newFailure)
        #expect(rule([("failed", "s"), ("passed", "t")]).change == .fixed)
        #expect(rule([("passed", "s"), ("failed", "t"), ("passed", "u")]).change == .fixed)
        #expect(rule([("passed", "s"), ("passed", "s")]).change == nil)
        #expect(rule([("failed", "s")]).change == nil)
    }

    @Test("The same history and the same run give the same bytes, and read back the same")
    func determinism() throws {
        let start = RunHistory().adding(Self.passing, shownPath: Self.shown)
        let first = RunHistory.json(start.adding(Self.failing, shownPath: Self.shown))
        let second = RunHistory.json(start.adding(Self.failing, shownPath: Self.shown))
        #expect(first == second)
        let folder = NSTemporaryDirectory() + "rulebook-history-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/history.json"
        #expect(try RunHistory.read(path) == RunHistory(), "no file yet: an empty history")
        try RunHistory.write(start, to: path, inputs: ["spec"])
        #expect(try RunHistory.read(path) == start)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == RunHistory.json(start))
        try "{}".write(toFile: path, atomically: true, encoding: .utf8)
        #expect(throws: Diagnostic.self) { try RunHistory.read(path) }
    }
}
