import Foundation

@testable import Rulebook

/// Small specs with passing, failing and erroring tables and a checklist, run for real.
enum ReportFixtures {
    static let fence = "```"

    static let pagination = """
        # Pagination

        Intro with **bold** text and a [link](required.md).

        ## Passing rule

        \(fence)rulebook pager
        | event     | ticket | result?          |
        |-----------|--------|------------------|
        | load next | A      | requested page 1 |
        \(fence)

        ## Failing rule

        \(fence)rulebook pager
        | event     | ticket | result?          | ids? |
        |-----------|--------|------------------|------|
        | load next | A      | requested page 2 | none |
        | load next |        | ignored          | 1    |
        \(fence)

        ## Erroring rule

        \(fence)rulebook pager
        | event     | ticket | result?          |
        |-----------|--------|------------------|
        | load next | A      | requested page 1 |
        | jump      |        | ignored          |
        | load next |        | ignored          |
        \(fence)

        ### Unknown model

        \(fence)rulebook nosuchmodel
        | event | result? |
        |-------|---------|
        | go    | done    |
        \(fence)

        ## Prose only

        \(fence)swift
        let x = 1 < 2
        \(fence)

        """

    static let required = """
        # Required cases

        - [ ] [Passing rule](pagination.md#passing-rule)
        - [x] [Failing rule](pagination.md#failing-rule)
        - [ ] [Gone rule](pagination.md#gone-rule)

        """

    static let hostile = """
        # Hostile <script>alert(1)</script> & "quotes"

        Prose with <script>alert('x')</script>, ]]> and \u{1B}[31mred\u{1B}[0m & 'apostrophes' "quotes".

        <div onclick="alert(1)">raw block</div>

        [bad](javascript:alert(1))

        ## Cells <b>bold</b> & ]]>

        \(fence)rulebook debounce delay=300
        | event | text                      | at | result?                  | pending?      |
        |-------|---------------------------|----|--------------------------|---------------|
        | type  | <script>x</script>        | 0  |                          | ]]> & "q"     |
        | type  | a\u{1B}[31mred & 'b'       | 10 |                          | \u{1B}[31mz   |
        | tick  |                           | 20 | <img src=x onerror=y>    |               |
        \(fence)

        - [ ] [Missing <script>](#nothing-here)

        ![tracker](https://example.com/t.png)

        """

    /// Runs specs given as (path, text), in order.
    static func run(_ specs: [(path: String, text: String)], filter: String? = nil) -> RunResult {
        SpecRunner(registry: .pureModels, filter: filter).run(
            specs.map { Spec(path: $0.path, text: $0.text) })
    }

    static func standardRun() -> RunResult {
        run([("spec/pagination.md", pagination), ("spec/required.md", required)])
    }
}
