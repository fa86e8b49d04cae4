import RulebookTestSupport
import Testing

@testable import Rulebook

/// Every cell has one reading (contract, section 2): each column's type, declared with the
/// model, reads input and expectation cells alike; `none` and blank inputs are no value; a
/// value its column can never hold is an error with the accepted forms, never a failure.
struct CellReadingTests {
    /// The first row's error message, or `nil` when the table did not stop on an error.
    private func errorMessage(_ table: TableResult) -> String? {
        for row in table.rows {
            if case .error(let problem) = row.status { return problem.message }
        }
        return nil
    }

    @Test(
        "An unquoted none, in any case, or a blank cell is no value in every input column",
        arguments: [
            fenced(
                "rulebook pager", "| event | ticket | result? | loading? |", "|---|---|---|---|",
                "| load next | none | requested page 1 | yes |",
                "| load next | None | ignored | yes |"),
            fenced(
                "rulebook optimistic", "| event | ticket | value | visible? |", "|---|---|---|---|",
                "| tap | A | on | on |", "| switch account | | none | off |",
                "| tap | B | on | on |", "| switch account | | NONE | off |"),
            fenced(
                "rulebook debounce", "| event | ticket | text | at | result? |",
                "|---|---|---|---|---|", "| type | A | swift | 0 | |",
                "| cancelled | A | | none | nothing |", "| cancelled | A | | | nothing |"),
            fenced(
                "rulebook debounce", "| event | text | at | pending? |", "|---|---|---|---|",
                "| type | swift | 0 | swift |", "| type | None | 10 | none |",
                "| type | swift | 20 | swift |", "| type | NONE | 30 | none |"),
            fenced(
                "rulebook optimistic", "| event | record | ticket | value | result? |",
                "|---|---|---|---|---|", "| tap | none | A | on | saving |",
                "| tap | 1 | | on | ignored |"),
        ])
    func noValueInputs(table: String) throws {
        let result = try runFirstTable(table)
        #expect(result.status == .passed, "\(result.problems(file: "t.md").map(\.message))")
    }

    @Test("A required input with no value is an error naming the column")
    func requiredNoValue() throws {
        let result = try runFirstTable(
            fenced(
                "rulebook pager", "| event | ticket | more | result? |", "|---|---|---|---|",
                "| load next | A | | requested page 1 |", "| respond | A | none | accepted |"))
        #expect(result.status == .error)
        #expect(errorMessage(result) == "respond needs a value in column more")
    }

    @Test(
        "A tap without its value is an error naming the column")
    func tapNeedsItsValue() throws {
        let result = try runFirstTable(
            fenced(
                "rulebook optimistic", "| event | ticket | value | result? |", "|---|---|---|---|",
                "| tap | A | | saving |"))
        #expect(result.status == .error)
        #expect(errorMessage(result) == "tap needs a value in column value")
    }

    @Test(
        "A value its column can never hold is an error with the accepted forms",
        arguments: [
            (
                "| load next | A | reverted | |",
                "result? (load next): expected requested page N, requested start, requested cursor C, ignored or rejected, got \"reverted\": did you mean rejected?"
            ),
            (
                "| load next | A | | none |",
                "loading?: expected no, yes or a ticket label, got \"none\""
            ),
            (
                "| load next | A | requested page one | |",
                "result? (load next): expected requested page N, requested start, requested cursor C, ignored or rejected, got \"requested page one\": requested page takes a whole number"
            ),
            (
                "| load next | A | accepted | |",
                "result? (load next): expected requested page N, requested start, requested cursor C, ignored or rejected, got \"accepted\""
            ),
        ])
    func badExpectation(row: String, message: String) throws {
        let result = try runFirstTable(
            fenced(
                "rulebook pager", "| event | ticket | result? | loading? |", "|---|---|---|---|",
                row))
        #expect(result.status == .error)
        #expect(errorMessage(result) == message)
    }

