import Rulebook

/// The index's "Pending rules" section: every rule marked `Pending:` that the product does
/// not do yet, with its reason (links kept), linked to its heading. It is the team's roadmap
/// in one place. Self-contained: the index places it where it likes.
struct HTMLPendingRules {
    let result: RunResult
    let paths: SitePaths
    let context: ReportContext

    /// The section, or nothing when no rule is pending.
    func render() -> String {
        var items: [String] = []
        for spec in result.specs {
            var seen: Set<Int> = []
            for table in spec.tables {
                guard let pending = table.pending, pending.kind == .pending,
                    seen.insert(pending.marker.line).inserted
                else { continue }
                items.append(item(pending.marker, table: table, in: spec))
            }
        }
        guard !items.isEmpty else { return "" }
        let words = context.messages.index
        return "<h2 id=\"pending-rules\">\(HTMLEscaping.text(words.pendingRules))</h2>\n"
            + "<p>\(HTMLEscaping.text(words.pendingRulesIntro))</p>\n<ul class=\"pending-rules\">\n"
            + items.joined() + "</ul>\n"
    }

    private func item(_ marker: PendingMarker, table: TableResult, in spec: SpecResult) -> String {
        let title = HTMLEscaping.text(RuleTitle.of(table.table, path: spec.spec.path))
        let anchor = table.table.rule?.anchor
        let links = paths.links(from: SitePaths.index, toSpec: spec.spec.path)
        let heading =
            links.map { links in "<a href=\"\(links.href(anchor: anchor))\">\(title)</a>" }
            ?? title
        var reason = spec.spec.document.html(marker.reasonHTML) {
            indexLink($0, fromSpec: spec.spec.path)
        }
        // An anchor alone (`#the-workflow`) names a heading of the spec's own page (of the
        // part that holds it).
        if let links {
            reason = Self.linking(anchorsOf: reason, with: links)
        }
        let badge = StatusMark.pending.localized(context.messages).badge
        return "<li data-status=\"pending\">\(badge) \(heading) "
            + HTMLLayout.source(path: spec.spec.path, line: marker.line, context: context)
            + "<br /><span class=\"pending-reason\">\(HTMLEscaping.cleaned(reason))</span></li>\n"
    }

    /// A link of a reason, written relative to its spec, as seen from the index: the page of
    /// the spec it names when that spec is in the site; `nil` keeps it as written.
    private func indexLink(_ destination: String, fromSpec specPath: String) -> String? {
        let hash = destination.firstIndex(of: "#") ?? destination.endIndex
        let path = String(destination[..<hash])
        guard !path.isEmpty, !path.hasPrefix("/"), !path.utf8.contains(UInt8(ascii: "?")),
            !path.utf8.contains(UInt8(ascii: ":"))
        else { return nil }
        let target = Paths.resolve(SpecPath.percentDecoded(path), from: specPath)
        let fragment = destination[hash...].dropFirst()
        let anchor = fragment.isEmpty ? nil : SpecPath.percentDecoded(String(fragment))
        guard let page = paths.page(forSpec: target, anchor: anchor) else { return nil }
        return Paths.relative(from: SitePaths.index, to: page) + destination[hash...]
    }

    /// `html` with each same-page link (`href="#retry"`) leading to the page that holds its
    /// anchor.
    private static func linking(anchorsOf html: String, with links: SitePaths.PageLinks)
        -> String
    {
        SamePageLinks.rewrite(html) { fragment in
            let page = links.href(anchor: SpecPath.percentDecoded(String(fragment)))
            // The page's path, with the fragment as written.
            return page.prefix { $0 != "#" } + "#" + fragment
        }
    }
}
