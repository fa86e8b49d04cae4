import MarkAllRead
import Rulebook
import Testing

/// The app's faults and exploration layers: its spec kills both of its seeded faults, and
/// the explorer finds each of them (and nothing without them).
struct MarkAllReadStrengthTests {
    static let registry = MarkAllReadSpecTests.registry

    @Test("The app's spec kills both faults of its model")
    func specKillsBothFaults() throws {
        let faults = Self.registry.faults.filter { $0.model == "inbox" }
        #expect(faults.map(\.fault.name) == ["marks-later-arrivals", "no-request-check"])
        let specs = try MarkAllReadSpecTests.result().specs.map(\.spec)
        let result = MutantsRunner(registry: Self.registry).run(specs, faults: faults)
        #expect(result.survivors.isEmpty)
        #expect(result.provingNothing.isEmpty)
        #expect(result.isPassing)
    }

    @Test("Exploring the inbox finds no violation without a fault")
    func noViolation() throws {
        let report = try Explorer(registry: Self.registry).explore("inbox")
        #expect(report.violation == nil)
        #expect(report.statesVisited > 10)
    }

    @Test(
        "Exploring the inbox finds each fault, as a table that fails only under it",
        arguments: ["marks-later-arrivals", "no-request-check"])
    func findsFault(name: String) throws {
        let report = try Explorer(registry: Self.registry).explore("inbox", fault: name)
        let violation = try #require(report.violation)
        #expect(violation.passesWithoutFault)
        #expect(violation.failsWithFault == true)
    }
}
