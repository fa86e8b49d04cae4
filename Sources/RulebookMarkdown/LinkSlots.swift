#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Links that may point to another spec, left open in the rendered HTML until the report
/// knows which specs have pages.
///
/// A spec is parsed once. Where a link could lead to another spec (a relative path, as in
/// `other.md#rule`), the rendered HTML holds a slot (`href="rulebook-link-N"`) and the
/// document keeps the destination as written; the report fills each slot with the target's
/// page or the destination itself, escaped as cmark-gfm escapes an `href`. So mapping links
/// never needs a second parse.
package enum LinkSlots {
    /// Whether a link destination gets a slot: a non-empty relative path with no scheme and
    /// no query (`a.md`, `../b.md#rule`), the only links that can name a spec file.
    static func isSlot(_ destination: String) -> Bool {
        slotPath(destination) != nil
    }

    /// The path of a destination that gets a slot (`../b.md` of `../b.md#rule`); `nil` for
    /// any other destination. The report resolves the file a slot names from it.
    package static func slotPath(_ destination: String) -> Substring? {
        let path = destination.prefix { $0 != "#" }
        guard !path.isEmpty, !path.hasPrefix("/"), !path.utf8.contains(UInt8(ascii: "?")),
            !path.utf8.contains(UInt8(ascii: ":"))
        else { return nil }
        return path
    }

    /// The placeholder destination of slot `index`; only safe `href` characters, so
    /// cmark-gfm renders it unchanged.
    static func placeholder(_ index: Int) -> String { "\(prefix)\(index)" }

    /// `html` with each slot filled: `rewrite(destination)`, or the destination as written
    /// when it returns `nil`, escaped as cmark-gfm escapes an `href`. When it returns an
    /// empty string the `href` is left out, so the link's text stays but is no link (an `<a>`
    /// without `href` leads nowhere and takes no focus).
    package static func fill(
        _ html: String, destinations: [String], rewrite: (String) -> String?
    ) -> String {
        var text = html
        let filled = text.withUTF8 { bytes in
            fill(bytes, destinations: destinations, rewrite: rewrite)
        }
        // Most blocks hold no slot: they are returned as they are.
        return filled ?? html
    }

    /// `fill` on the bytes of an HTML text; `nil` when they hold no slot.
    private static func fill(
        _ bytes: UnsafeBufferPointer<UInt8>, destinations: [String],
        rewrite: (String) -> String?
    ) -> String? {
        var result: [UInt8] = []
        var copied = 0
        var index = 0
        while let start = firstIndex(of: opening, in: bytes, from: index) {
            var end = start + opening.count
            var number = 0
            var digits = 0
            while end < bytes.count, bytes[end] >= UInt8(ascii: "0"),
                bytes[end] <= UInt8(ascii: "9"),
                digits < 18
            {
                number = number * 10 + Int(bytes[end] - UInt8(ascii: "0"))
                digits += 1
                end += 1
            }
            guard digits > 0, end < bytes.count, bytes[end] == UInt8(ascii: "\""),
                destinations.indices.contains(number)
            else {
                index = start + opening.count
                continue
            }
            if result.isEmpty { result.reserveCapacity(bytes.count + 64) }
            result.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied..<start]))
            let destination = destinations[number]
            let target = rewrite(destination) ?? destination
            if target.isEmpty {
                if result.last == UInt8(ascii: " ") { result.removeLast() }
            } else {
                result.append(contentsOf: "href=\"".utf8)
                appendEscapedHref(target, to: &result)
                result.append(UInt8(ascii: "\""))
            }
            copied = end + 1
            index = copied
        }
        guard copied > 0 else { return nil }
        result.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied...]))
        return String(decoding: result, as: UTF8.self)
    }

    /// What opens a slot in the HTML.
    private static let opening = Array(("href=\"" + prefix).utf8)

    /// Where the bytes `part` first occur in `bytes` at or after `start`: memchr finds each
    /// place of the first byte, memcmp compares the rest.
    private static func firstIndex(
        of part: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, from start: Int
    ) -> Int? {
        guard let base = bytes.baseAddress, let first = part.first else { return nil }
        return part.withUnsafeBytes { needle -> Int? in
            guard let needle = needle.baseAddress else { return nil }
            var index = start
            while index >= 0, index + part.count <= bytes.count {
                guard
                    let found = memchr(
                        base + index, Int32(first), bytes.count - index - part.count + 1)
                else { return nil }
                let position = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                if memcmp(base + position, needle, part.count) == 0 { return position }
                index = position + 1
            }
            return nil
        }
    }

    /// Appends a destination as cmark-gfm writes it in an `href` (its
    /// `houdini_escape_href`): ASCII letters, digits and ``-_.+!*(),%#@?=;:/$~`` as they are,
    /// `&` as `&amp;`, `'` as `&#x27;`, every other byte as `%XX`.
    private static func appendEscapedHref(_ destination: String, to escaped: inout [UInt8]) {
        for byte in destination.utf8 {
            if isHrefSafe[Int(byte)] {
                escaped.append(byte)
                continue
            }
            switch byte {
            case UInt8(ascii: "&"): escaped.append(contentsOf: "&amp;".utf8)
            case UInt8(ascii: "'"): escaped.append(contentsOf: "&#x27;".utf8)
            default:
                escaped.append(UInt8(ascii: "%"))
                escaped.append(hexDigits[Int(byte >> 4)])
                escaped.append(hexDigits[Int(byte & 0xF)])
            }
        }
    }

    private static let prefix = "rulebook-link-"
    /// For each byte, whether an `href` keeps it as it is.
    private static let isHrefSafe: [Bool] = {
        var safe = [Bool](repeating: false, count: 256)
        for byte in "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789".utf8 {
            safe[Int(byte)] = true
        }
        for byte in "-_.+!*(),%#@?=;:/$~".utf8 { safe[Int(byte)] = true }
        return safe
    }()
    private static let hexDigits = Array("0123456789ABCDEF".utf8)
}
