import Rulebook

/// What the parser and `--help` know of one option, whatever its value's type: its names,
/// its value's placeholder, its description, and whether it may be given more than once.
struct OptionDeclaration: Sendable {
    /// Its names, as `--help` lists them: `--html`, or `--color, --no-color`.
    let names: [String]
    /// What `--help` calls its value (`DIR`), or `nil` for a flag.
    let value: String?
    /// Its description, one element per help line.
    let help: [String]
    /// Whether it may be given more than once, every value kept (`--model A --model B`).
    let isRepeatable: Bool
    /// Refuses a value the option cannot take (`--depth 0`) while the command line is read.
    let check: @Sendable (String) throws(Diagnostic) -> Void

    /// How `--help` shows it: `--html DIR`, `--color, --no-color`.
    var label: String {
        names.joined(separator: ", ") + (value.map { " \($0)" } ?? "")
    }

    /// The setting it makes, which may be made once: its first name, with `--html` for
    /// `--no-html`, so that `--html DIR --no-html` is a conflict.
    var setting: String {
        let name = names[0]
        return name.hasPrefix("--no-") ? "--" + name.dropFirst(5) : name
    }
}

/// One option of a command, declared once as a typed key: the parser learns its names and
/// whether it takes a value from it, `--help` lists it, and the command reads its value back
/// through it, `parsed[Key.html]`, never by its name.
struct CommandOption<Value>: Sendable {
    let declaration: OptionDeclaration
    /// Its value, from what the command line gave for it, in order.
    let read: @Sendable ([GivenOption]) -> Value
}

/// One option as the command line gave it: the name used and the value, if any.
struct GivenOption: Sendable, Equatable {
    let name: String
    let value: String?
}

/// Any option of a command, for its `CommandSyntax`.
protocol DeclaredOption: Sendable {
    var declaration: OptionDeclaration { get }
}

extension CommandOption: DeclaredOption {}

extension CommandOption where Value == Bool {
    /// A flag, `--check`: `true` when given.
    init(flag names: String..., help: String...) {
        declaration = OptionDeclaration(
            names: names, value: nil, help: help, isRepeatable: false, check: { _ in })
        read = { !$0.isEmpty }
    }
}

extension CommandOption where Value == Bool? {
    /// Two flags for one setting, `--color, --no-color`: `true` for the first, `false` for
    /// the second, `nil` when neither is given.
    init(_ on: String, or off: String, help: String...) {
        declaration = OptionDeclaration(
            names: [on, off], value: nil, help: help, isRepeatable: false, check: { _ in })
        read = { given in given.last.map { $0.name == on } }
    }
}

extension CommandOption where Value == String? {
    /// An option with a value, `--html DIR`: its value, or `nil` when not given.
    init(_ name: String, value: String, help: String...) {
        declaration = OptionDeclaration(
            names: [name], value: value, help: help, isRepeatable: false, check: { _ in })
        read = { $0.last?.value }
    }
}

extension CommandOption where Value == [String] {
    /// An option that may be given more than once, `--model NAME ...`: every value, in order.
    init(repeatable name: String, value: String, help: String...) {
        declaration = OptionDeclaration(
            names: [name], value: value, help: help, isRepeatable: true, check: { _ in })
        read = { $0.compactMap(\.value) }
    }
}

extension CommandOption {
    /// An option whose value is read as a `Converted` (`--shard 2/4`): a value `convert`
    /// refuses is a usage error while the command line is read; `nil` when not given.
    static func converted<Converted>(
        _ name: String, value: String, help: String...,
        as convert: @escaping @Sendable (String) throws(Diagnostic) -> Converted
    ) -> CommandOption<Converted?> {
        converting(name, value: value, help: help, convert)
    }

    /// A whole number from `range` (`--depth 5`), refused as "--depth needs a whole number
    /// from 1 to 64".
    static func wholeNumber(
        _ name: String, value: String, in range: ClosedRange<Int>, help: String...
    ) -> CommandOption<Int?> {
        converting(name, value: value, help: help) { text throws(Diagnostic) in
            guard let number = Int(text), range.contains(number) else {
                throw Diagnostic.usage(
                    "\(name) needs a whole number from \(range.lowerBound) to \(range.upperBound)")
            }
            return number
        }
    }

    private static func converting<Converted>(
        _ name: String, value: String, help: [String],
        _ convert: @escaping @Sendable (String) throws(Diagnostic) -> Converted
    ) -> CommandOption<Converted?> {
        CommandOption<Converted?>(
            declaration: OptionDeclaration(
                names: [name], value: value, help: help, isRepeatable: false,
                check: { text throws(Diagnostic) in _ = try convert(text) }),
            read: { given in given.last?.value.flatMap { try? convert($0) } })
    }
}

extension Shard {
    /// `K/N` as the command line writes it (`--shard 2/4`).
    static func parse(_ text: String) throws(Diagnostic) -> Shard {
        guard let shard = Shard(text) else {
            throw Diagnostic.usage("--shard needs K/N with 1 <= K <= N, e.g. 2/4")
        }
        return shard
    }
}
