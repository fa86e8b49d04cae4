import Foundation
import Rulebook
import RulebookReport

/// What the command line asked for.
struct CommandLineOptions: Equatable {
    /// The spec files and folders to check (`spec/` when none is given).
    var paths: [String] = []
    /// Only tables whose file or rule title contains this text run.
    var filter: String?
    /// Print rules, tables and checklists without running them.
    var listOnly = false
    /// Where the HTML report goes; `nil` with `--no-html`.
    var htmlFolder: String? = "site"
    /// Where the JUnit XML goes, if anywhere.
    var junitFile: String?
    /// The HTML report's title, commit and source links (`--title`, `--commit`,
    /// `--source-url`); the filter is added when the report is written.
    var report = ReportContext()
    /// Where the JSON results go, if anywhere.
    var jsonFile: String?
    /// Where the Markdown summary for CI goes (`--summary`), if anywhere.
    var summaryFile: String?
    /// The results of a base run to compare with in the summary (`--base BASE.json`).
    var baseFile: String?
    /// The history file CI keeps between runs (`--history FILE`): read, extended with this
    /// run, written back, and shown on the index.
    var historyFile: String?
    /// Which part of the spec files to run (`--shard K/N`); `nil` runs them all.
    var shard: Shard?
    /// `nil` means: colour when standard output is a terminal and NO_COLOR is unset.
    var color: Bool?
    /// How many times every table runs (`--repeat N`); results must not differ.
    var repeatCount = 1
    var showsHelp = false
    var showsVersion = false
    /// `--rerun-failed`: only the rules that failed in the last run.
    var rerunFailed = false
    /// `--watch`: run again on every save and print what changed.
    var watch = false
    /// `--strict`: pending rules and checklist items fail the run.
    var strict = false
    /// How the console report is written (`--format`).
    var format = ConsoleFormat.console
    /// `--root DIR`: the folder that paths are shown and linked relative to; the working
    /// directory when `nil`.
    var root: String?

    /// The console report's forms.
    enum ConsoleFormat: String, Equatable, CaseIterable {
        /// Lines for people, then the summary.
        case console
        /// `FILE:LINE:COLUMN: error: ...` lines for problem matchers.
        case editor
        /// GitHub Actions workflow commands (`::error file=...::...`), one per problem.
        case github
    }

    /// The paths to check, with the default applied; an absolute path inside the working
    /// directory is made relative to it, so that every report names the file the same way
    /// whatever spelling the command line used, and no report shows the machine's folders.
    var specPaths: [String] {
        guard !paths.isEmpty else { return ["spec"] }
        let workingDirectory = Paths.normalize(FileManager.default.currentDirectoryPath)
        return paths.map { path in
            guard path.hasPrefix("/") else { return path }
            let normalized = Paths.normalize(path)
            if normalized == workingDirectory { return "." }
            guard Paths.isInside(normalized, folder: workingDirectory) else { return path }
            return String(normalized.dropFirst(workingDirectory.count).drop { $0 == "/" })
        }
    }
}

extension Diagnostic {
    /// A command line that cannot be understood; `rulebook` exits with status 2.
    static func usage(_ message: String, suggestion: String? = nil) -> Diagnostic {
        Diagnostic(.usage, message, suggestion: suggestion)
    }

    /// The one line a usage error prints: `rulebook: MESSAGE (see rulebook --help)`, or the
    /// subcommand's own `--help`.
    func usageLine(command: String? = nil) -> String {
        let help = command.map { "rulebook \($0) --help" } ?? "rulebook --help"
        return "rulebook: \(message) (see \(help))"
    }
}

