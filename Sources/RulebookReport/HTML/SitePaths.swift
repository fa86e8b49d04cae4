import Rulebook

/// Where each spec's page goes in the HTML site, and relative links between pages.
///
/// A page's path is its spec's path relative to the deepest folder common to all specs of
/// the run, with `.md` replaced by `.html` (`spec/pagination.md` -> `pagination.html`,
/// `spec/sub/a.md` -> `sub/a.html`), so that links between specs, already rewritten from
/// `x.md` to `x.html`, keep working. The site's index is always `index.html`: a top-level
/// spec named `index.md` gets `index-spec.html` instead. `..` segments (specs outside the
/// common folder cannot have any, but a path may) become `up`, and a name already taken
/// (compared case-insensitively) gets `-2`, `-3`... before `.html`.
struct SitePaths: Equatable, Sendable {
    /// The index page.
    static let index = "index.html"

    /// Page paths, in the order of the specs given.
    let pages: [String]
    /// Normalized spec path -> page path (the first spec wins for a repeated path).
    let pageForSpec: [String: String]

    init(specPaths: [String]) {
        let normalized = specPaths.map(Paths.normalize)
        let folders = normalized.map { path in
            Array(path.split(separator: "/").dropLast().map(String.init))
        }
        var common = folders.first ?? []
        for folder in folders.dropFirst() {
            let shared = zip(common, folder).prefix { $0 == $1 }.count
            common = Array(common.prefix(shared))
        }
        var taken: Set<String> = [Self.index]
        var pages: [String] = []
        var pageForSpec: [String: String] = [:]
        for path in normalized {
            let parts = path.split(separator: "/").map(String.init).dropFirst(common.count)
            var name = parts.map { $0 == ".." ? "up" : $0 }.joined(separator: "/")
            if name.lowercased().hasSuffix(".md") {
                name = String(name.dropLast(3))
            }
            if name.isEmpty || name.hasSuffix("/") { name += "spec" }
            var candidate = name + ".html"
            if candidate.lowercased() == Self.index {
                candidate = name + "-spec.html"
            }
            var suffix = 2
            while taken.contains(candidate.lowercased()) {
                candidate = "\(name)-\(suffix).html"
                suffix += 1
            }
            taken.insert(candidate.lowercased())
            pages.append(candidate)
            if pageForSpec[path] == nil { pageForSpec[path] = candidate }
        }
        self.pages = pages
        self.pageForSpec = pageForSpec
    }

    /// The page of the spec at `path` (as given or normalized), if it is part of the site.
    func page(forSpec path: String) -> String? {
        pageForSpec[Paths.normalize(path)]
    }

    /// An `href` attribute value from the page at `from` to `anchor` on the page `to`.
    static func href(from: String, to: String, anchor: String?) -> String {
        links(from: from, to: to).href(anchor: anchor)
    }

    /// The links from the page at `from` to the page `to`, for many anchors of it.
    static func links(from: String, to: String) -> PageLinks {
        PageLinks(samePage: from == to, relativePath: Paths.relative(from: from, to: to))
    }

    /// Links from one page to anchors of another (or the same) page, the relative path
    /// between them found once.
    struct PageLinks {
        fileprivate let samePage: Bool
        fileprivate let relativePath: String

        /// An `href` attribute value to `anchor` (or to the page itself).
        func href(anchor: String?) -> String {
            if samePage, let anchor { return HTMLEscaping.text("#" + HTMLEscaping.href(anchor)) }
            return HTMLEscaping.link(page: relativePath, anchor: anchor)
        }
    }

    /// Where a relative link written in the spec at `specPath` should point on that spec's
    /// page: the page of the spec it names, when that spec is part of the site
    /// (`other.md#retry` -> `other.html#retry`); for any other file, which the site does not
    /// hold, its source link (with `--source-url`) or an empty string (the link's text
    /// alone), so that no link of the site is dead. `nil` keeps URLs and same-page anchors
    /// as written.
    func link(_ destination: String, fromSpec specPath: String, context: ReportContext)
        -> String?
    {
        guard let file = SpecPath.linkedFile(destination, from: specPath) else { return nil }
        return pageLink(to: file, fromSpec: specPath)
            ?? context.sourceURL(path: file.path, line: 1) ?? ""
    }

    /// The page of the spec a link names, when that spec is part of the site
    /// (`other.md#retry` -> `other.html#retry`); `nil` otherwise.
    func pageLink(_ destination: String, fromSpec specPath: String) -> String? {
        SpecPath.linkedFile(destination, from: specPath).flatMap {
            pageLink(to: $0, fromSpec: specPath)
        }
    }

    /// The page of the spec `file` (a link's resolved file and fragment), from the page of
    /// the spec at `specPath`; `nil` when either is not part of the site.
    private func pageLink(
        to file: (path: String, fragment: Substring), fromSpec specPath: String
    ) -> String? {
        guard let page = page(forSpec: specPath), let targetPage = pageForSpec[file.path] else {
            return nil
        }
        return Paths.relative(from: page, to: targetPage) + file.fragment
    }
}
