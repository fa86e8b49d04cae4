/// The totals of a run's reports: test cases (tables and checklist items, the units that the
/// console's closing line, the HTML index, the summary and JUnit all count), rules (headings
/// with tables of their own, each by the status of those tables, the contract's section 1),
/// tables and rows by status, and checklist items by outcome.
package struct ReportCounts: Equatable, Sendable {
    package struct ByStatus: Equatable, Sendable {
        package var passed = 0
        package var failed = 0
        package var error = 0
        /// Skipped tables and rules, or rows that did not run.
        package var notRun = 0
        /// Tables, rules and checklist items of rules marked `Pending:` that the product does
        /// not do yet; for rows, the failed or errored rows of those tables, counted apart
        /// from real failures (they fail no run).
        package var pending = 0

        package init(
            passed: Int = 0, failed: Int = 0, error: Int = 0, notRun: Int = 0, pending: Int = 0
        ) {
            self.passed = passed
            self.failed = failed
            self.error = error
            self.notRun = notRun
            self.pending = pending
        }

        package var total: Int { passed + failed + error + notRun + pending }
        /// Failed and errored together: what a closing line calls failed.
        package var failedOrError: Int { failed + error }

        mutating func add(_ status: RunStatus) {
            switch status {
            case .passed: passed += 1
            case .pending: pending += 1
            case .failed: failed += 1
            case .error: error += 1
            case .skipped: notRun += 1
            }
        }
    }

    package struct Checklist: Equatable, Sendable {
        package var passed = 0
        package var failing = 0
        package var missing = 0
        package var notRun = 0
        /// Items linked to a pending rule.
        package var pending = 0

        package var total: Int { passed + failing + missing + notRun + pending }
    }

    /// Tables and checklist items; a missing item counts as failed. A run that checked
    /// nothing has one errored test case more (`nothingChecked`).
    package var testCases = ByStatus()
    package var rules = ByStatus()
    package var tables = ByStatus()
    package var rows = ByStatus()
    package var checklist = Checklist()
    /// Why the run checked nothing (`no event table found`, `no table matched the filter`),
    /// counted as one errored test case; `nil` when something was checked, and always for
    /// the counts of some specs (`init(_:)`).
    package private(set) var nothingChecked: String?

    /// The counts of a whole run: its specs', and one errored test case when it checked
    /// nothing, as the contract's section 6 asks (`0 passed, 1 failed`).
    package init(_ result: RunResult) {
        self.init(result.specs)
        guard !result.checkedSomething else { return }
        nothingChecked =
            tables.total == 0 ? "no event table found" : "no table matched the filter"
        testCases.error += 1
    }

    /// The counts of some specs, without the run's verdict on them.
    package init(_ specs: [SpecResult]) {
        // Read in place, by index: copying each table out of its array to read its status
        // would cost more than the counting (each table's rows are counted when it is made).
        for spec in specs.indices {
            add(specs[spec])
        }
    }

    private mutating func add(_ spec: SpecResult) {
        for rule in spec.rules.indices {
            if let status = spec.rules[rule].ownStatus { rules.add(status) }
        }
        for table in spec.tables.indices {
            let status = spec.tables[table].status
            tables.add(status)
            testCases.add(status)
            let counts = spec.tables[table].rowCounts
            rows.passed += counts.passed
            rows.notRun += counts.notRun
            // A pending table's failed and errored rows are what the product does not do yet.
            if status == .pending {
                rows.pending += counts.failed + counts.error
            } else {
                rows.failed += counts.failed
                rows.error += counts.error
            }
        }
        for item in spec.checklist.indices {
            testCases.add(spec.checklist[item].status)
            switch spec.checklist[item].outcome {
            case .missing: checklist.missing += 1
            case .rule(.skipped): checklist.notRun += 1
            case .rule(.pending): checklist.pending += 1
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
