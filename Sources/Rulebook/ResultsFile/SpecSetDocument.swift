/// The spec set of a run, in a results file: how many spec files the unsharded run has and a
/// fingerprint of their names and texts, so that `rulebook merge` can refuse shards that ran
/// on different spec trees (another commit, another `--root`).
///
/// Every shard of a split records the set of the whole run, not its own part.
package struct SpecSetDocument: Codable, Equatable, Sendable {
    /// How many spec files the unsharded run has.
    package var files: Int
    /// FNV-1a 64 over each file's name and text in run order (each preceded by its length in
    /// UTF-8 bytes), in 16 hexadecimal digits.
    package var fingerprint: String

    package init(files: Int, fingerprint: String) {
        self.files = files
        self.fingerprint = fingerprint
    }

    /// The set of these specs, in run order: each spec's name (its `Spec.path`) and the text
    /// the run records for it (`Spec.text`, empty for a file that could not be read).
    package init(names: [String], texts: [String]) {
        var hash = FNV1a()
        for (name, text) in zip(names, texts) {
            hash.add(name)
            hash.add(text)
        }
        self.init(files: min(names.count, texts.count), fingerprint: hash.hex)
    }

    /// The set of the specs of `result`, a whole run.
    package init(_ result: RunResult) {
        self.init(names: result.specs.map(\.spec.path), texts: result.specs.map(\.spec.text))
    }
}

/// FNV-1a 64, fed with length-prefixed texts so that no two lists of texts hash alike by
/// construction (`"ab", "c"` and `"a", "bc"` differ).
private struct FNV1a {
    private var hash: UInt64 = 0xcbf2_9ce4_8422_2325

    mutating func add(_ text: String) {
        var length = UInt64(text.utf8.count)
        for _ in 0..<8 {
            add(byte: UInt8(truncatingIfNeeded: length))
            length >>= 8
        }
        for byte in text.utf8 { add(byte: byte) }
    }

    private mutating func add(byte: UInt8) {
        hash ^= UInt64(byte)
        hash = hash &* 0x100_0000_01b3
    }

    /// The hash in 16 hexadecimal digits.
    var hex: String {
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
