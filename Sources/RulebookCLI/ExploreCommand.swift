import Foundation
import Rulebook
import RulebookReport

/// `rulebook explore`: searches every order of a model's events up to a depth and prints
/// the shortest sequence that breaks an invariant as a ready-to-paste table.
enum ExploreCommand {
    static let subcommand = Subcommand(
        name: "explore", summary: "Search every order of a model's events for a broken invariant",
        syntax: syntax, run: perform)

    /// Its options, each declared once and read back through its key.
    enum Key {
        static let depth = CommandOption<Int?>.wholeNumber(
            "--depth", value: "N", in: 1...64,
            help: "Search sequences of up to N events (default: \(Explorer.defaultDepth)).")
        static let fault = CommandOption(
            "--fault", value: "NAME",
            help: "Switch one of the model's seeded faults on (see rulebook mutants --list).")
        static let option = CommandOption(
            repeatable: "--option", value: "OPTION",
            help: "A table option, such as cursor or delay=500 (repeatable); without",
            "one, the model's own option sets are explored in turn.")
        static let out = CommandOption(
            "--out", value: "FILE", help: "Also write the counterexample as a Markdown spec.")
        static let repeats = CommandOption<Int?>.wholeNumber(
            "--repeat", value: "N", in: 1...1000,
            help: "Run each search N times and report the fastest (benchmarks).")
    }

    struct Options: Equatable {
        var model: String?
        var depth = Explorer.defaultDepth
        var fault: String?
        var options: [ModelOption] = []
        var outFile: String?
        var repeats = 1
    }

    private static func perform(_ parsed: ParsedArguments, _ context: CommandContext)
        throws(Diagnostic) -> ExitCode
    {
        let options = try Options(parsed)
        guard let model = options.model else {
            throw Diagnostic.usage("explore needs a model name")
        }
        if let file = options.outFile, !file.lowercased().hasSuffix(".md") {
            throw Diagnostic(
                .output, path: file, reason: "--out writes a Markdown spec; give a .md file name")
        }
        let report = try Explorer(registry: context.registry).explore(
            model, depth: options.depth, options: options.options, fault: options.fault,
            repeats: options.repeats)
        context.output(lines(report).joined(separator: "\n"))
        if let file = options.outFile, let violation = report.violation {
            try ExplorationOutput.write(violation, of: report, to: file)
        }
        return report.violation == nil ? .passed : .failed
    }

    static func lines(_ report: ExplorationReport) -> [String] {
        var lines: [String] = []
        let fault = report.fault.map { ", fault \($0.fault.name)" } ?? ""
        let given = report.options.map { option in
            option.value.map { "\(option.name)=\($0)" } ?? option.name
        }
        let options = given.isEmpty ? "" : " " + given.joined(separator: " ")
        lines.append("explore \(report.model)\(options), depth \(report.depthLimit)\(fault)")
        if let violation = report.violation {
            lines.append(
                "violation: \(violation.invariant) (\(violation.infoString), after \(violation.length) events)"
            )
            lines.append("")
            lines.append(violation.table)
            if let problem = violation.problem { lines.append("note: \(problem)") }
            if let note = violation.note { lines.append("note: \(note)") }
            var checks = [
                violation.passesWithoutFault
                    ? "passes on the real model" : "does NOT pass on the real model"
            ]
            if let fails = violation.failsWithFault {
                checks.append(fails ? "fails under the fault" : "does NOT fail under the fault")
            }
            lines.append("the table " + checks.joined(separator: " and "))
        } else {
            lines.append("no violation within \(report.depthLimit) events")
        }
        let rate = Int(report.transitionsPerSecond.rounded())
        let cpuRate = Int(report.transitionsPerCPUSecond.rounded())
        let megabytes = (Double(report.peakMemoryBytes) / 1_048_576 * 10).rounded() / 10
        lines.append(
            "\(report.statesVisited) states visited, \(report.transitions) transitions, "
                + "\(rate) transitions/s (\(cpuRate) per CPU second), "
                + "depth \(report.depthReached) reached, "
                + "peak memory \(megabytes) MB")
        return lines
    }

    /// Its usage, options and exit status, for parsing and for `--help`.
    static let syntax = CommandSyntax(
        usage: [
            "rulebook explore MODEL [--depth N] [--fault NAME] [--option OPTION ...]",
            "                 [--out FILE]",
        ],
        about: """
            Tries every order of the model's events breadth-first up to N events (the user's
            events, plus the answer, repeated answer, failure or loss of every request still
            out, and the relevant instants of time), checking its invariants after each one.
            Prints the shortest sequence that breaks one as a ready-to-paste rulebook table,
            with expectations from the correct model, and how much was searched.
            """,
        options: [Key.depth, Key.fault, Key.option, Key.out, Key.repeats],
        footer: """
            EXIT STATUS:
              0  no invariant broke
              1  an invariant broke: the table is printed
              2  usage error: unknown model, fault or option
            """)
}

extension ExploreCommand.Options {
    /// The options of parsed arguments: one model name, its options read as a fence writes
    /// them.
    init(_ parsed: ParsedArguments) throws(Diagnostic) {
        typealias Key = ExploreCommand.Key
        if parsed.paths.count > 1 {
            throw Diagnostic.unknown(
                "argument", parsed.paths[1], for: "explore", known: [], listsKnown: false,
                as: .usage)
        }
        model = parsed.paths.first
        depth = parsed[Key.depth] ?? Explorer.defaultDepth
        repeats = parsed[Key.repeats] ?? 1
        fault = parsed[Key.fault]
        outFile = parsed[Key.out]
        options = try parsed[Key.option].map { word throws(Diagnostic) in
            try ModelOption(parsing: word)
        }
    }
}