extension CommandLineOptions {
    /// Parses the arguments after the program name.
    static func parse(_ arguments: [String]) throws(Diagnostic) -> CommandLineOptions {
        var options = CommandLineOptions()
        var remaining = arguments[...]
        if remaining.first == "check" { remaining = remaining.dropFirst() }
        var onlyPaths = false
        // The name each setting was given by.
        var given: [String: String] = [:]
        while let argument = remaining.popFirst() {
            if onlyPaths || !argument.hasPrefix("-") || argument == "-" {
                options.paths.append(argument)
                continue
            }
            let (name, inlineValue) = split(argument)
            func value() throws(Diagnostic) -> String {
                if let inlineValue {
                    guard !inlineValue.isEmpty else {
                        throw Diagnostic.usage("\(name) needs a value")
                    }
                    return inlineValue
                }
                guard let next = remaining.popFirst(), !next.isEmpty else {
                    throw Diagnostic.usage("\(name) needs a value")
                }
                return next
            }
            if name == "--" {
                onlyPaths = true
                continue
            }
            func unknown() -> Diagnostic {
                let hint = Suggestion.hint(for: name, among: syntax.optionNames)
                return Diagnostic.usage(
                    "unknown option \(name)\(hint)",
                    suggestion: Suggestion.closest(to: name, among: syntax.optionNames))
            }
            guard let option = syntax.option(named: name) else { throw unknown() }
            let made = setting(of: option)
            if let earlier = given[made] {
                let message =
                    earlier == name
                    ? "\(name) is given twice; give it once"
                    : "\(name) conflicts with \(earlier); give one of them"
                throw Diagnostic.usage(message)
            }
            given[made] = name
            if option.value == nil, inlineValue != nil {
                throw Diagnostic.usage("\(name) takes no value")
            }
            switch name {
            case "--filter": options.filter = try value()
            case "--html": options.htmlFolder = try value()
            case "--no-html": options.htmlFolder = nil
            case "--junit": options.junitFile = try value()
            case "--repeat":
                let text = try value()
                guard let count = Int(text), count >= 1, count <= 1000 else {
                    throw Diagnostic.usage("--repeat needs a whole number from 1 to 1000")
                }
                options.repeatCount = count
            case "--title": options.report.title = try value()
            case "--commit": options.report.commit = try value()
            case "--source-url":
                let template = try value()
                if let problem = ReportContext.problem(sourceURL: template) {
                    throw Diagnostic.usage(problem)
                }
                options.report.sourceURL = template
            case "--json": options.jsonFile = try value()
            case "--summary": options.summaryFile = try value()
            case "--lang":
                let tag = try value()
                if let problem = ReportContext.problem(language: tag) {
                    throw Diagnostic.usage(problem)
                }
                options.report.language = tag
            case "--base": options.baseFile = try value()
            case "--history": options.historyFile = try value()
            case "--shard":
                let text = try value()
                guard let shard = Shard(text) else {
                    throw Diagnostic.usage("--shard needs K/N with 1 <= K <= N, e.g. 2/4")
                }
                options.shard = shard
            case "--list": options.listOnly = true
            case "--color": options.color = true
            case "--no-color": options.color = false
            case "--help", "-h": options.showsHelp = true
            case "--version": options.showsVersion = true
            case "--rerun-failed": options.rerunFailed = true
            case "--watch": options.watch = true
            case "--strict": options.strict = true
            case "--format":
                let text = try value()
                guard let format = ConsoleFormat(rawValue: text) else {
                    throw Diagnostic.usage("--format is console, editor or github, not \(text)")
                }
                options.format = format
            case "--root": options.root = try value()
            // Declared in `syntax` but not read here: CommandSyntaxTests catches it.
            default: throw unknown()
            }
        }
        if options.baseFile != nil, options.summaryFile == nil {
            throw Diagnostic.usage("--base needs --summary: the changes are part of the summary")
        }
        return options
    }

    /// The setting an option makes, which may be made once: its first name, with `--html`
    /// for `--no-html`.
    private static func setting(of option: CommandOption) -> String {
        let name = option.names[0]
        return name.hasPrefix("--no-") ? "--" + name.dropFirst(5) : name
    }

    private static func split(_ argument: String) -> (name: String, value: String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else {
            return (argument, nil)
        }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }

