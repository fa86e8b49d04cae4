import CartSpecModels
import Rulebook
import RulebookTesting
import Testing

/// Every table of the app's specs as a test case, with the same models as the app's
/// `cart-rulebook` command.
@Test(
    "The app's specs hold",
    arguments: try SpecSuite(
        ["../../spec"], relativeTo: #filePath, registry: .builtIn.addingCartModels()
    ).cases)
func appSpecs(_ specCase: SpecCase) async {
    await specCase.check()
}
