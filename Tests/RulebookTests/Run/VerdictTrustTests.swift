import RulebookTestSupport
import Testing

@testable import Rulebook

/// The verdicts a QA reader relies on (contract sections 1 to 3): keywords are keywords,
/// a product gap reads as a failure and not as a broken table, `close` still binds labels,
/// `loading? yes` matches any request, and a heading reports its whole section.
struct VerdictTrustTests {
    /// A debounce table of one input and one timer check whose result is `expected`.
    private func deliveredQuery(_ text: String, expected: String) throws -> TableResult {
        try runFirstTable(
            fenced(
                "rulebook debounce",
                "| event | text | at | result? |",
                "|---|---|---|---|",
                "| type | \(text) | 0 | |",
                "| tick | | 700 | \(expected) |"))
    }

    @Test(
        "An unquoted keyword in an expectation is the keyword, never a text spelled the same",
        arguments: ["rejected", "nothing", "NOTHING"])
    func bareKeywordDoesNotMatchText(keyword: String) throws {
        let result = try deliveredQuery("\"\(keyword)\"", expected: keyword)
        #expect(result.status == .failed)
        let quoted = "\"\(keyword)\""
        #expect(
            result.rows.last?.status
                == .failed([Mismatch(column: "result?", expected: keyword, actual: quoted)]))
    }

    @Test(
        "A keyword that the row's verb never shows is a bad value, not a mismatch",
        arguments: ["ignored", "none", "accepted"])
    func bareKeywordTheVerbNeverShows(keyword: String) throws {
        let result = try deliveredQuery("\"\(keyword)\"", expected: keyword)
        #expect(result.status == .error)
    }

    @Test("A quoted expectation matches the text that equals a keyword")
    func quotedKeywordMatchesText() throws {
        #expect(try deliveredQuery("\"nothing\"", expected: "\"nothing\"").status == .passed)
        #expect(try deliveredQuery("swift", expected: "nothing").status == .failed)
    }

    @Test("An unquoted none in a text input is no value: a blank input")
    func noneIsBlankInput() throws {
        let result = try runFirstTable(
            fenced(
                "rulebook debounce",
                "| event | text | at | result? | pending? | deadline? |",
                "|---|---|---|---|---|---|",
                "| type | swift | 0 | | swift | 300 |",
                "| type | none | 100 | | none | none |",
                "| tick | | 700 | nothing | | |"))
        #expect(result.status == .passed)
    }

    @Test(
        "Any other unquoted keyword in a text or id input is an error that suggests the quoted form",
        arguments: [
            ("| type | rejected | 0 | |", "\"rejected\""),
            ("| type | Nothing | 0 | |", "\"Nothing\""),
            ("| type | requested page 2 | 0 | |", "\"requested page 2\""),
        ])
    func keywordInputIsAnError(row: String, quoted: String) throws {
        let result = try runFirstTable(
            fenced(
                "rulebook debounce", "| event | text | at | result? |", "|---|---|---|---|",
                row, "| tick | | 700 | nothing |"))
        #expect(result.status == .error)
        guard case .error(let problem) = result.rows.first?.status else {
            Issue.record("the first row should be an error")
            return
        }
        #expect(problem.message.contains("write it quoted: \(quoted)"), "\(problem.message)")
        #expect(problem.suggestion == quoted)
    }

    @Test("An id input that equals a keyword is an error unless quoted")
    func keywordIdInput() throws {
        let bare = try runFirstTable(
            fenced(
                "rulebook pager",
                "| event | ticket | rows | more | ids? |",
                "|---|---|---|---|---|",
                "| load next | A | | | none |",
                "| respond | A | 1, yes | no | 1, \"yes\" |"))
        #expect(bare.status == .error)
        let quoted = try runFirstTable(
            fenced(
                "rulebook pager",
                "| event | ticket | rows | more | ids? |",
                "|---|---|---|---|---|",
                "| load next | A | | | none |",
                "| respond | A | 1, \"yes\" | no | 1, \"yes\" |",
                "| reset | | | | none |"))
        #expect(quoted.status == .passed)
    }

    @Test("Messages quote a text equal to a keyword, and a quoted cell only once")
    func messagesQuoteOnce() throws {
        let shown = try runFirstTable(
            fenced(
                "rulebook debounce",
                "| event | text | at | pending? |",
                "|---|---|---|---|",
                "| type | \"none\" | 0 | swift |"))
        #expect(
            shown.rows.first?.status
                == .failed([Mismatch(column: "pending?", expected: "swift", actual: "\"none\"")]))
        let number = try runFirstTable(
            fenced(
                "rulebook debounce", "| event | text | at | pending? |", "|---|---|---|---|",
                "| type | a | \"100\" | a |"))
        guard case .error(let problem) = number.rows.first?.status else {
            Issue.record("a quoted time should be an error")
            return
        }
        #expect(problem.message.hasSuffix("got \"100\""), "\(problem.message)")
        #expect(!problem.message.contains("\"\"100\"\""))
    }

    /// A table whose third row should start a request that today's pager ignores, so its
    /// label never binds, and the fourth row refers to that label.
    static let productGap = fenced(
        "rulebook pager",
        "| event     | ticket | rows | more | result?          | error? |",
        "|-----------|--------|------|------|------------------|--------|",
        "| load next | A      |      |      | requested page 1 |        |",
        "| fail      | A      |      |      | accepted         | failed |",
        "| load next | C      |      |      | requested page 1 | none   |",
        "| respond   | C      | 1    | no   | accepted         | none   |",
        "| load next |        |      |      | ignored          |        |")

    @Test("After a failed row, a row naming a never-bound label ends the table as failed")
    func failureCascade() throws {
        let result = try runFirstTable(Self.productGap)
        #expect(result.status == .failed)
        #expect(result.rows.map(\.row.number) == [1, 2, 3, 4, 5])
        guard case .failed = result.rows[2].status else {
            Issue.record("row 3 should fail")
            return
        }
        #expect(result.rows[3].status == .notRun)
        #expect(result.rows[3].notRunReason == "row 3 failed, so ticket C was never bound")
        #expect(result.rows[4].status == .notRun)
        #expect(result.rows[4].notRunReason == nil)
        #expect(
            result.problems(file: "t.md").last?.message
                == "row 4: not run: row 3 failed, so ticket C was never bound")
    }

    @Test("The cascade names the first failed row when no failed row named the label")
    func cascadeNamesFirstFailure() throws {
        let result = try runFirstTable(
            fenced(
                "rulebook pager",
                "| event | ticket | result? |",
                "|---|---|---|",
                "| load next | A | requested page 2 |",
                "| fail | B | accepted |"))
        #expect(result.status == .failed)
        #expect(result.rows.last?.notRunReason == "row 1 failed, so ticket B was never bound")
    }

    @Test(
        "Without an earlier failure an unbound label is an error, and a bad value stays one after a failure"
    )
    func errorsStayErrors() throws {
        let unbound = try runFirstTable(
            fenced(
                "rulebook pager", "| event | ticket | result? |", "|---|---|---|",
                "| fail | B | accepted |"))
        #expect(unbound.status == .error)
        let badValue = try runFirstTable(
            fenced(
                "rulebook pager",
                "| event | ticket | rows | more | result? |",
                "|---|---|---|---|---|",
                "| load next | A | | | requested page 2 |",
                "| respond | A | 1 | maybe | accepted |"))
        #expect(badValue.status == .error)
        let unknownVerb = try runFirstTable(
            fenced(
                "rulebook pager", "| event | ticket | result? |", "|---|---|---|",
                "| load next | A | requested page 2 |", "| refetch | A | accepted |"))
        #expect(unknownVerb.status == .error)
    }

    @Test("Inputs after close take a generation and bind their labels; wakes deliver nothing")
    func closeBindsLabels() throws {
        let result = try runFirstTable(
            fenced(
                "rulebook debounce",
                "| event | ticket | text  | at  | result? | pending? | deadline? |",
                "|-------|--------|-------|-----|---------|----------|-----------|",
                "| type  | A      | swift | 0   |         | swift    | 300       |",
                "| close |        |       |     |         | none     | none      |",
                "| type  | B      | swiftui | 100 |       | none     | none      |",
                "| type  | C      |       | 150 |         | none     | none      |",
                "| wake  | A      |       | 300 | nothing | none     | none      |",
                "| wake  | B      |       | 400 | nothing | none     | none      |",
                "| wake  | C      |       | 450 | nothing | none     | none      |",
                "| tick  |        |       | 900 | nothing | none     | none      |"))
        #expect(result.status == .passed, "\(result.problems(file: "t.md"))")
    }

    @Test("loading? yes matches any request in flight; a label matches only its own request")
    func loadingYesAndLabels() throws {
        let result = try runFirstTable(
            fenced(
                "rulebook pager",
                "| event     | ticket | rows | more | loading? |",
                "|-----------|--------|------|------|----------|",
                "| load next | A      |      |      | yes      |",
                "| respond   | A      | 1    | yes  | no       |",
                "| load next |        |      |      | yes      |",
                "| reset     |        |      |      | no       |",
                "| load next | B      |      |      | B        |",
                "| load next |        |      |      | A        |"))
        #expect(result.status == .failed)
        #expect(
            result.rows.map { $0.status == .passed } == [true, true, true, true, true, false])
    }

    @Test("A ragged row is an error that gives both counts and names the row")
    func raggedRow() throws {
        let result = try runFirstTable(
            fenced(
                "rulebook pager",
                "| event     | ticket | result?          |",
                "|-----------|--------|------------------|",
                "| load next | A      | requested page 1 |",
                "| load next |        | ignored          | extra |"))
        #expect(result.status == .error)
        #expect(result.problem?.message == "row 2 has 4 cells but the header has 3")
    }

    @Test("A heading's status is the worst status of the tables in its whole section")
    func sectionStatus() throws {
        let spec = Spec(
            path: "s.md",
            text: """
                # Spec

                ## Parent

                ### Child one

                \(fenced("rulebook pager", "| event | result? |", "|---|---|", "| load next | requested page 1 |"))
                ### Child two

                \(fenced("rulebook pager", "| event | result? |", "|---|---|", "| load next | requested page 2 |"))
                ## Sibling

                \(fenced("rulebook pager", "| event | result? |", "|---|---|", "| load next | requested page 1 |"))
                """)
        let result = SpecRunner(registry: .pureModels).run([spec]).specs[0]
        let statuses = Dictionary(
            uniqueKeysWithValues: result.rules.map { ($0.rule.anchor, $0.status) })
        #expect(statuses["child-one"] == .passed)
        #expect(statuses["child-two"] == .failed)
        #expect(statuses["parent"] == .failed)
        #expect(statuses["sibling"] == .passed)
        #expect(statuses["spec"] == .failed)
    }
}
