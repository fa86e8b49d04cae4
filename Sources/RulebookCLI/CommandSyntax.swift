/// What a command accepts and how its `--help` describes it: each option is declared once, in
/// `options`, and the parser's option names and the help's OPTIONS section both come from it.
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
    /// The command's own options; `-h, --help` is added to every command.
    var options: [CommandOption] = []
    /// A last section, such as `EXIT STATUS:`.
    var footer: String?

    /// `-h, --help`, which every command has.
    static let helpOption = CommandOption("-h", "--help", help: "Print this help.")

    /// The options with `-h, --help`.
    var allOptions: [CommandOption] { options + [Self.helpOption] }

    /// Every option name the command knows, sorted: the candidates of a "did you mean" hint.
    var optionNames: [String] { allOptions.flatMap(\.names).sorted() }

    /// The names of the options that take no value.
    var flags: Set<String> { Set(allOptions.filter { $0.value == nil }.flatMap(\.names)) }

    /// The names of the options that take a value.
    var valued: Set<String> { Set(allOptions.filter { $0.value != nil }.flatMap(\.names)) }

    /// The option one of whose names is `name`.
    func option(named name: String) -> CommandOption? {
        allOptions.first { $0.names.contains(name) }
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
