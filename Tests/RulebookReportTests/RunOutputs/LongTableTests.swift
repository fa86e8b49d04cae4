import RulebookTestSupport
import Testing

@testable import Rulebook
@testable import RulebookReport

/// Long tables cost the same per row whatever their length: these tests check the shape of
/// what a run keeps (sizes counted in the data), never a time.
struct LongTableTests {
    /// A pager table of `pairs` load/respond pairs, each answer adding one id to the list.
    private func pagerTable(pairs: Int) -> String {
        var lines = [
            "| event | ticket | rows | more | result? | loading? |",
            "|---|---|---|---|---|---|",
        ]
        for page in 1...pairs {
            lines.append("| load next | T\(page) | | | requested page \(page) | T\(page) |")
            lines.append("| respond | T\(page) | r-\(page) | yes | accepted | no |")
        }
        return "```rulebook pager\n" + lines.joined(separator: "\n") + "\n```\n"
    }

    /// What a table's traces hold, counted in bytes of text plus a fixed cost per mark and
    /// per step: the memory the trace keeps, up to a constant.
    private func traceSize(_ result: TableResult) -> Int {
        result.rows.reduce(0) { total, row in
            guard let step = row.trace else { return total }
            return step.marks.reduce(total + 16) { size, mark in
                size + 16 + mark.lane.utf8.count + mark.label.utf8.count
            }
        }
    }

    @Test("The trace of a 20,000-row table is at most ten times (plus a margin) a 2,000-row one's")
    func traceGrowsLinearly() throws {
        let short = try runFirstTable(pagerTable(pairs: 1_000))
        let long = try runFirstTable(pagerTable(pairs: 10_000))
        #expect(short.status == .passed)
        #expect(long.status == .passed)
        #expect(long.rows.count == 10 * short.rows.count)
        let shortSize = traceSize(short)
        let longSize = traceSize(long)
        #expect(shortSize > 0)
        // Linear growth is 10x; a step copying the whole list would give about 100x.
        #expect(longSize <= 12 * shortSize, "\(longSize) bytes against \(shortSize)")
    }

    @Test("A list in a trace names the ids that fit, then how many there are")
    func boundedList() {
        #expect(TraceValue.list([String]()) == "empty")
        #expect(TraceValue.list(["a-1", "a-2"]) == "a-1, a-2")
        let many = (1...1_000).map { "id-\($0)" }
        let text = TraceValue.list(many)
        #expect(text.hasPrefix("id-1, id-2, "))
        #expect(text.hasSuffix(", … (1000 ids)"))
        #expect(text.utf8.count <= TraceValue.listLimit + 20)
        let exact = Array(many.prefix(10))
        #expect(TraceValue.list(exact) == exact.joined(separator: ", "))
    }

    @Test("A table that ran more rows than a timeline draws gets a note instead")
    func longTableTimelineIsANote() throws {
        let pairs = HTMLTimeline.maximumRows / 2 + 1
        let result = try runFirstTable(pagerTable(pairs: pairs))
        let html = HTMLTable.render(result, path: "spec/x.md")
        #expect(!html.contains("<svg"))
        #expect(
            html.contains(
                "No timeline: the table ran \(2 * pairs) rows, more than the \(HTMLTimeline.maximumRows) a timeline draws."
            ))
        let shorter = try runFirstTable(pagerTable(pairs: HTMLTimeline.maximumRows / 2))
        #expect(HTMLTable.render(shorter, path: "spec/x.md").contains("<svg class=\"timeline\""))
    }
}
