import RulebookDiagnostics
import Testing

@testable import RulebookCLI

struct SubcommandArgumentsTests {
    @Test("Paths, flags and valued options; bad options are usage errors")
    func parsing() throws {
        let parsed = try SubcommandArguments.parse(
            ["a.md", "--fill", "--rule=Retry", "--", "--odd.md"], command: "accept",
            flags: ["--fill"], valued: ["--rule"])
        #expect(parsed.paths == ["a.md", "--odd.md"])
        #expect(parsed.flags == ["--fill"])
        #expect(parsed.values == ["--rule": "Retry"])
        #expect(try SubcommandArguments.parse([], command: "fmt", flags: []).specPaths == ["spec"])
        #expect(throws: Diagnostic.usage("accept --fill takes no value")) {
            try SubcommandArguments.parse(["--fill=yes"], command: "accept", flags: ["--fill"])
        }
        #expect(throws: Diagnostic.usage("accept --rule needs a value")) {
            try SubcommandArguments.parse(
                ["--rule"], command: "accept", flags: [], valued: ["--rule"])
        }
        #expect(throws: Diagnostic.usage("unknown option --nope for fmt")) {
            try SubcommandArguments.parse(["--nope"], command: "fmt", flags: [])
        }
        #expect(
            throws: Diagnostic.usage(
                "unknown option --chek for fmt (did you mean --check?)", suggestion: "--check")
        ) {
            try SubcommandArguments.parse(["--chek"], command: "fmt", flags: ["--check"])
        }
    }

    @Test(
        "A repeated option keeps every value, an empty inline value is missing, and two opposite flags conflict"
    )
    func repeatedEmptyAndOpposite() throws {
        let parsed = try SubcommandArguments.parse(
            ["--option", "cursor", "--option=delay=5", "--color"], command: "explore",
            flags: ["--color", "--no-color"], valued: ["--option"])
        #expect(parsed.valueLists == ["--option": ["cursor", "delay=5"]])
        #expect(parsed.values == ["--option": "delay=5"])
        #expect(try parsed.choice("--color", or: "--no-color") == true)
        #expect(throws: Diagnostic.usage("merge --html needs a value")) {
            try SubcommandArguments.parse(
                ["--html=", "a.json"], command: "merge", flags: [], valued: ["--html"])
        }
        let both = try SubcommandArguments.parse(
            ["--no-color", "--color"], command: "merge", flags: ["--color", "--no-color"])
        #expect(throws: Diagnostic.usage("--no-color conflicts with --color; give one of them")) {
            try both.choice("--color", or: "--no-color")
        }
        #expect(
            Diagnostic.usage("unknown option --x for diff").usageLine(command: "diff")
                == "rulebook: unknown option --x for diff (see rulebook diff --help)")
    }
}
