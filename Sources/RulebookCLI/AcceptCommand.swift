import Foundation
import Rulebook

/// `rulebook accept [PATH ...]`: rewrites failed expectation cells with the values the
/// models showed, after printing the change as a unified diff.
enum AcceptCommand {
    static let subcommand = Subcommand(
        name: "accept", summary: "Write the actual values into failed expectation cells",
        syntax: syntax,
        run: { arguments, registry in
            run(arguments, registry: registry, environment: ProcessInfo.processInfo.environment)
        })

    /// Its usage, options and exit status, for parsing and for `--help`.
    static let syntax = CommandSyntax(
        usage: ["rulebook accept [PATH ...] [--fill] [--rule TEXT] [--dry-run] [--force]"],
        about: """
            Runs the specs and rewrites each failed expectation cell with the value the model
            showed, quoted and escaped so that it reads back the same; the tables it changes are
            re-aligned and every other byte stays as it is. It prints a unified diff first. An
            error row and the rows after it are never changed: they need a person.
            """,
        arguments: [.specPath],
        options: [
            CommandOption(
                "--fill",
                help: "Also fill the blank expectation cells of the tables it changes, and",
                "of tables that check nothing yet (this adds checks)."),
            CommandOption(
                "--rule", value: "TEXT",
                help: "Only tables under a heading whose title contains TEXT. A pending",
                "rule (marked Pending:) is changed only when its own title contains TEXT."),
            CommandOption("--dry-run", help: "Print the diff and change nothing."),
            CommandOption("--force", help: "Run even when the CI environment variable is set."),
        ],
        footer: """
            EXIT STATUS:
              0  the failures were accepted (or there were none)
              1  some failures were left for a person (errors, values no cell can write)
              2  usage error, or refused because CI is set
            """)

    static func run(
        _ arguments: [String], registry: ModelRegistry, environment: [String: String],
        output: (String) -> Void = { print($0) }
    ) -> ExitCode {
        let parsed: SubcommandArguments
        switch SubcommandArguments.read(
            arguments, command: "accept", syntax: syntax, output: output)
        {
        case .run(let arguments): parsed = arguments
        case .done(let status): return status
        }
        let dryRun = parsed.flags.contains("--dry-run")
        if isCI(environment) && !dryRun && !parsed.flags.contains("--force") {
            return RulebookCommand.usageError(
                "rulebook: accept refuses to change specs when CI is set, so that a retry cannot make a failure pass (use --dry-run to see the change, --force to override)"
            )
        }
        var changed: [Acceptance] = []
        var leftAlone: [String] = []
        var pending: [String] = []
        do {
            for path in try SpecFiles.paths(parsed.specPaths) {
                let acceptance = Acceptance(
                    spec: try SpecFiles.read(path), registry: registry,
                    fill: parsed.flags.contains("--fill"), rule: parsed.values["--rule"])
                leftAlone += acceptance.leftAlone
                pending += acceptance.pendingLeftAlone
                if acceptance.text != acceptance.spec.text { changed.append(acceptance) }
            }
        } catch {
            return RulebookCommand.usageError("rulebook: \(error)")
        }
        for acceptance in changed {
            let diff = UnifiedDiff.of(
                acceptance.spec.text, acceptance.text, path: acceptance.spec.path)
            output(String(diff.dropLast()))
        }
        if !dryRun {
            for acceptance in changed {
                do {
                    try SpecFiles.write(acceptance.text, to: acceptance.spec.path)
                } catch {
                    return RulebookCommand.usageError("rulebook: \(error)")
                }
            }
        }
        for line in pending + leftAlone { output(line) }
        let cells = changed.map(\.changes.count).reduce(0, +)
        let verb = dryRun ? "would accept" : "accepted"
        output(
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
