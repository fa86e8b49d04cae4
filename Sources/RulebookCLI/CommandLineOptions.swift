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

    /// The language of the specs that declare none (`--lang`), from the report's tag.
    var specLanguage: SpecLanguage {
        report.language.flatMap(SpecLanguage.init(tag:)) ?? .english
    }

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

extension CommandLineOptions {
    /// The check's options, each declared once and read back through its key.
    enum Key {
        static let filter = CommandOption(
            "--filter", value: "TEXT",
            help: "Run only tables whose file path or rule title contains TEXT.")
        static let list = CommandOption(
            flag: "--list", help: "List the rules, tables and checklists without running them.")
        static let html = CommandOption(
            "--html", value: "DIR", help: "Write the HTML report to DIR (default: site).")
        static let noHTML = CommandOption(flag: "--no-html", help: "Do not write the HTML report.")
        static let junit = CommandOption(
            "--junit", value: "FILE",
            help: "Also write a JUnit XML report to FILE (- for standard output,",
            "then the console report goes to standard error).")
        static let repeatCount = CommandOption<Int?>.wholeNumber(
            "--repeat", value: "N", in: 1...1000,
            help: "Run every table N times, each on a fresh model in another",
            "order; fail when any result differs.")
        static let title = CommandOption(
            "--title", value: "TEXT", help: "Title of the HTML report.")
        static let language = CommandOption<String?>.converted(
            "--lang", value: "TAG",
            help: "The language of the specs that declare none: de, zh-Hans, ko or",
            "en (the default). Their tables may use its words, and the HTML",
            "report and its index speak it."
        ) { tag throws(Diagnostic) in
            if let problem = ReportContext.problem(language: tag) {
                throw Diagnostic.usage(problem)
            }
            _ = try SpecLanguage.parse(tag)
            return tag
        }
        static let commit = CommandOption(
            "--commit", value: "TEXT",
            help: "The commit the specs come from, shown in the HTML report.")
        static let sourceURL = CommandOption<String?>.converted(
            "--source-url", value: "URL",
            help: "Link tables, rows and checklist items to their source lines:",
            "a template with {path}, {line} and optionally {commit}, e.g.",
            "https://github.com/ORG/REPO/blob/{commit}/{path}#L{line}."
        ) { template throws(Diagnostic) in
            if let problem = ReportContext.problem(sourceURL: template) {
                throw Diagnostic.usage(problem)
            }
            return template
        }
        static let reportURL = CommandOption<String?>.converted(
            "--report-url", value: "URL",
            help: "Where the HTML report is published (its folder), linked from the",
            "--summary and the --format github annotations."
        ) { url throws(Diagnostic) in
            if let problem = ReportContext.problem(reportURL: url) {
                throw Diagnostic.usage(problem)
            }
            return url
        }
        static let json = CommandOption(
            "--json", value: "FILE",
            help: "Also write the results as JSON to FILE (docs/json-format.md).")
        static let summary = CommandOption(
            "--summary", value: "FILE",
            help: "Also write a Markdown summary to FILE, e.g. $GITHUB_STEP_SUMMARY",
            "(at most 1 MiB: totals, failures with their first problem).")
        static let base = CommandOption(
            "--base", value: "BASE.json",
            help: "With --summary: add what changed since the --json results of a",
            "base run.")
        static let history = CommandOption(
            "--history", value: "FILE",
            help: "Keep each rule's last 20 statuses in FILE (JSON, kept by CI between",
            "runs) and show them on the HTML index: new failure, fixed, flaky.")
        static let shard = CommandOption<Shard?>.converted(
            "--shard", value: "K/N", help: "Run only part K of N of the spec files, split by size.",
            as: Shard.parse)
        static let color = CommandOption(
            "--color", or: "--no-color", help: "Colour the output (default: only on a terminal).")
        static let format = CommandOption<ConsoleFormat?>.converted(
            "--format", value: "FORMAT",
            help: "console (default); editor: FILE:LINE:COLUMN: error: lines;",
            "github: GitHub Actions annotations (::error file=...)."
        ) { text throws(Diagnostic) in
            guard let format = ConsoleFormat(rawValue: text) else {
                throw Diagnostic.usage("--format is console, editor or github, not \(text)")
            }
            return format
        }
        static let root = CommandOption(
            "--root", value: "DIR",
            help: "Name spec files by their paths relative to DIR (default: the working",
            "directory) in every report and the --json file, however they were given.")
        static let rerunFailed = CommandOption(
            flag: "--rerun-failed",
            help: "Run only the rules that failed or errored in the last run.")
        static let watch = CommandOption(
            flag: "--watch", help: "Run again whenever a spec is saved; print what changed.")
        static let strict = CommandOption(
            flag: "--strict", help: "Count pending rules (marked Pending:) and their checklist",
            "items as failed.")
        static let version = CommandOption(flag: "--version", help: "Print the version.")
    }

