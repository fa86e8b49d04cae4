/// One option of a command, declared once: the parser learns its names and whether it takes a
/// value from it, and `--help` lists it with its description.
struct CommandOption: Sendable {
    /// Its names, as `--help` lists them: `--html`, or `--color, --no-color`.
    let names: [String]
    /// What `--help` calls its value (`DIR`), or `nil` for a flag.
    let value: String?
    /// Its description, one element per help line.
    let help: [String]

    init(_ names: String..., value: String? = nil, help: String...) {
        self.names = names
        self.value = value
        self.help = help
    }

    /// How `--help` shows it: `--html DIR`, `--color, --no-color`.
    var label: String {
        names.joined(separator: ", ") + (value.map { " \($0)" } ?? "")
    }
}
