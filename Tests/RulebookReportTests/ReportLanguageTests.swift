import Foundation
import Testing

@testable import Rulebook
@testable import RulebookReport

/// The HTML report speaks the spec's language: every word a spec page adds, from one
/// table of messages per language (contract, section 7).
@Suite struct ReportLanguageTests {
    static let german = """
        <!-- rulebook lang=de -->
        # Regeln

        ## Scheitert

        ```rulebook pager
        | Ereignis            | Ticket | Einträge | weitere | Ergebnis?           | IDs?  | lädt? |
        |---------------------|--------|----------|---------|---------------------|-------|-------|
        | nächste Seite laden | A      |          |         | angefordert Seite 2 | keine | A     |
        | antworten           | A      | 1, 2     | ja      | akzeptiert          | 1     | nein  |
        | fehlschlagen        | A      |          |         | ignoriert           | 1, 2  | nein  |
        ```

        ## Zeit

        ```rulebook debounce
        | Ereignis | Text  | Zeit | Ergebnis? | Fälligkeit? |
        |----------|-------|------|-----------|-------------|
        | eingeben | swift | 0    | wartet    | 300         |
        | ticken   |       | 300  | swift     | keine       |
        ```

        ## Später

        > Pending: noch nicht gebaut.

        ```rulebook optimistic
        | Ereignis | Wert | Ergebnis? | angezeigt? |
        |----------|------|-----------|------------|
        | antippen | an   | speichert | aus        |
        ```

        ## Pflichtfälle

        - [ ] [Scheitert](#scheitert)
        - [ ] [Fehlt](#fehlt)
        """

    /// The words a reader sees on a page (text and the labels read aloud), the spec's own
    /// cells and prose taken out, and the problems' messages, which stay in English as on
    /// the console (`Diagnostic`s, reasons): what is left is the report's.
    private static func reportWords(_ page: String, spec: String) -> Set<String> {
        var text = page
        for pattern in [
            "<style>[\\s\\S]*?</style>", "<code>[\\s\\S]*?</code>",
            "<span class=\"why\">[^<]*</span>", "<br />[^<]*</li>",
            "<tr class=\"reason (error|notrun)\">[\\s\\S]*?</tr>",
        ] {
            text = text.replacingOccurrences(of: pattern, with: " ", options: .regularExpression)
        }
        var visible: [String] = []
        let pattern = try? NSRegularExpression(
            pattern: ">([^<]+)<|(?:aria-label|title)=\"([^\"]*)\"")
        let range = NSRange(text.startIndex..., in: text)
        for match in pattern?.matches(in: text, range: range) ?? [] {
            for group in 1...2 {
                guard let found = Range(match.range(at: group), in: text) else { continue }
                visible.append(String(text[found]))
            }
        }
        let specWords = Set(spec.split { !$0.isLetter }.map(String.init))
        return Set(
            visible.joined(separator: " ").split { !$0.isLetter }.map(String.init)
                .filter { !specWords.contains($0) })
    }

    @Test("A German spec's page has no English word of the report's own")
    func germanPage() throws {
        let result = SpecRunner(registry: .pureModels).run([
            Spec(path: "regeln.md", text: Self.german)
        ])
        let page = try #require(
            HTMLSite(result: result).pages().first { $0.path != "index.html" }?.contents)
        #expect(page.contains("<html lang=\"de\">"))
        let english = Set(
            [
                "passed", "failed", "error", "pending", "skipped", "run", "missing", "All",
                "specs", "Skip", "report", "Show", "Failed", "Pending", "Contents", "table",
                "tables", "row", "rows", "checklist", "item", "items", "source", "Error",
                "commit", "filter", "status", "expected", "got", "reason", "also", "line",
                "Failures", "page", "Generated", "Event", "Timeline", "Lanes", "step",
                "Every", "Time", "axis", "due", "none", "request", "list", "ticket", "empty",
                "requested", "accepted", "ignored", "by", "only", "at", "of", "the", "on", "time",
                "input", "wait", "timer", "search", "record", "visible", "write",
            ])
        let left = Self.reportWords(page, spec: Self.german).intersection(english)
        #expect(left.isEmpty, "English words left on the German page: \(left.sorted())")
    }

    @Test(
        "Counts take each language's plural forms",
        arguments: [
            (SpecLanguage.english, 1, "1 table"), (.english, 2, "2 tables"),
            (.german, 1, "1 Tabelle"), (.german, 2, "2 Tabellen"),
            (.simplifiedChinese, 2, "2 个表格"), (.korean, 2, "표 2개"),
        ])
    func plurals(language: SpecLanguage, count: Int, expected: String) {
        #expect(ReportMessages.of(language).count(count, .table) == expected)
    }

    @Test("Numbers are written as each language writes them")
    func numbers() {
        #expect(ReportMessages.german.number(12_345) == "12.345")
        #expect(ReportMessages.german.number(1_234) == "1234")
        #expect(ReportMessages.english.number(12_345) == "12345")
    }

    @Test("Every language's table of messages says every message")
    func complete() {
        for language in SpecLanguage.known {
            let messages = ReportMessages.of(language)
            #expect(messages.language == language)
            #expect(Set(messages.statuses.keys) == Set(ReportMessages.english.statuses.keys))
        }
    }
}
