import Foundation
import RulebookTestSupport
import Testing

@testable import RulebookCLI

/// `docs/cli.md` is generated from the commands' declarations; these tests keep the committed
/// page equal to them. After an intended change, `bash scripts/update-docs.sh` (which runs
/// `RULEBOOK_UPDATE_GOLDEN=1 swift test --filter CommandReferenceTests`) writes it again.
struct CommandReferenceTests {
    static let page = RepositoryPaths.root + "/docs/cli.md"

    @Test("The committed docs/cli.md is the reference generated from the option declarations")
    func committedPageIsGenerated() throws {
        let generated = CommandReference.markdown
        if ProcessInfo.processInfo.environment["RULEBOOK_UPDATE_GOLDEN"] == "1" {
            try Data(generated.utf8).write(to: URL(fileURLWithPath: Self.page), options: .atomic)
            return
        }
        let committed = try String(contentsOfFile: Self.page, encoding: .utf8)
        #expect(
            committed == generated,
            "docs/cli.md is not the generated reference: run bash scripts/update-docs.sh")
    }

    @Test("The reference has a section for every command, with every option it declares")
    func everyCommandAndOption() {
        let page = CommandReference.markdown
        #expect(CommandReference.commands.count == Subcommand.all.count + 1)
        for command in CommandReference.commands {
            #expect(page.contains("\n## rulebook \(command.name)\n"))
            #expect(page.contains("(#rulebook-\(command.name))"))
            for option in command.syntax.allOptions {
                #expect(page.contains("  " + option.label + "  "), "\(option.label)")
            }
        }
    }

    @Test("An option added to a declaration appears in the reference, with its description")
    func followsTheDeclarations() {
        var commands = CommandReference.commands
        commands[0].syntax.options.append(
            CommandOption("--example-only", value: "N", help: "An option for this test.")
                .declaration)
        let page = CommandReference.markdown(commands)
        #expect(!CommandReference.markdown.contains("--example-only"))
        #expect(page.contains("  --example-only N"))
        #expect(page.contains("An option for this test."))
    }
}
