import Testing

@testable import Rulebook

/// A spec's language: its comment, `--lang` for the others, English by default; an unknown
/// tag is an error of the file (contract, section 7).
@Suite struct SpecLanguageTests {
    private let table = """
        ```rulebook pager
        | Ereignis            | Ticket | Ergebnis?           |
        |---------------------|--------|---------------------|
        | nächste Seite laden | A      | angefordert Seite 1 |
        ```
        """

    @Test("Tags are read as BCP 47 reads them")
    func tags() {
        #expect(SpecLanguage(tag: "de") == .german)
        #expect(SpecLanguage(tag: "DE-ch") == .german)
        #expect(SpecLanguage(tag: "zh-hans") == .simplifiedChinese)
        #expect(SpecLanguage(tag: "zh_Hans_CN") == .simplifiedChinese)
        #expect(SpecLanguage(tag: "ko-KR") == .korean)
        #expect(SpecLanguage(tag: "zh-Hant") == nil)
        #expect(SpecLanguage(tag: "fr") == nil)
    }

    @Test("The comment before the first heading declares the language")
    func declared() throws {
        let spec = Spec(path: "a.md", text: "<!-- rulebook lang=de -->\n# Regeln\n\n\(table)\n")
        #expect(spec.language == .german)
        let result = SpecRunner(registry: .pureModels).run([spec])
        #expect(result.tables.map(\.status) == [.passed])
        let column = try #require(result.tables.first?.table.columns.first)
        #expect(column.header == "Ereignis" && column.name == "event" && column.role == .event)
    }

    @Test("Without a comment, the run's language applies; English by default")
    func runLanguage() {
        let spec = Spec(path: "a.md", text: "# Regeln\n\n\(table)\n")
        #expect(spec.language == nil)
        #expect(SpecRunner(registry: .pureModels).run([spec]).tables.map(\.status) == [.error])
        var runner = SpecRunner(registry: .pureModels)
        runner.language = .german
        #expect(runner.run([spec]).tables.map(\.status) == [.passed])
    }

    @Test("An unknown tag is an error of each table of the file, at the comment's line")
    func unknownTag() throws {
        let spec = Spec(path: "a.md", text: "<!-- rulebook lang=fr -->\n# Règles\n\n\(table)\n")
        let problem = try #require(spec.tables.first?.problem)
        #expect(problem.location == FileLocation(file: "a.md", line: 1))
        #expect(problem.message.contains("unknown language \"fr\""))
        #expect(problem.message.contains("(known: en, de, zh-Hans, ko)"))
    }

    @Test("A comment after the first heading has no effect, and a warning says so")
    func misplaced() {
        let spec = Spec(path: "a.md", text: "# Regeln\n\n<!-- rulebook lang=de -->\n\n\(table)\n")
        #expect(spec.language == nil)
        #expect(spec.warnings.map(\.location?.line) == [3])
    }
}

/// `rulebook models --lang L`: each verb's outcomes in the language's words too.
@Suite struct LocalizedVocabularyTests {
    @Test("models --lang de lists each verb's outcomes in German, with the English verb beside")
    func outcomesInTheLanguage() throws {
        let model = try #require(ModelRegistry.pureModels.model(named: "pager"))
        let names = try #require(ModelDescriptor.words(of: model, in: .german))
        let lines = LocalizedVocabulary.lines(model.descriptor, names)
        let outcomes = try #require(lines.firstIndex(of: "  outcomes (Ergebnis? (result?)):"))
        #expect(
            lines[outcomes + 1].hasPrefix(
                "    nächste Seite laden (load next)  angefordert Seite N"))
        #expect(
            lines.contains {
                $0.contains("antworten (respond)")
                    && $0.hasSuffix("akzeptiert, ignoriert or abgelehnt")
            })
    }
}
