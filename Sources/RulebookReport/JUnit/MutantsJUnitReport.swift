import Rulebook

/// A `rulebook mutants` run as JUnit XML: one test suite per model, one test case per fault
/// (failing when it survived), and a suite of the required cases (failing when one proves
/// nothing).
public enum MutantsJUnitReport {
    /// The XML document.
    public static func xml(for result: MutantsResult) -> String {
        var suites: [(name: String, cases: [String], failures: Int)] = []
        for outcome in result.faults {
            if suites.last?.name != outcome.fault.model {
                suites.append((name: outcome.fault.model, cases: [], failures: 0))
            }
            let fault = outcome.fault
            let open =
                "    <testcase classname=\"\(XMLEscaping.attribute("mutants: \(fault.model)"))\" "
                + "name=\"\(XMLEscaping.attribute(fault.fault.name))\" time=\"0\""
            if outcome.isKilled {
                suites[suites.count - 1].cases.append(open + "/>\n")
            } else {
                let message = "survived: no rule catches it (breaks: \(fault.fault.breaks))"
                suites[suites.count - 1].cases.append(
                    open
                        + ">\n      <failure message=\"\(XMLEscaping.attribute(XMLEscaping.oneLine(message)))\" "
                        + "type=\"survived\">\(XMLEscaping.text(message))</failure>\n    </testcase>\n"
                )
                suites[suites.count - 1].failures += 1
            }
        }
        var required: (cases: [String], failures: Int) = ([], 0)
        for check in result.required where check.notJudged == nil {
            let name = check.item.text.isEmpty ? "line \(check.item.line)" : check.item.text
            let open =
                "    <testcase classname=\"\(XMLEscaping.attribute("mutants: \(check.path): checklist"))\" "
                + "name=\"\(XMLEscaping.attribute(name))\" file=\"\(XMLEscaping.attribute(check.path))\" "
                + "line=\"\(check.item.line)\" time=\"0\""
            if check.kills.isEmpty {
                let message = "proves nothing: its rule kills no fault"
                required.cases.append(
                    open + ">\n      <failure message=\"\(message)\" type=\"proves-nothing\">"
                        + "\(message)</failure>\n    </testcase>\n")
                required.failures += 1
            } else {
                required.cases.append(open + "/>\n")
            }
        }
        if !required.cases.isEmpty {
            suites.append(
                (name: "required cases", cases: required.cases, failures: required.failures))
        }
        let tests = suites.map(\.cases.count).reduce(0, +)
        let failures = suites.map(\.failures).reduce(0, +)
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml +=
            "<testsuites name=\"rulebook mutants\" tests=\"\(tests)\" failures=\"\(failures)\" errors=\"0\" time=\"0\">\n"
        for suite in suites {
            xml +=
                "  <testsuite name=\"\(XMLEscaping.attribute(suite.name))\" tests=\"\(suite.cases.count)\" "
                + "failures=\"\(suite.failures)\" errors=\"0\" skipped=\"0\" time=\"0\">\n"
            xml += suite.cases.joined() + "  </testsuite>\n"
        }
        return xml + "</testsuites>\n"
    }

    /// Writes the XML to `path` atomically, after the same checks as `JUnitReport.write`.
    public static func write(
        _ result: MutantsResult, to path: String, inputs: [String]
    ) throws(Diagnostic) {
        try JUnitReport.checkDestination(path, inputs: inputs)
        try OutputFiles.writeAtomically(xml(for: result), to: path)
    }
}
