import Rulebook

/// Every word the report's newer parts show (the compliance overview, trends, the run
/// chart, the history's marks), in one place so that a translation replaces them together.
/// Plurals are functions of their count.
enum ReportWords {
    // MARK: Compliance overview

    /// The overview's heading.
    static let requiredCases = "Required cases"
    /// What a required case is, under the overview's heading.
    static let requiredCasesIntro =
        "Each checklist item of the specs is a required case: it passes when the rule it links to passes."
    /// The separator of a heading path: `Pagination › Required cases`.
    static let headingPathSeparator = " › "
    /// A group's verdict: `12 of 12 required cases pass`, then what does not.
    static func verdict(passing: Int, of total: Int) -> String {
        "\(passing) of \(total) required \(total == 1 ? "case" : "cases") \(total == 1 ? "passes" : "pass")"
    }
    static func failing(_ count: Int) -> String { "\(count) failing" }
    static func missing(_ count: Int) -> String { "\(count) missing" }
    static func pending(_ count: Int) -> String { "\(count) pending" }
    static func skipped(_ count: Int) -> String { "\(count) skipped" }

    // MARK: Trends

    /// The heading of the trends (`--history`).
    static let trends = "Since the last run"
    /// A new failure in the History table's change column.
    static let newFailureWord = "new failure"
    static let fixed = "fixed"
    static let flaky = "flaky"
    static let removed = "removed"
    /// The mark of a new failure, next to a rule.
    static let newMark = "new"
    /// A count of rules that changed, for a trends line: `1 new failure`.
    static func newFailureCount(_ count: Int) -> String {
        "\(count) new \(count == 1 ? "failure" : "failures")"
    }
    static func fixedCount(_ count: Int) -> String { "\(count) fixed" }
    static func flakyCount(_ count: Int) -> String { "\(count) flaky" }
    static func removedCount(_ count: Int) -> String {
        "\(count) \(count == 1 ? "rule" : "rules") removed"
    }
    static func removedCaseCount(_ count: Int) -> String {
        "\(count) required \(count == 1 ? "case" : "cases") removed"
    }
    /// When nothing changed since the last run.
    static let noChange = "No rule changed status since the last run."

    // MARK: Run chart

    static let runChart = "Test cases per run"
    static let runChartDescription =
        "Passed, failed and pending test cases in each of the last runs, oldest first."
    static let run = "run"
    static let passed = "passed"
    static let failed = "failed"
    static let pendingWord = "pending"
    /// The table under the chart, its text alternative.
    static let runChartTable = "The runs as a table"
    /// A run's name in the chart: `run 3`, the last one `this run`.
    static func runName(_ number: Int, isLast: Bool) -> String {
        isLast ? "this run" : "run \(number)"
    }

    // MARK: History

    /// A strip's label: `1 run, oldest first: passed`.
    static func runs(_ count: Int) -> String { "\(count) \(count == 1 ? "run" : "runs")" }
    /// The history's introduction.
    static func historyIntro(maximum: Int) -> String {
        "Each rule's last runs, oldest first (newest first on a narrow screen; at most \(maximum)); rules that changed come first."
    }

    // MARK: Narrow screens

    /// At the top of a page with too many tables for timelines.
    static func noTimelines(tables: Int, most: Int) -> String {
        "This page has \(tables) tables: to open fast, it draws no timelines (a page of at most \(most) tables does)."
    }
}
