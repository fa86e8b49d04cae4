import Foundation
import Testing

/// One count everywhere (the contract's sections 1 and 6): on red fixtures, pending ones
/// included, the console, the HTML index, the summary, `diff`, the history and the JUnit file
/// count the same rules and the same test cases. A rule is a heading with tables of its own,
/// judged by them alone: a page title whose intro table passes is a passing rule, whatever its
/// sub-rules do.
struct CountsAgreeTests {
    let cli = ExitCodeTests()

    /// Rules or test cases by status.
    struct Tally: Equatable, CustomStringConvertible {
        var passed = 0
        var failed = 0
        var error = 0
        var pending = 0

        /// Failed and errored together, as a closing line counts them.
        var failedOrError: Int { failed + error }

        mutating func add(_ status: String) {
            switch status {
            case "passed": passed += 1
            case "failed", "missing": failed += 1
            case "error": error += 1
            case "pending": pending += 1
            default: break
            }
        }

        var description: String {
            "\(passed) passed, \(failed) failed, \(error) error, \(pending) pending"
        }
    }

    /// Every output of one run of `files`.
    struct Outputs {
        let console: String
        let index: String
        let summary: String
        let diff: String
        let history: String
        let junit: String
    }

    func outputs(_ files: [String]) throws -> Outputs {
        let folder = NSTemporaryDirectory() + "rulebook-counts-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let base = try cli.run(["--no-html", "--json", folder + "/base.json", "prose-only.md"])
        #expect(base.status == 1, "a run that checks nothing is the empty base")
        let run = try cli.run(
            [
                "--html", folder + "/site", "--junit", folder + "/junit.xml", "--summary",
                folder + "/summary.md", "--json", folder + "/head.json", "--history",
                folder + "/history.json",
            ] + files)
        #expect(run.status == 1, "\(run.output)\(run.errors)")
        let diff = try cli.run(["diff", folder + "/base.json", folder + "/head.json"])
        func read(_ name: String) throws -> String {
            try String(contentsOfFile: folder + "/" + name, encoding: .utf8)
        }
        return Outputs(
            console: run.output, index: try read("site/index.html"),
            summary: try read("summary.md"), diff: diff.output,
            history: try read("history.json"), junit: try read("junit.xml"))
    }

    /// The numbers of `text` after `prefix`, up to the end of its line: `2 passed, 1 failed`.
    static func numbers(after prefix: String, in text: String) -> [String: Int] {
        guard let start = text.range(of: prefix) else { return [:] }
        let line = text[start.upperBound...].prefix { $0 != "\n" }
        var result: [String: Int] = [:]
        let words = line.split(whereSeparator: { $0 == " " || $0 == "," || $0 == ";" || $0 == "*" })
        for (number, word) in zip(words, words.dropFirst()) {
            if let value = Int(number), result[String(word)] == nil { result[String(word)] = value }
        }
        return result
    }

    /// The cells of the index's totals row titled `title`: total, passed, failed, error,
    /// pending (when shown), not run.
    static func totalsRow(_ title: String, in index: String) -> [Int] {
        guard let start = index.range(of: "<th scope=\"row\">\(title)</th>") else { return [] }
        let row = index[start.upperBound...].prefix { $0 != "\n" }
        return row.components(separatedBy: "<td>").dropFirst().compactMap {
            Int($0.prefix { $0.isNumber })
        }
    }

    static func consoleRules(_ console: String) -> Tally {
        let counts = numbers(after: "rules: ", in: console)
        return Tally(
            passed: counts["passed"] ?? 0, failed: counts["failed"] ?? 0,
            error: counts["with"] ?? 0, pending: counts["pending"] ?? 0)
    }

    static func summaryRules(_ summary: String) -> Tally {
        let counts = numbers(after: "rules: ", in: summary)
        return Tally(
            passed: counts["passed"] ?? 0, failed: counts["failed"] ?? 0,
            error: counts["with"] ?? 0, pending: counts["pending"] ?? 0)
    }

