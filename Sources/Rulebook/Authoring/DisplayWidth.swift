/// How many terminal or editor cells a text takes in a monospaced font: East Asian wide and
/// full-width characters (and emoji shown as pictures) take two, combining marks and other
/// zero-width characters none, everything else one.
package enum DisplayWidth {
    /// The width of `text`.
    package static func of(_ text: some StringProtocol) -> Int {
        // Printable ASCII takes one cell a character: counted without reading characters
        // (the same sum, at a fraction of the cost, for the tables the language server
        // checks on every formatting request).
        let utf8 = text.utf8
        if utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return utf8.count }
        return text.reduce(0) { $0 + of($1) }
    }

    /// The width of one character: two for an emoji shown as a picture (with its joiners,
    /// skin tones or variation selector), else the sum of its scalars' widths.
    package static func of(_ character: Character) -> Int {
        let scalars = character.unicodeScalars
        let isPicture =
            scalars.contains { $0.properties.isEmojiPresentation }
            || (scalars.count > 1 && scalars.contains("\u{FE0F}")
                && scalars.first?.properties.isEmoji == true)
        return isPicture ? 2 : scalars.reduce(0) { $0 + of($1) }
    }

    /// The width of one scalar.
    package static func of(_ scalar: Unicode.Scalar) -> Int {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        default: break
        }
        if isZeroWidth(scalar.value) { return 0 }
        if scalar.properties.isEmojiPresentation || isWide(scalar.value) { return 2 }
        return 1
    }

    /// Joiners, variation selectors and Hangul medial and final jamo, which combine with
    /// what comes before them.
    private static func isZeroWidth(_ value: UInt32) -> Bool {
        (0x1160...0x11FF).contains(value) || (0xFE00...0xFE0F).contains(value)
            || (0xE0100...0xE01EF).contains(value) || value == 0x200B
    }

    /// The East Asian Wide (W) and Fullwidth (F) ranges of Unicode's EastAsianWidth.txt,
    /// folded into blocks.
    private static func isWide(_ value: UInt32) -> Bool {
        wideRanges.contains { $0.contains(value) }
    }

    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F,  // Hangul Jamo initials
        0x231A...0x231B, 0x2329...0x232A, 0x23E9...0x23EC, 0x23F0...0x23F0, 0x23F3...0x23F3,
        0x2E80...0x303E,  // CJK radicals, Kangxi, ideographic description, CJK symbols
        0x3041...0x33FF,  // Hiragana, Katakana, Bopomofo, Hangul compatibility, CJK compatibility
        0x3400...0x4DBF,  // CJK extension A
        0x4E00...0x9FFF,  // CJK unified ideographs
        0xA000...0xA4CF,  // Yi
        0xA960...0xA97F,  // Hangul Jamo extended A
        0xAC00...0xD7A3,  // Hangul syllables
        0xF900...0xFAFF,  // CJK compatibility ideographs
        0xFE10...0xFE19,  // vertical forms
        0xFE30...0xFE6F,  // CJK compatibility forms, small form variants
        0xFF00...0xFF60,  // full-width forms
        0xFFE0...0xFFE6,
        0x16FE0...0x18CFF,  // Tangut, Khitan
        0x1AFF0...0x1B2FF,  // Kana supplement and extensions, Nushu
        0x1F200...0x1F2FF,  // enclosed ideographic supplement
        0x20000...0x2FFFD,  // CJK extensions B to F
        0x30000...0x3FFFD,  // CJK extensions G and H
    ]
}
