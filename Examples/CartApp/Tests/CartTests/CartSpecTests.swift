import CartSpecModels
import Rulebook
import RulebookTesting
import Testing

@Test(
    "The cart spec holds",
    arguments: try SpecSuite(
        ["../../spec/cart.md"], relativeTo: #filePath, registry: .builtIn.adding(CartSpecModel.self)
    ).cases)
func cartSpec(_ specCase: SpecCase) async {
    await specCase.check()
}