    @Test("more? on, 300ms and a quoted value where no text is held are bad values")
    func badFlagTimeAndQuotes() throws {
        let more = try runFirstTable(
            fenced("rulebook pager", "| event | more? |", "|---|---|", "| load next | on |"))
        #expect(errorMessage(more) == "more?: expected yes or no, got \"on\"")
        let time = try runFirstTable(
            fenced(
                "rulebook debounce", "| event | text | at | deadline? |", "|---|---|---|---|",
                "| type | s | 0 | 300ms |"))
        #expect(time.status == .error)
        let autoload = try runFirstTable(
            fenced(
                "rulebook pager cursor", "| event | autoload? |", "|---|---|",
                "| load next | \"on\" |"))
        #expect(
            errorMessage(autoload)
                == "autoload?: bad value: a quoted value is a text, and this column holds none (write on unquoted): expected on or stopped, got \"on\""
        )
        let quotedTime = try runFirstTable(
            fenced(
                "rulebook debounce", "| event | text | at | deadline? |", "|---|---|---|---|",
                "| type | s | \"5\" | 305 |"))
        #expect(quotedTime.status == .error)
        let quotedFlag = try runFirstTable(
            fenced(
                "rulebook pager", "| event | ticket | rows | more | ids? |",
                "|---|---|---|---|---|",
                "| load next | A | | | |", "| respond | A | 1 | \"yes\" | 1 |"))
        #expect(quotedFlag.status == .error)
    }

    @Test("An outcome the row's verb never gives is a bad value, one it may give a mismatch")
    func outcomesByVerb() throws {
        let tap = try runFirstTable(
            fenced(
                "rulebook optimistic", "| event | ticket | value | result? |", "|---|---|---|---|",
                "| tap | A | on | accepted |"))
        #expect(
            errorMessage(tap)
                == "result? (tap): expected saving, ignored or rejected, got \"accepted\"")
        let ignored = try runFirstTable(
            fenced(
                "rulebook optimistic", "| event | ticket | value | result? |", "|---|---|---|---|",
                "| tap | A | on | ignored |"))
        #expect(ignored.status == .failed)
    }

    @Test("An unquoted keyword in a list expectation is never an id spelled the same")
    func keywordInListExpectation() throws {
        let bare = try runFirstTable(
            fenced(
                "rulebook pager", "| event | ticket | rows | more | ids? |",
                "|---|---|---|---|---|",
                "| load next | A | | | |", "| respond | A | \"yes\", 2 | no | yes, 2 |"))
        #expect(bare.status == .error)
        #expect(bare.rows.last?.status.isError == true)
        let quoted = try runFirstTable(
            fenced(
                "rulebook pager", "| event | ticket | rows | more | ids? |",
                "|---|---|---|---|---|",
                "| load next | A | | | |", "| respond | A | \"yes\", 2 | no | \"yes\", 2 |"))
        #expect(quoted.status == .passed)
    }

    @Test("A label is never a keyword, quoted or not")
    func keywordLabels() throws {
        for label in ["\"none\"", "yes", "\"Nothing\""] {
            let result = try runFirstTable(
                fenced(
                    "rulebook pager", "| event | ticket | result? |", "|---|---|---|",
                    "| load next | \(label) | requested page 1 |"))
            #expect(errorMessage(result)?.contains("choose another label") == true, "\(label)")
        }
    }

    @Test(
        "List items may be quoted; empty items and unterminated quotes are bad values",
        arguments: [
            ("\"a, b\", c", "\"a, b\", c", RunStatus.passed),
            ("\"d\", \"e\"", "d, e", .passed),
            ("1, , 2", "1, 2", .error),
            ("1, 2,", "1, 2", .error),
            ("\"a, b", "a", .error),
            ("*a*, `b`", "*a*, `b`", .passed),
        ])
    func lists(rows: String, ids: String, status: RunStatus) throws {
        let result = try runFirstTable(
            fenced(
                "rulebook pager", "| event | ticket | rows | more | ids? |",
                "|---|---|---|---|---|",
                "| load next | A | | | |", "| respond | A | \(rows) | yes | \(ids) |"))
        #expect(result.status == status)
    }

    @Test("An unterminated quote or an unknown escape in a text is a bad value")
    func badTexts() throws {
        for text in ["\"swift", "\"sw\\qt\""] {
            let result = try runFirstTable(
                fenced(
                    "rulebook debounce", "| event | text | at | pending? |", "|---|---|---|---|",
                    "| type | \(text) | 0 | swift |"))
            #expect(result.status == .error, "\(text)")
        }
    }

    @Test("\"\" is the empty text and never matches none")
    func emptyTextIsNotNone() throws {
        let result = try runFirstTable(
            fenced(
                "rulebook pager cursor",
                "| event | ticket | rows | more | next cursor | next cursor? |",
                "|---|---|---|---|---|---|", "| load next | A | | | | |",
                "| respond | A | 1 | yes | \"\" | none |"))
        #expect(result.status == .failed)
    }

    @Test("Numbers compare by value, ids exactly")
    func numbersByValue() throws {
        let numbers = try runFirstTable(
            fenced(
                "rulebook pager", "| event | ticket | result? | next page? |", "|---|---|---|---|",
                "| load next | A | requested page 01 | 01 |"))
        #expect(numbers.status == .passed)
        let minusZero = try runFirstTable(
            fenced(
                "rulebook debounce", "| event | text | at | deadline? |", "|---|---|---|---|",
                "| type | s | -0 | 0300 |"))
        #expect(minusZero.status == .passed)
        let ids = try runFirstTable(
            fenced(
                "rulebook pager", "| event | ticket | rows | more | ids? |",
                "|---|---|---|---|---|",
                "| load next | A | | | |", "| respond | A | 1 | yes | 01 |"))
        #expect(ids.status == .failed)
        let overflow = try runFirstTable(
            fenced(
                "rulebook debounce", "| event | text | at | deadline? |", "|---|---|---|---|",
                "| type | s | 99999999999999999999 | 300 |"))
        #expect(overflow.status == .error)
    }

    @Test("Unicode white space is trimmed; texts compare by canonical equivalence only")
    func unicodeCells() throws {
        let spaces = try runFirstTable(
            fenced(
                "rulebook pager", "| event | ticket | rows | more | ids? | loading? |",
                "|---|---|---|---|---|---|", "| load next | \u{A0}A\u{A0} | | | | A |",
                "| respond | A | \u{3000}1, 2\u{3000} | yes | 1, 2 | no |"))
        #expect(spaces.status == .passed)
        let equivalent = try runFirstTable(
            fenced(
                "rulebook pager", "| event | ticket | rows | more | ids? |",
                "|---|---|---|---|---|",
                "| load next | A | | | |", "| respond | A | caf\u{E9} | yes | cafe\u{301} |"))
        #expect(equivalent.status == .passed)
        let fullWidth = try runFirstTable(
            fenced(
                "rulebook pager", "| event | ticket | rows | more | ids? |",
                "|---|---|---|---|---|",
                "| load next | A | | | |", "| respond | A | abc | yes | \u{FF41}bc |"))
        #expect(fullWidth.status == .failed)
    }

    @Test("After two failed rows, the not-run reason names the later one")
    func cascadeNamesLatestFailure() throws {
        let result = try runFirstTable(
            fenced(
                "rulebook pager", "| event | ticket | rows | more | result? |",
                "|---|---|---|---|---|",
                "| load next | A | | | requested page 2 |",
                "| respond | A | 1 | yes | ignored |",
                "| fail | B | | | accepted |"))
        #expect(result.status == .failed)
        #expect(result.rows.last?.notRunReason == "row 2 failed, so ticket B was never bound")
    }

    @Test(
        "A phrase holding a value is read in any case and spacing, and its value by its form",
        arguments: [
            ("requested page 2", nil), ("Requested   PAGE 02", nil), ("requested\tpage 7", nil),
            ("requested cursor c-9", nil), ("REQUESTED CURSOR c  9", nil), ("ignored", nil),
            ("requested page x", "requested page takes a whole number"),
            ("requested page 2 3", "requested page takes a whole number"),
            ("requested page ２", "requested page takes a whole number"),
            ("requested page", "did you mean requested page 1?"),
            ("requestedpage 2", "expected requested page N, requested cursor C or ignored"),
            ("requested pages 2", "expected requested page N, requested cursor C or ignored"),
            ("ｒequested page 2", "expected requested page N, requested cursor C or ignored"),
        ] as [(String, String?)])
    func phrases(source: String, problem: String?) {
        let type = ColumnType(
            .phrase("requested page", .number), .phrase("Requested  Cursor", .id),
            .word("ignored"))
        var message: String?
        do {
            try type.check(Cell(source), keywords: ModelKeywords([type]))
        } catch {
            message = error.message
        }
        if let problem {
            #expect(message?.contains(problem) == true, "\(message ?? "no error")")
        } else {
            #expect(message == nil)
        }
    }

    @Test("The declared forms are what rulebook models lists, outcomes included")
    func modelsListsForms() throws {
        let lines = ModelVocabulary.lines(PagerSpecModel.descriptor)
        #expect(
            lines.contains {
                $0.contains("load next")
                    && $0.contains(
                        "requested page N, requested start, requested cursor C, ignored or rejected"
                    )
            })
        #expect(lines.contains { $0.contains("more") && $0.contains("yes or no") })
        #expect(
            PagerSpecModel.descriptor.columnType(header: "result?", verb: "respond")?.description
                == "accepted, ignored or rejected")
        #expect(PagerSpecModel.descriptor.columnType(header: "ticket")?.forms == [.label])
        #expect(
            PagerSpecModel.descriptor.columnType(header: "error?")?.description
                == "none, failed or cursor stall")
    }
}

extension RowStatus {
    fileprivate var isError: Bool {
        if case .error = self { true } else { false }
    }
}
