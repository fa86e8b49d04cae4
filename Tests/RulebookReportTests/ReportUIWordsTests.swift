import Foundation
import Testing

@testable import Rulebook
@testable import RulebookReport

/// No English left on a site in another language (issue 40's acceptance): every page of a
/// German site, index included, is scanned for the English words of the report's own,
/// taken from the English table of messages so that the list cannot fall behind it; the
/// Chinese and Korean indexes likewise.
@Suite struct ReportUIWordsTests {
    static let fence = "```"

    /// A German spec with a failure, an error, a pending rule, a timeline and a checklist
    /// with a missing item; `retry` is the retry row's expected result, `withOld` keeps the
    /// rule and the checklist line that the last run removes.
    static func pages(retry: String, withOld: Bool) -> String {
        var text = """
            <!-- rulebook lang=de -->
            # Seiten

            ## Wiederholung

            \(fence)rulebook pager
            | Ereignis            | Ticket | Ergebnis?           | IDs? |
            |---------------------|--------|---------------------|------|
            | nächste Seite laden | A      | angefordert Seite 1 |      |
            | fehlschlagen        | A      | akzeptiert          |      |
            | wiederholen         | B      | \(retry) |      |
            \(fence)

            ## Sprung

            \(fence)rulebook pager
            | Ereignis            | Ticket | Ergebnis?           |
            |---------------------|--------|---------------------|
            | nächste Seite laden | A      | angefordert Seite 1 |
            | springen            |        | ignoriert           |
            | nächste Seite laden |        | ignoriert           |
            \(fence)

            ## Zeit

            \(fence)rulebook debounce
            | Ereignis | Text  | Zeit | Ergebnis? | Fälligkeit? |
            |----------|-------|------|-----------|-------------|
            | eingeben | swift | 0    | wartet    | 300         |
            | ticken   |       | 300  | swift     | keine       |
            \(fence)

            ## Später

            > Pending: noch nicht gebaut.

            \(fence)rulebook optimistic
            | Ereignis | Wert | Ergebnis? | angezeigt? |
            |----------|------|-----------|------------|
            | antippen | an   | speichert | aus        |
            \(fence)


            """
        if withOld {
            text += """
                ## Alt

                \(fence)rulebook pager
                | Ereignis            | Ticket | Ergebnis?           |
                |---------------------|--------|---------------------|
                | nächste Seite laden | A      | angefordert Seite 1 |
                \(fence)


                """
        }
        text += """
            ## Pflichtfälle

            - [ ] [Wiederholung](#wiederholung)
            - [ ] [Später](#später)
            - [ ] [Fehlt](#fehlt)

            """
        return text + (withOld ? "- [ ] [Alt](#alt)\n" : "")
    }

    /// A German spec of more tables than a page draws timelines for.
    static let large =
        "<!-- rulebook lang=de -->\n# Viele\n\n"
        + String(
            repeating: """
                \(fence)rulebook pager
                | Ereignis            | Ticket | Ergebnis?           |
                |---------------------|--------|---------------------|
                | nächste Seite laden | A      | angefordert Seite 1 |
                \(fence)


                """, count: HTMLPage.largePageTables + 1)

    /// Three runs: two that pass the retry, then one that fails it and drops the old rule
    /// and its checklist line, so that the trends, the chart and the history all show.
    static func site(language: String) -> (site: HTMLSite, specs: [String]) {
        let runs = [
            pages(retry: "angefordert Seite 1", withOld: true),
            pages(retry: "angefordert Seite 1", withOld: true),
            pages(retry: "ignoriert", withOld: false),
        ]
        let results = runs.map {
            ReportFixtures.run([("seiten.md", $0), ("viele.md", Self.large)])
        }
        var history = RunHistory()
        for result in results { history = history.adding(result, shownPath: { $0 }) }
        var context = ReportContext()
        context.language = language
        var site = HTMLSite(result: results[results.count - 1], version: "1", context: context)
        site.history = history
        return (site, [runs[2], Self.large])
    }

