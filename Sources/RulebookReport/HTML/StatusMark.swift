import Rulebook

/// How a status is shown in the HTML report: a symbol and a word (never colour alone), and
/// the CSS class that colours it.
struct StatusMark: Equatable, Sendable {
    let symbol: String
    let word: String
    let cssClass: String
    /// The symbol and the word, e.g. `✓ passed`.
    let label: String
    /// `<span class="badge failed">✗ failed</span>`
    let badge: String

    init(symbol: String, word: String, cssClass: String) {
        self.symbol = symbol
        self.word = word
        self.cssClass = cssClass
        label = symbol + " " + word
        badge = "<span class=\"badge \(cssClass)\">\(label)</span>"
    }

    /// This mark with its word in the language of `messages`.
    func localized(_ messages: ReportMessages) -> StatusMark {
        messages.language.isEnglish
            ? self
            : StatusMark(symbol: symbol, word: messages.status(cssClass), cssClass: cssClass)
    }

    static let passed = StatusMark(symbol: "✓", word: "passed", cssClass: "passed")
    static let failed = StatusMark(symbol: "✗", word: "failed", cssClass: "failed")
    static let error = StatusMark(symbol: "!", word: "error", cssClass: "error")
    static let pending = StatusMark(symbol: "…", word: "pending", cssClass: "pending")
    static let skipped = StatusMark(symbol: "–", word: "skipped", cssClass: "skipped")
    static let notRun = StatusMark(symbol: "–", word: "not run", cssClass: "notrun")
    static let missing = StatusMark(symbol: "✗", word: "missing", cssClass: "missing")

    static func of(_ status: RunStatus) -> StatusMark {
        switch status {
        case .skipped: .skipped
        case .passed: .passed
        case .pending: .pending
        case .failed: .failed
        case .error: .error
        }
    }

    static func of(_ status: RowStatus) -> StatusMark {
        switch status {
        case .passed: .passed
        case .failed: .failed
        case .error: .error
        case .notRun: .notRun
        }
    }

    /// What the status filter calls a status (the `data-status` value it shows or hides):
    /// `failed` for failed and errored, else `pending`, `passed` or `skipped`.
    static func filterWord(_ status: RunStatus) -> String {
        switch status {
        case .failed, .error: "failed"
        case .pending: "pending"
        case .passed: "passed"
        case .skipped: "skipped"
        }
    }

    /// What the status filter calls a checklist item: `failed` when it fails the run
    /// (missing, or its rule failed), else as its rule.
    static func filterWord(_ check: ChecklistResult) -> String {
        if check.isFailing { return "failed" }
        if case .rule(let status) = check.outcome { return filterWord(status) }
        return "passed"
    }

    static func of(_ outcome: ChecklistResult.Outcome) -> StatusMark {
        switch outcome {
        case .rule(.skipped): .notRun
        case .rule(let status): of(status)
        case .missing: .missing
        }
    }
}
