/// GitHub-style heading anchors, as github-slugger computes them.
///
/// The text is lower-cased; every character is dropped except letters, marks, decimal and
/// letter numbers, connector punctuation (`_`), alphabetic symbols, `-` and space; each
/// space becomes `-` (runs are not collapsed). Within one document a repeated slug gets
/// `-1`, `-2`... appended, skipping forms an earlier heading already took.
package struct HeadingAnchors: Sendable {
    /// For each base slug, the last suffix handed out (github-slugger's `occurrences`).
    private var occurrences: [String: Int] = [:]

    package init() {}

    /// The unique anchor of the next heading whose plain text is `text`.
    package mutating func anchor(for text: String) -> String {
        let base = Self.slug(text)
        var result = base
        while occurrences[result] != nil {
            let count = (occurrences[base] ?? 0) + 1
            occurrences[base] = count
            result = "\(base)-\(count)"
        }
        occurrences[result] = 0
        return result
    }

    /// The slug of `text` alone, without de-duplication.
    package static func slug(_ text: String) -> String {
        if let ascii = asciiSlug(text) { return ascii }
        var result = String.UnicodeScalarView()
        for scalar in text.lowercased().unicodeScalars {
            if scalar == " " {
                result.append("-")
            } else if isKept(scalar) {
                result.append(scalar)
            }
        }
        return String(result)
    }

    /// The slug of an ASCII text, byte by byte (the same as `slug`: of ASCII, only letters,
    /// digits, `_` and `-` are kept); `nil` when the text is not ASCII.
    private static func asciiSlug(_ text: String) -> String? {
        var result: [UInt8] = []
        result.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): result.append(byte + 0x20)
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "_"), UInt8(ascii: "-"):
                result.append(byte)
            case UInt8(ascii: " "): result.append(UInt8(ascii: "-"))
            case 0x80...: return nil
            default: continue
            }
        }
        return String(decoding: result, as: UTF8.self)
    }

    private static func isKept(_ scalar: Unicode.Scalar) -> Bool {
        if scalar == "-" || scalar.properties.isAlphabetic { return true }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
            .nonspacingMark, .spacingMark, .enclosingMark,
            .decimalNumber, .letterNumber,
            .connectorPunctuation:
            return true
        default:
            return false
        }
    }
}