    /// The check's usage, options and exit status, for parsing and for `rulebook --help`.
    static let syntax = CommandSyntax(
        usage: [
            "rulebook [check] [PATH ...] [OPTIONS]",
            "rulebook merge RESULT.json... [--html DIR] [--junit FILE] [--json FILE]",
            "rulebook diff BASE.json HEAD.json",
        ],
        about: """
            Runs the event tables of Markdown specs against rulebook's models, prints a line
            for every failed or errored row, and writes an HTML report of the specs.
            """,
        arguments: [.specPath],
        options: [
            CommandOption(
                "--filter", value: "TEXT",
                help: "Run only tables whose file path or rule title contains TEXT."),
            CommandOption(
                "--list", help: "List the rules, tables and checklists without running them."),
            CommandOption(
                "--html", value: "DIR", help: "Write the HTML report to DIR (default: site)."),
            CommandOption("--no-html", help: "Do not write the HTML report."),
            CommandOption(
                "--junit", value: "FILE",
                help: "Also write a JUnit XML report to FILE (- for standard output,",
                "then the console report goes to standard error)."),
            CommandOption(
                "--repeat", value: "N",
                help: "Run every table N times, each on a fresh model in another",
                "order; fail when any result differs."),
            CommandOption("--title", value: "TEXT", help: "Title of the HTML report."),
            CommandOption(
                "--lang", value: "TAG",
                help: "The language the specs are written in, e.g. de or zh-Hans, for",
                "the HTML pages (default: en)."),
            CommandOption(
                "--commit", value: "TEXT",
                help: "The commit the specs come from, shown in the HTML report."),
            CommandOption(
                "--source-url", value: "URL",
                help: "Link tables, rows and checklist items to their source lines:",
                "a template with {path}, {line} and optionally {commit}, e.g.",
                "https://github.com/ORG/REPO/blob/{commit}/{path}#L{line}."),
            CommandOption(
                "--json", value: "FILE",
                help: "Also write the results as JSON to FILE (docs/json-format.md)."),
            CommandOption(
                "--summary", value: "FILE",
                help: "Also write a Markdown summary to FILE, e.g. $GITHUB_STEP_SUMMARY",
                "(at most 1 MiB: totals, failures with their first problem)."),
            CommandOption(
                "--base", value: "BASE.json",
                help: "With --summary: add what changed since the --json results of a",
                "base run."),
            CommandOption(
                "--history", value: "FILE",
                help: "Keep each rule's last 20 statuses in FILE (JSON, kept by CI between",
                "runs) and show them on the HTML index: new failure, fixed, flaky."),
            CommandOption(
                "--shard", value: "K/N",
                help: "Run only part K of N of the spec files, split by size."),
            CommandOption(
                "--color", "--no-color", help: "Colour the output (default: only on a terminal)."),
            CommandOption(
                "--format", value: "FORMAT",
                help: "console (default); editor: FILE:LINE:COLUMN: error: lines;",
                "github: GitHub Actions annotations (::error file=...)."),
            CommandOption(
                "--root", value: "DIR",
                help: "Show and link spec paths relative to DIR (default: the working",
                "directory), however they were given."),
            CommandOption(
                "--rerun-failed",
                help: "Run only the rules that failed or errored in the last run."),
            CommandOption(
                "--watch", help: "Run again whenever a spec is saved; print what changed."),
            CommandOption(
                "--strict", help: "Count pending rules (marked Pending:) and their checklist",
                "items as failed."),
            CommandOption("--version", help: "Print the version."),
        ],
        footer: """
            EXIT STATUS:
              0  every table passed (or is pending) and every checklist item links to a passing
                 (or pending) rule
              1  a table failed or errored, a checklist item is missing, a spec file could not
                 be read, or no table was found
              2  usage error: a bad option, a missing path, or a report that cannot be written
            """)
}

extension CommandLineOptions {
    /// The report context of a check: `--title`, `--commit`, `--source-url`, the filter, and
    /// paths shown relative to `--root` (or the working directory).
    var reportContext: ReportContext {
        var context = report
        context.filter = filter
        let workingDirectory = FileManager.default.currentDirectoryPath
        context.workingDirectory = workingDirectory
        let folder = root.map { $0.hasPrefix("/") ? $0 : Paths.join(workingDirectory, $0) }
        context.root = Paths.normalize(folder ?? workingDirectory)
        return context
    }

    /// The console report of `result` in the asked format.
    func consoleLines(_ result: RunResult, usesColor: Bool = false) -> [String] {
        switch format {
        case .console: ConsoleReport(result: result, usesColor: usesColor).lines
        case .editor: EditorReport(result: result).lines
        case .github: GitHubAnnotations(result: result, context: reportContext).lines
        }
    }
}
