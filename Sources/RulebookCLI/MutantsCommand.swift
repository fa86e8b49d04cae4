import Foundation
import Rulebook
import RulebookReport

/// `rulebook mutants`: runs the specs once per seeded fault, in parallel, and prints which
/// rules kill each fault and which faults each required case's rule kills.
enum MutantsCommand {
    static let subcommand = Subcommand(
        name: "mutants", summary: "Prove that the specs catch every seeded fault of the models",
        syntax: syntax, run: perform)

    /// Its options, each declared once and read back through its key.
    enum Key {
        static let model = CommandOption(
            "--model", value: "NAME", help: "Run only this model's faults.")
        static let fault = CommandOption(
            "--fault", value: "NAME",
            help: "Run only the faults of this name (lower-case-hyphenated).")
        static let list = CommandOption(
            flag: "--list", help: "Print every fault, per model, with the rule it breaks.")
        static let html = CommandOption(
            "--html", value: "DIR",
            help: "Also write the HTML report, with the fault matrix page, to DIR.")
        static let noHTML = CommandOption(
            flag: "--no-html", help: "Write no HTML report (the default).")
        static let allowUnjudged = CommandOption(
            flag: "--allow-unjudged",
            help: "Pass even when required cases cannot be judged (their models have no faults).")
        static let junit = CommandOption(
            "--junit", value: "FILE", help: "Also write JUnit XML: one test case per fault.")
    }

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

    private static func perform(_ parsed: ParsedArguments, _ context: CommandContext)
        throws(Diagnostic) -> ExitCode
    {
        let options = Options(parsed)
        let registry = context.registry
        let faults = try select(from: registry, options)
        if options.listOnly {
            context.output(listing(faults).joined(separator: "\n"))
            return .passed
        }
        let specs = try SpecLoader.load(options.specPaths)
        if let folder = options.htmlFolder {
            try HTMLSite.checkDestination(folder, inputs: options.specPaths)
        }
        if let file = options.junitFile {
            try JUnitReport.checkDestination(file, inputs: options.specPaths)
        }
        let used = Set(specs.flatMap { $0.tables.map(\.modelName) })
        let explicit = options.model != nil || options.fault != nil
        let run = faults.filter { explicit || used.contains($0.model) }
        let result = MutantsRunner(registry: registry).run(
            specs, faults: run, lookUp: SpecLoader.loadIfPresent)
        context.output(MutantsConsoleReport(result: result).lines.joined(separator: "\n"))
        var writeErrors: [Diagnostic] = []
        if let folder = options.htmlFolder {
            do {
                try MutantsSite.write(result, to: folder, inputs: options.specPaths)
            } catch {
                writeErrors.append(error)
            }
        }
        if let file = options.junitFile {
            do {
                try MutantsJUnitReport.write(result, to: file, inputs: options.specPaths)
            } catch {
                writeErrors.append(error)
            }
        }
        if !writeErrors.isEmpty {
            return RulebookCommand.usageError(
                writeErrors, command: "mutants", to: context.errorOutput)
        }
        if !result.isPassing { return .failed }
        // A run of chosen faults leaves items unjudged by design; a full run may not.
        if !explicit, !options.allowsUnjudged, !result.notJudged.isEmpty {
            context.output(
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
        var model: String?
        if let name = options.model {
            let descriptor = try registry.resolve(name, as: .usage).descriptor
            guard registry.faults.contains(where: { $0.model == descriptor.name }) else {
                throw Diagnostic.usage("model \(descriptor.name) declares no faults")
            }
            model = descriptor.name
        }
        if let name = options.fault {
            return try registry.faults(named: name, of: model, as: .usage)
        }
        return registry.faults.filter { fault in model.map { fault.model == $0 } ?? true }
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
            fault the rules that catch it (kill it), and for each required case (checklist item)
            the faults its rule kills. By default every fault of every model the specs use runs.
            """,
        options: [
            Key.model, Key.fault, Key.list, Key.html, Key.noHTML, Key.allowUnjudged, Key.junit,
        ],
        footer: """
            EXIT STATUS:
              0  every fault is killed and every judged required case's rule kills one or more
              1  a fault survived, a required case's rule proves nothing or is not
                 judged (unless --allow-unjudged), or the specs fail without faults
              2  usage error: a bad option, an unknown model or fault, or an unreadable path
            """)
}

extension MutantsCommand.Options {
    /// The options of parsed arguments (`--html DIR` with `--no-html` is refused by the
    /// parser, as for a check).
    init(_ parsed: ParsedArguments) {
        typealias Key = MutantsCommand.Key
        paths = parsed.paths
        model = parsed[Key.model]
        fault = parsed[Key.fault]
        listOnly = parsed[Key.list]
        htmlFolder = parsed[Key.html]
        junitFile = parsed[Key.junit]
        allowsUnjudged = parsed[Key.allowUnjudged]
    }
}
