import Rulebook
import RulebookTestSupport

extension SpecFolder {
    /// `spec/` run once with the pure models, the ones this layer may know: the tables of
    /// the adapter models are errors of an unknown model here.
    static let result = run(with: .pureModels)
}
