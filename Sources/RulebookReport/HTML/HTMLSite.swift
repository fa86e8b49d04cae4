import Rulebook

/// The HTML report of a run: `index.html` and one page per spec, self-contained (inline
/// CSS, no script, no network) and deterministic (the same run gives the same bytes).
///
/// Page paths follow the specs' layout relative to their deepest common folder
/// (`spec/pagination.md` -> `pagination.html`, `spec/sub/a.md` -> `sub/a.html`); a top-level
/// spec named `index.md` becomes `index-spec.html`, since `index.html` is the site's index.
public struct HTMLSite: Sendable {
    /// The run being reported.
    public let result: RunResult
    /// The rulebook version shown on every page.
    public let version: String

    /// The run's title, commit, filter and source links; empty by default.
    public let context: ReportContext

    let paths: SitePaths
    /// Pages of other reports (the fault matrix of `rulebook mutants`), linked from the index.
    var extraPages: [(path: String, title: String, contents: String)] = []
    /// Each rule's last runs, including this one (`--history`), shown on the index.
    package var history: RunHistory?

    /// The most rows a table's timeline draws (a longer table gets a note instead), so a run
    /// for this report needs the traces of no more rows.
    package static let tracedRowsPerTable = HTMLTimeline.maximumRows

    public init(
        result: RunResult, version: String = RulebookVersion.current,
        context: ReportContext = ReportContext()
    ) {
        self.result = result
        self.version = version
        self.context = context
        self.paths = SitePaths(specs: result.specs.map(\.spec))
    }

    /// Every page, index first, with its path relative to the site folder.
    public func pages() -> [(path: String, contents: String)] {
        let jobs = specPages
        // Pages are rendered on every core, and kept in the order of the specs.
        let trends = trends
        let rendered = ParallelMap.map(jobs) { job in
            self.page(job.spec, at: job.page, part: job.part, facts: job.facts, trends: trends)
                .render()
        }
        return [(path: SitePaths.index, contents: index())]
            + zip(jobs, rendered).map { (path: $0.page, contents: $1) }
            + extraPages.map { (path: $0.path, contents: $0.contents) }
    }

    /// Every spec page in order: each spec's page, or each part of it when it is split, with
    /// what its pages show of the whole spec (made once per spec).
    private var specPages: [(spec: SpecResult, page: String, part: Int, facts: SpecPageFacts)] {
        zip(result.specs, paths.pages).flatMap { spec, page in
            let parts = paths.parts(forSpec: spec.spec.path)
            let pages = parts?.pages ?? [page]
            let facts = SpecPageFacts(spec, parts: parts, context: context.speaking(spec.spec))
            // A repeated spec path has one page, whose parts are its first spec's.
            guard pages.first == page else { return [(spec, page, 0, facts)] }
            return pages.indices.map { (spec, pages[$0], $0, facts) }
        }
    }

    /// Part `part` of the page of `spec`, with the new and flaky marks of its rules
    /// (`--history`).
    private func page(
        _ spec: SpecResult, at page: String, part: Int, facts: SpecPageFacts, trends: RunTrends?
    ) -> HTMLPage {
        var html = HTMLPage(
            result: spec, page: page, paths: paths, version: version,
            context: context.speaking(spec.spec), part: part, facts: facts)
        if let trends {
            html.changes = trends.changes(shownPath: context.shownPath(spec.spec.path))
        }
        return html
    }

    /// What the history says about this run's rules.
    private var trends: RunTrends? {
        history.map { RunTrends(history: $0, result: result, context: context) }
    }

    /// The index page.
    public func index() -> String {
        HTMLIndex(
            result: result, paths: paths, version: version,
            links: extraPages.map { (path: $0.path, title: $0.title) }, context: context,
            history: history
        ).render()
    }

    /// Writes the site into `folder`, creating it if needed.
    ///
    /// Refuses a folder that is one of `inputs` or inside an input folder, and any existing
    /// file in the way that rulebook did not write. Each file is written to a temporary name
    /// and renamed; the folder's `.rulebook-site` manifest lists the files rulebook wrote, and
    /// only those are replaced or, when no longer produced, removed. Folders are never
    /// removed.
    public func write(to folder: String, inputs: [String]) throws(Diagnostic) {
        try OutputFiles.writeSite(files(), to: folder, inputs: inputs)
    }

    /// The pages of `pages()` as files that are made as they are written (every page on
    /// every core, a spec page in pieces), so that the site is never held whole.
    func files() -> [OutputFiles.SiteFile] {
        let trends = trends
        let specPages = specPages.map { spec, page, part, facts in
            let html = self.page(spec, at: page, part: part, facts: facts, trends: trends)
            return OutputFiles.SiteFile(
                path: page, isLarge: HTMLPageTables.renderOnEveryCore(html.tables)
            ) { file in
                html.write(to: file)
            }
        }
        return [OutputFiles.SiteFile(path: SitePaths.index) { file in file.write(index()) }]
            + specPages
            + extraPages.map { OutputFiles.SiteFile(path: $0.path, contents: $0.contents) }
    }

    /// The index page's path in `folder`, as the console shows it.
    package static func indexPath(in folder: String) -> String {
        ConsoleEscaping.visible(Paths.join(folder, SitePaths.index))
    }

    /// Throws when `folder` may not take the site: an input, inside an input folder, or the
    /// folder of an input file. `write` checks this too; call it to fail before a run.
    public static func checkDestination(_ folder: String, inputs: [String]) throws(Diagnostic) {
        try OutputFiles.refuseInputs(output: folder, inputs: inputs)
    }
}
