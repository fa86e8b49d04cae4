/// A command line as `CommandSyntax.parse` read it: the paths, and what was given for each
/// option, read back through the option's typed key (`parsed[Key.html]`).
struct ParsedArguments {
    /// The arguments that are not options, in order.
    var paths: [String] = []
    /// What was given for each setting (`OptionDeclaration.setting`), in order.
    var given: [String: [GivenOption]] = [:]

    /// The value of `option`, from what the command line gave for it.
    subscript<Value>(option: CommandOption<Value>) -> Value {
        let names = option.declaration.names
        return option.read(
            (given[option.declaration.setting] ?? []).filter { names.contains($0.name) })
    }

    /// The paths, or `spec` when none is given.
    var specPaths: [String] { paths.isEmpty ? ["spec"] : paths }
}
