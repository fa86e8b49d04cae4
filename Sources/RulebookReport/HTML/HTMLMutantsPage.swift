import Rulebook

/// The fault matrix of `rulebook mutants` as a page of the HTML site: per model, a grid of
/// rules (rows) by faults (columns) marking which rule kills which fault, then the required
/// cases with the faults their rules kill.
struct HTMLMutantsPage {
    let result: MutantsResult
    let page: String
    let paths: SitePaths
    let version: String

    func render() -> String {
        let survivors = result.survivors.count
        let mark: StatusMark = result.isPassing ? .passed : .failed
        var body = "<header class=\"page\"><p><a href=\""
        body += SitePaths.href(from: page, to: SitePaths.index, anchor: nil)
        body += "\">rulebook report</a></p></header>\n<main>\n"
        body += "<h1 id=\"faults\">Faults and the rules that catch them \(mark.badge)</h1>\n"
        body += "<p>\(HTMLEscaping.text(MutantsConsoleReport(result: result).summary)).</p>\n"
        body += "<p>Each fault is a seeded bug in a model. A rule kills a fault when one of its "
        body += "tables passes without the fault and fails with it. "
        body += "\(survivors == 0 ? "No fault survived." : "\(survivors) survived.")</p>\n"
        var models: [String] = []
        for outcome in result.faults where !models.contains(outcome.fault.model) {
            models.append(outcome.fault.model)
        }
        for model in models {
            body += matrix(model, result.faults.filter { $0.fault.model == model })
        }
        body += requiredCases()
        body += "</main>\n" + HTMLLayout.footer(version: version)
        return HTMLLayout.document(title: "Faults · rulebook", body: body)
    }

    private func matrix(_ model: String, _ faults: [MutantsResult.FaultOutcome]) -> String {
        var rules: [MutantsResult.RuleRef] = []
        for spec in result.baseline.specs {
            for table in spec.tables where table.table.modelName == model {
                let rule = MutantsResult.RuleRef(table.table, in: spec.spec)
                if !rules.contains(rule) { rules.append(rule) }
            }
        }
        let escaped = HTMLEscaping.text(model)
        var html = "<h2 id=\"model-\(escaped)\"><code>\(escaped)</code></h2>\n"
        html +=
            "<div class=\"scroll\">\n<table class=\"matrix\">\n<thead>\n<tr><th scope=\"col\">rule</th>"
        for outcome in faults {
            let name = HTMLEscaping.text(outcome.fault.fault.name)
            let breaks = HTMLEscaping.text(outcome.fault.fault.breaks)
            html += "<th scope=\"col\" title=\"breaks: \(breaks)\"><code>\(name)</code></th>"
        }
        html += "</tr>\n</thead>\n<tbody>\n"
        for rule in rules {
            html += "<tr><th scope=\"row\">\(link(rule))</th>"
            for outcome in faults {
                html +=
                    outcome.killers.contains(rule)
                    ? "<td class=\"status\"><span class=\"badge passed\">✓ killed</span></td>"
                    : "<td>–</td>"
            }
            html += "</tr>\n"
        }
        html += "<tr><th scope=\"row\">verdict</th>"
        for outcome in faults {
            html +=
                outcome.isKilled
                ? "<td class=\"status\">\(StatusMark.passed.badge)</td>"
                : "<td class=\"status\"><span class=\"badge failed\">✗ survived</span></td>"
        }
        return html + "</tr>\n</tbody>\n</table>\n</div>\n"
    }

    private func requiredCases() -> String {
        guard !result.required.isEmpty else { return "" }
        var html = "<h2 id=\"required-cases\">Required cases</h2>\n<ul class=\"checklist\">\n"
        for check in result.required {
            let text = HTMLEscaping.text(check.item.text)
            let source = HTMLEscaping.text("\(check.path):\(check.item.line)")
            if let reason = check.notJudged {
                html += "<li>\(StatusMark.notRun.badge) \(text): not judged ("
                html += HTMLEscaping.text(reason) + ")"
            } else if check.kills.isEmpty {
                html += "<li><span class=\"badge failed\">✗ proves nothing</span> \(text): "
                html += "its rule kills no fault"
            } else {
                let names = check.kills.map { "<code>\(HTMLEscaping.text($0.id))</code>" }
                html += "<li>\(StatusMark.passed.badge) \(text) kills "
                html += names.joined(separator: ", ")
            }
            html += " <span class=\"source\">\(source)</span></li>\n"
        }
        return html + "</ul>\n"
    }

    private func link(_ rule: MutantsResult.RuleRef) -> String {
        let title = HTMLEscaping.text(rule.title)
        guard let links = paths.links(from: page, toSpec: rule.path) else { return title }
        let href = links.href(anchor: rule.anchor)
        return "<a href=\"\(href)\">\(title)</a>"
    }
}

/// Writes the HTML report of a `rulebook mutants` run: the site of the plain run, plus the
/// fault matrix page linked from its index.
package enum MutantsSite {
    /// Writes the site into `folder`, like `HTMLSite.write`.
    package static func write(
        _ result: MutantsResult, to folder: String, inputs: [String],
        version: String = RulebookVersion.current
    ) throws(Diagnostic) {
        try site(result, version: version).write(to: folder, inputs: inputs)
    }

    /// The site with the fault matrix page (`mutants.html`, or a free name near it).
    static func site(_ result: MutantsResult, version: String) -> HTMLSite {
        HTMLSite(result: result.baseline, version: version).adding(
            page: "mutants", title: "Faults and the rules that catch them"
        ) { page, paths in
            HTMLMutantsPage(result: result, page: page, paths: paths, version: version).render()
        }
    }
}
