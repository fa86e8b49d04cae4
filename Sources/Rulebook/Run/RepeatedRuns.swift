import RulebookModels

/// `rulebook --repeat N`: runs every table of a finished run again, N - 1 more times, each
/// time on a fresh model and in another order, and reports every table whose result
/// differs from the first run. A model that keeps state between tables (a static counter, a
/// shared cache, a clock that is not reset) or that depends on timing fails it.
package struct RepeatedRuns: Sendable {
    /// One table whose result in a later run differs from the first run.
    package struct Difference: Equatable, Sendable, CustomStringConvertible {
        package let file: String
        package let line: Int
        package let rule: String
        /// The run that differed, counted from 1 (the first run is the reference).
        package let run: Int
        /// What differed: the first row whose outcome changed, or the table's problem.
        package let detail: String

        package var description: String {
            "\(file):\(line): \(rule): run \(run) differs from run 1: \(detail)"
        }
    }

    package let runner: TableRunner
    /// How many runs in all, the first included.
    package let count: Int

    package init(runner: TableRunner, count: Int) {
        self.runner = runner
        self.count = count
    }

    /// Runs the tables that ran in `first` again (skipped ones stay skipped) and returns
    /// the differences, in run order.
    package func differences(from first: RunResult) -> [Difference] {
        guard count >= 2 else { return [] }
        let tables = first.specs.flatMap { result in
            result.tables.filter { $0.status != .skipped }.map { (result.spec.path, $0) }
        }
        var differences: [Difference] = []
        for run in 2...count {
            var order = tables
            var generator = SplitMix64(seed: UInt64(run))
            order.shuffle(using: &generator)
            for (file, reference) in order {
                // The same verdict as the first run: a pending rule is judged on all its tables.
                let again = runner.run(reference.table, file: file).judged(reference.pending)
                if let detail = Self.difference(reference, again) {
                    differences.append(
                        Difference(
                            file: file, line: reference.table.line,
                            rule: reference.table.rule?.title ?? "", run: run, detail: detail))
                }
            }
        }
        return differences.sorted { ($0.run, $0.file, $0.line) < ($1.run, $1.file, $1.line) }
    }

    private static func difference(_ first: TableResult, _ again: TableResult) -> String? {
        guard first != again else { return nil }
        for (one, other) in zip(first.rows, again.rows) where one.status != other.status {
            return
                "row \(one.row.number): \(one.status), then \(other.status)"
        }
        return
            "\(first.problem?.message ?? "\(first.status)"), then \(again.problem?.message ?? "\(again.status)")"
    }
}
