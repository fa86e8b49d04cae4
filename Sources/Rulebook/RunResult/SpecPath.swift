import RulebookMarkdown

/// Links between spec files: checklist links to rules, and the percent-encoding of their
/// destinations. Plain path arithmetic is in `Paths`.
package enum SpecPath {
    /// Resolves a checklist link (`other.md#anchor` or `#anchor`, percent-encoded or not)
    /// written in the spec at `from`; `nil` for links that cannot name a rule (URLs, paths
    /// from the root, no anchor).
    package static func ruleLink(_ destination: String, from: String) -> (
        path: String, anchor: String
    )? {
        guard let hash = destination.utf8.firstIndex(of: UInt8(ascii: "#")) else { return nil }
        let file = percentDecoded(String(destination[..<hash]))
        let anchor = percentDecoded(String(destination[destination.index(after: hash)...]))
        guard !anchor.isEmpty, !file.utf8.contains(UInt8(ascii: ":")), !file.hasPrefix("/") else {
            return nil
        }
        return (file.isEmpty ? Paths.normalize(from) : Paths.resolve(file, from: from), anchor)
    }

    /// The file a link written in the spec at `from` names, percent-decoded and resolved, and
    /// the rest of the destination (`#rule`); `nil` for a link that cannot name a file (a
    /// URL, a path from the root, a query, a same-page anchor: one without a slot, see
    /// `LinkSlots.slotPath`).
    package static func linkedFile(_ destination: String, from: String) -> (
        path: String, fragment: Substring
    )? {
        guard let path = LinkSlots.slotPath(destination) else { return nil }
        return (
            Paths.resolve(percentDecoded(String(path)), from: from), destination[path.endIndex...]
        )
    }

    /// Decodes `%XX` escapes (as GitHub writes non-ASCII anchors); leaves bad escapes as they are.
    package static func percentDecoded(_ text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: "%")) else { return text }
        var bytes: [UInt8] = []
        var utf8 = text.utf8[...]
        while let byte = utf8.first {
            utf8 = utf8.dropFirst()
            if byte == UInt8(ascii: "%"), utf8.count >= 2,
                let high = hexValue(utf8[utf8.startIndex]),
                let low = hexValue(utf8[utf8.index(after: utf8.startIndex)])
            {
                bytes.append(high << 4 | low)
                utf8 = utf8.dropFirst(2)
            } else {
                bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
