import RulebookMarkdown

/// A rule's `Pending:` marker: the rule is agreed but the product does not do it yet.
///
/// A rule is pending when the first block under its heading is a paragraph, or a block
/// quote whose first block is a paragraph, whose text starts with `Pending:` (any case). The
/// rest of that paragraph is the reason, such as a tracking link.
package struct PendingMarker: Equatable, Sendable {
    /// The line of the paragraph (or block quote) that holds the marker.
    package let line: Int
    /// The reason as plain text, spaces folded: `agreed with product, not built (PROJ-123)`.
    package let reason: String
    /// The reason as the report shows it: the paragraph's HTML after `Pending:`, with its
    /// links left as slots of the spec's document (`MarkdownDocument.html(_:rewritingLinks:)`).
    package let reasonHTML: String

    package init(line: Int, reason: String, reasonHTML: String) {
        self.line = line
        self.reason = reason
        self.reasonHTML = reasonHTML
    }

    private static let word = Array("pending:")

    /// The marker a heading's first block holds, if any.
    static func find(in block: MarkdownBlock) -> PendingMarker? {
        switch block {
        case .html(let html, let line): return paragraph(html, line: line)
        case .blockQuote(let children, let line):
            guard case .html(let html, _) = children.first else { return nil }
            return paragraph(html, line: line)
        case .heading, .codeBlock, .list: return nil
        }
    }

    /// Reads a rendered paragraph (`<p>Pending: reason</p>`): its text must start with the
    /// word; tags before the word (`<strong>`) and right after it (`</strong>`) are dropped.
    private static func paragraph(_ html: String, line: Int) -> PendingMarker? {
        guard html.hasPrefix("<p>"), mentionsTheWord(html) else { return nil }
        var matched = 0
        var index = html.startIndex
        var inTag = false
        while index < html.endIndex, matched < word.count {
            let character = html[index]
            if inTag {
                if character == ">" { inTag = false }
            } else if character == "<" {
                inTag = true
            } else if matched == 0 && character.isWhitespace {
                // Leading space before the word.
            } else if character.lowercased() == String(word[matched]) {
                matched += 1
            } else {
                return nil
            }
            index = html.index(after: index)
        }
        guard matched == word.count else { return nil }
        var rest = html[index...]
        while true {
            let trimmed = rest.drop { $0.isWhitespace }
            guard trimmed.hasPrefix("</"), let close = trimmed.firstIndex(of: ">") else {
                rest = trimmed
                break
            }
            rest = trimmed[trimmed.index(after: close)...]
        }
        var body = String(rest)
        while body.last?.isWhitespace == true { body.removeLast() }
        if body.hasSuffix("</p>") { body.removeLast(4) }
        let text = plainText(body).split(whereSeparator: \.isWhitespace).joined(separator: " ")
        return PendingMarker(line: line, reason: text, reasonHTML: body)
    }

    /// Whether `pending:` (any case) appears anywhere in the bytes of `html`: a quick test
    /// that passes over the paragraphs of nearly every heading without reading characters.
    private static func mentionsTheWord(_ html: String) -> Bool {
        let word = Array("pending:".utf8)
        return html.utf8.withContiguousStorageIfAvailable { bytes in
            guard bytes.count >= word.count else { return false }
            for start in 0...(bytes.count - word.count) {
                var matched = 0
                while matched < word.count, bytes[start + matched] | 0x20 == word[matched] | 0x20 {
                    matched += 1
                }
                if matched == word.count { return true }
            }
            return false
        } ?? true
    }

    /// The text of rendered HTML: tags dropped, cmark-gfm's entities decoded.
    static func plainText(_ html: String) -> String {
        var text = ""
        var inTag = false
        for character in html {
            if inTag {
                if character == ">" { inTag = false }
            } else if character == "<" {
                inTag = true
            } else {
                text.append(character)
            }
        }
        return text.replacing("&lt;", with: "<").replacing("&gt;", with: ">")
            .replacing("&quot;", with: "\"").replacing("&#39;", with: "'")
            .replacing("&amp;", with: "&")
    }
}
