import Rulebook

/// The frame shared by every page: doctype, language, charset, viewport, a
/// Content-Security-Policy that lets the browser load nothing but the inline style (no
/// script, no image, font or frame, no form target), the title and the style sheet. Void
/// elements are self-closed, as cmark-gfm writes them, so a page is also well-formed XML
/// after its doctype.
enum HTMLLayout {
    /// The policy of every page: nothing may load or run; only inline styles apply.
    static let contentSecurityPolicy =
        "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'"

    /// A whole page around `body` (markup), titled with `title` (plain text).
    static func document(title: String, body: String, language: String? = nil) -> String {
        documentStart(title: title, language: language) + body + documentEnd
    }

    /// A page up to the opening of its `<body>`; `documentEnd` closes it. A long page is
    /// written between the two in one string, not copied into a template.
    static func documentStart(title: String, language: String? = nil) -> String {
        """
        <!doctype html>
        <html lang="\(HTMLEscaping.text(language ?? "en"))">
        <head>
        <meta charset="utf-8" />
        <meta http-equiv="Content-Security-Policy" content="\(contentSecurityPolicy)" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <meta name="generator" content="rulebook" />
        <title>\(HTMLEscaping.text(title))</title>
        <style>
        \(HTMLStyle.css)
        </style>
        </head>
        <body>

        """
    }

    /// The status filter: All / Failed / Pending radio buttons that, through CSS alone
    /// (`:has()`), hide every element whose `data-status` is not the one chosen. Keyboard
    /// users move between them with the arrow keys; a browser without `:has()` shows all.
    static func statusFilter(_ messages: ReportMessages = .english) -> String {
        var html = "<fieldset class=\"filter\"><legend>\(messages.show)</legend>\n"
        for (value, label) in [
            ("all", messages.showAll), ("failed", messages.showFailed),
            ("pending", messages.showPending),
        ] {
            let checked = value == "all" ? " checked=\"checked\"" : ""
            html += "<input type=\"radio\" name=\"show\" id=\"show-\(value)\"\(checked) />"
            html += "<label for=\"show-\(value)\">\(label)</label>\n"
        }
        return html + "</fieldset>\n"
    }

    /// The skip link, first on every page, to the main content.
    static let skipLink = skipLink(.english)

    /// The skip link in the words of `messages`.
    static func skipLink(_ messages: ReportMessages) -> String {
        "<a class=\"skip\" href=\"#main\">\(messages.skipToReport)</a>\n"
    }

    /// What closes a page begun with `documentStart(title:)`.
    static let documentEnd = "</body>\n</html>\n"

    /// The footer naming the tool and its version.
    static func footer(version: String, _ messages: ReportMessages = .english) -> String {
        "<footer class=\"page\"><p>\(messages.generatedBy(HTMLEscaping.text(version)))</p></footer>\n"
    }

    /// The run's context for a page header: title, commit and filter, each when given.
    static func context(_ context: ReportContext) -> String {
        var parts: [String] = []
        if let commit = context.commit {
            parts.append("\(context.messages.commit) <code>\(HTMLEscaping.text(commit))</code>")
        }
        if let filter = context.filter {
            parts.append("\(context.messages.filter) <code>\(HTMLEscaping.text(filter))</code>")
        }
        guard !parts.isEmpty else { return "" }
        return "<p class=\"context\">" + parts.joined(separator: " · ") + "</p>\n"
    }

    /// The opening tag of a box that scrolls sideways when its content is too wide: it can
    /// be focused and scrolled with the keyboard, and is a region named `label`.
    static func scrollBox(label: String) -> String {
        "<div class=\"scroll\" role=\"region\" tabindex=\"0\" aria-label=\"\(HTMLEscaping.text(label))\">\n"
    }

    /// A scroll box for content that may be wider than the page (`wide`), or a plain box
    /// that takes no focus for content that fits: there is no script to tell which boxes
    /// scroll, so the report decides by the content's size.
    static func box(label: String, wide: Bool) -> String {
        wide ? scrollBox(label: label) : "<div class=\"fit\">\n"
    }

    /// The widest content, in characters, that fits a page on a desktop without scrolling.
    static let fittingCharacters = 90

    /// `path:line`, linked to the source line when the context has a `--source-url`.
    static func source(path: String, line: Int, context: ReportContext) -> String {
        source(line: line, of: SpecLines(path: path, context: context))
    }

    /// `path:line` of a spec whose lines are `lines`, linked to the source line when there
    /// is a link.
    static func source(line: Int, of lines: SpecLines) -> String {
        var html = HTMLBuffer()
        appendSource(line: line, of: lines, to: &html)
        return html.string
    }

    /// Appends `source(line:of:)`.
    static func appendSource(line: Int, of lines: SpecLines, to html: inout HTMLBuffer) {
        let href = lines.href(line: line)
        if let href {
            html.append("<a class=\"source\" href=\"")
            html.append(markup: href)
            html.append("\">")
        } else {
            html.append("<span class=\"source\">")
        }
        html.append(text: lines.shownPath)
        html.append(":")
        html.append(line)
        html.append(href == nil ? "</span>" : "</a>")
    }

    /// The counts by status in the words of `messages`, each status after its number
    /// (`2 passed, 1 failed`); the form of a not-run count is `notRun`'s word.
    static func counts(
        _ counts: ReportCounts.ByStatus, notRun: StatusMark, _ messages: ReportMessages
    ) -> String {
        let parts = [
            (counts.passed, StatusMark.passed), (counts.failed, .failed), (counts.error, .error),
            (counts.pending, .pending), (counts.notRun, notRun),
        ]
        .filter { $0.0 > 0 }
        .map { "\(messages.number($0.0)) \(messages.status($0.1.cssClass))" }
        return parts.isEmpty ? messages.noneCounted : messages.list(parts)
    }
}
