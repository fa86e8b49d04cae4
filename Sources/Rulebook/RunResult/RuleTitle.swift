/// The title a report gives a table's rule.
package enum RuleTitle {
    /// The nearest heading above the table, or the spec's file name (`a.md`) for a table
    /// above every heading.
    package static func of(_ table: EventTable, path: String) -> String {
        table.rule?.title ?? Paths.fileName(of: path)
    }
}