    // MARK: The English words

    /// Every text of a table of messages: its strings, lists and dictionaries (found by
    /// reflection, so that a new one is scanned too), and what each message function says
    /// for placeholder numbers, with a count of 1 and of 2 for both plural forms. A function
    /// is called through `said`, by its name: a member that is neither a text nor a function
    /// named there is recorded as an issue, so that the scan never silently misses one.
    static func texts(of messages: ReportMessages) -> [String] {
        texts(of: messages, said: said(messages))
            + texts(of: messages.index, said: said(messages.index))
            + texts(of: messages.history, said: said(messages.history))
    }

    private static func texts(of messages: Any, said: [String: [String]]) -> [String] {
        var texts: [String] = []
        for child in Mirror(reflecting: messages).children {
            let label = child.label ?? "?"
            if let spoken = said[label] {
                texts += spoken
                continue
            }
            switch child.value {
            case let text as String: texts.append(text)
            case let list as [String]: texts += list
            case let table as [String: String]: texts += table.values
            case is SpecLanguage, is IndexMessages, is HistoryMessages: continue
            // Made from the messages scanned here (cut, or measured), not messages of their own.
            case is NumberPairMessage, is Int: continue
            default: Issue.record("a message that the scan does not read: \(label)")
            }
        }
        return texts
    }

    private static let counts = [1, 2]

    /// What each message function of a spec page's messages says.
    private static func said(_ words: ReportMessages) -> [String: [String]] {
        let nouns: [ReportMessages.Noun] = [.table, .row, .checklistItem, .rule, .spec]
        return [
            "rowSourceLine": [words.rowSourceLine("7", "8")], "rowLine": [words.rowLine("7", "8")],
            "timelineOfTable": [words.timelineOfTable("7")],
            "noTimeline": [words.noTimeline("7", "8")], "rowNumber": [words.rowNumber("7")],
            "rowAtTime": [words.rowAtTime("7", "8")], "dueAt": [words.dueAt("7")],
            "lanes": [words.lanes("7")], "timeAxis": [words.timeAxis("7", "8")],
            "oneStepPerRow": [words.oneStepPerRow("7")],
            "failuresOnPage": [words.failuresOnPage("7")], "generatedBy": [words.generatedBy("7")],
            "eventTableAtLine": [words.eventTableAtLine("7")],
            "tableAtLine": [words.tableAtLine("7", "8")], "rowOf": [words.rowOf("7", "8")],
            "line": [words.line("7")],
            "counted": nouns.flatMap { noun in counts.map { words.counted("7", $0, noun) } },
            "noTimelines": [words.noTimelines("7", "8")], "list": [words.list(["7", "8"])],
            "sentence": [words.sentence(["7", "8"])],
        ]
    }

    /// What each message function of the index's messages says.
    private static func said(_ words: IndexMessages) -> [String: [String]] {
        [
            "failedOrErrored": [words.failedOrErrored("7")], "failing": [words.failing("7")],
            "failingTables": [words.failingTables("7")],
            "failingChecklistItems": [words.failingChecklistItems("7")],
            "verdict": counts.map { words.verdict("7", "8", $0) },
            "overviewFailing": counts.map { words.overviewFailing("7", $0) },
            "overviewMissing": counts.map { words.overviewMissing("7", $0) },
            "overviewPending": counts.map { words.overviewPending("7", $0) },
            "overviewSkipped": counts.map { words.overviewSkipped("7", $0) },
            "linkToNoRule": counts.map { words.linkToNoRule("7", $0) },
        ]
    }

    /// What each message function of the history's messages says.
    private static func said(_ words: HistoryMessages) -> [String: [String]] {
        [
            "newFailures": counts.map { words.newFailures("7", $0) },
            "fixed": counts.map { words.fixed("7", $0) },
            "flaky": counts.map { words.flaky("7", $0) },
            "removedRules": counts.map { words.removedRules("7", $0) },
            "removedCases": counts.map { words.removedCases("7", $0) },
            "runName": [words.runName("7")], "bar": [words.bar("7", "8", "9")],
            "historyIntro": [words.historyIntro("7")],
            "strip": counts.map { words.strip("7", $0, ["9"]) },
        ]
    }

