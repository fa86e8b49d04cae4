import CartSpecModels
import Rulebook
import Testing

/// A model's `apply` can be unit-tested without a table.
@Test("Confirming a checkout that is not in flight is ignored")
func staleConfirm() throws {
    var model = try CartSpecModel(options: ModelOptions([]))
    _ = try model.apply(ModelEvent(verb: "add", inputs: ["item": "apple"]))
    let outcome = try model.apply(
        ModelEvent(verb: "confirm", inputs: ["ticket": "old"], labels: TicketLabels(["old": 99])))
    guard case .done(let result, _) = outcome else {
        Issue.record("confirm was rejected")
        return
    }
    #expect(result == .keyword("ignored"))
    #expect(model.observe("items", labels: TicketLabels()) == .list(["apple"]))
}
