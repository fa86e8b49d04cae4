import RulebookTestSupport
import Testing

@testable import Rulebook

struct TableRunnerTests {
    @Test("A table whose expectations all hold passes")
    func passes() throws {
        let result = try runFirstTable(
            fenced(
                "rulebook pager",
                "| event     | ticket | result?          | loading? |",
                "|-----------|--------|------------------|----------|",
                "| load next | A      | requested page 1 | A        |",
                "| LOAD NEXT |        | Ignored          | yes      |"))
        #expect(result.status == .passed)
        #expect(result.rows.map(\.status) == [.passed, .passed])
    }

    @Test("A failed row does not stop the table: state follows the events")
    func failedRowContinues() throws {
        let result = try runFirstTable(
            fenced(
                "rulebook pager",
                "| event     | ticket | rows | more | result?          | ids? |",
                "|-----------|--------|------|------|------------------|------|",
                "| load next | A      |      |      | requested page 2 |      |",
                "| respond   | A      | 1, 2 | yes  | accepted         | 1, 2 |"))
        #expect(result.status == .failed)
        #expect(
            result.rows.map(\.status) == [
                .failed([
                    Mismatch(
                        column: "result?", expected: "requested page 2", actual: "requested page 1")
                ]),
                .passed,
            ])
    }

    @Test("An error stops the table; the remaining rows are not run")
    func errorStops() throws {
        let result = try runFirstTable(
            fenced(
                "rulebook pager",
                "| event     | ticket | result? |",
                "|-----------|--------|---------|",
                "| load next | A      | requested page 1 |",
                "| fetch     | A      | accepted |",
                "| load next |        | ignored |"))
        #expect(result.status == .error)
        try #require(result.rows.count > 2)
        guard case .error(let message) = result.rows[1].status else {
            Issue.record("row 2 should be an error")
            return
        }
        #expect(message.message.contains("unknown event \"fetch\""))
        #expect(result.rows[2].status == .notRun)
    }

    @Test(
        "Rows that cannot run are errors with a reason",
        arguments: [
            ("| respond   | Z | yes | ignored |", "ticket Z was never bound"),
            ("| respond   |   | yes | ignored |", "respond needs a value in column ticket"),
            ("| respond   | A |     | ignored |", "respond needs a value in column more"),
            ("| respond   | A | maybe | ignored |", "column more: expected yes or no"),
            ("| reset     | A |     | accepted |", "reset takes no ticket"),
            ("|           |   |     | accepted |", "the event cell is empty"),
        ])
    func rowErrors(row: String, message: String) throws {
        let result = try runFirstTable(
            fenced(
                "rulebook pager",
                "| event     | ticket | more | result? |",
                "|-----------|--------|------|---------|",
                "| load next | A      |      | requested page 1 |",
                row))
        guard case .error(let actual) = result.rows.last?.status else {
            Issue.record(
                "expected an error row, got \(String(describing: result.rows.last?.status))")
            return
        }
        #expect(actual.message.contains(message))
        #expect(actual.kind == .row)
        #expect(actual.location == FileLocation(file: "t.md", line: 6))
    }

    @Test("A label named by an event that started no request stays unbound, and says so")
    func ignoredEventLeavesLabelUnbound() throws {
        let result = try runFirstTable(
            fenced(
                "rulebook pager",
                "| event     | ticket | more | result? |",
                "|-----------|--------|------|---------|",
                "| load next | A      |      | requested page 1 |",
                "| load next | B      |      | ignored |",
                "| respond   | B      | no   | ignored |"))
        try #require(result.rows.count > 2)
        #expect(
            result.rows[2].status
                == .error(
                    Diagnostic(
                        .row, at: FileLocation(file: "t.md", line: 7),
                        "ticket B was never bound: row 2 names it but started no request")))
    }

    @Test("A label may be bound only once")
    func labelsBindOnce() throws {
        let result = try runFirstTable(
            fenced(
                "rulebook pager",
                "| event     | ticket | more | result? |",
                "|-----------|--------|------|---------|",
                "| load next | A      |      | requested page 1 |",
                "| respond   | A      | yes  | accepted |",
                "| load next | A      |      | requested page 2 |"))
        try #require(result.rows.count > 2)
        #expect(
            result.rows[2].status
                == .error(
                    Diagnostic(
                        .row, at: FileLocation(file: "t.md", line: 7),
                        "ticket A is already bound to an earlier request")))
    }

    @Test("A rejected event fails with its reason unless result? says rejected")
    func rejections() throws {
        let result = try runFirstTable(
            fenced(
                "rulebook debounce",
                "| event | at | result?  | deadline? |",
                "|-------|----|----------|-----------|",
                "| tick  | 5  | nothing  | none      |",
                "| tick  | 4  | REJECTED | none      |",
                "| tick  | 3  |          | none      |",
                "| tick  | -1 | nothing  |           |"))
        try #require(result.rows.count > 3)
        #expect(result.rows[1].status == .passed)
        #expect(
            result.rows[2].status
                == .failed([
                    Mismatch(
                        column: "result?", expected: "(not rejected)",
                        actual: "rejected: time went backwards: 3 is before 5")
                ]))
        guard case .failed(let mismatches) = result.rows[3].status else {
            Issue.record("a negative time should fail the row")
            return
        }
        #expect(mismatches.first?.actual.contains("rejected") == true)
    }

    @Test("Expecting a rejection that does not happen fails")
    func expectedRejectionMissing() throws {
        let result = try runFirstTable(
            fenced(
                "rulebook debounce",
                "| event | at | result?  |",
                "|-------|----|----------|",
                "| tick  | 5  | rejected |"))
        #expect(
            try #require(result.rows.first).status
                == .failed([Mismatch(column: "result?", expected: "rejected", actual: "nothing")]))
    }

    @Test(
        "Tables that cannot run at all are errors at their line",
        arguments: [
            (
                fenced("rulebook pagr", "| event | result? |", "|---|---|", "| reset | accepted |"),
                "unknown model \"pagr\""
            ),
            (
                fenced("rulebook pager", "| event | colour? |", "|---|---|", "| reset | red |"),
                "unknown expectation column \"colour?\""
            ),
            (
                fenced(
                    "rulebook pager", "| event | page | result? |", "|---|---|---|",
                    "| reset | 1 | accepted |"), "unknown input column \"page\""
            ),
            (
                fenced("rulebook pager", "| event | result? |", "|---|---|", "| reset |  |"),
                "the table checks nothing"
            ),
            (
                fenced("rulebook pager", "| event |", "|---|", "| reset |"),
                "the table checks nothing"
            ),
            (
                fenced(
                    "rulebook pager fast", "| event | result? |", "|---|---|",
                    "| reset | accepted |"), "unknown option \"fast\""
            ),
            (
                fenced(
                    "rulebook debounce delay", "| event | result? |", "|---|---|",
                    "| close | closed |"), "option delay is written delay=VALUE"
            ),
            (
                fenced(
                    "rulebook debounce delay=0", "| event | result? |", "|---|---|",
                    "| close | closed |"), "delay=0"
            ),
            (
                fenced(
                    "rulebook debounce delay=1e3", "| event | result? |", "|---|---|",
                    "| close | closed |"), "delay=1e3"
            ),
            (
                fenced(
                    "rulebook pager", "| event | next cursor? |", "|---|---|", "| reset | none |"),
                "cursor mode"
            ),
            (
                fenced(
                    "rulebook pager cursor", "| event | next page? |", "|---|---|", "| reset | 1 |"),
                "page mode"
            ),
            (
                fenced("rulebook pager", "| event | result? |", "| reset | accepted |"),
                "expected a pipe table"
            ),
            (
                fenced("rulebook pager", "| event | result? |", "|---|---|", "| reset |"),
                "row 1 has 1 cell but the header has 2"
            ),
        ])
    func tableErrors(markdown: String, message: String) throws {
        let result = try runFirstTable(markdown)
        #expect(result.status == .error)
        #expect(
            result.problem?.message.contains(message) == true,
            "\(String(describing: result.problem))")
        #expect(result.rows.allSatisfy { $0.status == .notRun })
    }
}

