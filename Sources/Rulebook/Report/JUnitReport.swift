/// The run as JUnit XML, for CI: one `testsuite` per spec file, one `testcase` per event
/// table and one per checklist item. Always valid XML 1.0 (see `XMLEscaping`), with no
/// colour codes and `time="0"` (rulebook runs on virtual time).
///
/// A table's testcase is `classname="path: Rule title"`, `name="Rule title (line N)"` with
/// `file` and `line` at its fence; a failed table has a `failure` whose text lists every
/// failed expectation (`row N (line L): ids? expected X, got Y`), an errored one an `error`,
/// a table left out by the filter `skipped`. A checklist item's testcase
/// (`classname="path: checklist"`) fails when its rule is missing, failed or errored, and is
/// skipped when its rule did not run.
public enum JUnitReport {
    /// The XML document.
    public static func xml(for result: RunResult) -> String {
        let suites = result.specs.map(suite)
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        let all = suites.flatMap(\.cases)
        xml += "<testsuites name=\"rulebook\"\(counts(all)) time=\"0\">\n"
        for suite in suites {
            xml += suite.markup()
        }
        return xml + "</testsuites>\n"
    }

    /// Writes the XML to `path` (through a temporary file renamed into place), creating its
    /// folder if needed, after `checkDestination`.
    public static func write(
        _ result: RunResult, to path: String, inputs: [String]
    ) throws(OutputError) {
        try checkDestination(path, inputs: inputs)
        try OutputFiles.writeAtomically(xml(for: result), to: path)
    }

    /// Throws when `path` could hold a spec: an input, a file inside an input folder, or a
    /// Markdown file (a mistyped `--junit spec.md` must not replace the spec).
    public static func checkDestination(_ path: String, inputs: [String]) throws(OutputError) {
        if path.lowercased().hasSuffix(".md") {
            throw OutputError(
                path: path, reason: "is a Markdown file name; write JUnit XML to a .xml file")
        }
        try OutputFiles.refuseInputs(output: path, inputs: inputs)
    }

    // MARK: Test cases

    private enum Outcome {
        case passed
        case failure(message: String, type: String, text: String)
        case error(message: String, type: String, text: String)
        case skipped(message: String)
    }

    private struct TestCase {
        let classname: String
        let name: String
        let file: String
        let line: Int
        let outcome: Outcome

        func markup() -> String {
            let open =
                "    <testcase classname=\"\(XMLEscaping.attribute(classname))\" "
                + "name=\"\(XMLEscaping.attribute(name))\" file=\"\(XMLEscaping.attribute(file))\" "
                + "line=\"\(line)\" time=\"0\""
            switch outcome {
            case .passed:
                return open + "/>\n"
            case .failure(let message, let type, let text), .error(let message, let type, let text):
                let element = if case .error = outcome { "error" } else { "failure" }
                return open
                    + ">\n      <\(element) message=\"\(XMLEscaping.attribute(XMLEscaping.oneLine(message)))\" "
                    + "type=\"\(XMLEscaping.attribute(type))\">\(XMLEscaping.text(text))</\(element)>\n"
                    + "    </testcase>\n"
            case .skipped(let message):
                return open
                    + ">\n      <skipped message=\"\(XMLEscaping.attribute(XMLEscaping.oneLine(message)))\"/>\n"
                    + "    </testcase>\n"
            }
        }
    }

    private struct Suite {
        let path: String
        let cases: [TestCase]

        func markup() -> String {
            let name = XMLEscaping.attribute(path)
            let open = "  <testsuite name=\"\(name)\"\(counts(cases)) time=\"0\" file=\"\(name)\""
            guard !cases.isEmpty else { return open + "/>\n" }
            return open + ">\n" + cases.map { $0.markup() }.joined() + "  </testsuite>\n"
        }
    }

    private static func counts(_ cases: [TestCase]) -> String {
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
        return
            " tests=\"\(cases.count)\" failures=\"\(failures)\" errors=\"\(errors)\" skipped=\"\(skipped)\""
    }

    private static func suite(_ spec: SpecResult) -> Suite {
        let path = spec.spec.path
        let tables = spec.tables.map { table in
            let title = RuleTitle.of(table.table, path: path)
            return TestCase(
                classname: "\(path): \(title)", name: "\(title) (line \(table.table.line))",
                file: path, line: table.table.line, outcome: outcome(of: table))
        }
        let checklist = spec.checklist.map { check in
            let name =
                check.item.text.isEmpty
                ? "checklist item (line \(check.item.line))" : check.item.text
            return TestCase(
                classname: "\(path): checklist", name: name, file: path, line: check.item.line,
                outcome: outcome(of: check))
        }
        return Suite(path: path, cases: tables + checklist)
    }

    private static func outcome(of table: TableResult) -> Outcome {
        switch table.status {
        case .passed:
            return .passed
        case .skipped:
            return .skipped(message: "left out by the filter")
        case .failed, .error:
            break
        }
        if let problem = table.problem {
            return .error(message: problem.message, type: "error", text: problem.description)
        }
        var lines: [String] = []
        var failedRows = 0
        var errorMessage: String?
        var notRun = 0
        for row in table.rows {
            let position = "row \(row.row.number) (line \(row.row.line))"
            switch row.status {
            case .passed:
                continue
            case .failed(let mismatches):
                failedRows += 1
                for mismatch in mismatches {
                    lines.append(
                        "\(position): \(mismatch.column) expected \(mismatch.expected), got \(mismatch.actual)"
                    )
                }
            case .error(let reason):
                errorMessage = errorMessage ?? "\(position): \(reason)"
                lines.append("\(position): \(reason)")
            case .notRun:
                notRun += 1
            }
        }
        if notRun > 0 {
            lines.append(notRun == 1 ? "1 row not run" : "\(notRun) rows not run")
        }
        let text = lines.joined(separator: "\n")
        if table.status == .error {
            return .error(
                message: errorMessage ?? "the table could not run", type: "error", text: text)
        }
        let message = failedRows == 1 ? "1 row failed" : "\(failedRows) rows failed"
        return .failure(message: message, type: "failed", text: text)
    }

    private static func outcome(of check: ChecklistResult) -> Outcome {
        let rule = check.target.map { "rule #\($0.anchor) in \($0.path)" } ?? "the linked rule"
        switch check.outcome {
        case .missing(let reason):
            return .failure(message: "missing: \(reason)", type: "missing", text: reason)
        case .notRun, .rule(.skipped):
            return .skipped(message: "\(rule) was not part of this run")
        case .rule(.passed):
            return .passed
        case .rule(let status):
            let what = "\(rule) \(status == .error ? "has an error" : "failed")"
            return .failure(message: what, type: status.description, text: what)
        }
    }
}
