import Rulebook
import RulebookReport
import Testing

@testable import RulebookCLI

struct CommandLineOptionsTests {
    @Test("No arguments: check spec/ and write site/")
    func defaults() throws {
        let options = try CommandLineOptions.parse([])
        #expect(options.specPaths == ["spec"])
        #expect(options.htmlFolder == "site")
        #expect(options.junitFile == nil)
        #expect(options.filter == nil)
        #expect(!options.listOnly)
        #expect(options.color == nil)
    }

    @Test("check is an optional command word; paths are kept in order")
    func paths() throws {
        #expect(
            try CommandLineOptions.parse(["check", "a.md", "docs"]).specPaths == ["a.md", "docs"])
        #expect(try CommandLineOptions.parse(["a.md", "check"]).specPaths == ["a.md", "check"])
        #expect(
            try CommandLineOptions.parse(["--", "--odd.md", "-"]).specPaths == ["--odd.md", "-"])
    }

    @Test("Options take values as the next argument or after =")
    func values() throws {
        let options = try CommandLineOptions.parse([
            "--filter", "Retry", "--html=out", "--junit", "report.xml", "--list", "--no-color",
        ])
        #expect(options.filter == "Retry")
        #expect(options.htmlFolder == "out")
        #expect(options.junitFile == "report.xml")
        #expect(options.listOnly)
        #expect(options.color == false)
        #expect(try CommandLineOptions.parse(["--no-html"]).htmlFolder == nil)
        #expect(try CommandLineOptions.parse(["--color"]).color == true)
    }

    @Test("--repeat takes a count from 1 to 1000")
    func repeatCount() throws {
        #expect(try CommandLineOptions.parse([]).repeatCount == 1)
        #expect(try CommandLineOptions.parse(["--repeat", "3"]).repeatCount == 3)
        #expect(try CommandLineOptions.parse(["--repeat=1000"]).repeatCount == 1000)
        for bad in ["0", "-1", "x", "1001", "99999999999999999999"] {
            #expect(throws: Diagnostic.self) { try CommandLineOptions.parse(["--repeat", bad]) }
        }
    }

    @Test("Help and version")
    func helpAndVersion() throws {
        #expect(try CommandLineOptions.parse(["--help"]).showsHelp)
        #expect(try CommandLineOptions.parse(["-h"]).showsHelp)
        #expect(try CommandLineOptions.parse(["--version"]).showsVersion)
        #expect(CommandLineOptions.syntax.help.contains("EXIT STATUS"))
    }

    @Test(
        "Bad command lines are usage errors with a one-line reason",
        arguments: [
            (["--bogus"], "unknown option \"--bogus\""),
            (["-x"], "unknown option \"-x\""),
            (["--filter"], "--filter needs a value"),
            (["--filter="], "--filter needs a value"),
            (["--junit", ""], "--junit needs a value"),
            (["--list=yes"], "--list takes no value"),
            (["--help=1"], "--help takes no value"),
            (
                ["--source-url", "ftp://x/{path}"],
                "--source-url must start with https:// or http://"
            ),
            (
                ["--source-url=https://x/blob"],
                "--source-url must contain {path} (and usually {line})"
            ),
            (["--title"], "--title needs a value"),
            (["--filtr", "x"], "unknown option \"--filtr\": did you mean --filter?"),
            (["--no-colour"], "unknown option \"--no-colour\": did you mean --no-color?"),
            (["--filter", "a", "--filter", "b"], "--filter is given twice; give it once"),
            (["--junit=a.xml", "--junit", "b.xml"], "--junit is given twice; give it once"),
            (["--list", "--list"], "--list is given twice; give it once"),
            (["--html", "out", "--no-html"], "--no-html conflicts with --html; give one of them"),
            (["--color", "--no-color"], "--no-color conflicts with --color; give one of them"),
        ])
    func usageErrors(arguments: [String], message: String) {
        #expect {
            try CommandLineOptions.parse(arguments)
        } throws: { error in
            (error as? Diagnostic)?.kind == .usage && (error as? Diagnostic)?.message == message
        }
        #expect(
            Diagnostic.usage(message).consoleLine() == "rulebook: \(message) (see rulebook --help)")
        #expect(!Diagnostic.usage(message).consoleLine().contains("\n"))
    }

    @Test("A mistyped option names the option it is closest to")
    func suggestion() {
        #expect(
            throws: Diagnostic.usage(
                "unknown option \"--filtr\": did you mean --filter?", suggestion: "--filter")
        ) { try CommandLineOptions.parse(["--filtr", "x"]) }
        #expect(throws: Diagnostic.usage("unknown option \"--bogus\"")) {
            try CommandLineOptions.parse(["--bogus"])
        }
    }

    @Test("--title, --commit and --source-url set the HTML report's context")
    func reportContext() throws {
        let options = try CommandLineOptions.parse([
            "--title", "Nightly", "--commit=abc123", "--source-url",
            "https://github.com/o/r/blob/{commit}/{path}#L{line}",
        ])
        #expect(
            options.report
                == ReportContext(
                    title: "Nightly", commit: "abc123",
                    sourceURL: "https://github.com/o/r/blob/{commit}/{path}#L{line}"))
        #expect(try CommandLineOptions.parse([]).report == ReportContext())
    }
}