    static func indexRules(_ index: String) -> Tally {
        let cells = totalsRow("Rules", in: index)
        guard cells.count >= 5 else { return Tally(passed: -1) }
        return Tally(
            passed: cells[1], failed: cells[2], error: cells[3],
            pending: cells.count == 6 ? cells[4] : 0)
    }

    /// The rules `diff` lists as added against an empty base: each with its status.
    static func diffRules(_ diff: String) -> Tally {
        var tally = Tally()
        for line in diff.split(separator: "\n") where line.hasPrefix("| ") {
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count == 5, !cells[2].hasPrefix("required case: "), cells[3] == "–" else {
                continue
            }
            tally.add(cells[4])
        }
        return tally
    }

    /// Each rule's last status in the history file.
    static func historyRules(_ history: String) throws -> Tally {
        struct File: Decodable {
            struct Rule: Decodable {
                struct Run: Decodable { let status: String }
                let runs: [Run]
            }
            let rules: [Rule]
        }
        let file = try JSONDecoder().decode(File.self, from: Data(history.utf8))
        var tally = Tally()
        for rule in file.rules { tally.add(rule.runs.last?.status ?? "") }
        return tally
    }

    /// A JUnit test case: its classname and what it holds (`failure`, `error`, `skipped`
    /// with `pending` or not, or nothing).
    static func junitCases(_ junit: String) -> [(classname: String, status: String)] {
        junit.components(separatedBy: "<testcase ").dropFirst().map { element in
            let classname =
                element.components(separatedBy: "classname=\"").dropFirst().first?
                .components(separatedBy: "\"").first ?? ""
            let body = element.components(separatedBy: "</testcase>").first ?? element
            let status =
                body.contains("<failure ")
                ? "failed"
                : body.contains("<error ")
                    ? "error"
                    : body.contains("<skipped message=\"pending")
                        ? "pending" : body.contains("<skipped") ? "skipped" : "passed"
            return (classname, status)
        }
    }

    /// The rules of the JUnit file: its table test cases grouped by classname (file and
    /// rule), each rule the worst of its tables.
    static func junitRules(_ junit: String) -> Tally {
        let rank = ["passed": 0, "pending": 1, "failed": 2, "error": 3]
        var worst: [String: String] = [:]
        var order: [String] = []
        for testCase in junitCases(junit) where !testCase.classname.hasSuffix(": checklist") {
            guard let new = rank[testCase.status] else { continue }
            if let old = worst[testCase.classname] {
                if new > rank[old, default: 0] { worst[testCase.classname] = testCase.status }
            } else {
                order.append(testCase.classname)
                worst[testCase.classname] = testCase.status
            }
        }
        var tally = Tally()
        for classname in order { tally.add(worst[classname] ?? "") }
        return tally
    }

    static func junitCaseTally(_ junit: String) -> Tally {
        var tally = Tally()
        for testCase in junitCases(junit) { tally.add(testCase.status) }
        return tally
    }

