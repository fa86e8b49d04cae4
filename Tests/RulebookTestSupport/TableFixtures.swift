import Rulebook

/// Runs the first table of a small spec, under a heading of its own (a table needs one to
/// name its rule), so the spec's line 1 is that heading and the markdown starts at line 2.
package func runFirstTable(
    _ markdown: String, registry: ModelRegistry = .pureModels
) throws -> TableResult {
    let spec = Spec(path: "t.md", text: "# Rule\n" + markdown)
    guard let table = spec.tables.first else { throw NoTable() }
    return TableRunner(registry: registry).run(table, file: "t.md")
}

/// Wraps table lines in a fence with the given info string.
package func fenced(_ info: String, _ lines: String...) -> String {
    "```\(info)\n" + lines.joined(separator: "\n") + "\n```\n"
}

/// The markdown given to ``runFirstTable(_:registry:)`` holds no event table.
package struct NoTable: Error {}
