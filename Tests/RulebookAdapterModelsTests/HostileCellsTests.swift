import RulebookAdapterModels
import RulebookTestSupport
import Testing

@testable import Rulebook

/// Cells a user controls must never trap: every verb of every built-in model, with every
/// input and expectation cell set to an awkward value, runs to a status.
struct HostileCellsTests {
    static let values = [
        "", "none", #""none""#, "-1", "0", "9223372036854775807", "-9223372036854775808",
        "99999999999999999999", "1e3", "٣", "A", "B", #"""#, #""\""#, "a,,b", "yes", "on", "off",
        "ünï ©ode", #"\|"#, "requested page 1",
    ]

    /// A row that binds ticket `A` first, so that rows naming `A` reach the model.
    static let setUpRows = [
        "pager": "load next", "optimistic": "tap", "debounce": "type", "page-loader": "load next",
        "optimistic-store": "tap", "search-debouncer": "type",
    ]

    @Test(
        "Every verb with awkward cells runs to a status",
        arguments: ModelRegistry.builtIn.descriptors.map(\.name))
    func awkwardCells(modelName: String) async throws {
        let descriptor = try #require(ModelRegistry.builtIn.model(named: modelName)).descriptor
        let inputs = Array(Set(descriptor.verbs.flatMap { $0.inputs.map(\.name) })).sorted()
        let observables = ["result"] + descriptor.observables.map(\.name)
        var header = ["event"] + inputs + observables.map { $0 + "?" }
        if modelName == "pager" { header.removeAll { $0 == "next cursor" || $0 == "next cursor?" } }
        if modelName == "page-loader" { header.removeAll { $0 == "next cursor?" } }
        let setUp = try #require(Self.setUpRows[modelName])
        for verb in descriptor.verbs {
            for value in Self.values {
                let escaped = value.replacingPipes()
                let setUpRow = header.map { column in
                    column == "event"
                        ? setUp
                        : column == "ticket"
                            ? "A" : column == "at" ? "0" : column == "value" ? "on" : ""
                }
                let row = header.map { column in
                    if column == "event" { return verb.name }
                    if column.hasSuffix("?") { return escaped }
                    return verb.inputs.contains { $0.name == column } ? escaped : ""
                }
                let markdown = fenced(
                    "rulebook \(modelName)",
                    "| " + header.joined(separator: " | ") + " |",
                    "|" + header.map { _ in "---" }.joined(separator: "|") + "|",
                    "| " + setUpRow.joined(separator: " | ") + " |",
                    "| " + row.joined(separator: " | ") + " |")
                let table = try #require(Spec(path: "t.md", text: markdown).tables.first)
                // On a thread of its own: the adapter models cannot run inside a task.
                let result = await TableRunner(registry: .builtIn).runOnOwnThread(
                    table, file: "t.md")
                #expect(result.rows.count == 2, "\(verb.name) with \(value)")
                let setUpRan = result.rows.first.map { row in
                    if case .error = row.status { false } else { true }
                }
                #expect(setUpRan == true, "\(verb.name) with \(value): \(result.rows)")
                #expect(result.status != .skipped)
            }
        }
    }
}

extension String {
    fileprivate func replacingPipes() -> String {
        split(separator: "|", omittingEmptySubsequences: false).joined(separator: #"\|"#)
    }
}
