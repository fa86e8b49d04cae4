/// A model's words in one language, looked up both ways: a written word to the canonical
/// (English) name it stands for, and a canonical name to the language's word. Made from the
/// model's ``ModelWords`` and the language's `LanguageKeywords`.
package struct LocalizedNames: Sendable {
    package let language: SpecLanguage
    package let keywords: LanguageKeywords
    package let model: ModelWords
    /// Normalized word -> canonical name.
    private let verbByWord: [String: String]
    private let columnByWord: [String: String]
    private let valueByWord: [String: String]

    init(language: SpecLanguage, keywords: LanguageKeywords, model: ModelWords) {
        self.language = language
        self.keywords = keywords
        self.model = model
        verbByWord = Self.reversed(model.verbs)
        columnByWord = Self.reversed(
            keywords.headers.merging(model.columns) { shared, _ in shared })
        valueByWord = Self.reversed(keywords.values.merging(model.values) { shared, _ in shared })
    }

    /// The words every model shares in `language` (the keywords, the headers `event`,
    /// `note`, `result`); `nil` for English.
    package static func shared(_ language: SpecLanguage) -> LocalizedNames? {
        LanguageKeywords.of(language).map { keywords in
            LocalizedNames(
                language: language, keywords: keywords, model: ModelWords(verbs: [:], columns: [:]))
        }
    }

    private static func reversed(_ words: [String: String]) -> [String: String] {
        Dictionary(words.map { (Keyword.normalize($0.value), $0.key) }) { first, _ in first }
    }

    /// The verb a written event word stands for, normalized; `nil` when it is no word of
    /// this language (an English verb, or an unknown one).
    package func canonicalVerb(_ written: String) -> String? {
        verbByWord[Keyword.normalize(written)]
    }

    /// The column a written header name (without `?`) stands for; `nil` when it is no word
    /// of this language.
    package func canonicalColumn(_ name: String) -> String? {
        columnByWord[Keyword.normalize(name)]
    }

    /// The keyword an unquoted cell stands for (`akzeptiert` -> `accepted`, `angefordert
    /// Seite 2` -> `requested page 2`); `nil` when the cell is no keyword of this language.
    package func canonicalValue(_ source: String) -> String? {
        let normalized = Keyword.normalize(source)
        if let value = valueByWord[normalized] { return value }
        for phrase in LanguageKeywords.phrases {
            guard let word = keywords.values[phrase] else { continue }
            let prefix = Keyword.normalize(word) + " "
            guard normalized.hasPrefix(prefix) else { continue }
            // The number or cursor is kept exactly as written.
            let words = Keyword.words(source)
            let count = Keyword.words(word).count
            guard words.count > count else { continue }
            return phrase + " " + words.dropFirst(count).joined(separator: " ")
        }
        return nil
    }

    /// This language's word for a verb, or the verb itself when it has none.
    package func word(forVerb verb: String) -> String {
        model.verbs[verb] ?? verb
    }

    /// This language's word for a column (without `?`), or the name itself when it has none.
    package func word(forColumn name: String) -> String {
        keywords.headers[name] ?? model.columns[name] ?? name
    }

    /// Headers (`event`, `rows`, `result?`) in this language's words (`Ereignis`,
    /// `Einträge`, `Ergebnis?`), for `rulebook new --lang`.
    package func headers(_ headers: [String]) -> [String] {
        headers.map { header in
            header.hasSuffix("?")
                ? word(forColumn: String(header.dropLast())) + "?" : word(forColumn: header)
        }
    }

    /// A value as this language writes it: a keyword in its word (`accepted` ->
    /// `akzeptiert`, `requested page 2` -> `angefordert Seite 2`), anything else unchanged.
    package func word(forValue display: String) -> String {
        let normalized = Keyword.normalize(display)
        if let word = keywords.values[normalized] ?? model.values[normalized] { return word }
        for phrase in LanguageKeywords.phrases where normalized.hasPrefix(phrase + " ") {
            guard let word = keywords.values[phrase] else { continue }
            return word + display.dropFirst(phrase.count)
        }
        return display
    }

    /// Every verb word, every column word and every value word, for "did you mean" and the
    /// "known" lists: the language's words first.
    package var verbWords: [String] { model.verbs.values.sorted() }
    package var columnWords: [String] { model.columns.values.sorted() }
}
