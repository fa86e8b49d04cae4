import Rulebook

/// Writes a counterexample of `rulebook explore --out` as a Markdown spec.
package enum ExplorationOutput {
    /// Writes the spec to `path` atomically.
    package static func write(
        _ counterexample: Counterexample, of report: ExplorationReport, to path: String
    ) throws(Diagnostic) {
        try OutputFiles.writeAtomically(
            counterexample.markdown(model: report.model, fault: report.fault), to: path)
    }
}
