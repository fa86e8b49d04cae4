import Rulebook

/// The arguments of a subcommand: paths, flags (`--check`) and options with a value
/// (`--rule TEXT` or `--rule=TEXT`).
struct SubcommandArguments {
    var paths: [String] = []
    var flags: Set<String> = []
    /// Every value given to each valued option, in the order given.
    var valueLists: [String: [String]] = [:]

    /// The value of each valued option; the last one when an option is given twice.
    var values: [String: String] { valueLists.compactMapValues(\.last) }

    /// Parses `arguments` for a command that knows these flags and valued options; `--`
    /// ends the options.
    static func parse(
        _ arguments: [String], command: String, flags: Set<String>, valued: Set<String> = []
    ) throws(Diagnostic) -> SubcommandArguments {
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
            let parts = argument.split(
                separator: "=", maxSplits: 1, omittingEmptySubsequences: false
            ).map(String.init)
            let name = parts.first ?? argument
            if valued.contains(name) {
                let value = parts.count == 2 ? parts[1] : remaining.popFirst()
                guard let value, !value.isEmpty else {
                    throw Diagnostic.usage("\(command) \(name) needs a value")
                }
                result.valueLists[name, default: []].append(value)
            } else if flags.contains(name) {
                guard parts.count == 1 else {
                    throw Diagnostic.usage("\(command) \(name) takes no value")
                }
                result.flags.insert(name)
            } else {
                let known = (flags.union(valued)).sorted()
                throw Diagnostic.usage(
                    "unknown option \(name) for \(command)\(Suggestion.hint(for: name, among: known))",
                    suggestion: Suggestion.closest(to: name, among: known))
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

    /// Parses `arguments` like `parse`, for the options of `syntax` and `-h, --help`: prints
    /// the command's help when asked for it, and reports a usage error on standard error,
    /// pointing at the command's own `--help`.
    static func read(
        _ arguments: [String], command: String, syntax: CommandSyntax,
        output: (String) -> Void
    ) -> Reading {
        let parsed: SubcommandArguments
        do {
            parsed = try parse(
                arguments, command: command, flags: syntax.flags, valued: syntax.valued)
        } catch {
            return .done(RulebookCommand.usageError(error.usageLine(command: command)))
        }
        guard parsed.flags.isDisjoint(with: CommandSyntax.helpOption.names) else {
            output(syntax.help)
            return .done(.passed)
        }
        return .run(parsed)
    }

    /// `true` for the flag `on`, `false` for `off`, `nil` for neither; both is a usage error,
    /// as for a check (`--color` and `--no-color`).
    func choice(_ on: String, or off: String) throws(Diagnostic) -> Bool? {
        switch (flags.contains(on), flags.contains(off)) {
        case (true, true):
            throw Diagnostic.usage("\(off) conflicts with \(on); give one of them")
        case (true, false): true
        case (false, true): false
        case (false, false): nil
        }
    }

    /// The paths, or `spec` when none is given.
    var specPaths: [String] { paths.isEmpty ? ["spec"] : paths }
}
