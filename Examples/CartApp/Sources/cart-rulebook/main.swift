import CartSpecModels
import RulebookCLI

RulebookCommand.main(registry: .builtIn.addingCartModels())
