import Foundation

/// The places in this repository that test targets share: its root, and the `spec/` folder
/// that is rulebook's own acceptance suite and the tests' largest fixture.
package enum Repository {
    /// The repository's root folder (this file is `Tests/RulebookTestSupport/Repository.swift`).
    package static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The living documentation, `spec/`.
    package static let spec = root.appendingPathComponent("spec")
}
