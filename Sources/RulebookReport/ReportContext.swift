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

    public init(
        title: String? = nil, commit: String? = nil, filter: String? = nil,
        sourceURL: String? = nil
    ) {
        self.title = title
        self.commit = commit
        self.filter = filter
        self.sourceURL = sourceURL
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

    /// The `href` value of the source line `line` of the spec at `path`, or `nil` without a
    /// template. Path segments and the commit are percent-encoded.
    func sourceHref(path: String, line: Int) -> String? {
        guard let sourceURL else { return nil }
        let filled =
            sourceURL
            .replacing("{path}", with: HTMLEscaping.href(Paths.normalize(path)))
            .replacing("{line}", with: String(line))
            .replacing("{commit}", with: HTMLEscaping.href(commit ?? ""))
        return HTMLEscaping.text(filled)
    }
}
