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
///
/// A large spec's page is split into parts (`SpecParts`): its first part keeps the spec's
/// page, each later part is a page beside it, `NAME--2.html`, `NAME--3.html`... (or, when a
/// spec's page has that name already, with `-2`, `-3`... before `.html`). Every link to a
/// spec's anchor goes through `page(forSpec:anchor:)` or `links(from:toSpec:)`, which pick
/// the part that holds it.
struct SitePaths: Equatable, Sendable {
    /// The index page.
    static let index = "index.html"

    /// Page paths, in the order of the specs given.
    let pages: [String]
    /// Normalized spec path -> page path (the first spec wins for a repeated path).
    let pageForSpec: [String: String]
    /// Normalized spec path -> the parts of its page, for each spec whose page is split.
    private(set) var partsForSpec: [String: SpecParts] = [:]

    /// The pages of the specs of a run, each large spec's split into parts.
    init(specs: [Spec]) {
        self.init(specPaths: specs.map(\.path))
        var taken = Set(([Self.index] + pages).map { $0.lowercased() })
        for (spec, page) in zip(specs, pages) {
            let path = Paths.normalize(spec.path)
            guard pageForSpec[path] == page else { continue }
            let name = String(page.dropLast(".html".count))
            let parts = SpecParts(spec, page: page) { part in
                var candidate = "\(name)--\(part).html"
                var suffix = 2
                while taken.contains(candidate.lowercased()) {
                    candidate = "\(name)--\(part)-\(suffix).html"
                    suffix += 1
                }
                taken.insert(candidate.lowercased())
                return candidate
            }
            partsForSpec[path] = parts
        }
    }

    /// The pages of specs of these paths, each spec one page (the parts of a large spec need
    /// the spec: `init(specs:)`).
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

    /// Every page of the specs, each spec's first page followed by its other parts.
    var allPages: [String] {
        pages.flatMap { page in
            partsForSpec.values.first { $0.pages.first == page }?.pages ?? [page]
        }
    }

    /// The first page of the spec at `path` (as given or normalized), if it is part of the
    /// site.
    func page(forSpec path: String) -> String? {
        pageForSpec[Paths.normalize(path)]
    }

    /// The parts of the page of the spec at `path`; `nil` when it is one page.
    func parts(forSpec path: String) -> SpecParts? {
        partsForSpec[Paths.normalize(path)]
    }

    /// The page of the spec at `path` that holds `anchor` (a heading's anchor, or `L<line>`
    /// for a row, a checklist item or a line), if the spec is part of the site: the one
    /// mapping from a spec's anchors to its pages, which every link to a spec uses.
    func page(forSpec path: String, anchor: String?) -> String? {
        let path = Paths.normalize(path)
        guard let parts = partsForSpec[path] else { return pageForSpec[path] }
        return parts.pages[parts.part(anchor: anchor)]
    }

    /// An `href` attribute value from the page at `from` to `anchor` on the page `to`.
    static func href(from: String, to: String, anchor: String?) -> String {
        links(from: from, to: to).href(anchor: anchor)
    }

    /// The links from the page at `from` to the page `to`, for many anchors of it.
    static func links(from: String, to: String) -> PageLinks {
        PageLinks(targets: [PageLinks.Target(from: from, to: to)], parts: nil)
    }

    /// The links from the page at `from` to the anchors of the spec at `path`, each to the
    /// part that holds it; `nil` when the spec has no page in this site.
    func links(from: String, toSpec path: String) -> PageLinks? {
        let path = Paths.normalize(path)
        guard let page = pageForSpec[path] else { return nil }
        let parts = partsForSpec[path]
        return PageLinks(
            targets: (parts?.pages ?? [page]).map { PageLinks.Target(from: from, to: $0) },
            parts: parts)
    }

    /// Links from one page to anchors of another (or the same) page, or of a spec's parts,
    /// the relative paths between them found once.
    struct PageLinks {
        fileprivate struct Target {
            let samePage: Bool
            let relativePath: String

            init(from: String, to: String) {
                samePage = from == to
                relativePath = Paths.relative(from: from, to: to)
            }
        }

        /// The page, or each part of a spec's page.
        fileprivate let targets: [Target]
        fileprivate let parts: SpecParts?

        /// An `href` attribute value to `anchor` (or to the page itself), on the part that
        /// holds it.
        func href(anchor: String?) -> String {
            let target = targets[parts?.part(anchor: anchor) ?? 0]
            if target.samePage, let anchor {
                return HTMLEscaping.text("#" + HTMLEscaping.href(anchor))
            }
            return HTMLEscaping.link(page: target.relativePath, anchor: anchor)
        }

        /// An `href` attribute value to part `index` of the spec's page; empty when there is
        /// no such part.
        func href(part index: Int) -> String {
            guard targets.indices.contains(index) else { return "" }
            return HTMLEscaping.link(page: targets[index].relativePath, anchor: nil)
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
        // Every part of a spec's page is in the folder of its first page.
        let anchor =
            file.fragment.isEmpty ? nil : SpecPath.percentDecoded(String(file.fragment.dropFirst()))
        guard let from = page(forSpec: specPath),
            let targetPage = page(forSpec: file.path, anchor: anchor)
        else {
            return nil
        }
        return Paths.relative(from: from, to: targetPage) + file.fragment
    }
}
