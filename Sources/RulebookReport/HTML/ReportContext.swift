import Rulebook

/// What the HTML report says about the run besides its results: a title, the commit, the
/// filter, and where each source line can be read. Empty by default, so the same specs
/// always give the same bytes.
public struct ReportContext: Equatable, Sendable {
    /// Shown at the top of every page (`--title`).
    public var title: String?
    /// The commit the specs come from (`--commit`).
    public var commit: String?
    /// The `--filter` text the run used, if any.
    public var filter: String?
    /// A link template with `{path}`, `{line}` and optionally `{commit}`
    /// (`https://github.com/ORG/REPO/blob/{commit}/{path}#L{line}`) (`--source-url`).
    public var sourceURL: String?
    /// The absolute folder that paths are shown and linked relative to (`--root`, or the
    /// working directory); `nil` shows each path as given, normalized.
    public var root: String?
    /// The absolute folder that relative spec paths were given from (the working
    /// directory); `nil` means `root`.
    public var workingDirectory: String?
    /// The language of the specs' prose, as `<html lang>` says it (`--lang`); English when
    /// `nil`.
    public var language: String?
    /// Where the HTML report is published (`--report-url`): its folder or index page. The
    /// summary links it and each failing rule on its page; the annotations say to read it.
    public var reportURL: String?

    public init(
        title: String? = nil, commit: String? = nil, filter: String? = nil,
        sourceURL: String? = nil, root: String? = nil, workingDirectory: String? = nil
    ) {
        self.title = title
        self.commit = commit
        self.filter = filter
        self.sourceURL = sourceURL
        self.root = root
        self.workingDirectory = workingDirectory
    }

    /// The spec path as reports show and link it: relative to `root`, however the command
    /// line spelled it (`/home/ci/app/spec/a.md` and `./spec/a.md` both give `spec/a.md`
    /// with the root `/home/ci/app`). A path outside the root starts with `../`.
    public func shownPath(_ path: String) -> String {
        guard let root else { return Paths.normalize(path) }
        let base = workingDirectory ?? root
        let absolute = Paths.normalize(path.hasPrefix("/") ? path : Paths.join(base, path))
        let rootFolder = Paths.normalize(root)
        guard rootFolder != "/" else { return String(absolute.dropFirst()) }
        let relative = Paths.relative(from: Paths.join(rootFolder, "_"), to: absolute)
        return relative.isEmpty ? "." : relative
    }

    /// The words the report adds to a page, in `language` (English for a tag without a
    /// message table).
    package var messages: ReportMessages {
        .of(language.flatMap(SpecLanguage.init(tag:)) ?? .english)
    }

    /// This context for the page of `spec`: the page speaks the spec's language when it
    /// declares one, else `--lang`.
    package func speaking(_ spec: Spec) -> ReportContext {
        var page = self
        if let declared = spec.language { page.language = declared.tag }
        return page
    }

    /// Whether the shown path lies inside the root, so that a source link can name it.
    func isInsideRoot(_ shownPath: String) -> Bool {
        !shownPath.hasPrefix("/") && shownPath != ".." && !shownPath.hasPrefix("../")
    }

    /// Why `tag` cannot be a `--lang`, or `nil` when it can: a BCP 47 tag such as `de`,
    /// `zh-Hans` or `pt-BR` (letters, digits and hyphens, starting with a letter).
    public static func problem(language tag: String) -> String? {
        let parts = tag.split(separator: "-", omittingEmptySubsequences: false)
        let valid =
            tag.count <= 35 && parts.allSatisfy { !$0.isEmpty && $0.count <= 8 }
            && parts.allSatisfy { $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } }
            && parts.first?.allSatisfy(\.isLetter) == true
        return valid ? nil : "--lang needs a language tag such as en, de or zh-Hans, not \(tag)"
    }

    /// Why `template` cannot be a `--source-url`, or `nil` when it can: it must be an
    /// `http://` or `https://` URL that names `{path}`.
    public static func problem(sourceURL template: String) -> String? {
        let lowered = template.lowercased()
        guard lowered.hasPrefix("https://") || lowered.hasPrefix("http://") else {
            return "--source-url must start with https:// or http://"
        }
        guard template.contains("{path}") else {
            return "--source-url must contain {path} (and usually {line})"
        }
        return nil
    }

    /// Why `url` cannot be a `--report-url`, or `nil` when it can: an `http://` or
    /// `https://` URL.
    public static func problem(reportURL url: String) -> String? {
        let lowered = url.lowercased()
        guard lowered.hasPrefix("https://") || lowered.hasPrefix("http://") else {
            return "--report-url must start with https:// or http://"
        }
        return nil
    }

    /// The source URL of line `line` of the spec at `path`, unescaped; `nil` without a
    /// template or for a file outside the root.
    public func sourceURL(path: String, line: Int) -> String? {
        sourceURL == nil ? nil : SpecLines(path: path, context: self).url(line: line)
    }
}
