import Foundation
import Rulebook
import RulebookReport

/// `rulebook mutants`: runs the specs once per seeded fault, in parallel, and prints which
/// rules kill each fault and which faults each required case's rule kills.
enum MutantsCommand {
    static let subcommand = Subcommand(
        name: "mutants", summary: "Prove that the specs catch every seeded fault of the models",
        syntax: syntax,
        run: { arguments, registry in run(arguments, registry: registry) })

    /// What `rulebook mutants` was asked for.
    struct Options: Equatable {
        var paths: [String] = []
        var model: String?
        var fault: String?
        var listOnly = false
        /// No HTML unless `--html DIR`, so a check's committed report is never replaced.
        var htmlFolder: String?
        var junitFile: String?
        /// Whether required items that cannot be judged are allowed (`--allow-unjudged`).
        var allowsUnjudged = false

        var specPaths: [String] { paths.isEmpty ? ["spec"] : paths }
    }

    static func run(_ arguments: [String], registry: ModelRegistry) -> ExitCode {
        let options: Options
        let faults: [SeededFault]
        do {
            switch SubcommandArguments.read(
                arguments, command: "mutants", syntax: syntax, output: { print($0) })
            {
            case .run(let parsed): options = try Options(parsed)
            case .done(let status): return status
            }
            faults = try select(from: registry, options)
        } catch {
            return RulebookCommand.usageError(error.usageLine(command: "mutants"))
        }
        if options.listOnly {
            print(listing(faults).joined(separator: "\n"))
            return .passed
        }
        let specs: [Spec]
        do {
            specs = try SpecLoader.load(options.specPaths)
            if let folder = options.htmlFolder {
                try HTMLSite.checkDestination(folder, inputs: options.specPaths)
            }
            if let file = options.junitFile {
                try JUnitReport.checkDestination(file, inputs: options.specPaths)
            }
        } catch {
            return RulebookCommand.usageError("rulebook: \(error)")
        }
        let used = Set(specs.flatMap { $0.tables.map(\.modelName) })
        let explicit = options.model != nil || options.fault != nil
        let run = faults.filter { explicit || used.contains($0.model) }
        let result = MutantsRunner(registry: registry).run(
            specs, faults: run, lookUp: SpecLoader.loadIfPresent)
        print(MutantsConsoleReport(result: result).lines.joined(separator: "\n"))
        var writeErrors: [String] = []
        if let folder = options.htmlFolder {
            do {
                try MutantsSite.write(result, to: folder, inputs: options.specPaths)
            } catch {
                writeErrors.append("rulebook: \(error)")
            }
        }
        if let file = options.junitFile {
            do {
                try MutantsJUnitReport.write(result, to: file, inputs: options.specPaths)
            } catch {
                writeErrors.append("rulebook: \(error)")
            }
        }
        if !writeErrors.isEmpty {
            return RulebookCommand.usageError(writeErrors.joined(separator: "\n"))
        }
        if !result.isPassing { return .failed }
        // A run of chosen faults leaves items unjudged by design; a full run may not.
        if !explicit, !options.allowsUnjudged, !result.notJudged.isEmpty {
            print(
                "\(result.notJudged.count) required items are not judged: give their models faults, or pass --allow-unjudged"
            )
            return .failed
        }
        return .passed
    }

    /// The faults the options select: all, one model's, or those of one name.
    static func select(
        from registry: ModelRegistry, _ options: Options
    ) throws(Diagnostic) -> [SeededFault] {
        var faults = registry.faults
        if let model = options.model {
            guard registry.model(named: model) != nil else {
                let known = registry.descriptors.map(\.name).joined(separator: ", ")
                throw Diagnostic.usage("unknown model \(model) (known: \(known))")
            }
            faults = faults.filter { $0.model == model.lowercased() }
            if faults.isEmpty { throw Diagnostic.usage("model \(model) declares no faults") }
        }
        if let name = options.fault {
            let named = faults.filter { $0.fault.name == name }
            guard !named.isEmpty else {
                let known = faults.map(\.fault.name).joined(separator: ", ")
                throw Diagnostic.usage("unknown fault \(name) (known: \(known))")
            }
            faults = named
        }
        return faults
    }

    /// `--list`: every fault, per model, with the rule it breaks.
    static func listing(_ faults: [SeededFault]) -> [String] {
        var lines: [String] = []
        var model: String?
        for fault in faults {
            if fault.model != model {
                model = fault.model
                lines.append(fault.model)
            }
            lines.append("  \(fault.fault.name): breaks \(fault.fault.breaks)")
        }
        lines.append("\(faults.count) faults")
        return lines
    }

    /// Its usage, options and exit status, for parsing and for `--help`.
    static let syntax = CommandSyntax(
        usage: [
            "rulebook mutants [PATH ...] [--model NAME] [--fault NAME] [--list]",
            "                 [--html DIR | --no-html] [--junit FILE] [--allow-unjudged]",
        ],
        about: """
            Runs the specs once per seeded fault of the models, in parallel, and prints for each
            fault the rules that catch it (kill it), and for each required checklist item the
            faults its rule kills. By default every fault of every model the specs use runs.
            """,
        options: [
            CommandOption("--model", value: "NAME", help: "Run only this model's faults."),
            CommandOption(
                "--fault", value: "NAME",
                help: "Run only the faults of this name (lower-case-hyphenated)."),
            CommandOption("--list", help: "Print every fault, per model, with the rule it breaks."),
            CommandOption(
                "--html", value: "DIR",
                help: "Also write the HTML report, with the fault matrix page, to DIR."),
            CommandOption("--no-html", help: "Write no HTML report (the default)."),
            CommandOption(
                "--allow-unjudged",
                help:
                    "Pass even when required items cannot be judged (their models have no faults)."),
            CommandOption(
                "--junit", value: "FILE", help: "Also write JUnit XML: one test case per fault."),
        ],
        footer: """
            EXIT STATUS:
              0  every fault is killed and every judged required rule kills at least one
              1  a fault survived, a required rule proves nothing or is not judged (unless
                 --allow-unjudged), or the specs fail without faults
              2  usage error: a bad option, an unknown model or fault, or an unreadable path
            """)
}

extension MutantsCommand.Options {
    /// The options of parsed arguments; `--html DIR` with `--no-html` is a usage error, as for
    /// a check.
    init(_ arguments: SubcommandArguments) throws(Diagnostic) {
        paths = arguments.paths
        model = arguments.values["--model"]
        fault = arguments.values["--fault"]
        listOnly = arguments.flags.contains("--list")
        htmlFolder = arguments.values["--html"]
        junitFile = arguments.values["--junit"]
        allowsUnjudged = arguments.flags.contains("--allow-unjudged")
        if htmlFolder != nil, arguments.flags.contains("--no-html") {
            throw Diagnostic.usage("--no-html conflicts with --html; give one of them")
        }
    }
}
