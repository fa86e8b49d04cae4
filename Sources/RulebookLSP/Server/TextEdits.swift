/// Edits of the protocol (`{range, newText}`) that turn one text into another, touching as
/// few whole lines as possible.
enum TextEdits {
    /// One edit replacing the lines where `old` and `new` differ; none when they are equal.
    static func between(_ old: String, _ new: String) -> [JSONValue] {
        let a = Array(old.utf8)
        let b = Array(new.utf8)
        guard a != b else { return [] }
        var prefix = 0
        while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
        while prefix > 0, !isLineStart(a, prefix) { prefix -= 1 }
        var suffix = 0
        while suffix < a.count - prefix, suffix < b.count - prefix,
            a[a.count - 1 - suffix] == b[b.count - 1 - suffix]
        {
            suffix += 1
        }
        while suffix > 0, !isLineStart(a, a.count - suffix) { suffix -= 1 }
        let replacement = String(decoding: b[prefix..<(b.count - suffix)], as: UTF8.self)
        return [
            [
                "range": [
                    "start": position(of: prefix, in: a),
                    "end": position(of: a.count - suffix, in: a),
                ],
                "newText": .string(replacement),
            ]
        ]
    }

    /// Whether byte `offset` starts a line (after `\n`, or after a `\r` not followed by `\n`).
    private static func isLineStart(_ bytes: [UInt8], _ offset: Int) -> Bool {
        guard offset > 0 else { return true }
        if bytes[offset - 1] == 10 { return true }
        return bytes[offset - 1] == 13 && (offset == bytes.count || bytes[offset] != 10)
    }

    /// The protocol position of a byte offset that starts a line or ends the text.
    private static func position(of offset: Int, in bytes: [UInt8]) -> JSONValue {
        var line = 0
        var lineStart = 0
        var index = 0
        while index < offset {
            if bytes[index] == 10
                || (bytes[index] == 13 && (index + 1 >= bytes.count || bytes[index + 1] != 10))
            {
                line += 1
                lineStart = index + 1
            }
            index += 1
        }
        let character = String(decoding: bytes[lineStart..<offset], as: UTF8.self).utf16.count
        return ["line": .int(line), "character": .int(character)]
    }
}
