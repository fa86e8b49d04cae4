/// The command-line reference, `docs/cli.md`: every command's `--help`, made from the same
/// declarations (`CommandSyntax`, `CommandOption`), so the page cannot drift from the
/// parser. `CommandReferenceTests` fails when the committed page differs from this text;
/// `bash scripts/update-docs.sh` writes it.
enum CommandReference {
    /// The check command (`rulebook [check]`) and every subcommand, in `--help`'s order.
    static var commands: [(name: String, summary: String, syntax: CommandSyntax)] {
        [("check", checkSummary, CommandLineOptions.syntax)]
            + Subcommand.all.map { ($0.name, $0.summary, $0.syntax) }
    }

    /// What `rulebook check` does, for the list of commands (the check has no subcommand
    /// summary: it is what `rulebook` does without one).
    static let checkSummary =
        "Run the event tables of specs and write the reports (what `rulebook` does by default)"

    /// The page of rulebook's own commands.
    static var markdown: String { markdown(commands) }

    /// The page of `commands`, Markdown, ending with one newline.
    static func markdown(_ commands: [(name: String, summary: String, syntax: CommandSyntax)])
        -> String
    {
        var lines = [
            "# Command-line reference",
            "",
            "<!-- Generated from Sources/RulebookCLI (CommandReference.swift); do not edit by hand.",
            "     Regenerate with: bash scripts/update-docs.sh -->",
            "",
            "Every command of `rulebook` with its options, exactly as its `--help` prints them. This",
            "page is generated from the declarations the parser reads, and a test fails when it",
            "differs from them. What the check's options and reports do in practice is in",
            "[Reports and CI](reports-and-ci.md); the authoring commands are explained in",
            "[Authoring tools](authoring.md).",
            "",
            "Every command reads its command line by the same rules. An option is written",
            "`--name VALUE` or `--name=VALUE`, before, between or after the paths. An option is",
            "given once, except one marked repeatable, which keeps every value; `--x` and `--no-x`",
            "conflict. `--` ends the options, and `-` is a path. A usage error prints one line",
            "with the nearest known option or name (\"did you mean\") and exits with status 2.",
            "",
            "| command | what it does |",
            "| --- | --- |",
        ]
        for command in commands {
            lines.append(
                "| [`rulebook \(command.name)`](#rulebook-\(command.name)) | "
                    + command.summary.replacingOccurrences(of: "|", with: "\\|") + " |")
        }
        for command in commands {
            lines += ["", "## rulebook \(command.name)", "", "```text"]
            lines += command.syntax.help.split(separator: "\n", omittingEmptySubsequences: false)
                .map { String($0.reversed().drop { $0 == " " }.reversed()) }
            lines.append("```")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
