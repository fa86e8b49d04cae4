import Rulebook

extension ModelRegistry {
    /// This registry with the app's models added: the one list of models that the app's
    /// `cart-rulebook` command and its tests both use, so a new model is added once.
    public func addingCartModels() -> ModelRegistry {
        adding(CartSpecModel.self).adding(CartScreenSpecModel.self)
    }
}
