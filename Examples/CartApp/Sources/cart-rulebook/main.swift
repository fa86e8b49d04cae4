import CartSpecModels
import RulebookCLI

RulebookCommand.main(registry: .builtIn.adding(CartSpecModel.self).adding(CartScreenSpecModel.self))
