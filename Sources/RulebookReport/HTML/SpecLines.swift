import Rulebook

/// How a report names the lines of one spec: its path as shown (`ReportContext.shownPath`),
/// and the link to each line when the context has a `--source-url` template. Worked out
/// once per spec, so that each line only adds its number.
struct SpecLines: Sendable {
    /// The spec's path as reports show it.
    let shownPath: String
    /// The template with `{path}` filled, cut at each `{line}`, each piece with `{commit}`
    /// filled: the same text as filling `{path}`, then `{line}`, then `{commit}`, since a
    /// line number cannot make or break a `{commit}`. `nil` without a template, or for a
    /// file outside the root (a link would lead nowhere).
    private let linkPieces: [String]?
    /// The words the report adds to the spec's page, in its language.
    let messages: ReportMessages

    init(path: String, context: ReportContext) {
        shownPath = context.shownPath(path)
        messages = context.messages
        guard let template = context.sourceURL, context.isInsideRoot(shownPath) else {
            linkPieces = nil
            return
        }
        // Path segments and the commit are percent-encoded.
        let commit = HTMLEscaping.href(context.commit ?? "")
        linkPieces = template.replacing("{path}", with: HTMLEscaping.href(shownPath))
            .split(separator: "{line}", omittingEmptySubsequences: false)
            .map { String($0.replacing("{commit}", with: commit)) }
    }

    /// The source URL of line `line`, unescaped, if there is one.
    func url(line: Int) -> String? {
        linkPieces?.joined(separator: String(line))
    }

    /// The source URL of line `line` for an `href`, if there is one.
    func href(line: Int) -> String? {
        url(line: line).map(HTMLEscaping.text)
    }
}
