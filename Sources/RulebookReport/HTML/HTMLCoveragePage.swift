import Rulebook

/// The coverage of `rulebook coverage` as a page of the HTML site: per model, a matrix of
/// situations (rows) by verbs (columns) whose cells link to the rows that cover the pair or,
/// for a reachable pair no table covers, to the table suggested for it.
struct HTMLCoveragePage {
    let result: CoverageResult
    let page: String
    let paths: SitePaths
    let version: String

    func render() -> String {
        let mark: StatusMark = result.models.allSatisfy { $0.uncovered.isEmpty } ? .passed : .failed
        var body = "<header class=\"page\"><p><a href=\""
        body += SitePaths.href(from: page, to: SitePaths.index, anchor: nil)
        body += "\">rulebook report</a></p></header>\n<main>\n"
        body +=
            "<h1 id=\"coverage\">Situations and the tables that describe them \(mark.badge)</h1>\n"
        body += "<p>\(HTMLEscaping.text(CoverageConsoleReport(result: result).summary)).</p>\n"
        body += "<p>A pair is a situation of a model met by one of its verbs. It is covered when "
        body += "a row of a table applies the verb in that situation; it is reachable when the "
        body += "model can get there. Each uncovered pair links to the shortest table that "
        body += "reaches it.</p>\n"
        for model in result.models { body += matrix(model) }
        body += "</main>\n" + HTMLLayout.footer(version: version)
        return HTMLLayout.document(title: "Coverage · rulebook", body: body)
    }

    private func matrix(_ model: ModelCoverage) -> String {
        let escaped = HTMLEscaping.text(model.model)
        var html = "<h2 id=\"model-\(escaped)\"><code>\(escaped)</code></h2>\n"
        html += "<p>\(model.covered.count) of \(model.reachable.count) reachable pairs covered ("
        html += "\(CoverageConsoleReport.percent(model.percent)), "
        html += "\(HTMLEscaping.text(model.reachableFrom)).</p>\n"
        if let warning = CoverageConsoleReport.depthWarning(model) {
            html += "<p class=\"why\">Warning: \(HTMLEscaping.text(warning)).</p>\n"
        }
        html += "<div class=\"scroll\">\n<table class=\"matrix\">\n<thead>\n"
        html += "<tr><th scope=\"col\">situation</th>"
        for verb in model.verbs {
            html += "<th scope=\"col\"><code>\(HTMLEscaping.text(verb))</code></th>"
        }
        html += "</tr>\n</thead>\n<tbody>\n"
        for situation in model.situations {
            html += "<tr><th scope=\"row\">\(HTMLEscaping.text(situation))</th>"
            for verb in model.verbs { html += cell(model, model.pair(situation, verb)) }
            html += "</tr>\n"
        }
        html += "</tbody>\n</table>\n</div>\n"
        let gaps = model.uncovered
        guard !gaps.isEmpty else { return html }
        html += "<h3 id=\"\(escaped)-gaps\">Uncovered pairs of <code>\(escaped)</code></h3>\n"
        for entry in gaps {
            html += "<section id=\"\(anchor(model, entry.pair))\">\n"
            html += "<p><strong>\(HTMLEscaping.text(entry.pair.situation))</strong> + "
            html += "<code>\(HTMLEscaping.text(entry.pair.verb))</code></p>\n"
            if let table = entry.suggestion {
                html += "<pre tabindex=\"0\"><code>\(HTMLEscaping.text(table))</code></pre>\n"
            }
            if let note = entry.note { html += "<p>\(HTMLEscaping.text(note))</p>\n" }
            html += "</section>\n"
        }
        return html
    }

    private func cell(_ model: ModelCoverage, _ entry: PairCoverage?) -> String {
        guard let entry else { return "<td>–</td>" }
        if entry.isCovered {
            let links = entry.rows.prefix(3).map { row in
                let text = HTMLEscaping.text("\(row.path):\(row.line)")
                guard let links = paths.links(from: page, toSpec: row.path) else { return text }
                let href = links.href(anchor: HTMLTable.anchor(row.line))
                return "<a href=\"\(href)\">\(text)</a>"
            }
            let more = entry.rows.count > 3 ? " +\(entry.rows.count - 3)" : ""
            let mark = entry.isReachable ? "✓" : "✓ (not explored)"
            return "<td class=\"status\"><span class=\"badge passed\">\(mark)</span> "
                + links.joined(separator: ", ") + more + "</td>"
        }
        guard entry.isReachable else { return "<td>–</td>" }
        return
            "<td class=\"status\"><a class=\"badge failed\" href=\"#\(anchor(model, entry.pair))\">✗ gap: suggested table</a></td>"
    }

    private func anchor(_ model: ModelCoverage, _ pair: BehaviourPair) -> String {
        let words = "\(model.model) \(pair.situation) \(pair.verb)".lowercased()
        let slug = words.map { $0.isLetter || $0.isNumber ? String($0) : "-" }.joined()
        return "gap-" + HTMLEscaping.text(slug)
    }
}

/// Writes the HTML report of a `rulebook coverage` run: the site of the run, plus the
/// coverage page linked from its index.
package enum CoverageSite {
    /// Writes the site into `folder`, like `HTMLSite.write`.
    package static func write(
        _ coverage: CoverageResult, run: RunResult, to folder: String, inputs: [String],
        version: String = RulebookVersion.current
    ) throws(Diagnostic) {
        try site(coverage, run: run, version: version).write(to: folder, inputs: inputs)
    }

    /// The site with the coverage page (`coverage.html`, or a free name near it).
    static func site(_ coverage: CoverageResult, run: RunResult, version: String) -> HTMLSite {
        HTMLSite(result: run, version: version).adding(
            page: "coverage", title: "Situations and the tables that describe them"
        ) { page, paths in
            HTMLCoveragePage(result: coverage, page: page, paths: paths, version: version).render()
        }
    }
}
