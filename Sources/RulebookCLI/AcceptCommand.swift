import Foundation
import Rulebook

/// `rulebook accept [PATH ...]`: rewrites failed expectation cells with the values the
/// models showed, after printing the change as a unified diff.
enum AcceptCommand {
    static let subcommand = Subcommand(
        name: "accept", summary: "Write the actual values into failed expectation cells",
        syntax: syntax, run: perform)

    /// Its options, each declared once and read back through its key.
    enum Key {
        static let fill = CommandOption(
            flag: "--fill",
            help: "Also fill the blank expectation cells of the tables it changes, and",
            "of tables that check nothing yet (this adds checks).")
        static let all = CommandOption(
            flag: "--all",
            help: "With --fill: fill the blank expectation cells of every table, passing",
            "ones too, to see (and keep) what the model does there.")
        static let rule = CommandOption(
            "--rule", value: "TEXT",
            help: "Only tables under a heading whose title contains TEXT. A pending",
            "rule (marked Pending:) is changed only when its own title contains TEXT.")
        static let dryRun = CommandOption(
            flag: "--dry-run", help: "Print the diff and change nothing.")
        static let force = CommandOption(
            flag: "--force", help: "Run even when the CI environment variable is set.")
    }

    /// Its usage, options and exit status, for parsing and for `--help`.
    static let syntax = CommandSyntax(
        usage: ["rulebook accept [PATH ...] [--fill [--all]] [--rule TEXT] [--dry-run] [--force]"],
        about: """
            Runs the specs and rewrites each failed expectation cell with the value the model
            showed, quoted and escaped so that it reads back the same; the tables it changes are
            re-aligned and every other byte stays as it is. It prints a unified diff first. An
            error row and the rows after it are never changed: they need a person.
            """,
        arguments: [.specPath],
        options: [Key.fill, Key.all, Key.rule, Key.dryRun, Key.force],
        footer: """
            EXIT STATUS:
              0  the failures were accepted (or there were none)
              1  some failures were left for a person (errors, values no cell can write)
              2  usage error, or refused because CI is set
            """)

    /// Runs `rulebook accept` with the arguments after its name.
    static func run(
        _ arguments: [String], registry: ModelRegistry, environment: [String: String],
        output: @escaping (String) -> Void = { print($0) }
    ) -> ExitCode {
        subcommand.main(
            arguments,
            CommandContext(registry: registry, environment: environment, output: output))
    }

    private static func perform(_ parsed: ParsedArguments, _ context: CommandContext)
        throws(Diagnostic) -> ExitCode
    {
        let dryRun = parsed[Key.dryRun]
        if isCI(context.environment) && !dryRun && !parsed[Key.force] {
            throw Diagnostic(
                .usage,
                "accept refuses to change specs when CI is set, so that a retry cannot make a failure pass (use --dry-run to see the change, --force to override)"
            )
        }
        if parsed[Key.all] && !parsed[Key.fill] {
            throw Diagnostic(
                .usage,
                "--all goes with --fill: accept --fill --all fills the blank expectation cells of every table, passing ones too"
            )
        }
        var changed: [Acceptance] = []
        var leftAlone: [String] = []
        var pending: [String] = []
        for path in try SpecFiles.paths(parsed.specPaths) {
            let acceptance = Acceptance(
                spec: try SpecFiles.read(path), registry: context.registry,
                fill: parsed[Key.fill], fillAll: parsed[Key.all], rule: parsed[Key.rule])
            leftAlone += acceptance.leftAlone
            pending += acceptance.pendingLeftAlone
            if acceptance.text != acceptance.spec.text { changed.append(acceptance) }
        }
        for acceptance in changed {
            let diff = UnifiedDiff.of(
                acceptance.spec.text, acceptance.text, path: acceptance.spec.path)
            context.output(String(diff.dropLast()))
        }
        if !dryRun {
            for acceptance in changed {
                try SpecFiles.write(acceptance.text, to: acceptance.spec.path)
            }
        }
        for line in pending + leftAlone { context.output(line) }
        let cells = changed.map(\.changes.count).reduce(0, +)
        let verb = dryRun ? "would accept" : "accepted"
        context.output(
            "\(verb) \(cells) \(cells == 1 ? "cell" : "cells") in \(changed.count) "
                + "\(changed.count == 1 ? "file" : "files"); "
                + "\(leftAlone.count) left for a person"
                + (pending.isEmpty
                    ? ""
                    : "; \(pending.count) pending \(pending.count == 1 ? "table" : "tables") left alone")
        )
        return leftAlone.isEmpty ? .passed : .failed
    }

    /// Whether the environment says this is a CI run: `CI` set to anything but empty,
    /// `false` or `0`.
    static func isCI(_ environment: [String: String]) -> Bool {
        guard let value = environment["CI"] else { return false }
        return !["", "false", "0"].contains(value.lowercased())
    }
}
