/// "Did you mean" across a spec's language and English (contract, section 7): an unknown
/// verb or column in a spec of another language lists the words of both, and a typo of a
/// word of the language is answered with that word (`antwortn`: did you mean antworten?).
enum UnknownWordHint {
    /// `problem` again, when it is an unknown event or column whose nearest name is a word
    /// of the language, or whose nearest English name has a word there that is nearer.
    static func acrossLanguages(
        _ problem: Diagnostic, names: LocalizedNames, model: ModelDescriptor
    ) -> Diagnostic {
        for kind in ["event", "input column", "expectation column"] {
            let prefix = "unknown \(kind) \""
            guard problem.message.hasPrefix(prefix) else { continue }
            let rest = problem.message.dropFirst(prefix.count)
            guard let end = rest.firstIndex(of: "\"") else { return problem }
            let name = String(rest[..<end])
            let english: [String]
            let local: [String]
            switch kind {
            case "event":
                english = model.verbs.map(\.name)
                local = english.map(names.word(forVerb:))
            case "input column":
                english = Set(model.verbs.flatMap { $0.inputs.map(\.name) }).sorted()
                local = english.map(names.word(forColumn:))
            default:
                english = (model.observables.map(\.name) + ["result"]).sorted().map { $0 + "?" }
                local = english.map { names.word(forColumn: String($0.dropLast())) + "?" }
            }
            let words = local.filter { word in !english.contains { Keyword.matches($0, word) } }
            // The English message's own hint ("did you mean ...", or a column of the other
            // kind) stands unless a word of the language is nearer.
            let hasHint =
                problem.message.contains(": did you mean the ")
                || problem.message.contains(" is an input column")
            if let nearest = Suggestion.closest(to: name, among: words) {
                guard closer(name, nearest, than: problem.suggestion) else { return problem }
            } else if hasHint {
                return problem
            }
            return Diagnostic.unknown(
                kind, name, for: model.name, known: words + english, as: problem.kind,
                at: problem.location)
        }
        return problem
    }

    /// Whether `word` is at least as near to `name` as `other` (or `other` is none).
    private static func closer(_ name: String, _ word: String, than other: String?) -> Bool {
        guard let other else { return true }
        let wanted = Array(Keyword.normalize(name))
        return Suggestion.editDistance(wanted, Array(Keyword.normalize(word)))
            <= Suggestion.editDistance(wanted, Array(Keyword.normalize(other)))
    }
}
