/// `rulebook fmt`: every event table of a spec re-aligned by `TableWriter`, every other
/// byte kept.
package enum SpecFormatter {
    /// The spec's text with its tables aligned; equal to `spec.text` when they already are.
    package static func format(_ spec: Spec) -> String {
        SpecSource(spec.text).replacing(TableSource.tables(of: spec)).text
    }
}
