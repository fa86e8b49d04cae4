import CartSpecModels
import Rulebook
import RulebookTesting
import Testing

@Test(
    "The cart spec holds in German, in the model's German words",
    arguments: try SpecSuite(
        ["../../spec/cart-de.md"], relativeTo: #filePath,
        registry: .builtIn.adding(CartSpecModel.self)
    ).cases)
func cartSpecInGerman(_ specCase: SpecCase) async {
    await specCase.check()
}
