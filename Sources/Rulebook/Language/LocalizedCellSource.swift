extension LocalizedNames {
    /// A value the model showed, as a cell of a spec in this language writes it (for
    /// `accept`): a keyword in the language's word (`ignoriert`, `angefordert Seite 2`,
    /// `ja`), a text or id that equals a keyword of the language quoted (`"nichts"`), any
    /// other value as `ValueWriter` writes it; `nil` when no cell can hold it.
    package func cellSource(for value: ObservedValue) -> String? {
        guard let source = ValueWriter.cellSource(for: value) else { return nil }
        switch value {
        case .keyword, .keywordWithValue, .flag, .number:
            return word(forValue: source)
        case .request(let inFlight, let label):
            return inFlight && label != nil ? source : word(forValue: source)
        case .text(let text):
            guard let text, source == text, canonicalValue(text) != nil else {
                return text == nil ? word(forValue: source) : source
            }
            return ValueWriter.quoted(text)
        case .list(let items):
            guard !items.isEmpty else { return word(forValue: source) }
            let keywordItems = items.contains { canonicalValue($0) != nil }
            return keywordItems
                ? items.map {
                    canonicalValue($0) != nil ? ValueWriter.quoted($0) : ValueWriter.listItem($0)
                }
                .joined(separator: ", ")
                : source
        }
    }
}
