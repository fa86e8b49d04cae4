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

    /// The paths, or `spec` when none is given.
    var specPaths: [String] { paths.isEmpty ? ["spec"] : paths }
}
