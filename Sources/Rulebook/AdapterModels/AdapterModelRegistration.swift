import RulebookAdapters
import RulebookAdaptersTesting

extension ModelRegistry {
    /// Adds the models that drive the shipped adapters: `page-loader`, `optimistic-store` and
    /// `search-debouncer`.
    mutating func registerAdapterModels() {
        register(PageLoaderSpecModel.self)
        register(OptimisticStoreSpecModel.self)
        register(SearchDebouncerSpecModel<SearchDebouncer<ManualClock>>.self)
    }
}
