import Rulebook

/// The console output for GitHub Actions (`--format github`): one workflow command per
/// problem, which the runner turns into an annotation on the pull request's diff, then the
/// usual summary.
///
/// - `::error` for every failed or errored row, at its first mismatching cell (the row's
///   first cell for an error), with every mismatch of the row in the message; for every
///   table that could not run, at its problem's line; and for every failing checklist item.
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

    /// The annotations, a blank line, and the console's summary.
    public var lines: [String] {
        var lines: [String] = []
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
            for table in spec.tables { lines += tableLines(table, in: spec.spec) }
            for rule in PendingRule.of(spec) {
                lines.append(
                    Self.command(
                        "notice", file: path, line: rule.marker.line, column: nil,
                        title: rule.title, message: "pending: \(rule.detail)"))
            }
            for item in spec.checklist {
                guard let problem = item.problem(file: spec.spec.path) else { continue }
                lines.append(
                    Self.command(
                        "error", file: path, line: problem.line, column: nil,
                        title: "checklist", message: problem.message))
            }
        }
        if !lines.isEmpty { lines.append("") }
        return lines + ConsoleReport(result: result).summaryLines
    }

    /// One `::error` per failed or errored row (at its first mismatching cell), or one for a
    /// table that could not run; none for a pending rule's table, and one at the `Pending:`
    /// line when the marker fails the run.
    private func tableLines(_ table: TableResult, in spec: Spec) -> [String] {
        let rule = RuleTitle.of(table.table, path: spec.path)
        return table.problems(file: spec.path).map { problem in
            Self.command(
                "error", file: context.shownPath(problem.location?.file ?? spec.path),
                line: problem.line, column: problem.location?.column, title: rule,
                message: problem.message)
        }
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
