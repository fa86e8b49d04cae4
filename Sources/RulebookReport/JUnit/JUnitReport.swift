import Rulebook

/// The run as JUnit XML, for CI: one `testsuite` per spec file, one `testcase` per event
/// table and one per checklist item, the same test cases the console counts. Always valid
/// XML 1.0 (see `XMLEscaping`) that Jenkins' `junit-10.xsd` accepts, with no colour codes;
/// `time` is the real time the tables took, in seconds.
///
/// A table's testcase is `classname="path: Rule title"`, `name="Rule title (line N)"` with
/// `file`, and `line` at its first failing row (at its fence when it passed). A failed
/// table's `failure` has the first mismatch as its message (`row N: ids? expected X, got Y`,
/// and how many more failed rows there are) and every failed row in its text
/// (`row N (line L): ...`); an errored one has an `error`, a table left out by the filter
/// `skipped`. A checklist item's testcase (`classname="path: checklist"`) fails when its
/// rule is missing, failed or errored, and is skipped when the filter left its rule out. A
/// run that checked nothing has one more suite, `rulebook`, with one test case in `error`.
public enum JUnitReport {
    /// The XML document.
    public static func xml(for result: RunResult) -> String {
        xml(for: result, history: nil, context: ReportContext())
    }

    /// The XML document, with each suite's new failures and flaky rules of `history` (this
    /// run included; `--history`) as properties: `new-failure` or `flaky`, whose value is
    /// the test case's name (`junit-10.xsd` allows properties on a suite, not on a test
    /// case). `context` shows paths as the history holds them.
    package static func xml(for result: RunResult, history: RunHistory?, context: ReportContext)
        -> String
    {
        let trends = history.map { RunTrends(history: $0, result: result, context: context) }
        var suites = result.specs.map { spec in
            suite(
                spec, filter: result.filter,
                changes: trends?.changes(shownPath: context.shownPath(spec.spec.path)) ?? [:])
        }
        if let nothingChecked = ReportCounts(result).nothingChecked {
            suites.append(nothingCheckedSuite(nothingChecked, specs: result.specs))
        }
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        let all = suites.flatMap(\.cases)
        // About 200 bytes a test case: one allocation for the whole document.
        xml.reserveCapacity(256 * (all.count + suites.count) + 4096)
        xml +=
            "<testsuites name=\"rulebook\"\(counts(all, withSkipped: false)) "
            + "time=\"\(seconds(all))\">\n"
        for suite in suites {
            suite.append(to: &xml)
        }
        xml += "</testsuites>\n"
        return xml
    }

    /// Writes the XML to `path` (through a temporary file renamed into place), creating its
    /// folder if needed, after `checkDestination`.
    public static func write(
        _ result: RunResult, to path: String, inputs: [String]
    ) throws(Diagnostic) {
        try write(result, to: path, inputs: inputs, history: nil, context: ReportContext())
    }

    /// Writes `xml(for:history:context:)` as `write(_:to:inputs:)` does.
    package static func write(
        _ result: RunResult, to path: String, inputs: [String], history: RunHistory?,
        context: ReportContext
    ) throws(Diagnostic) {
        try checkDestination(path, inputs: inputs)
        try OutputFiles.writeAtomically(
            xml(for: result, history: history, context: context), to: path)
    }

    /// Throws when `path` could hold a spec: an input, a file inside an input folder, or a
    /// Markdown file (a mistyped `--junit spec.md` must not replace the spec).
    public static func checkDestination(_ path: String, inputs: [String]) throws(Diagnostic) {
        if path.lowercased().hasSuffix(".md") {
            throw Diagnostic(
                .output, path: path,
                reason: "is a Markdown file name; write JUnit XML to a .xml file")
        }
        try OutputFiles.refuseInputs(output: path, inputs: inputs)
    }

    // MARK: Test cases

    private enum Outcome {
        case passed
        case failure(message: String, type: String, text: String)
        case error(message: String, type: String, text: String)
        /// Left out, or pending (then `text` holds the reason's place and the failing rows).
        case skipped(message: String, text: String = "")
    }

    private struct TestCase {
        let classname: String
        let name: String
        let file: String
        let line: Int
        let duration: Duration
        let outcome: Outcome

