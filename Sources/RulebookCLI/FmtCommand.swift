import Rulebook

/// `rulebook fmt [PATH ...] [--check]`: aligns every event table, leaving every other byte
/// as it is.
enum FmtCommand {
    static let subcommand = Subcommand(
        name: "fmt", summary: "Align the event tables of specs (--check: list misformatted files)",
        syntax: syntax,
        run: { arguments, _ in run(arguments) })

    /// Its usage and options, for parsing and for `--help`.
    static let syntax = CommandSyntax(
        usage: ["rulebook fmt [PATH ...] [--check]"],
        about: """
            Aligns every event table: pads columns (East Asian wide characters count two,
            combining marks none), normalises the delimiter row (alignment colons are kept) and
            keeps every cell's content and every other byte as it is.
            """,
        arguments: [.specPath],
        options: [
            CommandOption(
                "--check",
                help: "Change nothing: list the files fmt would change, and exit 1 if any.")
        ])

    static func run(_ arguments: [String], output: (String) -> Void = { print($0) }) -> ExitCode {
        let parsed: SubcommandArguments
        switch SubcommandArguments.read(
            arguments, command: "fmt", syntax: syntax, output: output)
        {
        case .run(let arguments): parsed = arguments
        case .done(let status): return status
        }
        let checkOnly = parsed.flags.contains("--check")
        var misformatted: [String] = []
        do {
            for path in try SpecFiles.paths(parsed.specPaths) {
                let spec = try SpecFiles.read(path)
                let formatted = SpecFormatter.format(spec)
                guard formatted != spec.text else { continue }
                misformatted.append(path)
                if checkOnly {
                    output(path)
                } else {
                    try SpecFiles.write(formatted, to: path)
                    output("formatted \(path)")
                }
            }
        } catch {
            return RulebookCommand.usageError("rulebook: \(error)")
        }
        return checkOnly && !misformatted.isEmpty ? .failed : .passed
    }
}
