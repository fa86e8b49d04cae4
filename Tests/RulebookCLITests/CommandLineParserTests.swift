import RulebookDiagnostics
import Testing

@testable import RulebookCLI

/// The one parser every command reads its command line with (`CommandSyntax.parse`).
struct CommandLineParserTests {
    enum Demo {
        static let fill = CommandOption(flag: "--fill", help: "Fill.")
        static let rule = CommandOption("--rule", value: "TEXT", help: "A rule.")
        static let option = CommandOption(
            repeatable: "--option", value: "OPTION", help: "An option.")
        static let color = CommandOption("--color", or: "--no-color", help: "Colour.")
        static let html = CommandOption("--html", value: "DIR", help: "HTML.")
        static let noHTML = CommandOption(flag: "--no-html", help: "No HTML.")
        static let depth = CommandOption<Int?>.wholeNumber(
            "--depth", value: "N", in: 1...64, help: "Depth.")
        static let syntax = CommandSyntax(
            usage: ["rulebook demo"], about: "A demo.",
            options: [fill, rule, option, color, html, noHTML, depth])
    }

    func message(_ arguments: [String], command: String? = "demo") -> String? {
        do {
            _ = try Demo.syntax.parse(arguments, command: command)
            return nil
        } catch {
            return error.message
        }
    }

    @Test("Paths, flags and options with a value, inline or after, with -- ending the options")
    func parsing() throws {
        let parsed = try Demo.syntax.parse([
            "a.md", "--fill", "--rule=Retry", "-", "--depth", "3", "--", "--odd.md",
        ])
        #expect(parsed.paths == ["a.md", "-", "--odd.md"])
        #expect(parsed[Demo.fill])
        #expect(parsed[Demo.rule] == "Retry")
        #expect(parsed[Demo.depth] == 3)
        #expect(parsed[Demo.color] == nil)
        #expect(parsed[Demo.html] == nil)
        #expect(!parsed[Demo.noHTML])
        #expect(try Demo.syntax.parse([]).specPaths == ["spec"])
    }

    @Test("A repeatable option keeps every value; the two names of a switch read as true or false")
    func repeatableAndSwitch() throws {
        let parsed = try Demo.syntax.parse(["--option", "cursor", "--option=delay=5", "--no-color"])
        #expect(parsed[Demo.option] == ["cursor", "delay=5"])
        #expect(parsed[Demo.color] == false)
        #expect(try Demo.syntax.parse(["--color"])[Demo.color] == true)
        #expect(try Demo.syntax.parse(["--no-html"])[Demo.noHTML])
        #expect(try Demo.syntax.parse(["--no-html"])[Demo.html] == nil)
    }

    @Test(
        "One set of rules for every command: given twice, conflicts, values, unknown options",
        arguments: [
            (["--rule", "a", "--rule", "b"], "--rule is given twice; give it once"),
            (["--fill", "--fill"], "--fill is given twice; give it once"),
            (["--html", "out", "--no-html"], "--no-html conflicts with --html; give one of them"),
            (["--no-color", "--color"], "--color conflicts with --no-color; give one of them"),
            (["--fill=yes"], "--fill takes no value"),
            (["--rule"], "--rule needs a value"),
            (["--rule="], "--rule needs a value"),
            (["--depth", "0"], "--depth needs a whole number from 1 to 64"),
            (["--nope"], "unknown option \"--nope\" for demo"),
            (["--fil"], "unknown option \"--fil\" for demo: did you mean --fill?"),
        ])
    func usageErrors(arguments: [String], expected: String) {
        #expect(message(arguments) == expected)
    }

    @Test("A usage error is one line that points at the command's own help")
    func consoleLine() {
        #expect(
            Diagnostic.usage("unknown option \"--x\" for diff").consoleLine(command: "diff")
                == "rulebook: unknown option \"--x\" for diff (see rulebook diff --help)")
        #expect(
            Diagnostic(.output, path: "site", reason: "is a file").consoleLine(command: "merge")
                == "rulebook: site: is a file")
    }
}
