import Foundation
import Rulebook
import Testing

@testable import RulebookCLI

/// What every command prints for `--help` and for a usage error, as full text: the help is
/// compared with the committed `docs/cli.md`, the usage errors with the lines below.
struct CommandSnapshotTests {
    /// The `--help` of each command as `docs/cli.md` shows it (trailing spaces dropped).
    static let committedHelp: [String: String] = {
        let text = (try? String(contentsOfFile: CommandReferenceTests.page, encoding: .utf8)) ?? ""
        var helps: [String: String] = [:]
        for section in text.components(separatedBy: "\n## rulebook ").dropFirst() {
            let name = String(section.prefix { $0 != "\n" })
            guard let start = section.range(of: "```text\n"),
                let end = section.range(of: "\n```", range: start.upperBound..<section.endIndex)
            else { continue }
            helps[name] = String(section[start.upperBound..<end.lowerBound])
        }
        return helps
    }()

    static func trimmed(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { String($0.reversed().drop { $0 == " " }.reversed()) }
            .joined(separator: "\n")
    }

    @Test("Every subcommand's --help prints the text committed in docs/cli.md")
    func subcommandHelp() throws {
        for command in Subcommand.all {
            var printed: [String] = []
            let status = command.main(["--help"], CommandContext(output: { printed.append($0) }))
            #expect(status == .passed)
            let committed = try #require(Self.committedHelp[command.name], "\(command.name)")
            #expect(printed.map(Self.trimmed) == [committed], "\(command.name)")
        }
        #expect(
            Self.committedHelp["check"] == Self.trimmed(CommandLineOptions.syntax.help))
    }

    static let models =
        "debounce, optimistic, optimistic-store, page-loader, pager, search-debouncer"

    @Test(
        "Each command words one usage error in full and points at its own help",
        arguments: [
            (
                "fmt", ["--chek"],
                "rulebook: unknown option \"--chek\" for fmt: did you mean --check? (see rulebook fmt --help)"
            ),
            (
                "accept", ["--rule"],
                "rulebook: --rule needs a value (see rulebook accept --help)"
            ),
            (
                "models", ["pagr"],
                "rulebook: unknown model \"pagr\": did you mean pager? (known: \(models)) (see rulebook models --help)"
            ),
            (
                "new", [],
                "rulebook: new needs a model name, e.g. rulebook new pager (see rulebook new --help)"
            ),
            (
                "mutants", ["--model", "pager", "--fault", "no-tiket-check"],
                "rulebook: unknown fault \"no-tiket-check\" for pager: did you mean no-ticket-check? (known: "
                    + PagerSpecModel.faults.map(\.name).joined(separator: ", ")
                    + ") (see rulebook mutants --help)"
            ),
            (
                "explore", ["pager", "--depth", "0"],
                "rulebook: --depth needs a whole number from 1 to 64 (see rulebook explore --help)"
            ),
            (
                "coverage", ["--min-coverage", "101"],
                "rulebook: --min-coverage needs a percentage from 0 to 100 (see rulebook coverage --help)"
            ),
            (
                "merge", ["--html", "a", "--html", "b", "x.json"],
                "rulebook: --html is given twice; give it once (see rulebook merge --help)"
            ),
            (
                "diff", ["base.json"],
                "rulebook: give two results files, BASE.json HEAD.json (see rulebook diff --help)"
            ),
            ("lsp", ["spec"], "rulebook: lsp takes no paths (see rulebook lsp --help)"),
        ])
    func usageError(command name: String, arguments: [String], expected: String) throws {
        let command = try #require(Subcommand.named(name))
        var errors: [String] = []
        let context = CommandContext(output: { _ in }, errorOutput: { errors.append($0) })
        #expect(command.main(arguments, context) == .usageError)
        #expect(errors == [expected])
    }

    @Test("explore words a second model name as an unknown argument")
    func exploreExtraArgument() throws {
        let command = try #require(Subcommand.named("explore"))
        var errors: [String] = []
        let context = CommandContext(output: { _ in }, errorOutput: { errors.append($0) })
        #expect(command.main(["pager", "debounce"], context) == .usageError)
        #expect(
            errors == [
                "rulebook: unknown argument \"debounce\" for explore (see rulebook explore --help)"
            ])
    }

    @Test("The check words a usage error in full and points at rulebook --help")
    func checkUsageError() {
        do {
            _ = try CommandLineOptions.parse(["--filtr", "x"])
            Issue.record("no usage error")
        } catch {
            #expect(
                error.consoleLine()
                    == "rulebook: unknown option \"--filtr\": did you mean --filter? (see rulebook --help)"
            )
        }
    }
}