    /// The Latin words of `texts`, lowercased.
    static func words(_ texts: [String]) -> Set<String> {
        Set(
            texts.joined(separator: " ").split { !($0.isASCII && $0.isLetter) }
                .filter { $0.count >= 2 }.map { $0.lowercased() })
    }

    /// The English words of the report that the table of `language` does not use itself
    /// (German writes `Status`, `Filter` and `Commit` too).
    static func english(missingFrom language: SpecLanguage) -> Set<String> {
        words(texts(of: ReportMessages.english))
            .subtracting(words(texts(of: ReportMessages.of(language))))
    }

    // MARK: The pages' words

    /// What a reader of `page` sees or hears (text, and the labels and titles read aloud),
    /// without what comes from elsewhere: the specs' own words and the problems' messages,
    /// which stay in English as on the console (docs/languages.md).
    static func shownWords(_ page: String, specs: [String], result: RunResult) -> Set<String> {
        var text = page.replacingOccurrences(
            of: "<style>[\\s\\S]*?</style>", with: " ", options: .regularExpression)
        var shown: [String] = []
        let pattern = try? NSRegularExpression(
            pattern: ">([^<]+)<|(?:aria-label|title|alt)=\"([^\"]*)\"")
        let range = NSRange(text.startIndex..., in: text)
        for match in pattern?.matches(in: text, range: range) ?? [] {
            for group in 1...2 {
                guard let found = Range(match.range(at: group), in: text) else { continue }
                shown.append(String(text[found]))
            }
        }
        text = shown.joined(separator: " ")
        for (entity, character) in [
            ("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#39;", "'"), ("&amp;", "&"),
        ] {
            text = text.replacingOccurrences(of: entity, with: character)
        }
        for message in engineMessages(result).sorted(by: { $0.count > $1.count }) {
            text = text.replacingOccurrences(of: message, with: " ")
        }
        return words([text]).subtracting(words(specs))
    }

    /// Every problem and reason the engine words for the run: they stay English.
    static func engineMessages(_ result: RunResult) -> Set<String> {
        var messages: Set<String> = []
        for spec in result.specs {
            if let problem = spec.spec.loadProblem { messages.insert(problem.description) }
            for table in spec.tables {
                if let problem = table.problem {
                    messages.insert(problem.message)
                    messages.insert(problem.description)
                }
                if let failure = table.pending?.failure { messages.insert(failure) }
                if let first = table.firstProblem { messages.insert(first.message) }
                for row in table.rows {
                    if case .error(let problem) = row.status { messages.insert(problem.message) }
                    if let reason = row.notRunReason { messages.insert(reason) }
                }
            }
            for check in spec.checklist {
                if let failure = check.failure { messages.insert(failure) }
                if case .missing(let reason) = check.outcome { messages.insert(reason.message) }
            }
        }
        return messages
    }

    // MARK: Tests

    @Test("The English words come from every message of the English table")
    func englishWords() {
        let english = Self.words(Self.texts(of: ReportMessages.english))
        for word in [
            "passed", "pending", "required", "cases", "history", "runs", "oldest", "flaky",
            "fixed", "removed", "failure", "runs", "timelines", "link", "checked",
        ] {
            #expect(english.contains(word), "\(word)")
        }
        // German shares a few words with English; they are not English on its pages.
        #expect(!Self.english(missingFrom: .german).contains("status"))
    }