        /// Appends the test case's element, piece by piece (a document of many thousand
        /// test cases is written without a string per test case).
        func append(to xml: inout String) {
            xml += "    <testcase classname=\""
            xml += XMLEscaping.attribute(classname)
            xml += "\" name=\""
            xml += XMLEscaping.attribute(name)
            xml += "\" file=\""
            xml += XMLEscaping.attribute(file)
            xml += "\" line=\""
            xml += String(line)
            xml += "\" time=\""
            xml += JUnitReport.seconds(duration)
            xml += "\""
            switch outcome {
            case .passed:
                xml += "/>\n"
            case .failure(let message, let type, let text), .error(let message, let type, let text):
                let element = if case .error = outcome { "error" } else { "failure" }
                xml +=
                    ">\n      <\(element) message=\"\(XMLEscaping.attribute(XMLEscaping.oneLine(message)))\" "
                    + "type=\"\(XMLEscaping.attribute(type))\">\(XMLEscaping.text(text))</\(element)>\n"
                    + "    </testcase>\n"
            case .skipped(let message, let text):
                let attribute = XMLEscaping.attribute(XMLEscaping.oneLine(message))
                let element =
                    text.isEmpty
                    ? "<skipped message=\"\(attribute)\"/>"
                    : "<skipped message=\"\(attribute)\">\(XMLEscaping.text(text))</skipped>"
                xml += ">\n      \(element)\n    </testcase>\n"
            }
        }
    }

    private struct Suite {
        let path: String
        let cases: [TestCase]
        /// `(name, value)` properties: a marked test case's mark and name.
        var properties: [(name: String, value: String)] = []

        func append(to xml: inout String) {
            let name = XMLEscaping.attribute(path)
            xml +=
                "  <testsuite name=\"\(name)\"\(counts(cases, withSkipped: true)) "
                + "time=\"\(seconds(cases))\" file=\"\(name)\""
            guard !cases.isEmpty else {
                xml += "/>\n"
                return
            }
            xml += ">\n"
            if !properties.isEmpty {
                xml += "    <properties>\n"
                for property in properties {
                    xml += "      <property name=\"\(XMLEscaping.attribute(property.name))\" "
                    xml += "value=\"\(XMLEscaping.attribute(property.value))\"/>\n"
                }
                xml += "    </properties>\n"
            }
            for testCase in cases { testCase.append(to: &xml) }
            xml += "  </testsuite>\n"
        }
    }

    /// Seconds with millisecond precision, as JUnit readers expect (`0.004`).
    static func seconds(_ duration: Duration) -> String {
        let milliseconds = duration / .milliseconds(1)
        let rounded = Int(milliseconds.rounded())
        let fraction = rounded % 1000
        let padding = fraction < 10 ? "00" : fraction < 100 ? "0" : ""
        return String(rounded / 1000) + "." + padding + String(fraction)
    }

    private static func seconds(_ cases: [TestCase]) -> String {
        seconds(cases.reduce(Duration.zero) { $0 + $1.duration })
    }

    /// The count attributes; `junit-10.xsd` allows `skipped` on a suite, not on the root.
    private static func counts(_ cases: [TestCase], withSkipped: Bool) -> String {
        var failures = 0
        var errors = 0
        var skipped = 0
        for testCase in cases {
            switch testCase.outcome {
            case .passed: break
            case .failure: failures += 1
            case .error: errors += 1
            case .skipped: skipped += 1
            }
        }
        let counts = " tests=\"\(cases.count)\" failures=\"\(failures)\" errors=\"\(errors)\""
        return withSkipped ? counts + " skipped=\"\(skipped)\"" : counts
    }

