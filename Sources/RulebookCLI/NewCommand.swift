import Rulebook

/// `rulebook new MODEL [OPTION ...]`: an empty event table with the model's usual columns,
/// ready to paste into a spec.
enum NewCommand {
    static let subcommand = Subcommand(
        name: "new", summary: "Print an empty event table for a model, ready to paste",
        syntax: syntax, run: perform)

    /// Its options, each declared once and read back through its key.
    enum Key {
        static let pending = CommandOption(
            "--pending", value: "REASON",
            help: "Start a rule ahead of the product: print \"> Pending: REASON\" above",
            "the table, to paste right under the rule's heading.")
        static let language = CommandOption<SpecLanguage?>.converted(
            "--lang", value: "TAG",
            help: "Write the headers in the words of a language (de, zh-Hans, ko)."
        ) {
            tag throws(Diagnostic) in try SpecLanguage.parse(tag)
        }
    }

    /// Its usage, for parsing and for `--help`.
    static let syntax = CommandSyntax(
        usage: ["rulebook new MODEL [OPTION ...] [--pending REASON] [--lang TAG]"],
        about: """
            Prints a fenced event table with the model's columns (event, every input, result?
            and every expectation the model answers with these options) and no rows. Options
            are written as in the fence: rulebook new pager cursor, rulebook new debounce delay=300.
            Paste it under the heading that names its rule (a table needs one). Delete the
            columns a rule does not need; `rulebook accept --fill` fills expectations;
            `rulebook models` lists each column's forms and each verb's outcomes.
            """,
        options: [Key.pending, Key.language])

    /// Runs `rulebook new` with the arguments after its name.
    static func run(
        _ arguments: [String], registry: ModelRegistry,
        output: @escaping (String) -> Void = { print($0) }
    ) -> ExitCode {
        subcommand.main(arguments, CommandContext(registry: registry, output: output))
    }

    private static func perform(_ parsed: ParsedArguments, _ context: CommandContext)
        throws(Diagnostic) -> ExitCode
    {
        guard let name = parsed.paths.first else {
            throw Diagnostic.usage("new needs a model name, e.g. rulebook new pager")
        }
        let model = try context.registry.resolve(name, as: .usage)
        let options = try parsed.paths.dropFirst().map { word throws(Diagnostic) in
            try ModelOption(parsing: word)
        }
        let language = parsed[Key.language] ?? .english
        let table = try ModelVocabulary.newTable(
            model, options: options, words: ModelDescriptor.words(of: model, in: language))
        if let reason = parsed[Key.pending] {
            let oneLine = reason.split(whereSeparator: \.isNewline).joined(separator: " ")
            context.output("> Pending: \(oneLine)\n")
        }
        context.output(String(table.dropLast()))
        return .passed
    }
}
