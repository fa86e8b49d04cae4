import Rulebook
import RulebookLSP

/// `rulebook lsp`: a language server for spec files over standard input and output, with
/// the models of the command's registry (an app's own CLI serves its own models).
enum LSPCommand {
    static let subcommand = Subcommand(
        name: "lsp", summary: "Serve spec files to an editor (Language Server Protocol on stdio)",
        syntax: syntax, run: perform)

    /// Its usage, for parsing and for `--help`.
    static let syntax = CommandSyntax(
        usage: ["rulebook lsp"],
        about: """
            Speaks the Language Server Protocol on standard input and output: diagnostics down
            to the cell while you type, completion, hover, fixes, formatting, symbols and
            go-to-definition for checklist links. The workspace folder is the spec root. See
            docs/editors.md for editor set-ups. Never writes a file.
            """)

    /// Runs `rulebook lsp` with the arguments after its name.
    static func run(
        _ arguments: [String], registry: ModelRegistry,
        output: @escaping (String) -> Void = { print($0) }
    ) -> ExitCode {
        subcommand.main(arguments, CommandContext(registry: registry, output: output))
    }

    private static func perform(_ parsed: ParsedArguments, _ context: CommandContext)
        throws(Diagnostic) -> ExitCode
    {
        guard parsed.paths.isEmpty else { throw Diagnostic.usage("lsp takes no paths") }
        return LanguageServer.serve(registry: context.registry) == 0 ? .passed : .failed
    }
}
