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
        #expect(throws: UsageError(message: "accept --fill takes no value")) {
            try SubcommandArguments.parse(["--fill=yes"], command: "accept", flags: ["--fill"])
        }
        #expect(throws: UsageError(message: "accept --rule needs a value")) {
            try SubcommandArguments.parse(
                ["--rule"], command: "accept", flags: [], valued: ["--rule"])
        }
        #expect(throws: UsageError(message: "unknown option --nope for fmt")) {
            try SubcommandArguments.parse(["--nope"], command: "fmt", flags: [])
        }
    }
}
