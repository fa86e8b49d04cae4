// `ModelRegistry.builtIn` (every built-in model, the adapter models included) comes with this
// module, so `registry: .builtIn.adding(MyModel.self)` needs no other import.
@_exported import RulebookAdapterModels