    /// Parses the arguments after the program name (a first `check` is the command's name).
    static func parse(_ arguments: [String]) throws(Diagnostic) -> CommandLineOptions {
        let words = arguments.first == "check" ? Array(arguments.dropFirst()) : arguments
        let parsed = try syntax.parse(words)
        var options = CommandLineOptions()
        options.paths = parsed.paths
        options.filter = parsed[Key.filter]
        options.listOnly = parsed[Key.list]
        options.htmlFolder = parsed[Key.noHTML] ? nil : parsed[Key.html] ?? "site"
        options.junitFile = parsed[Key.junit]
        options.repeatCount = parsed[Key.repeatCount] ?? 1
        options.report.title = parsed[Key.title]
        options.report.commit = parsed[Key.commit]
        options.report.sourceURL = parsed[Key.sourceURL]
        options.report.reportURL = parsed[Key.reportURL]
        options.jsonFile = parsed[Key.json]
        options.summaryFile = parsed[Key.summary]
        options.baseFile = parsed[Key.base]
        options.historyFile = parsed[Key.history]
        options.shard = parsed[Key.shard]
        options.color = parsed[Key.color]
        options.showsHelp = parsed[CommandSyntax.help]
        options.showsVersion = parsed[Key.version]
        options.rerunFailed = parsed[Key.rerunFailed]
        options.watch = parsed[Key.watch]
        options.strict = parsed[Key.strict]
        options.format = parsed[Key.format] ?? .console
        options.root = parsed[Key.root]
        if let language = parsed[Key.language] { options.report.language = language }
        if options.baseFile != nil, options.summaryFile == nil {
            throw Diagnostic.usage("--base needs --summary: the changes are part of the summary")
        }
        return options
    }

    /// The check's usage, options and exit status, for parsing and for `rulebook --help`.
    static let syntax = CommandSyntax(
        usage: [
            "rulebook [check] [PATH ...] [OPTIONS]",
            "rulebook merge RESULT.json... [--html DIR] [--junit FILE] [--json FILE] [--summary FILE]",
            "rulebook diff BASE.json HEAD.json",
        ],
        about: """
            Runs the event tables of Markdown specs against rulebook's models, prints a line
            for every failed or errored row, and writes an HTML report of the specs.
            """,
        arguments: [.specPath],
        options: [
            Key.filter, Key.list, Key.html, Key.noHTML, Key.junit, Key.repeatCount, Key.title,
            Key.language, Key.commit, Key.sourceURL, Key.reportURL, Key.json, Key.summary, Key.base,
            Key.history, Key.shard, Key.color, Key.format, Key.root, Key.rerunFailed, Key.watch,
            Key.strict, Key.version,
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
    /// The folder the check names its specs from: `--root`, or the working directory.
    var specRoot: SpecRoot { SpecRoot(folder: root) }

    /// The report context of a check: `--title`, `--commit`, `--source-url`, the filter, and
    /// the root that the specs' names (`SpecRoot`) are relative to.
    var reportContext: ReportContext {
        var context = report
        context.filter = filter
        context.root = specRoot.folder
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
