/// Places a cell of a code block's literal line on the file's own line, in the columns
/// editors count.
///
/// A code block's literal is its lines without the containers' prefixes (a block quote's
/// `> `, a list item's indentation), and a tab that a container consumes in part is
/// expanded to spaces. Whatever comes after that prefix is the file's own bytes, so a cell
/// is placed by its distance from the end of the line, as long as the two lines agree from
/// the cell to their end.
struct CellPlacing {
    let literal: ArraySlice<UInt8>
    let source: ArraySlice<UInt8>
    /// How many bytes the two lines share at their end.
    private let sharedSuffix: Int
    /// Whether the source line is ASCII, so that its UTF-16 columns are its byte offsets.
    private let sourceIsASCII: Bool

    init(literal: ArraySlice<UInt8>, source: ArraySlice<UInt8>) {
        self.literal = literal
        self.source = source
        (sourceIsASCII, sharedSuffix) = literal.withUnsafeBufferPointer { literal in
            source.withUnsafeBufferPointer { source in
                let shortest = min(literal.count, source.count)
                var shared = 0
                while shared < shortest,
                    literal[literal.count - 1 - shared] == source[source.count - 1 - shared]
                {
                    shared += 1
                }
                return (!source.contains { $0 >= 0x80 }, shared)
            }
        }
    }

    /// The 1-based UTF-16 columns, end exclusive, of the literal line's bytes `bytes`
    /// (offsets from the line's start) on the source line; `nil` when the lines differ from
    /// there on.
    func columns(_ bytes: Range<Int>) -> Range<Int>? {
        guard bytes.lowerBound >= 0, bytes.upperBound <= literal.count,
            literal.count - bytes.lowerBound <= sharedSuffix
        else { return nil }
        let shift = source.count - literal.count + source.startIndex
        if sourceIsASCII {
            let start = bytes.lowerBound + shift - source.startIndex
            return (start + 1)..<(start + 1 + bytes.count)
        }
        let start = Self.utf16Count(source[source.startIndex..<(bytes.lowerBound + shift)])
        let length = Self.utf16Count(
            source[(bytes.lowerBound + shift)..<(bytes.upperBound + shift)])
        return (start + 1)..<(start + 1 + length)
    }

    /// The UTF-16 length of well-formed UTF-8: one unit per scalar, two for a scalar of
    /// four bytes (outside the Basic Multilingual Plane).
    private static func utf16Count(_ bytes: ArraySlice<UInt8>) -> Int {
        var count = 0
        for byte in bytes where byte & 0xC0 != 0x80 {
            count += byte >= 0xF0 ? 2 : 1
        }
        return count
    }
}
