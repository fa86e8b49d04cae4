/// Places a cell of a code block's literal line on the file's own line, in the columns
/// editors count.
///
/// A code block's literal is its lines without the containers' prefixes (a block quote's
/// `> `, a list item's indentation), and a tab that a container consumes in part is
/// expanded to spaces. Whatever comes after that prefix is the file's own bytes, so a cell
/// is placed by its distance from the end of the line, as long as the two lines agree from
/// the cell to their end.
struct CellPlacing {
    let literal: [UInt8]
    let source: [UInt8]
    /// How many bytes the two lines share at their end.
    private let sharedSuffix: Int

    init(literal: [UInt8], source: [UInt8]) {
        self.literal = literal
        self.source = source
        var shared = 0
        while shared < literal.count, shared < source.count,
            literal[literal.count - 1 - shared] == source[source.count - 1 - shared]
        {
            shared += 1
        }
        sharedSuffix = shared
    }

    /// The 1-based UTF-16 columns, end exclusive, of the literal line's bytes `bytes` on
    /// the source line; `nil` when the lines differ from there on.
    func columns(_ bytes: Range<Int>) -> Range<Int>? {
        guard bytes.lowerBound >= 0, bytes.upperBound <= literal.count,
            literal.count - bytes.lowerBound <= sharedSuffix
        else { return nil }
        let shift = source.count - literal.count
        let start = utf16Count(source[..<(bytes.lowerBound + shift)])
        let length = utf16Count(source[(bytes.lowerBound + shift)..<(bytes.upperBound + shift)])
        return (start + 1)..<(start + 1 + length)
    }

    private func utf16Count(_ bytes: ArraySlice<UInt8>) -> Int {
        String(decoding: bytes, as: UTF8.self).utf16.count
    }
}
