/// The arguments of a subcommand: paths, flags (`--check`) and options with a value
/// (`--rule TEXT` or `--rule=TEXT`).
struct SubcommandArguments {
    var paths: [String] = []
    var flags: Set<String> = []
    var values: [String: String] = [:]

    /// Parses `arguments` for a command that knows these flags and valued options; `--`
    /// ends the options.
    static func parse(
        _ arguments: [String], command: String, flags: Set<String>, valued: Set<String> = []
    ) throws(UsageError) -> SubcommandArguments {
        var result = SubcommandArguments()
        var remaining = arguments[...]
        var onlyPaths = false
        while let argument = remaining.popFirst() {
            if onlyPaths || !argument.hasPrefix("-") || argument == "-" {
                result.paths.append(argument)
                continue
            }
            if argument == "--" {
                onlyPaths = true
                continue
            }
            let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
            let name = parts.first ?? argument
            if valued.contains(name) {
                let value = parts.count == 2 ? parts[1] : remaining.popFirst()
                guard let value, !value.isEmpty else {
                    throw UsageError(message: "\(command) \(name) needs a value")
                }
                result.values[name] = value
            } else if flags.contains(name) {
                guard parts.count == 1 else {
                    throw UsageError(message: "\(command) \(name) takes no value")
                }
                result.flags.insert(name)
            } else {
                throw UsageError(message: "unknown option \(name) for \(command)")
            }
        }
        return result
    }

    /// What reading a subcommand's arguments came to: arguments to run with, or an exit code
    /// when the command is already done (its help was printed, or a usage error).
    enum Reading {
        case run(SubcommandArguments)
        case done(ExitCode)
    }

    /// Parses `arguments` like `parse`, with `--help` and `-h` as flags too: prints `help`
    /// when asked for it, and reports a usage error on standard error.
    static func read(
        _ arguments: [String], command: String, flags: Set<String> = [],
        valued: Set<String> = [], help: String, output: (String) -> Void
    ) -> Reading {
        let helpFlags: Set<String> = ["--help", "-h"]
        let parsed: SubcommandArguments
        do {
            parsed = try parse(
                arguments, command: command, flags: flags.union(helpFlags), valued: valued)
        } catch {
            return .done(RulebookCommand.usageError(error.description))
        }
        guard parsed.flags.isDisjoint(with: helpFlags) else {
            output(help)
            return .done(.passed)
        }
        return .run(parsed)
    }

    /// The paths, or `spec` when none is given.
    var specPaths: [String] { paths.isEmpty ? ["spec"] : paths }
}
