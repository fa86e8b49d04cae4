import RulebookAdapterModels
import RulebookAdapters
import RulebookAdaptersTesting
import Testing

@testable import Rulebook

/// Every built-in model has a word in each language for every verb, column and keyword, and
/// no word reads as another thing (contract, section 7).
@Suite struct ModelWordsTests {
    static let models: [any ModelWithWords.Type] = [
        PagerSpecModel.self, OptimisticSpecModel.self, DebounceSpecModel.self,
    ]
    static let languages: [SpecLanguage] = [.german, .simplifiedChinese, .korean]

    @Test("Every verb, input and expectation column and keyword has a word in each language")
    func complete() throws {
        for language in Self.languages {
            let keywords = try #require(LanguageKeywords.of(language))
            #expect(Set(keywords.headers.keys) == Set(LanguageKeywords.sharedHeaders))
            #expect(Set(keywords.values.keys) == Set(LanguageKeywords.keywords), "\(language)")
            for model in Self.models {
                let words = try #require(model.words[language], "\(model.descriptor.name)")
                let descriptor = model.descriptor
                #expect(Set(words.verbs.keys) == Set(descriptor.verbs.map(\.name)))
                let columns = Set(
                    descriptor.verbs.flatMap { $0.inputs.map(\.name) }
                        + descriptor.observables.map(\.name))
                #expect(Set(words.columns.keys) == columns, "\(descriptor.name) in \(language)")
                #expect(words.values.isEmpty)
            }
        }
    }

    @Test("One word per concept, no word that is another keyword, verb or column")
    func collisionFree() throws {
        let englishKeywords = Set(LanguageKeywords.keywords)
        for language in Self.languages {
            let keywords = try #require(LanguageKeywords.of(language))
            let valueWords = Self.normalized(keywords.values)
            #expect(Set(valueWords.values).count == valueWords.count, "\(language) keywords")
            for (keyword, word) in valueWords {
                // A word of the language never reads as another English keyword.
                #expect(!englishKeywords.contains(word) || word == keyword, "\(word)")
            }
            for model in Self.models {
                let words = try #require(model.words[language])
                let descriptor = model.descriptor
                let englishVerbs = Set(descriptor.verbs.map(\.name))
                let englishColumns = Set(
                    descriptor.verbs.flatMap { $0.inputs.map(\.name) }
                        + descriptor.observables.map(\.name) + LanguageKeywords.sharedHeaders)
                let verbs = Self.normalized(words.verbs)
                let columns = Self.normalized(keywords.headers.merging(words.columns) { a, _ in a })
                #expect(Set(verbs.values).count == verbs.count, "\(descriptor.name) verbs")
                #expect(Set(columns.values).count == columns.count, "\(descriptor.name) columns")
                for (verb, word) in verbs {
                    #expect(!englishVerbs.contains(word) || word == verb, "\(word)")
                    // A verb is a keyword only where English is the same (`rejected`).
                    let keyword = valueWords.first { $0.value == word }?.key
                    #expect(keyword == nil || keyword == verb, "\(word) in \(language)")
                }
                for (column, word) in columns {
                    #expect(!englishColumns.contains(word) || word == column, "\(word)")
                    let keyword = valueWords.first { $0.value == word }?.key
                    #expect(keyword == nil || keyword == column, "\(word) in \(language)")
                    #expect(!word.hasSuffix("?") && !word.hasSuffix("？"))
                }
            }
        }
    }

    @Test("Models that share verbs and columns share their words")
    func adapterModelsReuseTheirBase() {
        let shared = PagerSpecModel.words[.german]?.adding(
            ModelWords(verbs: ["search": "suchen"], columns: [:]))
        #expect(shared?.verbs["load next"] == "nächste Seite laden")
        #expect(shared?.verbs["search"] == "suchen")
    }

    @Test("The adapter models read the words of the model they share verbs and columns with")
    func adapterModels() {
        let loader = ModelDescriptor.words(of: PageLoaderSpecModel.self, in: .german)
        #expect(loader?.canonicalVerb("nächste Seite laden") == "load next")
        let store = ModelDescriptor.words(of: OptimisticStoreSpecModel.self, in: .korean)
        #expect(store?.canonicalColumn("표시 값") == "visible")
        let debouncer = ModelDescriptor.words(
            of: SearchDebouncerSpecModel<SearchDebouncer<ManualClock>>.self, in: .simplifiedChinese)
        #expect(debouncer?.canonicalColumn("截止时间") == "deadline")
    }

    private static func normalized(_ words: [String: String]) -> [String: String] {
        words.mapValues { Keyword.normalize($0) }
    }
}
