/// The vocabularies of generic models, each made once per concrete model type. A generic
/// type cannot have a `static let`, so its `vocabulary` is computed, and would otherwise be
/// built again, verbs, columns and name sets, on every look-up (a table's run looks it up,
/// and so does every `descriptor`).
package enum VocabularyMemo {
    private static let made = Locked<[ObjectIdentifier: any Sendable]>([:])

    /// The vocabulary of `model`: the one `make` gave the first time.
    package static func vocabulary<Model: RulebookModel>(
        of model: Model.Type, _ make: () -> Vocabulary<Model>
    ) -> Vocabulary<Model> {
        let key = ObjectIdentifier(model)
        if let known = made.withLock({ $0[key] }) as? Vocabulary<Model> { return known }
        let vocabulary = make()
        made.withLock { $0[key] = vocabulary }
        return vocabulary
    }
}
