#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A text's UTF-8 bytes with the place of each of its lines, split as cmark-gfm splits them
/// (on `\n`, `\r\n` or `\r`), so that line `n` of a parse is `self[n]`.
///
/// One pass over the bytes and two integers a line: a large spec's lines are found once and
/// shared by the document parse and the table parses, instead of one array per line.
package struct SourceLines: Sendable {
    /// The text's UTF-8 bytes.
    package let bytes: [UInt8]
    /// Where each line starts and ends (before its line ending), as offsets into `bytes`.
    private let ranges: [Range<Int>]

    package init(_ text: String) {
        self.init(bytes: Array(text.utf8))
    }

    package init(bytes: [UInt8]) {
        self.bytes = bytes
        var ranges: [Range<Int>] = []
        bytes.withUnsafeBufferPointer { buffer in
            let count = buffer.count
            ranges.reserveCapacity(count / 32 + 1)
            var start = 0
            if let base = buffer.baseAddress, memchr(base, Int32(UInt8(ascii: "\r")), count) == nil
            {
                // Only `\n` ends lines: memchr finds each one.
                while start < count,
                    let found = memchr(base + start, Int32(UInt8(ascii: "\n")), count - start)
                {
                    let end = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                    ranges.append(start..<end)
                    start = end + 1
                }
            } else {
                var index = 0
                while index < count {
                    let byte = buffer[index]
                    if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                        ranges.append(start..<index)
                        let next = index + 1
                        index =
                            byte == UInt8(ascii: "\r") && next < count
                                && buffer[next] == UInt8(ascii: "\n") ? next + 1 : next
                        start = index
                    } else {
                        index += 1
                    }
                }
            }
            ranges.append(start..<count)
        }
        self.ranges = ranges
    }

    /// The number of lines (a text ending in a line ending has an empty last line).
    package var count: Int { ranges.count }

    /// The bytes of line `number` (1-based), without its line ending; `nil` past the text.
    package subscript(number: Int) -> ArraySlice<UInt8>? {
        guard number >= 1, number <= ranges.count else { return nil }
        return bytes[ranges[number - 1]]
    }

    /// The number (1-based) of the line that holds byte `offset`, or the last line.
    package func line(startingAt offset: Int) -> Int {
        ranges.lastIndex(atMost: offset) { $0.lowerBound } + 1
    }
}
