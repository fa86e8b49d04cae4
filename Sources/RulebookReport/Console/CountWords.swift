import Rulebook

/// A count with its noun, singular for exactly one: `1 spec`, `2 specs`, `1 checklist item`.
enum CountWords {
    /// `noun` is the singular; the plural adds `s` unless given.
    static func of(_ count: Int, _ noun: String, plural: String? = nil) -> String {
        "\(count) \(count == 1 ? noun : plural ?? noun + "s")"
    }
}
