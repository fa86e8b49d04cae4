import Rulebook

/// `rulebook models [NAME]`: each model's options, verbs with their input columns, and
/// expectation columns with their value kinds, from the models' declarations.
enum ModelsCommand {
    static let subcommand = Subcommand(
        name: "models", summary: "List the models' options, verbs and expectation columns",
        syntax: syntax, run: perform)

    /// Its options, each declared once and read back through its key.
    enum Key {
        static let language = CommandOption<SpecLanguage?>.converted(
            "--lang", value: "TAG",
            help: "List the words of a language (de, zh-Hans, ko) that its specs",
            "may write instead of the English ones."
        ) { tag throws(Diagnostic) in try SpecLanguage.parse(tag) }
    }

    /// Its usage, for parsing and for `--help`.
    static let syntax = CommandSyntax(
        usage: ["rulebook models [NAME ...] [--lang TAG]"],
        about: """
            Prints each model's options, its verbs with their input columns ([name] when a row
            may leave it blank), and its expectation columns with how their values are written.
            When ./spec holds rules marked Pending: with tables of a model, a last line counts
            them (the verbs and columns the product may still lack). With --lang, each verb,
            column and keyword is listed in that language's words, its English name beside it.
            """,
        options: [Key.language])

    /// Runs `rulebook models` with the arguments after its name.
    static func run(
        _ arguments: [String], registry: ModelRegistry,
        output: @escaping (String) -> Void = { print($0) }
    ) -> ExitCode {
        subcommand.main(arguments, CommandContext(registry: registry, output: output))
    }

    private static func perform(_ parsed: ParsedArguments, _ context: CommandContext)
        throws(Diagnostic) -> ExitCode
    {
        var models = context.registry.descriptors.compactMap {
            context.registry.model(named: $0.name)
        }
        if !parsed.paths.isEmpty {
            models = try parsed.paths.map { name throws(Diagnostic) in
                try context.registry.resolve(name, as: .usage)
            }
        }
        let language = parsed[Key.language] ?? .english
        let pending = pendingRules()
        context.output(
            models.map { model in
                let descriptor = model.descriptor
                var lines =
                    ModelDescriptor.words(of: model, in: language).map {
                        LocalizedVocabulary.lines(descriptor, $0)
                    } ?? ModelVocabulary.lines(descriptor)
                if let rules = pending[descriptor.name], !rules.isEmpty {
                    lines.append(
                        "  pending rules in spec/: \(rules.count) (\(rules.joined(separator: ", ")))"
                    )
                }
                return lines.joined(separator: "\n")
            }
            .joined(separator: "\n\n"))
        return .passed
    }

    /// `file.md#anchor` of each rule marked `Pending:` in `./spec`, by the models of its
    /// tables; empty when there is no such folder.
    static func pendingRules(in folder: String = "spec") -> [String: [String]] {
        guard let specs = try? SpecLoader.load([folder]) else { return [:] }
        var rules: [String: [String]] = [:]
        for spec in specs {
            for rule in spec.rules where rule.pending != nil {
                let models = Set(
                    spec.tables.filter { $0.rule?.anchor == rule.anchor }.map(\.modelName))
                for model in models.sorted() {
                    rules[model, default: []].append("\(spec.path)#\(rule.anchor)")
                }
            }
        }
        return rules
    }
}