    private static func suite(
        _ spec: SpecResult, filter: String?, changes: [String: RunHistory.Change]
    ) -> Suite {
        let path = spec.spec.path
        var properties: [(name: String, value: String)] = []
        let tables = spec.tables.map { table in
            let title = RuleTitle.of(table.table, path: path)
            let name = "\(title) (line \(table.table.line))"
            switch changes[table.table.rule?.anchor ?? ""] {
            case .newFailure where table.status >= .failed:
                properties.append(("new-failure", name))
            case .flaky: properties.append(("flaky", name))
            default: break
            }
            return TestCase(
                classname: "\(path): \(title)", name: name,
                file: path, line: table.firstProblem?.line ?? table.table.line,
                duration: table.duration, outcome: outcome(of: table))
        }
        let checklist = spec.checklist.map { check in
            let name =
                check.item.text.isEmpty
                ? "checklist item (line \(check.item.line))" : check.item.text
            return TestCase(
                classname: "\(path): checklist", name: name, file: path, line: check.item.line,
                duration: .zero, outcome: outcome(of: check, filter: filter))
        }
        return Suite(path: path, cases: tables + checklist, properties: properties)
    }

    /// The suite of a run that checked nothing: one test case in `error` (`no event table
    /// found`), so that a JUnit reader fails the build as the exit status does, counted like
    /// any error (the contract's section 6).
    private static func nothingCheckedSuite(_ why: String, specs: [SpecResult]) -> Suite {
        let file = specs.first?.spec.path ?? ""
        let message = why + ": nothing was checked"
        let given = specs.isEmpty ? "no spec file" : CountWords.of(specs.count, "spec file")
        return Suite(
            path: "rulebook",
            cases: [
                TestCase(
                    classname: "rulebook", name: "nothing checked", file: file, line: 1,
                    duration: .zero,
                    outcome: .error(
                        message: message, type: "nothing-checked",
                        text: "\(message) (\(given) given)"))
            ])
    }

    private static func outcome(of table: TableResult) -> Outcome {
        switch table.status {
        case .passed:
            return .passed
        case .pending:
            let reason = table.pending?.marker.reason ?? ""
            let rows = table.pendingRows(file: "").map { "\($0.message) (line \($0.line))" }
            return .skipped(
                message: "pending: \(reason)",
                text: (["the rule is marked Pending: at line \(table.pending?.marker.line ?? 0)"]
                    + rows)
                    .joined(separator: "\n"))
        case .skipped:
            return .skipped(message: "left out by the filter")
        case .failed, .error:
            break
        }
        if let failure = table.pending?.failure {
            let rows = table.pendingRows(file: "").map { "\($0.message) (line \($0.line))" }
            return .failure(
                message: failure, type: "pending",
                text: ([failure] + rows).joined(separator: "\n"))
        }
        if let problem = table.problem {
            return .error(message: problem.message, type: "error", text: problem.description)
        }
        let problemRows = table.problemRows
        var lines = problemRows.compactMap { row in
            row.problemDetail.map { "row \(row.row.number) (line \(row.row.line)): \($0)" }
        }
        let notRun = table.rows.filter { $0.status == .notRun }.count
        if notRun > 0 { lines.append(CountWords.of(notRun, "row") + " not run") }
        var message = table.firstProblem?.message ?? "the table could not run"
        let failedRows = problemRows.filter { $0.status != .notRun }.count
        if failedRows > 1 {
            message += " (and \(CountWords.of(failedRows - 1, "more failed row")))"
        }
        let text = lines.joined(separator: "\n")
        return table.status == .error
            ? .error(message: message, type: "error", text: text)
            : .failure(message: message, type: "failed", text: text)
    }

    private static func outcome(of check: ChecklistResult, filter: String?) -> Outcome {
        let rule = check.target.map { "rule #\($0.anchor) in \($0.path)" } ?? "the linked rule"
        switch check.outcome {
        case .missing(let reason):
            return .failure(
                message: "missing: \(reason.message)", type: "missing", text: reason.message)
        case .rule(.skipped):
            let by = filter.map { " \"\($0)\"" } ?? ""
            return .skipped(message: "\(rule) was left out by the filter\(by)")
        case .rule(.passed):
            return .passed
        case .rule(.pending):
            return .skipped(message: "pending: " + (check.pendingReason ?? "\(rule) is pending"))
        case .rule(let status):
            let what = "\(rule) \(status == .error ? "has an error" : "failed")"
            let text = [what, check.firstProblem].compactMap { $0 }.joined(separator: "\n")
            return .failure(message: check.failure ?? what, type: status.description, text: text)
        }
    }
}
