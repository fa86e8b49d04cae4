import Rulebook
import RulebookAdapterModels
import Testing

@testable import RulebookCLI

@Suite struct LSPCommandTests {
    @Test("lsp is a subcommand of every RulebookCommand, with its help and no paths")
    func subcommand() {
        #expect(Subcommand.named("lsp") != nil)
        #expect(Subcommand.helpSection.contains("lsp "))
        var printed: [String] = []
        #expect(LSPCommand.run(["--help"], registry: .builtIn) { printed.append($0) } == .passed)
        #expect(printed.joined().hasPrefix("USAGE: rulebook lsp"))
        #expect(LSPCommand.run(["spec"], registry: .builtIn) { _ in } == .usageError)
    }
}
