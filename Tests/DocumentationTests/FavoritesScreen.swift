import RulebookAdapters

/// The app's API client for favourites.
protocol FavoritesAPI: Sendable {
    /// Throws when the outcome is unknown (timeout, lost connection).
    func setFavorite(_ post: Int, _ isFavorite: Bool) async throws -> (
        applied: Bool, isFavorite: Bool
    )
    func isFavorite(_ post: Int) async throws -> Bool
    func favorites(_ posts: [Int]) async throws -> [Int: Bool]
}

@MainActor
final class FavoritesScreen {
    let favorites: OptimisticStore<Int, Bool>

    init(api: some FavoritesAPI) {
        favorites = OptimisticStore(
            initialValue: false,
            save: { post, isFavorite in
                // Throws: the outcome is unknown, and the store syncs the record.
                let response = try await api.setFavorite(post, isFavorite)
                return response.applied ? .confirmed(response.isFavorite) : .rejected
            },
            refetch: { post in try await api.isFavorite(post) },
            // Optional: after an account switch, the posts on screen in one call.
            reload: { posts in try await api.favorites(posts) })
        favorites.onChange = { [weak self] in self?.reloadVisibleCells() }
    }

    // The values of the list load.
    func postsLoaded(_ posts: [(id: Int, isFavorite: Bool)]) {
        for post in posts { favorites.show(post.id, value: post.isFavorite) }
    }

    // Shows the new value at once; ignored while saving or while the record needs a sync.
    func heartTapped(_ post: Int) {
        favorites.tap(post, value: !favorites[post].visible)
    }

    // Every record resets and the visible ones reload; answers for the old account are ignored.
    func accountSwitched(visible: [Int]) {
        favorites.switchAccount(initialValue: false, reloading: visible)
    }

    func reloadVisibleCells() {
        // Read favorites[post]: visible, isSaving, needsSync, isTappable.
    }
}
