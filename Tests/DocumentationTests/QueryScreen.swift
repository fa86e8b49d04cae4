import RulebookAdapters

/// A search field that searches once the user pauses typing. The `SearchDebouncer` owns
/// the timer: it updates the `debounce` model on every input (`type`), sleeps on its
/// clock until the model's deadline, then asks the model with the input's generation
/// (`wake`). A periodic timer that asks whether anything is due would be `tick`.
@MainActor
final class QueryScreen {
    private var debouncer: SearchDebouncer<ContinuousClock>?
    private(set) var searches: [String] = []

    /// The app passes nothing: the debouncer uses the `ContinuousClock`. Tests pass a
    /// `ManualClock` to `SearchDebouncer(delay:clock:deliver:)` and move time by hand.
    init() throws {
        debouncer = try SearchDebouncer(delay: .milliseconds(300)) { [weak self] query in
            self?.searches.append(query)  // start the search request here
        }
    }

    /// Every change of the field's text, blank included (`type`).
    func textChanged(_ text: String) { debouncer?.input(text) }

    /// The screen goes away (`close`): the pending query is dropped and the wait task
    /// cancelled; nothing is delivered after this, even if the debouncer is kept.
    func screenClosed() {
        debouncer?.close()
        debouncer = nil
    }
}
