import Rulebook

/// `rulebook new MODEL [OPTION ...]`: an empty event table with the model's usual columns,
/// ready to paste into a spec.
enum NewCommand {
    static let subcommand = Subcommand(
        name: "new", summary: "Print an empty event table for a model, ready to paste",
        syntax: syntax,
        run: { arguments, registry in run(arguments, registry: registry) })

    /// Its usage, for parsing and for `--help`.
    static let syntax = CommandSyntax(
        usage: ["rulebook new MODEL [OPTION ...] [--pending REASON]"],
        about: """
            Prints a fenced event table with the model's columns (event, every input, result?
            and every expectation the model answers with these options) and no rows. Options
            are written as in the fence: rulebook new pager cursor, rulebook new debounce delay=300.
            Delete the columns a rule does not need; `rulebook accept --fill` fills expectations.
            """,
        options: [
            CommandOption(
                "--pending", value: "REASON",
                help: "Start a rule ahead of the product: print \"> Pending: REASON\" above",
                "the table, to paste right under the rule's heading.")
        ])

    static func run(
        _ arguments: [String], registry: ModelRegistry, output: (String) -> Void = { print($0) }
    ) -> ExitCode {
        let parsed: SubcommandArguments
        switch SubcommandArguments.read(
            arguments, command: "new", syntax: syntax, output: output)
        {
        case .run(let arguments): parsed = arguments
        case .done(let status): return status
        }
        guard let name = parsed.paths.first else {
            return RulebookCommand.usageError(
                Diagnostic.usage("new needs a model name, e.g. rulebook new pager").usageLine())
        }
        guard let model = registry.model(named: name) else {
            return RulebookCommand.usageError(ModelsCommand.unknownModel(name, registry))
        }
        let options = parsed.paths.dropFirst().map { word in
            let parts = word.split(separator: "=", maxSplits: 1).map(String.init)
            return ModelOption(
                name: (parts.first ?? word).lowercased(), value: parts.count == 2 ? parts[1] : nil)
        }
        do {
            let table = try ModelVocabulary.newTable(model, options: options)
            if let reason = parsed.values["--pending"] {
                let oneLine = reason.split(whereSeparator: \.isNewline).joined(separator: " ")
                output("> Pending: \(oneLine)\n")
            }
            output(String(table.dropLast()))
        } catch {
            return RulebookCommand.usageError("rulebook: \(error.message)")
        }
        return .passed
    }
}
