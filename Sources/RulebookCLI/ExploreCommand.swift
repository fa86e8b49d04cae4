import Foundation
import Rulebook
import RulebookReport

/// `rulebook explore`: searches every order of a model's events up to a depth and prints
/// the shortest sequence that breaks an invariant as a ready-to-paste table.
enum ExploreCommand {
    static let subcommand = Subcommand(
        name: "explore", summary: "Search every order of a model's events for a broken invariant",
        syntax: syntax,
        run: { arguments, registry in run(arguments, registry: registry) })

    struct Options: Equatable {
        var model: String?
        var depth = Explorer.defaultDepth
        var fault: String?
        var options: [ModelOption] = []
        var outFile: String?
        var repeats = 1
    }

    static func run(_ arguments: [String], registry: ModelRegistry) -> ExitCode {
        let options: Options
        do {
            switch SubcommandArguments.read(
                arguments, command: "explore", syntax: syntax, output: { print($0) })
            {
            case .run(let parsed): options = try Options(parsed)
            case .done(let status): return status
            }
        } catch {
            return RulebookCommand.usageError(error.usageLine(command: "explore"))
        }
        guard let model = options.model else {
            return RulebookCommand.usageError(
                Diagnostic.usage("explore needs a model name").usageLine(command: "explore"))
        }
        if let file = options.outFile, !file.lowercased().hasSuffix(".md") {
            return RulebookCommand.usageError(
                "rulebook: \(file): --out writes a Markdown spec; give a .md file name")
        }
        let report: ExplorationReport
        do {
            report = try Explorer(registry: registry).explore(
                model, depth: options.depth, options: options.options, fault: options.fault,
                repeats: options.repeats)
        } catch {
            return RulebookCommand.usageError("rulebook: \(error.message)")
        }
        print(lines(report).joined(separator: "\n"))
        if let file = options.outFile, let violation = report.violation {
            do {
                try ExplorationOutput.write(violation, of: report, to: file)
            } catch {
                return RulebookCommand.usageError("rulebook: \(error)")
            }
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
        options: [
            CommandOption(
                "--depth", value: "N",
                help: "Search sequences of up to N events (default: \(Explorer.defaultDepth))."),
            CommandOption(
                "--fault", value: "NAME",
                help: "Switch one of the model's seeded faults on (see rulebook mutants --list)."),
            CommandOption(
                "--option", value: "OPTION",
                help: "A table option, such as cursor or delay=500 (repeatable); without",
                "one, the model's own option sets are explored in turn."),
            CommandOption(
                "--out", value: "FILE", help: "Also write the counterexample as a Markdown spec."),
            CommandOption(
                "--repeat", value: "N",
                help: "Run each search N times and report the fastest (benchmarks)."),
        ],
        footer: """
            EXIT STATUS:
              0  no invariant broke
              1  an invariant broke: the table is printed
              2  usage error: unknown model, fault or option
            """)
}

extension ExploreCommand.Options {
    /// The options of parsed arguments: one model name, a depth and a repeat count in range.
    init(_ arguments: SubcommandArguments) throws(Diagnostic) {
        if arguments.paths.count > 1 {
            throw Diagnostic.usage("unknown argument \(arguments.paths[1]) for explore")
        }
        model = arguments.paths.first
        if let text = arguments.values["--depth"] {
            guard let depth = Int(text), depth >= 1, depth <= 64 else {
                throw Diagnostic.usage("--depth needs a whole number from 1 to 64")
            }
            self.depth = depth
        }
        if let text = arguments.values["--repeat"] {
            guard let count = Int(text), count >= 1, count <= 1000 else {
                throw Diagnostic.usage("--repeat needs a whole number from 1 to 1000")
            }
            repeats = count
        }
        fault = arguments.values["--fault"]
        outFile = arguments.values["--out"]
        options = (arguments.valueLists["--option"] ?? []).map { text in
            let parts = text.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                .map(String.init)
            return ModelOption(
                name: parts[0].lowercased(), value: parts.count > 1 ? parts[1] : nil)
        }
    }
}
