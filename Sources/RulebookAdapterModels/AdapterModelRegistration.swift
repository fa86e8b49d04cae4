import Rulebook
import RulebookAdapters
import RulebookAdaptersTesting

extension ModelRegistry {
    /// The built-in models: the pure `pager`, `optimistic` and `debounce` (``pureModels``),
    /// and the adapter models `page-loader`, `optimistic-store` and `search-debouncer`, which
    /// drive the shipped adapters under a manual clock and controlled calls.
    public static var builtIn: ModelRegistry {
        var registry = ModelRegistry.pureModels
        registry.register(PageLoaderSpecModel.self)
        registry.register(OptimisticStoreSpecModel.self)
        registry.register(SearchDebouncerSpecModel<SearchDebouncer<ManualClock>>.self)
        return registry
    }
}
