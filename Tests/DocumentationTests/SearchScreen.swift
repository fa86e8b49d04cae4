import RulebookAdapters

@MainActor
final class SearchScreen {
    private var debouncer: SearchDebouncer<ContinuousClock>?

    init() throws {
        debouncer = try SearchDebouncer(delay: .milliseconds(300)) { [weak self] query in
            self?.search(query)  // on the main actor, once per settled query
        }
    }

    func textChanged(_ text: String) { debouncer?.input(text) }  // blank text clears at once
    func screenClosed() { debouncer?.close() }  // nothing is delivered after this
    func search(_ query: String) {
        // Start the request.
    }
}
