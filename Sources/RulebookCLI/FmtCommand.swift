import Rulebook

/// `rulebook fmt [PATH ...] [--check]`: aligns every event table, leaving every other byte
/// as it is.
enum FmtCommand {
    static let subcommand = Subcommand(
        name: "fmt", summary: "Align the event tables of specs (--check: list misformatted files)",
        syntax: syntax, run: perform)

    /// Its options, each declared once and read back through its key.
    enum Key {
        static let check = CommandOption(
            flag: "--check",
            help: "Change nothing: list the files fmt would change, and exit 1 if any.")
    }

    /// Its usage and options, for parsing and for `--help`.
    static let syntax = CommandSyntax(
        usage: ["rulebook fmt [PATH ...] [--check]"],
        about: """
            Aligns every event table: pads columns (East Asian wide characters count two,
            combining marks none), normalises the delimiter row (alignment colons are kept) and
            keeps every cell's content and every other byte as it is.
            """,
        arguments: [.specPath],
        options: [Key.check])

    /// Runs `rulebook fmt` with the arguments after its name.
    static func run(_ arguments: [String], output: @escaping (String) -> Void = { print($0) })
        -> ExitCode
    {
        subcommand.main(arguments, CommandContext(output: output))
    }

    private static func perform(_ parsed: ParsedArguments, _ context: CommandContext)
        throws(Diagnostic)
        -> ExitCode
    {
        let checkOnly = parsed[Key.check]
        var misformatted: [String] = []
        for path in try SpecFiles.paths(parsed.specPaths) {
            let spec = try SpecFiles.read(path)
            let formatted = SpecFormatter.format(spec)
            guard formatted != spec.text else { continue }
            misformatted.append(path)
            if checkOnly {
                context.output(path)
            } else {
                try SpecFiles.write(formatted, to: path)
                context.output("formatted \(path)")
            }
        }
        return checkOnly && !misformatted.isEmpty ? .failed : .passed
    }
}
