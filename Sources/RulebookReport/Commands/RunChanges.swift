import Rulebook

/// What changed between two runs, rule by rule, for `rulebook check --watch`: the rules
/// that fail now but did not before, those that pass now but failed before, and those that
/// failed before and are gone now (their file or heading was removed).
package struct RunChanges: Sendable {
    /// One rule whose outcome changed.
    package struct Change: Sendable, Equatable {
        package let location: RuleLocation
        /// `FILE:LINE: rule` of the rule's first table.
        package let place: String
        /// The console lines of its failed and errored rows (empty for a newly passing rule).
        package let problems: [String]
    }

    package let newlyFailing: [Change]
    package let newlyPassing: [Change]
    /// Rules that failed in the previous run and are not in this one.
    package let goneFailing: [Change]
    /// The current run's closing line, `N passed, N failed`.
    package let closing: String

    /// The changes from `previous` (`nil` before the first run, when every failing rule is
    /// new) to `current`.
    package init(from previous: RunResult?, to current: RunResult) {
        let before = previous.map(Self.outcomes) ?? [:]
        let after = Self.outcomes(current)
        var failing: [Change] = []
        var passing: [Change] = []
        var gone: [Change] = []
        let report = ConsoleReport(result: current)
        for spec in current.specs {
            var seen: Set<RuleLocation> = []
            for table in spec.tables {
                let location = RuleLocation(path: spec.spec.path, table: table.table)
                guard seen.insert(location).inserted, let now = after[location] else { continue }
                let place =
                    "\(spec.spec.path):\(table.table.line): \(RuleTitle.of(table.table, path: spec.spec.path))"
                let was = before[location]
                if now.isFailing && was?.isFailing != true {
                    let problems = spec.tables.filter {
                        RuleLocation(path: spec.spec.path, table: $0.table) == location
                    }.flatMap { report.problemLines($0, in: spec.spec) }
                    failing.append(Change(location: location, place: place, problems: problems))
                } else if now == .passed && was?.isFailing == true {
                    passing.append(Change(location: location, place: place, problems: []))
                }
            }
        }
        let present = Set(
            current.specs.flatMap { spec in
                spec.tables.map { RuleLocation(path: spec.spec.path, table: $0.table) }
            })
        for spec in previous?.specs ?? [] {
            var seen: Set<RuleLocation> = []
            for table in spec.tables {
                let location = RuleLocation(path: spec.spec.path, table: table.table)
                guard seen.insert(location).inserted, !present.contains(location),
                    before[location]?.isFailing == true
                else { continue }
                let place =
                    "\(spec.spec.path):\(table.table.line): \(RuleTitle.of(table.table, path: spec.spec.path))"
                gone.append(Change(location: location, place: place, problems: []))
            }
        }
        newlyFailing = failing
        newlyPassing = passing
        goneFailing = gone
        closing = report.lines.last ?? ""
    }

    /// The lines `--watch` prints after a run.
    package var lines: [String] {
        var lines: [String] = []
        for change in newlyFailing {
            lines.append("newly failing: \(change.place)")
            lines += change.problems.map { "  " + $0 }
        }
        for change in newlyPassing { lines.append("newly passing: \(change.place)") }
        for change in goneFailing { lines.append("no longer run (was failing): \(change.place)") }
        if lines.isEmpty { lines.append("no change") }
        lines.append(closing)
        return lines
    }

    /// Each rule's status in a run: the worst of its tables that ran.
    private static func outcomes(_ result: RunResult) -> [RuleLocation: RunStatus] {
        var statuses: [RuleLocation: [RunStatus]] = [:]
        for spec in result.specs {
            for table in spec.tables {
                statuses[RuleLocation(path: spec.spec.path, table: table.table), default: []]
                    .append(table.status)
            }
        }
        return statuses.compactMapValues { list in
            let status = RunStatus.combined(list)
            return status == .skipped ? nil : status
        }
    }
}

extension RunStatus {
    fileprivate var isFailing: Bool { self == .failed || self == .error }
}
