import Rulebook

/// What a command accepts and how its `--help` describes it: each option is declared once,
/// as a typed key in `options`; the parser, the help's OPTIONS section and `docs/cli.md` all
/// come from it.
///
/// Every command reads its command line with the same rules (`parse`): an option is written
/// `--name VALUE` or `--name=VALUE`; it may be given once, unless it is repeatable (each value
/// is kept); `--x` and `--no-x` conflict; `--` ends the options and `-` is a path.
struct CommandSyntax: Sendable {
    /// A positional argument, as `--help` describes it.
    struct Argument: Sendable {
        let name: String
        let help: [String]

        /// `PATH`: the spec files and folders a command reads.
        static let specPath = Argument(
            name: "PATH",
            help: ["A spec file, or a folder searched for *.md files (default: spec)."])
    }

    /// The lines after `USAGE:`.
    var usage: [String]
    /// What the command does.
    var about: String
    var arguments: [Argument] = []
    /// The command's own options, declared once each; `-h, --help` is added to every command.
    var options: [OptionDeclaration] = []
    /// A last section, such as `EXIT STATUS:`.
    var footer: String?

    init(
        usage: [String], about: String, arguments: [Argument] = [],
        options: [any DeclaredOption] = [], footer: String? = nil
    ) {
        self.usage = usage
        self.about = about
        self.arguments = arguments
        self.options = options.map { $0.declaration }
        self.footer = footer
    }

    /// `-h, --help`, which every command has.
    static let help = CommandOption(flag: "-h", "--help", help: "Print this help.")

    /// The options with `-h, --help`.
    var allOptions: [OptionDeclaration] { options + [Self.help.declaration] }

    /// Every option name the command knows, sorted: the candidates of a "did you mean" hint.
    var optionNames: [String] { allOptions.flatMap(\.names).sorted() }

    /// The option one of whose names is `name`.
    func option(named name: String) -> OptionDeclaration? {
        allOptions.first { $0.names.contains(name) }
    }

    /// Reads the arguments after the command's name with the rules above; `command` names a
    /// subcommand in an unknown option's message.
    func parse(_ arguments: [String], command: String? = nil) throws(Diagnostic)
        -> ParsedArguments
    {
        var parsed = ParsedArguments()
        var remaining = arguments[...]
        var onlyPaths = false
        while let argument = remaining.popFirst() {
            if onlyPaths || !argument.hasPrefix("-") || argument == "-" {
                parsed.paths.append(argument)
                continue
            }
            if argument == "--" {
                onlyPaths = true
                continue
            }
            let (name, inlineValue) = Self.split(argument)
            guard let option = option(named: name) else {
                throw Diagnostic.unknown(
                    "option", name, for: command, known: optionNames, listsKnown: false,
                    as: .usage)
            }
            let earlier = parsed.given[option.setting] ?? []
            if let first = earlier.first, !option.isRepeatable || first.name != name {
                throw Diagnostic.usage(
                    first.name == name
                        ? "\(name) is given twice; give it once"
                        : "\(name) conflicts with \(first.name); give one of them")
            }
            var value: String?
            if option.value == nil {
                guard inlineValue == nil else { throw Diagnostic.usage("\(name) takes no value") }
            } else {
                guard let given = inlineValue ?? remaining.popFirst(), !given.isEmpty else {
                    throw Diagnostic.usage("\(name) needs a value")
                }
                try option.check(given)
                value = given
            }
            parsed.given[option.setting, default: []].append(GivenOption(name: name, value: value))
        }
        return parsed
    }

    /// `--name=value` as its name and value; any other argument as a name alone.
    private static func split(_ argument: String) -> (name: String, value: String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else {
            return (argument, nil)
        }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }

    /// The `--help` text: usage, description, arguments and options (their descriptions aligned
    /// in one column), then the footer.
    var help: String {
        let labels = arguments.map(\.name) + allOptions.map(\.label)
        let width = labels.map(\.count).max() ?? 0
        func entry(_ label: String, _ help: [String]) -> String {
            let indent = String(repeating: " ", count: width + 4)
            let padding = String(repeating: " ", count: width - label.count + 2)
            let lines = help.enumerated().map { index, line in
                index == 0 ? "  " + label + padding + line : indent + line
            }
            return lines.joined(separator: "\n")
        }
        var sections = [
            "USAGE: " + usage.joined(separator: "\n       "), about,
        ]
        if !arguments.isEmpty {
            sections.append(
                (["ARGUMENTS:"] + arguments.map { entry($0.name, $0.help) })
                    .joined(separator: "\n"))
        }
        sections.append(
            (["OPTIONS:"] + allOptions.map { entry($0.label, $0.help) }).joined(separator: "\n"))
        if let footer { sections.append(footer) }
        return sections.joined(separator: "\n\n")
    }
}
