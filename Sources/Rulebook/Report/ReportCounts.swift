/// The totals of a run's reports: test cases (tables and checklist items, the units that the
/// console's closing line, the HTML index and JUnit all count), rules (the nearest headings
/// of tables), tables and rows by status, and checklist items by outcome.
struct ReportCounts: Equatable, Sendable {
    struct ByStatus: Equatable, Sendable {
        var passed = 0
        var failed = 0
        var error = 0
        /// Skipped tables and rules, or rows that did not run.
        var notRun = 0

        var total: Int { passed + failed + error + notRun }
        /// Failed and errored together: what a closing line calls failed.
        var failedOrError: Int { failed + error }

        mutating func add(_ status: Status) {
            switch status {
            case .passed: passed += 1
            case .failed: failed += 1
            case .error: error += 1
            case .skipped: notRun += 1
            }
        }
    }

    struct Checklist: Equatable, Sendable {
        var passed = 0
        var failing = 0
        var missing = 0
        var notRun = 0

        var total: Int { passed + failing + missing + notRun }
    }

    /// Tables and checklist items; a missing item counts as failed.
    var testCases = ByStatus()
    var rules = ByStatus()
    var tables = ByStatus()
    var rows = ByStatus()
    var checklist = Checklist()

    init(_ specs: [SpecResult]) {
        for spec in specs {
            for rule in spec.testedRules {
                if let status = rule.status { rules.add(status) }
            }
            for table in spec.tables {
                tables.add(table.status)
                testCases.add(table.status)
                for row in table.rows {
                    switch row.status {
                    case .passed: rows.passed += 1
                    case .failed: rows.failed += 1
                    case .error: rows.error += 1
                    case .notRun: rows.notRun += 1
                    }
                }
            }
            for item in spec.checklist {
                testCases.add(item.status)
                switch item.outcome {
                case .missing: checklist.missing += 1
                case .rule(.skipped): checklist.notRun += 1
                case .rule(let status):
                    if status >= .failed {
                        checklist.failing += 1
                    } else {
                        checklist.passed += 1
                    }
                }
            }
        }
    }
}