    @Test(
        "Console, index, summary, diff, history and JUnit count the same rules and test cases",
        arguments: [
            ["counts/pagination.md"], ["counts/pagination.md", "counts/errors.md"],
            ["pending.md", "wrong-expectation.md"], ["product-gap.md", "checklist.md"],
        ])
    func countsAgree(files: [String]) throws {
        let outputs = try outputs(files)
        let rules = Self.consoleRules(outputs.console)
        #expect(rules.passed + rules.failed + rules.error + rules.pending > 0)
        #expect(Self.summaryRules(outputs.summary) == rules, "summary")
        #expect(Self.indexRules(outputs.index) == rules, "index")
        #expect(Self.diffRules(outputs.diff) == rules, "diff")
        #expect(try Self.historyRules(outputs.history) == rules, "history")
        #expect(Self.junitRules(outputs.junit) == rules, "JUnit")

        let closing = Self.numbers(
            after: "\n", in: "\n" + (outputs.console.split(separator: "\n").last ?? ""))
        let cases = Self.junitCaseTally(outputs.junit)
        #expect(closing["passed"] == cases.passed, "JUnit test cases: \(cases)")
        #expect(closing["failed"] == cases.failedOrError, "JUnit test cases: \(cases)")
        #expect((closing["pending"] ?? 0) == cases.pending, "JUnit test cases: \(cases)")
        let index = Self.totalsRow("Test cases", in: outputs.index)
        #expect(
            index.count >= 5 && index[1] == cases.passed
                && index[2] + index[3] == cases.failedOrError)
        let summary = Self.numbers(after: "**", in: outputs.summary)
        #expect(summary["passed"] == cases.passed && summary["failed"] == cases.failedOrError)
    }

    @Test("A page title's own passing table makes a passing rule; a sub-rule's failure is its own")
    func pageTitle() throws {
        let outputs = try outputs(["counts/pagination.md"])
        #expect(
            Self.consoleRules(outputs.console)
                == Tally(passed: 2, failed: 1, error: 0, pending: 1), "\(outputs.console)")
        #expect(outputs.console.hasSuffix("3 passed, 2 failed, 3 pending\n"), "\(outputs.console)")
    }

    @Test(
        "When nothing was checked, the JUnit file holds one test case in error, counted like any error",
        arguments: [
            (["prose-only.md"], "no event table found"),
            (["--filter", "no such rule", "passing.md"], "no table matched the filter"),
        ])
    func nothingChecked(arguments: [String], reason: String) throws {
        let folder = NSTemporaryDirectory() + "rulebook-nothing-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = try cli.run(["--no-html", "--junit", folder + "/junit.xml"] + arguments)
        #expect(run.status == 1)
        #expect(run.output.contains("\(reason): nothing was checked\n"))
        // The filtered-out table is skipped beside it.
        let skipped = arguments.contains("--filter") ? ", 1 skipped" : ""
        #expect(run.output.hasSuffix("\n0 passed, 1 failed\(skipped)\n"), "\(run.output)")
        let junit = try String(contentsOfFile: folder + "/junit.xml", encoding: .utf8)
        #expect(junit.contains("failures=\"0\" errors=\"1\" time="))
        #expect(junit.contains("<error message=\"\(reason): nothing was checked\""))
        #expect(Self.junitCaseTally(junit) == Tally(error: 1))
    }

    @Test(
        "The console lists failures first, then the pending rules and items under their own heading"
    )
    func consoleOrder() throws {
        let run = try cli.run(["--no-html", "counts/pagination.md"])
        let lines = run.output.split(separator: "\n", omittingEmptySubsequences: false).map(
            String.init)
        let heading = try #require(
            lines.firstIndex { $0.hasPrefix("pending, ahead of the product") })
        #expect(
            lines[heading]
                == "pending, ahead of the product (not failing the run): 1 rule (2 tables), 1 checklist item"
        )
        let failures = lines.indices.filter {
            lines[$0].hasPrefix("counts/pagination.md:")
                && lines[$0].dropFirst("counts/pagination.md:".count).first?.isNumber == true
        }
        #expect(failures.count == 2, "the failed row and the failing checklist item")
        #expect(failures.allSatisfy { $0 < heading }, "\(run.output)")
        #expect(
            lines[heading + 1]
                == "  counts/pagination.md:31: Autoload stops after three failures: pending: agreed with product on 2026-11-30 (PROJ-123). (line 36: row 1: autoload? expected stopped, got on; 3 rows do not pass yet)"
        )
        #expect(
            lines[heading + 2]
                == "  counts/pagination.md:51: checklist: \"Autoload stops after three failures\" is pending: agreed with product on 2026-11-30 (PROJ-123)."
        )
        #expect(lines[heading + 3].isEmpty)
        #expect(lines.last(where: { !$0.isEmpty }) == "3 passed, 2 failed, 3 pending")
    }
}
