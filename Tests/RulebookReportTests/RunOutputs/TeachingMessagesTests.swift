import RulebookTestSupport
import Testing

@testable import Rulebook
@testable import RulebookReport

/// The everyday mistakes of a new QA author, each with the message that teaches the fix.
struct TeachingMessagesTests {
    func problem(_ markdown: String) throws -> String? {
        try runFirstTable(markdown).problem?.message
    }

    func rowError(_ markdown: String) throws -> String? {
        for row in try runFirstTable(markdown).rows {
            if case .error(let problem) = row.status { return problem.message }
        }
        return nil
    }

    @Test("Unknown models, verbs, columns and options suggest the closest known word")
    func didYouMean() throws {
        #expect(
            try problem(
                fenced("rulebook pagr", "| event | result? |", "|---|---|", "| reset | accepted |"))
                == "unknown model \"pagr\": did you mean pager? (known: debounce, optimistic, pager)"
        )
        #expect(
            try rowError(
                fenced(
                    "rulebook pager", "| event | result? |", "|---|---|", "| lod next | ignored |"))
                == "unknown event \"lod next\" for pager: did you mean load next? (known: load next, respond, fail, retry, reset)"
        )
        #expect(
            try problem(
                fenced(
                    "rulebook pager", "| event | tiket | result? |", "|---|---|---|",
                    "| reset | | accepted |"))
                == "unknown input column \"tiket\" for pager: did you mean ticket? (known: more, next cursor, rows, ticket)"
        )
        #expect(
            try problem(
                fenced("rulebook pager", "| event | idz? |", "|---|---|", "| reset | none |"))?
                .hasPrefix(
                    "unknown expectation column \"idz?\" for pager: did you mean ids? (known: ")
                == true)
        #expect(
            try problem(
                fenced(
                    "rulebook debounce dealy=200", "| event | result? |", "|---|---|",
                    "| close | closed |"))
                == "unknown option \"dealy\" for debounce: did you mean delay? (known: delay)")
        // No far-fetched guesses.
        #expect(
            try problem(
                fenced("rulebook zebra", "| event | result? |", "|---|---|", "| reset | accepted |")
            )
                == "unknown model \"zebra\" (known: debounce, optimistic, pager)"
        )
    }

    @Test("An expectation written without its ? is pointed to the expectation, and the reverse")
    func expectationWithoutQuestionMark() throws {
        #expect(
            try problem(
                fenced("rulebook pager", "| event | ids |", "|---|---|", "| load next | 1 |"))
                == "unknown input column \"ids\" for pager: did you mean the expectation column ids? (a header ending in ? is checked) (known: more, next cursor, rows, ticket)"
        )
        #expect(
            try problem(
                fenced("rulebook pager", "| event | rows? |", "|---|---|", "| load next | 1 |"))?
                .hasPrefix(
                    "unknown expectation column \"rows?\" for pager: rows is an input column, written without ?"
                ) == true)
    }

    @Test("A header-only table and a table of blank expectations each get their own message")
    func emptyTables() throws {
        let headerOnly = try runFirstTable(
            fenced("rulebook pager", "| event | ticket | result? |", "|---|---|---|"))
        #expect(
            headerOnly.problem
                == Diagnostic(
                    .spec, at: FileLocation(file: "t.md", line: 3),
                    "the table has a header but no rows: add one row per event below the delimiter row"
                ))
        #expect(
            try problem(
                fenced(
                    "rulebook pager", "| event | result? | ids? |", "|---|---|---|", "| reset | | |"
                ))
                == "the table checks nothing: every cell of result?, ids? is blank; fill in what each row should show"
        )
        #expect(
            try problem(fenced("rulebook pager", "| event |", "|---|", "| reset |"))?
                .hasPrefix("the table checks nothing: add an expectation column") == true)
    }

    @Test("A fence that is never closed is named at the line where it opened")
    func unclosedFence() throws {
        let markdown =
            "\n```rulebook pager\n| event | result? |\n|---|---|\n| reset | accepted |\n\nMore prose.\n"
        let result = try runFirstTable(markdown)
        #expect(
            result.problem
                == Diagnostic(
                    .spec, at: FileLocation(file: "t.md", line: 3),
                    "the fence opened at line 3 is never closed: end the table with a line of ``` (as long as the opening fence)"
                ))
        let closed = Spec(
            path: "t.md",
            text: "# Rule\n"
                + fenced(
                    "rulebook pager", "| event | result? |", "|---|---|", "| reset | accepted |"))
        #expect(try #require(closed.tables.first).problem == nil)
        let inList =
            "- item\n\n  ```rulebook pager\n  | event | result? |\n  |---|---|\n  | reset | accepted |\n\nafter\n"
        #expect(
            Spec(path: "t.md", text: inList).tables.first?.problem?.message.hasPrefix(
                "the fence opened at line 3 is never closed") == true)
    }

    @Test("Options: spaces around = are accepted; an option given twice is an error")
    func options() throws {
        let spaced = try runFirstTable(
            fenced(
                "rulebook debounce delay = 200", "| event | text | at | deadline? |",
                "|---|---|---|---|", "| type | a | 0 | 200 |"))
        #expect(spaced.status == .passed)
        #expect(spaced.table.options == [ModelOption(name: "delay", value: "200")])
        #expect(
            try problem(
                fenced(
                    "rulebook debounce delay=200 delay=100", "| event | text | at | deadline? |",
                    "|---|---|---|---|", "| type | a | 0 | 200 |"))
                == "option delay is given twice; give it once")
        #expect(
            try problem(
                fenced(
                    "rulebook debounce delay=", "| event | result? |", "|---|---|",
                    "| close | closed |"))
                == "option \"delay=\" must be a name or name=value")
    }

    @Test("A ticket label that is also a keyword is an error where it is bound")
    func keywordLabel() throws {
        let result = try runFirstTable(
            fenced(
                "rulebook pager", "| event | ticket | loading? |", "|---|---|---|",
                "| load next | no | no |", "| load next | | |"))
        #expect(
            result.rows.map(\.status) == [
                .error(
                    Diagnostic(
                        .row, at: FileLocation(file: "t.md", line: 5),
                        "column ticket: ticket label \"no\" is also the keyword no, so an expectation could not tell them apart: choose another label, e.g. \"no-1\"",
                        suggestion: "no-1"
                    )),
                .notRun,
            ])
        // An unquoted none, in any case, in a ticket cell is no value: an unlabelled load.
        let unbound = try runFirstTable(
            fenced(
                "rulebook pager", "| event | ticket | result? |", "|---|---|---|",
                "| load next | A | requested page 1 |", "| load next | None | ignored |"))
        #expect(unbound.status == .passed)
    }

    @Test("A number below the smallest is too small, one above the largest too large")
    func numberRange() throws {
        #expect(
            throws: CellError(
                "the number -9223372036854775809 is too small (the smallest is -9223372036854775808)"
            )
        ) {
            try Cell("-9223372036854775809").signedNumber()
        }
        #expect(
            throws: CellError(
                "the number 9223372036854775808 is too large (the largest is 9223372036854775807)")
        ) {
            try Cell("9223372036854775808").signedNumber()
        }
        #expect(try Cell("-9223372036854775808").signedNumber() == Int.min)
    }

    @Test("Near-miss fences and unfenced event tables are warnings at their line, and run nothing")
    func nearMisses() {
        let text = """
            # Rule

            ```rulebookpager
            | event | result? |
            |---|---|
            | reset | accepted |
            ```

            ```{rulebook pager}
            x
            ```

            ```rulebok pager cursor
            x
            ```

            ```text
            | event | result? |
            |---|---|
            ```

            | event | ids? |
            |---|---|
            | reset | none |

            ```swift
            let rulebook = 1
            ```

            | verb | inputs? |
            |---|---|
            """
        let spec = Spec(path: "t.md", text: text)
        #expect(spec.tables.isEmpty)
        #expect(
            spec.warnings.map(\.description) == [
                "t.md:3: the fence \"rulebookpager\" looks like a mistyped event table, so it is not run: write ```rulebook pager",
                "t.md:9: the fence \"{rulebook pager}\" looks like a mistyped event table, so it is not run: write ```rulebook pager",
                "t.md:13: the fence \"rulebok pager cursor\" looks like a mistyped event table, so it is not run: write ```rulebook pager cursor",
                "t.md:17: this fence holds an event table but says \"text\", so it is not run: write ```rulebook MODEL (e.g. ```rulebook pager) to run it",
                "t.md:22: this table has an event column and expectation columns but no ```rulebook fence around it, so it is not run",
            ])
        let lines = ConsoleReport(result: SpecRunner(registry: .pureModels).run([spec])).lines
        #expect(
            lines.first
                == "t.md:3: warning: the fence \"rulebookpager\" looks like a mistyped event table, so it is not run: write ```rulebook pager"
        )
    }

    @Test("A fence of another language is judged by its first line with more than spaces")
    func nearMissAfterBlankLines() {
        let table = "| event | result? |\n|---|---|\n"
        let warned = Spec(path: "t.md", text: "```text\n\n   \n\t\n" + table + "```\n")
        #expect(
            warned.warnings.map(\.description) == [
                "t.md:1: this fence holds an event table but says \"text\", so it is not run: write ```rulebook MODEL (e.g. ```rulebook pager) to run it"
            ])
        let prose = Spec(path: "t.md", text: "```text\n\nnot a table\n" + table + "```\n")
        #expect(prose.warnings.isEmpty)
    }

    @Test("Counts are singular for one and plural otherwise")
    func plurals() {
        let one = Spec(
            path: "a.md",
            text: fenced(
                "rulebook pager", "| event | result? |", "|---|---|", "| reset | accepted |"))
        #expect(
            SpecListing(specs: [one]).lines.suffix(2) == [
                "  line 1: table pager, 1 row", "1 spec, 1 table, 0 checklist items",
            ])
        let broken = (1...5).map { _ in
            fenced("rulebook pagr", "| event | result? |", "|---|---|", "| reset | accepted |")
        }
        let errors = Spec(
            path: "b.md", text: broken.joined(separator: "\n") + "\n- [ ] [x](#nowhere)\n")
        let lines = ConsoleReport(result: SpecRunner(registry: .pureModels).run([errors])).lines
        // Errors count as failed, as in the closing line; the counts still agree in number.
        #expect(lines.contains("b.md: 6 failed (5 tables, 1 checklist item)"))
        #expect(lines.contains { $0.hasSuffix("checklist: 1 item, 1 failing") })
    }
}
