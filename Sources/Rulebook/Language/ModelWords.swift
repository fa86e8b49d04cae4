/// A model's own words in one language besides English: each verb's and each column's
/// word, by its canonical (English) name. Declared once per model, as data, through
/// ``ModelWithWords``; the keywords every model shares are `LanguageKeywords`.
public struct ModelWords: Sendable {
    /// Each verb's word, by the verb (`load next`).
    package let verbs: [String: String]
    /// Each input and expectation column's word, by its name without `?` (`next page`).
    package let columns: [String: String]
    /// Each outcome keyword of the model's own that the language's `LanguageKeywords` lack
    /// (`released`), by the keyword.
    package let values: [String: String]

    /// A model's words; names are normalized like table headers.
    public init(
        verbs: [String: String], columns: [String: String], values: [String: String] = [:]
    ) {
        self.verbs = Self.normalizedKeys(verbs)
        self.columns = Self.normalizedKeys(columns)
        self.values = Self.normalizedKeys(values)
    }

    /// These words with `other`'s added where these have none: a model that shares another's
    /// verbs and columns (`page-loader` and `pager`) reuses its words.
    package func adding(_ other: ModelWords) -> ModelWords {
        ModelWords(
            verbs: verbs.merging(other.verbs) { mine, _ in mine },
            columns: columns.merging(other.columns) { mine, _ in mine },
            values: values.merging(other.values) { mine, _ in mine })
    }

    private static func normalizedKeys(_ words: [String: String]) -> [String: String] {
        Dictionary(words.map { (Keyword.normalize($0.key), $0.value) }) { first, _ in first }
    }
}

/// The words layer of the model protocol: a model whose verbs and columns may be written in
/// other languages than English (contract, section 7) declares them here, one
/// ``ModelWords`` per language, beside its vocabulary.
///
/// The `cart` model of `Examples/CartApp` declares its German words so
/// (`CartSpecModel+Words.swift`); a verb, column or outcome without a word is read in
/// English only.
public protocol ModelWithWords: RulebookModel {
    /// The model's words in each language besides English.
    static var words: [SpecLanguage: ModelWords] { get }
}

extension ModelDescriptor {
    /// The words of the model `model` in `language`: its own (when it declares any) and the
    /// shared keywords; `nil` for English.
    package static func words(
        of model: any RulebookModel.Type, in language: SpecLanguage
    ) -> LocalizedNames? {
        guard let keywords = LanguageKeywords.of(language) else { return nil }
        let own = (model as? any ModelWithWords.Type)?.words[language]
        return LocalizedNames(
            language: language, keywords: keywords,
            model: own ?? ModelWords(verbs: [:], columns: [:]))
    }
}