struct ObservationTests {
    @Test("A cursor in a result is compared exactly; the words before it in any case")
    func cursorsAreCaseSensitive() throws {
        let result = try runFirstTable(
            fenced(
                "rulebook pager cursor",
                "| event     | ticket | rows | more | next cursor | result?             |",
                "|-----------|--------|------|------|-------------|---------------------|",
                "| load next | A      |      |      |             | requested start     |",
                "| respond   | A      | 1    | yes  | c2          | accepted            |",
                "| load next | B      |      |      |             | REQUESTED CURSOR C2 |",
                "| reset     |        |      |      |             | accepted            |",
                "| load next | C      |      |      |             | requested start     |",
                "| respond   | C      | 1    | yes  | c2          | accepted            |",
                "| load next | D      |      |      |             | Requested Cursor c2 |"))
        try #require(result.rows.count > 6)
        #expect(
            result.rows[2].status
                == .failed([
                    Mismatch(
                        column: "result?", expected: "REQUESTED CURSOR C2",
                        actual: "requested cursor c2")
                ]))
        #expect(result.rows[6].status == .passed)
    }

    @Test(
        "Expectation cells are compared by kind",
        arguments: [
            (ObservedValue.keyword("ignored"), "IGNORED", true),
            (.keyword("ignored"), #""ignored""#, false),
            (.text("swift"), "swift", true),
            (.text("swift"), "Swift", false),
            (.text(nil), "none", true),
            (.text("none"), #""none""#, true),
            (.list(["a", "b"]), "a, b", true),
            (.list([]), "none", true),
            (.flag(true, .onOff), "ON", true),
            (.number(300), "300", true),
            (.number(nil), "none", true),
            (.request(inFlight: true, label: "A"), "A", true),
            (.request(inFlight: true, label: "A"), "yes", true),
            (.request(inFlight: false, label: nil), "no", true),
            (.request(inFlight: false, label: nil), "A", false),
            (.keywordWithValue("requested cursor", value: "c2"), "requested   cursor c2", true),
            (.keywordWithValue("requested cursor", value: "c2"), "requested cursor", false),
        ])
    func matching(observation: ObservedValue, cell: String, matches: Bool) throws {
        #expect(try observation.matches(Cell(cell)) == matches)
    }
}
