import Rulebook

// snippet: cart-words
/// The `cart` model's words in German: a spec that declares `<!-- rulebook lang=de -->`
/// may write them instead of the English ones (spec/cart-de.md).
extension CartSpecModel: ModelWithWords {
    public static let words: [SpecLanguage: ModelWords] = [
        .german: ModelWords(
            verbs: ["add": "hinzufügen", "check out": "bezahlen", "confirm": "bestätigen"],
            columns: ["item": "Artikel", "items": "Warenkorb", "checking out": "bezahlt gerade"],
            values: ["sent": "gesendet"])
    ]
}
// end snippet
