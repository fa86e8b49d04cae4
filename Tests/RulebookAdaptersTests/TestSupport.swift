import RulebookAdapters
import RulebookAdaptersTesting
import RulebookModels
import Testing

/// Collects what an adapter delivers, on the main actor.
@MainActor
final class Deliveries {
    var queries: [String] = []
    var instants: [ContinuousClock.Instant] = []

    func record(_ query: String) {
        queries.append(query)
        instants.append(.now)
    }
}

/// Waits (yielding, no real sleep) until `condition` holds; records an issue if it never does.
@MainActor
func settle(
    _ comment: Comment, sourceLocation: SourceLocation = #_sourceLocation,
    _ condition: () -> Bool
) async {
    let held = await yieldUntil(condition)
    #expect(held, comment, sourceLocation: sourceLocation)
}

/// One call of a save double.
struct SaveCall: Sendable, Equatable {
    let record: String
    let value: Bool
}

/// A save or refetch that timed out: its outcome is unknown.
struct Timeout: Error {}

typealias Fetches = ControlledCalls<PageRequest, PageResponse<Int>>
typealias Saves = ControlledCalls<SaveCall, SaveResult<Bool>>
typealias Refetches = ControlledCalls<String, Bool>
