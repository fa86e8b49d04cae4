import Rulebook
import RulebookAdapterModels
import RulebookTestSupport

extension SpecFolder {
    /// `spec/` run once with the built-in models, the adapter models included.
    static let result = run(with: .builtIn)
}
