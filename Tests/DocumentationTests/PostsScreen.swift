import RulebookAdapters

/// What the server says about a favourite write.
struct FavoriteAnswer: Sendable {
    var applied: Bool
    var isFavorite: Bool
}

protocol PostsAPI: Sendable {
    /// Throws when the outcome is unknown: a timeout or a lost connection.
    func setFavorite(post: String, to isFavorite: Bool) async throws -> FavoriteAnswer
    /// The server's current value, for a sync.
    func isFavorite(post: String) async throws -> Bool
    /// The values of several posts at once, for the new account after a switch.
    func favorites(posts: [String]) async throws -> [String: Bool]
}

/// A list of posts with a favourite button on each. The `OptimisticStore` asks the
/// `optimistic` model before every write and forwards every answer with its ticket.
@MainActor
final class PostsScreen {
    let favorites: OptimisticStore<String, Bool>

    init(api: some PostsAPI) {
        favorites = OptimisticStore(
            initialValue: false,
            save: { post, isFavorite in
                let answer = try await api.setFavorite(post: post, to: isFavorite)
                // `saved` with the server's value, or `rejected`; a thrown error is
                // `uncertain`: the record reverts, blocks taps and is synced at once.
                return answer.applied ? .confirmed(answer.isFavorite) : .rejected
            },
            refetch: { post in try await api.isFavorite(post: post) },  // a sync
            reload: { posts in try await api.favorites(posts: posts) })  // after a switch
        favorites.onChange = { [weak self] in self?.render() }
    }

    /// A page of posts arrived (`show`): the values the list load saw.
    func postsLoaded(_ posts: [(id: String, isFavorite: Bool)]) {
        for post in posts { favorites.show(post.id, value: post.isFavorite) }
    }

    /// The heart is tapped (`tap`): shows the new value at once and saves it; ignored
    /// while the record is saving or needs a sync.
    func heartTapped(_ post: String) {
        favorites.tap(post, value: !favorites[post].visible)
    }

    /// The "Could not refresh" banner's retry (`synced` when it succeeds): a sync that
    /// failed leaves the record blocked, in `failedSyncs`, until one succeeds.
    func refreshTapped(_ post: String) { favorites.sync(post) }

    /// Another account signed in (`switch account`): every record resets, every old write
    /// and sync is dead, and the posts on screen are reloaded for the new account in one
    /// call (each one `show`n, unless the user tapped it meanwhile).
    func accountSwitched(visiblePosts: [String]) {
        favorites.switchAccount(initialValue: false, reloading: visiblePosts)
    }

    func render() {
        // For each visible post: favorites[post].visible (the heart),
        // favorites[post].isTappable (enabled), favorites[post].needsSync (a spinner),
        // favorites.failedSyncs.contains(post) (the "Could not refresh" banner).
    }
}
