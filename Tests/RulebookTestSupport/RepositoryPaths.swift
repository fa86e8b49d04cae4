/// Paths inside the repository, found from this file's location (no bundle resources): the
/// one place the test targets learn where the repository, `spec/` and their fixtures are.
package enum RepositoryPaths {
    /// The repository root: two folders above `Tests/RulebookTestSupport/`.
    package static let root: String = {
        var parts = String(#filePath).split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(3)
        return parts.joined(separator: "/")
    }()

    /// rulebook's own `spec/`, the living documentation the tests read.
    package static let spec = root + "/spec"

    /// The folder of the test target `name`, where its fixtures live next to its tests.
    package static func tests(_ name: String) -> String { root + "/Tests/" + name }
}
