/// A text's lines as the protocol splits them (ended by `\n`, `\r\n` or `\r`), without their
/// terminators: their bounds are found once, in the text's bytes, and a line becomes a
/// substring only when it is read, so that a large document's diagnostics, which read a few
/// lines, do not make a substring of each of its lines.
package struct TextLines: RandomAccessCollection, Sendable {
    private let text: String
    /// The UTF-8 offset where each line starts, and where the last one ends.
    private let starts: [Int]
    /// The UTF-8 offset where each line's text ends (its terminator's start).
    private let ends: [Int]

    package init(_ text: String) {
        var text = text
        text.makeContiguousUTF8()
        var starts: [Int] = [0]
        var ends: [Int] = []
        text.utf8.withContiguousStorageIfAvailable { bytes in
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                guard byte == 10 || byte == 13 else {
                    index += 1
                    continue
                }
                ends.append(index)
                index += byte == 13 && index + 1 < bytes.count && bytes[index + 1] == 10 ? 2 : 1
                starts.append(index)
            }
            ends.append(bytes.count)
        }
        self.text = text
        self.starts = starts
        self.ends = ends
    }

    package var startIndex: Int { 0 }
    package var endIndex: Int { ends.count }

    /// The 0-based line `index`, without its terminator.
    package subscript(index: Int) -> Substring {
        let utf8 = text.utf8
        let lower = utf8.index(utf8.startIndex, offsetBy: starts[index])
        return text[lower..<utf8.index(lower, offsetBy: ends[index] - starts[index])]
    }

    /// The line `index`, or `nil` past the last line.
    package subscript(ifPresent index: Int) -> Substring? {
        indices.contains(index) ? self[index] : nil
    }
}
