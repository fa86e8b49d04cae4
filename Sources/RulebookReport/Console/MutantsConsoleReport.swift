import Rulebook

/// The console output of `rulebook mutants`: for each fault the rules that kill it (or
/// `survived`), for each required checklist item the faults its rule kills (or `proves
/// nothing`), then a summary line.
public struct MutantsConsoleReport: Sendable {
    public let result: MutantsResult

    public init(result: MutantsResult) {
        self.result = result
    }

    /// The whole report, one line per element.
    public var lines: [String] {
        var lines: [String] = []
        if !result.baseline.isPassing {
            lines.append(
                "the specs fail without any fault; only tables that pass can kill one (run rulebook check)"
            )
        }
        for outcome in result.faults {
            let fault = outcome.fault
            let verdict =
                outcome.isKilled
                ? "killed by \(CountWords.of(outcome.killers.count, "rule"))" : "SURVIVED"
            lines.append("\(fault.id): \(verdict) (breaks: \(fault.fault.breaks))")
            for rule in outcome.killers {
                lines.append("    \(rule.path):\(rule.line): \(rule.title)")
            }
        }
        if !result.required.isEmpty {
            lines.append("")
            lines.append("required cases:")
        }
        for check in result.required {
            let place = "\(check.path):\(check.item.line): \"\(check.item.text)\""
            if let reason = check.notJudged {
                lines.append("\(place) not judged: \(reason)")
            } else if check.kills.isEmpty {
                lines.append("\(place) PROVES NOTHING: its rule kills no fault")
            } else {
                lines.append("\(place) kills \(check.kills.map(\.id).joined(separator: ", "))")
            }
        }
        lines.append("")
        lines.append(summary)
        return lines
    }

    /// `faults: 25 run, 25 killed, 0 survived; required cases: 21 judged, 0 not judged, 0
    /// prove nothing`.
    public var summary: String {
        let survivors = result.survivors
        var line =
            "faults: \(result.faults.count) run, \(result.faults.count - survivors.count) killed, "
            + "\(survivors.count) survived"
        if !survivors.isEmpty {
            line += " (\(survivors.map(\.fault.id).joined(separator: ", ")))"
        }
        let judged = result.required.filter { $0.notJudged == nil }.count
        line +=
            "; required cases: \(judged) judged, \(result.notJudged.count) not judged, "
            + "\(result.provingNothing.count) prove nothing"
        return line
    }
}
