import Foundation
import Rulebook
import RulebookReport

/// `rulebook mutants`: runs the specs once per seeded fault, in parallel, and prints which
/// rules kill each fault and which faults each required case's rule kills.
enum MutantsCommand {
    static let subcommand = Subcommand(
        name: "mutants", summary: "Prove that the specs catch every seeded fault of the models",
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
        var showsHelp = false

        var specPaths: [String] { paths.isEmpty ? ["spec"] : paths }
    }

    static func run(_ arguments: [String], registry: ModelRegistry) -> ExitCode {
        let options: Options
        let faults: [SeededFault]
        do {
            options = try parse(arguments)
            if options.showsHelp {
                print(help)
                return .passed
            }
            faults = try select(from: registry, options)
        } catch {
            return RulebookCommand.usageError(error.description)
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
        return result.isPassing ? .passed : .failed
    }

    /// The faults the options select: all, one model's, or those of one name.
    static func select(
        from registry: ModelRegistry, _ options: Options
    ) throws(UsageError) -> [SeededFault] {
        var faults = registry.faults
        if let model = options.model {
            guard registry.model(named: model) != nil else {
                let known = registry.descriptors.map(\.name).joined(separator: ", ")
                throw UsageError(message: "unknown model \(model) (known: \(known))")
            }
            faults = faults.filter { $0.model == model.lowercased() }
            if faults.isEmpty { throw UsageError(message: "model \(model) declares no faults") }
        }
        if let name = options.fault {
            let named = faults.filter { $0.fault.name == name }
            guard !named.isEmpty else {
                let known = faults.map(\.fault.name).joined(separator: ", ")
                throw UsageError(message: "unknown fault \(name) (known: \(known))")
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

    static func parse(_ arguments: [String]) throws(UsageError) -> Options {
        var options = Options()
        var remaining = arguments[...]
        var onlyPaths = false
        while let argument = remaining.popFirst() {
            if onlyPaths || !argument.hasPrefix("-") || argument == "-" {
                options.paths.append(argument)
                continue
            }
            var name = argument
            var inlineValue: String?
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            func value() throws(UsageError) -> String {
                guard let given = inlineValue ?? remaining.popFirst(), !given.isEmpty else {
                    throw UsageError(message: "\(name) needs a value")
                }
                return given
            }
            func flag() throws(UsageError) {
                if inlineValue != nil { throw UsageError(message: "\(name) takes no value") }
            }
            switch name {
            case "--": onlyPaths = true
            case "--model": options.model = try value()
            case "--fault": options.fault = try value()
            case "--html": options.htmlFolder = try value()
            case "--junit": options.junitFile = try value()
            case "--no-html":
                try flag()
                options.htmlFolder = nil
            case "--list":
                try flag()
                options.listOnly = true
            case "--help", "-h":
                try flag()
                options.showsHelp = true
            default: throw UsageError(message: "unknown option \(name) for mutants")
            }
        }
        return options
    }

    static let help = """
        USAGE: rulebook mutants [PATH ...] [--model NAME] [--fault NAME] [--list]
                                [--html DIR | --no-html] [--junit FILE]

        Runs the specs once per seeded fault of the models, in parallel, and prints for each
        fault the rules that catch it (kill it), and for each required checklist item the
        faults its rule kills. By default every fault of every model the specs use runs.

        OPTIONS:
          --model NAME   Run only this model's faults.
          --fault NAME   Run only the faults of this name (lower-case-hyphenated).
          --list         Print every fault, per model, with the rule it breaks.
          --html DIR     Also write the HTML report, with the fault matrix page, to DIR.
          --no-html      Write no HTML report (the default).
          --junit FILE   Also write JUnit XML: one test case per fault.

        EXIT STATUS:
          0  every fault is killed and every judged required rule kills at least one
          1  a fault survived, a required rule proves nothing, or the specs fail without faults
          2  usage error: a bad option, an unknown model or fault, or an unreadable path
        """
}
