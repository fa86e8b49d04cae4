/// What `rulebook models --lang L` prints: a model's verbs, input and expectation columns
/// and keywords in the words of a language, each with its English name, which a spec of
/// that language may use as well.
package enum LocalizedVocabulary {
    /// The model's words in `names`' language, as aligned text lines.
    package static func lines(_ descriptor: ModelDescriptor, _ names: LocalizedNames) -> [String] {
        let tag = names.language.tag
        var lines = ["\(descriptor.name): \(descriptor.summary)"]
        lines.append("  words in \(tag) (English in parentheses; a \(tag) spec may use either):")
        if !descriptor.options.isEmpty {
            lines.append("  options (as in English):")
            lines += ModelVocabulary.aligned(
                descriptor.options.map { option in
                    [option.takesValue ? "\(option.name)=VALUE" : option.name, option.summary]
                })
        }
        lines.append("  verbs (\(both(names.word(forColumn: "event"), "event"))):")
        lines += ModelVocabulary.aligned(
            descriptor.verbs.map { verb in
                let inputs = verb.inputs.map { input in
                    let word = both(names.word(forColumn: input.name), input.name)
                    return input.isRequired ? word : "[\(word)]"
                }
                return [
                    both(names.word(forVerb: verb.name), verb.name),
                    inputs.isEmpty ? "-" : inputs.joined(separator: ", "), verb.summary,
                ]
            })
        let outcomes = descriptor.verbs.compactMap { verb in
            verb.resultType.map {
                [both(names.word(forVerb: verb.name), verb.name), values($0.description, names)]
            }
        }
        if !outcomes.isEmpty {
            lines.append(
                "  outcomes (\(both(names.word(forColumn: "result") + "?", "result?"))):")
            lines += ModelVocabulary.aligned(outcomes)
        }
        lines.append("  expectations:")
        lines += ModelVocabulary.aligned(
            [
                [
                    both(names.word(forColumn: "result") + "?", "result?"), "outcome",
                    "what the event did (see the outcomes)",
                ]
            ]
                + descriptor.observables.map { observable in
                    [
                        both(names.word(forColumn: observable.name) + "?", observable.name + "?"),
                        values(observable.kind.description, names), observable.summary,
                    ]
                })
        lines.append("  keywords (a text or id equal to one is written quoted):")
        lines += ModelVocabulary.aligned(
            LanguageKeywords.keywords.map { keyword in
                let word = names.keywords.values[keyword] ?? keyword
                let written =
                    keyword == "requested page" ? " N" : keyword == "requested cursor" ? " C" : ""
                return [word + written, keyword + written]
            })
        return lines
    }

    /// `Wort (word)`, or the word alone when both are the same.
    private static func both(_ word: String, _ english: String) -> String {
        Keyword.matches(word, english) ? word : "\(word) (\(english))"
    }

    /// A value kind's description with each keyword in the language's word
    /// (`none, failed or cursor stall` -> `keine, fehlgeschlagen or Cursor-Stillstand`).
    private static func values(_ description: String, _ names: LocalizedNames) -> String {
        var result = ""
        var rest = Substring(description)
        // Longest keywords first, so `cursor stall` is one keyword.
        let keywords = LanguageKeywords.keywords.sorted { $0.count > $1.count }
        while !rest.isEmpty {
            if let keyword = keywords.first(where: { keyword in
                rest.lowercased().hasPrefix(keyword)
                    && (rest.dropFirst(keyword.count).first.map { !$0.isLetter } ?? true)
                    && (result.last.map { !$0.isLetter } ?? true)
            }) {
                result += names.word(forValue: keyword)
                rest = rest.dropFirst(keyword.count)
            } else if let first = rest.first {
                result.append(first)
                rest = rest.dropFirst()
            }
        }
        return result
    }
}
