import CartSpecModels
import Rulebook
import Testing

/// A model is made wherever the runner is: here on a thread of its own, off the main actor.
@Test("A cart screen model made off the main actor makes its view model on the main actor")
func screenMadeOffMainActor() async throws {
    let count = await OwnThread.run { () -> Int? in
        guard var model = try? CartScreenSpecModel(options: ModelOptions([])),
            (try? model.apply(ModelEvent(verb: "add", inputs: ["item": "apple"]))) != nil
        else { return nil }
        guard case .list(let items) = model.observe("items", labels: TicketLabels()) else {
            return nil
        }
        return items.count
    }
    #expect(count == 1)
}
