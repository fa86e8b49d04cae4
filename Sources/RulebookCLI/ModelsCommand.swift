import Rulebook

/// `rulebook models [NAME]`: each model's options, verbs with their input columns, and
/// expectation columns with their value kinds, from the models' declarations.
enum ModelsCommand {
    static let subcommand = Subcommand(
        name: "models", summary: "List the models' options, verbs and expectation columns",
        syntax: syntax,
        run: { arguments, registry in run(arguments, registry: registry) })

    /// Its usage, for parsing and for `--help`.
    static let syntax = CommandSyntax(
        usage: ["rulebook models [NAME ...]"],
        about: """
            Prints each model's options, its verbs with their input columns ([name] when a row
            may leave it blank), and its expectation columns with how their values are written.
            When ./spec holds rules marked Pending: with tables of a model, a last line counts
            them (the verbs and columns the product may still lack).
            """)

    static func run(
        _ arguments: [String], registry: ModelRegistry, output: (String) -> Void = { print($0) }
    ) -> ExitCode {
        let parsed: SubcommandArguments
        switch SubcommandArguments.read(
            arguments, command: "models", syntax: syntax, output: output)
        {
        case .run(let arguments): parsed = arguments
        case .done(let status): return status
        }
        var descriptors = registry.descriptors
        if !parsed.paths.isEmpty {
            descriptors = []
            for name in parsed.paths {
                guard let model = registry.model(named: name) else {
                    return RulebookCommand.usageError(unknownModel(name, registry))
                }
                descriptors.append(model.descriptor)
            }
        }
        let pending = pendingRules()
        output(
            descriptors.map { descriptor in
                var lines = ModelVocabulary.lines(descriptor)
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

    static func unknownModel(_ name: String, _ registry: ModelRegistry) -> String {
        let known = registry.descriptors.map(\.name).joined(separator: ", ")
        return "rulebook: unknown model \"\(name)\" (known: \(known))"
    }
}
