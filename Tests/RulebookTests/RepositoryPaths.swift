/// Paths inside the repository, found from this file's location (no bundle resources).
enum RepositoryPaths {
    /// The repository root: two folders above `Tests/RulebookTests/`.
    static let root: String = {
        var parts = String(#filePath).split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(3)
        return parts.joined(separator: "/")
    }()

    /// The folder of this test target, where fixtures live next to the tests.
    static let tests = root + "/Tests/RulebookTests"
}
