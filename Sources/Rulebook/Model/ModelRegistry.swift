/// The models tables can name, by name. Start from `.builtIn` (`RulebookAdapterModels`, which
/// the command and `RulebookTesting` bring along) or `.pureModels`, and add your own.
public struct ModelRegistry: Sendable {
    private var models: [String: any RulebookModel.Type] = [:]

    /// An empty registry.
    public init() {}

    /// The engine's own models: the pure `pager`, `optimistic` and `debounce`. `.builtIn`
    /// (in `RulebookAdapterModels`) adds the models that drive the shipped adapters.
    public static var pureModels: ModelRegistry {
        var registry = ModelRegistry()
        registry.register(PagerSpecModel.self)
        registry.register(OptimisticSpecModel.self)
        registry.register(DebounceSpecModel.self)
        return registry
    }

    /// Adds a model under its descriptor's name, replacing one of the same name.
    public mutating func register<Model: RulebookModel>(_ model: Model.Type) {
        models[Keyword.normalize(Model.descriptor.name)] = model
    }

    /// This registry with one more model (see `register`).
    public func adding<Model: RulebookModel>(_ model: Model.Type) -> ModelRegistry {
        var registry = self
        registry.register(model)
        return registry
    }

    /// The model registered under a name (case-insensitive).
    package func model(named name: String) -> (any RulebookModel.Type)? {
        models[Keyword.normalize(name)]
    }

    /// The registered models' descriptors, sorted by name.
    package var descriptors: [ModelDescriptor] {
        models.values.map { $0.descriptor }.sorted { $0.name < $1.name }
    }
}
