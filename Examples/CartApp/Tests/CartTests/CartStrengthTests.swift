import CartSpecModels
import Rulebook
import RulebookTesting
import Testing

/// The `cart` model's seeded fault, declared in the spec-models target: the app's spec
/// kills it, so the rule it breaks is really checked.
@Test("The cart spec kills the cart model's fault")
func cartSpecKillsItsFault() throws {
    let registry = ModelRegistry.builtIn.adding(CartSpecModel.self)
    let faults = registry.faults.filter { $0.model == "cart" }
    #expect(faults.map(\.fault.name) == ["confirms-any-checkout"])
    let specs = try SpecSuite(["../../spec/cart.md"], relativeTo: #filePath, registry: registry)
        .specs
    let result = MutantsRunner(registry: registry).run(specs, faults: faults)
    #expect(result.survivors.isEmpty)
    let killers = result.faults.flatMap(\.killers).map(\.title)
    #expect(killers == ["An old checkout's answer changes nothing"])
}
