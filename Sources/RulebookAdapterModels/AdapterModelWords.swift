import Rulebook

// The adapter models read the words of the model whose verbs and columns they share
// (contract, section 7); their own further verbs and columns are read in English only.

extension PageLoaderSpecModel: ModelWithWords {
    /// The `pager` model's words.
    package static var words: [SpecLanguage: ModelWords] { PagerSpecModel.words }
}

extension OptimisticStoreSpecModel: ModelWithWords {
    /// The `optimistic` model's words.
    package static var words: [SpecLanguage: ModelWords] { OptimisticSpecModel.words }
}

extension SearchDebouncerSpecModel: ModelWithWords {
    /// The `debounce` model's words.
    package static var words: [SpecLanguage: ModelWords] { DebounceSpecModel.words }
}
