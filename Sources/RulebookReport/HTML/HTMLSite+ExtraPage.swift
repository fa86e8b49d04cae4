import Rulebook

extension HTMLSite {
    /// The site with one more page, linked from its index: `name.html`, or `name-2.html`,
    /// `name-3.html`... when a spec's page already has that name. `render` makes its contents
    /// from its path and the site's paths (for the links to the spec pages).
    func adding(
        page name: String, title: String, render: (_ page: String, _ paths: SitePaths) -> String
    ) -> HTMLSite {
        var site = self
        let taken = Set(site.paths.allPages.map { $0.lowercased() })
        var page = name + ".html"
        var suffix = 2
        while taken.contains(page) {
            page = "\(name)-\(suffix).html"
            suffix += 1
        }
        site.extraPages = [(path: page, title: title, contents: render(page, site.paths))]
        return site
    }
}
