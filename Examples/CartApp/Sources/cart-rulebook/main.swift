import Cart
import RulebookCLI

RulebookCommand.main(registry: .builtIn.adding(CartSpecModel.self))
