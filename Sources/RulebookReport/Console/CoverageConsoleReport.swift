import Rulebook

/// `rulebook coverage` on the console: per model, the covered share of the reachable
/// (situation, verb) pairs, then each uncovered pair with the table that would cover it,
/// then per rule the pairs its tables cover.
package struct CoverageConsoleReport {
    package let result: CoverageResult

    package init(result: CoverageResult) {
        self.result = result
    }

    package var lines: [String] {
        var lines: [String] = []
        for model in result.models {
            lines.append(
                "\(model.model): \(model.covered.count) of \(model.reachable.count) reachable pairs covered (\(Self.percent(model.percent))), \(model.reachableFrom)"
            )
            if let warning = Self.depthWarning(model) { lines.append("  warning: " + warning) }
            for entry in model.uncovered {
                lines.append("  uncovered: \(entry.pair.situation) + \(entry.pair.verb)")
                if let table = entry.suggestion {
                    lines += table.split(separator: "\n", omittingEmptySubsequences: false)
                        .dropLast().map { "    " + $0 }
                }
                if let note = entry.note { lines.append("    note: \(note)") }
            }
        }
        if !result.rules.isEmpty {
            lines.append("")
            lines.append("per rule (reachable pairs its tables cover):")
            for rule in result.rules {
                let total = result.models.first { $0.model == rule.model }?.reachable.count ?? 0
                lines.append(
                    "  \(rule.path)#\(rule.anchor) (\(rule.model)): \(rule.pairs.count) of \(total)"
                )
            }
        }
        lines.append("")
        lines.append(summary)
        return lines
    }

    /// Why the reachable pairs may be too few: rows of the specs went deeper than the search.
    package static func depthWarning(_ model: ModelCoverage) -> String? {
        guard let rows = model.rowsBeyondSearch, rows > 0, let depth = model.searchDepth else {
            return nil
        }
        let longest = model.longestTable ?? depth
        let advice =
            model.searchStopped == true
            ? "the search stopped at its limit of states"
            : "run with --depth \(longest), or without --depth"
        return
            "\(rows) \(rows == 1 ? "row" : "rows") of the specs reach situations deeper than the search (depth \(depth); the longest \(model.model) table has \(longest) rows), so pairs they cover may be missing from the reachable ones: \(advice)"
    }

    /// The closing line.
    package var summary: String {
        let reachable = result.models.reduce(0) { $0 + $1.reachable.count }
        let covered = result.models.reduce(0) { $0 + $1.covered.count }
        let specs = result.specsPass ? "" : "; the specs do not pass"
        return
            "coverage: \(covered) of \(reachable) reachable pairs (\(Self.percent(result.percent))) over \(result.models.count) model\(result.models.count == 1 ? "" : "s")\(specs)"
    }

    /// `92%`, or `99.9%` below 100 when rounding would say 100.
    package static func percentText(_ value: Double) -> String { percent(value) }

    static func percent(_ value: Double) -> String {
        let whole = (value * 10).rounded(.down) / 10
        return whole == whole.rounded() ? "\(Int(whole))%" : "\(whole)%"
    }
}
