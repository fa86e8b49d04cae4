import Rulebook
import RulebookCLI

RulebookCommand.main(registry: .builtIn)
