// Readable descriptions of run results, worded like the console report, so that a test
// that prints a result shows `failed: ids? expected 1, 2, got 1` rather than a dump.

extension RowStatus: CustomStringConvertible {
    /// `passed`, `failed: ids? expected 1, 2, got 1`, `error: reason` or `not run`.
    public var description: String {
        switch self {
        case .passed: "passed"
        case .failed(let mismatches):
            "failed: " + mismatches.map(\.description).joined(separator: "; ")
        case .error(let problem): "error: \(problem.message)"
        case .notRun: "not run"
        }
    }
}

extension RowResult: CustomStringConvertible {
    /// `row 3 (line 12): failed: ids? expected 1, 2, got 1`.
    public var description: String { "row \(row.number) (line \(row.line)): \(status)" }
}

extension TableResult: CustomStringConvertible {
    /// The table's status and model, then what went wrong, as the console words it.
    public var description: String {
        let head = "table at line \(table.line) (\(table.modelName)): \(status)"
        let details = problems(file: "").map(\.message)
        return ([head] + details).joined(separator: "\n  ")
    }
}

extension ChecklistResult.Outcome: CustomStringConvertible {
    /// `passed`, `failed`, `skipped` or `missing: reason`.
    public var description: String {
        switch self {
        case .rule(let status): status.description
        case .missing(let reason): "missing: \(reason.message)"
        }
    }
}

extension ChecklistResult: CustomStringConvertible {
    /// `line 40: "Retry requests the same page" passed`.
    public var description: String { "line \(item.line): \"\(item.text)\" \(outcome)" }
}
