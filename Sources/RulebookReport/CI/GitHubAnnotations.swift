import Rulebook

/// The console output for GitHub Actions (`--format github`): one workflow command per
/// problem, which the runner turns into an annotation on the pull request's diff, then the
/// usual summary.
///
/// - `::error` for every failed or errored row, at its first mismatching cell (the row's
///   first cell for an error), with every mismatch of the row in the message; for every
///   table that could not run, at its problem's line; and for every failing checklist item
///   that no failing rule names (a checklist item linked to a failing rule is named in that
///   rule's first annotation instead). At most 10, those that break a required case first;
///   a `::notice` says how many more there are, and they follow as plain lines.
/// - `::warning` for every block that looks like a mistyped event table (a near-miss fence).
/// - `::notice` for every rule marked `Pending:` that the product does not do yet, at its
///   `Pending:` line, with its reason and the first thing the product does not do. Its rows
///   give no `::error`, unless `--strict` counts them as failed; a marker whose rule passes
///   gives an `::error` at its line.
///
/// Paths are the shown paths of the context (relative to the working directory or
/// `--root`), as GitHub expects them relative to the repository. Values are escaped as
/// GitHub's workflow commands document it.
public struct GitHubAnnotations: Sendable {
    public let result: RunResult
    /// Shows paths relative to the root.
    public let context: ReportContext

    public init(result: RunResult, context: ReportContext = ReportContext()) {
        self.result = result
        self.context = context
    }

    /// The most `::error` lines printed: GitHub shows the first 10 error annotations of a
    /// step and drops the rest.
    public static let maximumErrors = 10

    /// The annotations, a blank line, and the console's summary. The `::error` lines come
    /// most important first (the failures that break a required case, then the others, in
    /// spec order), at most `maximumErrors`; a `::notice` then says how many more there are
    /// and where to read them, and they follow as plain lines.
    public var lines: [String] {
        var lines: [String] = []
        let failing = FailingRules(result.specs)
        var brokenCases: [String: [String]] = [:]
        for rule in failing.rules where !rule.checklist.isEmpty {
            brokenCases[Self.key(rule.path, rule.anchor)] = rule.checklist.map(\.check.item.text)
        }
        var errors: [Failure] = []
        var named: Set<String> = []
        for spec in result.specs {
            let path = context.shownPath(spec.spec.path)
            for warning in spec.spec.warnings {
                lines.append(
                    Self.command(
                        "warning",
                        file: warning.location.map { context.shownPath($0.file) } ?? path,
                        line: warning.location?.line, column: warning.location?.column,
                        title: "rulebook: not an event table", message: warning.message))
            }
            for table in spec.tables {
                let key = Self.key(spec.spec.path, table.table.rule?.anchor ?? "")
                let failures = tableFailures(
                    table, in: spec.spec, breaking: brokenCases[key],
                    namesThem: !named.contains(key))
                // The broken required cases are named in the rule's first annotation only.
                if !failures.isEmpty { named.insert(key) }
                errors += failures
            }
            for rule in PendingRule.of(spec) {
                lines.append(
                    Self.command(
                        "notice", file: path, line: rule.marker.line, column: nil,
                        title: rule.title, message: "pending: \(rule.detail)"))
            }
        }
        for (specPath, check) in failing.otherItems {
            guard let problem = check.problem(file: specPath) else { continue }
            errors.append(
                Failure(
                    breaksRequiredCase: true, file: context.shownPath(specPath),
                    line: problem.line, column: nil, title: "checklist",
                    message: problem.message))
        }
        // Stable: spec order within each rank.
        let ranked =
            errors.filter(\.breaksRequiredCase) + errors.filter { !$0.breaksRequiredCase }
        lines += ranked.prefix(Self.maximumErrors).map(\.command)
        if ranked.count > Self.maximumErrors {
            let more = ranked.count - Self.maximumErrors
            let place = context.reportURL.map { "the report at \($0)" } ?? "the HTML report"
            lines.append(
                Self.command(
                    "notice", file: ranked[Self.maximumErrors].file, line: nil, column: nil,
                    title: "rulebook: \(more) more not annotated",
                    message:
                        "\(more) more failures: GitHub shows \(Self.maximumErrors) error annotations per step. Read them below in this log, and in \(place)."
                ))
            lines += ranked.dropFirst(Self.maximumErrors).map(\.plainLine)
        }
        if !lines.isEmpty { lines.append("") }
        return lines + ConsoleReport(result: result).summaryLines
    }

    /// A failure to annotate.
    private struct Failure {
        /// Whether it fails a checklist item (its rule is linked from one, or it is a missing
        /// or failing item): these come first.
        let breaksRequiredCase: Bool
        let file: String
        let line: Int?
        let column: Int?
        let title: String
        let message: String

        var command: String {
            GitHubAnnotations.command(
                "error", file: file, line: line, column: column, title: title, message: message)
        }

        /// The console's form, for a failure past the cap.
        var plainLine: String {
            "\(file):\(line.map(String.init) ?? "?"): \(title): "
                + message.replacing("\n", with: " ")
        }
    }

    /// One failure per failed or errored row (at its first mismatching cell), or one for a
    /// table that could not run; none for a pending rule's table, and one at the `Pending:`
    /// line when the marker fails the run. With `namesThem`, the first names the required
    /// cases that the rule's failure breaks, if any.
    private func tableFailures(
        _ table: TableResult, in spec: Spec, breaking cases: [String]?, namesThem: Bool
    ) -> [Failure] {
        let rule = RuleTitle.of(table.table, path: spec.path)
        return table.problems(file: spec.path).enumerated().map { index, problem in
            var message = problem.message
            if index == 0, namesThem, let cases {
                message +=
                    "\nBreaks required "
                    + (cases.count == 1 ? "case" : "cases") + ": "
                    + cases.map { "\"\($0)\"" }.joined(separator: ", ")
            }
            return Failure(
                breaksRequiredCase: cases != nil,
                file: context.shownPath(problem.location?.file ?? spec.path),
                line: problem.line, column: problem.location?.column, title: rule,
                message: message)
        }
    }

    private static func key(_ path: String, _ anchor: String) -> String {
        Paths.normalize(path) + "#" + anchor
    }

    /// `::KIND file=F,line=L,col=C,title=T::MESSAGE`, each property left out when unknown,
    /// every value escaped.
    static func command(
        _ kind: String, file: String, line: Int?, column: Int?, title: String, message: String
    ) -> String {
        var properties = ["file=" + escapedProperty(file)]
        if let line { properties.append("line=\(line)") }
        if let column { properties.append("col=\(column)") }
        properties.append("title=" + escapedProperty(title))
        return "::\(kind) \(properties.joined(separator: ","))::\(escapedData(message))"
    }

    /// A command's message as GitHub reads it back: `%` -> `%25`, CR -> `%0D`, LF -> `%0A`.
    static func escapedData(_ text: String) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": escaped += "%25"
            case "\r": escaped += "%0D"
            case "\n": escaped += "%0A"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }

    /// A property value: escaped as a message, and `:` -> `%3A`, `,` -> `%2C`.
    static func escapedProperty(_ text: String) -> String {
        escapedData(text).replacing(":", with: "%3A").replacing(",", with: "%2C")
    }
}
