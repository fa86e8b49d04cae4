/// The language a spec is written in (contract, section 7): a BCP 47 tag. A spec declares
/// it with `<!-- rulebook lang=de -->` before its first heading; `--lang` gives the language
/// of every spec without one; the default is English.
///
/// In a spec of a language other than English, every verb, column name and keyword may be
/// written in that language's words or in English (``ModelWords``, `LanguageKeywords`).
public struct SpecLanguage: Hashable, Sendable, CustomStringConvertible {
    /// The tag as the project spells it (`de`, `zh-Hans`, `ko`, `en`).
    public let tag: String

    private init(known tag: String) {
        self.tag = tag
    }

    /// English, the language of every model's canonical words.
    public static let english = SpecLanguage(known: "en")
    /// German.
    public static let german = SpecLanguage(known: "de")
    /// Chinese in simplified characters.
    public static let simplifiedChinese = SpecLanguage(known: "zh-Hans")
    /// Korean.
    public static let korean = SpecLanguage(known: "ko")

    /// Every language a spec may declare, English first.
    package static let known: [SpecLanguage] = [.english, .german, .simplifiedChinese, .korean]

    /// The language of a tag, compared as BCP 47 compares tags (case-insensitively, `_` read
    /// as `-`), falling back as BCP 47's lookup does (`de-CH` is German, `ko-KR` Korean);
    /// `nil` for a tag the project has no words for (`fr`, `zh-Hant`).
    package init?(tag written: String) {
        var subtags = String(written.map { $0 == "_" ? "-" : $0 }).lowercased()
            .split(separator: "-", omittingEmptySubsequences: false)
        while !subtags.isEmpty {
            let wanted = subtags.joined(separator: "-")
            if let known = Self.known.first(where: { $0.tag.lowercased() == wanted }) {
                self = known
                return
            }
            subtags.removeLast()
        }
        return nil
    }

    /// The language of a tag; `unknown language "fr" (known: en, de, zh-Hans, ko)` otherwise.
    package static func parse(
        _ tag: String, as kind: Diagnostic.Kind = .usage, at location: FileLocation? = nil
    ) throws(Diagnostic) -> SpecLanguage {
        guard let language = SpecLanguage(tag: tag) else {
            throw Diagnostic.unknown(
                "language", tag, known: known.map(\.tag), as: kind, at: location)
        }
        return language
    }

    public var description: String { tag }

    /// Whether the spec's words are English only (no translation to do).
    package var isEnglish: Bool { self == .english }
}