    @Test("Every page of a German site, index included, has no English word of the report's")
    func germanSite() throws {
        let (site, specs) = Self.site(language: "de")
        let english = Self.english(missingFrom: .german)
        let pages = site.pages()
        #expect(pages.count == 3)
        let index = try #require(pages.first { $0.path == SitePaths.index }?.contents)
        // The parts of the index under test are there, in German.
        for part in [
            "id=\"trends\"", "id=\"required-cases\"", "run-chart-title", "class=\"history\"",
            "id=\"pending-rules\"", "href=\"#failing-checklist\"", "1 neuer Fehlschlag",
            "1 Regel entfernt", "1 Pflichtfall entfernt",
        ] {
            #expect(index.contains(part), "\(part)")
        }
        let large = try #require(pages.first { $0.path == "viele.html" }?.contents)
        #expect(large.contains("Diese Seite hat 201 Tabellen"))
        let page = try #require(pages.first { $0.path == "seiten.html" }?.contents)
        #expect(page.contains("<span class=\"badge failed trend\">neu</span>"))
        for (path, contents) in pages {
            #expect(contents.contains("<html lang=\"de\">"), "\(path)")
            let left = Self.shownWords(contents, specs: specs, result: site.result)
                .intersection(english)
            #expect(left.isEmpty, "English words on \(path): \(left.sorted())")
        }
    }

    @Test(
        "The Chinese and the Korean index have no English word of the report's",
        arguments: [SpecLanguage.simplifiedChinese, .korean])
    func index(language: SpecLanguage) {
        let (site, specs) = Self.site(language: language.tag)
        let index = site.index()
        #expect(index.contains("<html lang=\"\(language.tag)\">"))
        #expect(index.contains("id=\"trends\"") && index.contains("class=\"history\""))
        let left = Self.shownWords(index, specs: specs, result: site.result)
            .intersection(Self.english(missingFrom: language))
        #expect(left.isEmpty, "English words on the \(language.tag) index: \(left.sorted())")
    }

    @Test("The English index with trends, overview, pending rules and history keeps its bytes")
    func englishIndex() throws {
        let (site, _) = Self.site(language: "en")
        try Golden.check(site.index(), named: "index-with-history.html")
    }

    @Test("A table that fits a desktop page in English scrolls in German, whose words are longer")
    func wideInGerman() throws {
        let text = """
            <!-- rulebook lang=de -->
            # Breit

            ## Fast zu breit

            \(Self.fence)rulebook pager
            | event     | ticket | result?          | note                           |
            |-----------|--------|------------------|--------------------------------|
            | load next | A      | requested page 1 | thirty characters of note text |
            \(Self.fence)

            """
        let result = ReportFixtures.run([("breit.md", text)])
        let table = try #require(result.specs.first?.tables.first)
        #expect(table.status == .passed)
        // 85 characters with `not run` as the widest status word, 94 with `nicht ausgeführt`.
        #expect(!HTMLTable.isWide(table, .english))
        #expect(HTMLTable.isWide(table, .german))
    }

    @Test("Every language's table says every message of the English one")
    func complete() {
        let english = Self.texts(of: ReportMessages.english)
        for language in SpecLanguage.known {
            let texts = Self.texts(of: ReportMessages.of(language))
            #expect(texts.count == english.count, "\(language.tag)")
            #expect(texts.allSatisfy { !$0.isEmpty }, "\(language.tag)")
        }
    }

    @Test("Counts in the history's and the overview's messages take each language's plural")
    func plurals() {
        let german = ReportMessages.german
        #expect(german.history.newFailures("1", 1) == "1 neuer Fehlschlag")
        #expect(german.history.newFailures("2", 2) == "2 neue Fehlschläge")
        #expect(german.index.verdict("1", "1", 1) == "1 von 1 Pflichtfall besteht")
        #expect(german.index.verdict("2", "3", 3) == "2 von 3 Pflichtfällen bestehen")
        #expect(
            ReportMessages.english.index.linkToNoRule("1", 1).hasPrefix("1 checklist item links"))
        #expect(ReportMessages.simplifiedChinese.sentence(["甲", "乙"]) == "甲，乙。")
        #expect(HTMLTrends.mark(.flaky, german).contains(">instabil<"))
    }
}
